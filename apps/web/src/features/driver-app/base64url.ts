/**
 * base64url text (RFC 4648 §5, padding optional) to bytes: the VAPID public key the server hands out
 * is in this form, and PushManager.subscribe wants it as bytes. Throws on characters outside the alphabet.
 */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const trimmed = text.trim().replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(trimmed) || trimmed.length % 4 === 1) {
    throw new Error('base64url の形式ではありません');
  }
  const base64 = trimmed.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
