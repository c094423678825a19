import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';
const INFO = 'rikuun signing key v1';

/**
 * The ID-token signing key at rest: AES-256-GCM under a key derived by HKDF-SHA256 from
 * KEY_ENCRYPTION_SECRET with a random salt per value. Stored as enc:v1:salt.iv.tag.ciphertext
 * (base64url). The key id is bound as associated data, so a value cannot be moved to another key row.
 */
export function isEncrypted(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

function derive(secret: string, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, salt, INFO, 32));
}

export function encryptSecret(plain: string, secret: string, kid: string): string {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive(secret, salt), iv);
  cipher.setAAD(Buffer.from(kid, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [salt, iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
  return PREFIX + parts.join('.');
}

export function decryptSecret(
  stored: string,
  secret: string | undefined,
  kid: string,
  what = 'the signing key',
): string {
  if (!secret) {
    throw new Error(`${what} is stored encrypted: set KEY_ENCRYPTION_SECRET to the secret it was made with`);
  }
  const [salt, iv, tag, data] = stored
    .slice(PREFIX.length)
    .split('.')
    .map((p) => Buffer.from(p, 'base64url'));
  if (!salt || !iv || !tag || !data) throw new Error(`${what} is malformed`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', derive(secret, salt), iv);
    decipher.setAAD(Buffer.from(kid, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(
      `${what} cannot be decrypted: KEY_ENCRYPTION_SECRET differs from the one it was made with`,
    );
  }
}
