const MAX_FILE_NAME_LENGTH = 200;

/**
 * The name to keep: URL-decoded when it is (the spec's accident-report files), without any path,
 * control characters or excess length. A name that does not decode is kept as sent.
 */
export function cleanFileName(raw: string | undefined, fallback: string): string {
  let name = raw ?? '';
  if (/%[0-9A-Fa-f]{2}/.test(name)) {
    try {
      name = decodeURIComponent(name);
    } catch {
      // not URL-encoded after all
    }
  }
  name = name.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  name = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (name === '' || name === '.' || name === '..') return fallback;
  const chars = Array.from(name);
  if (chars.length <= MAX_FILE_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (ext.length > 20) return chars.slice(0, MAX_FILE_NAME_LENGTH).join('');
  const stem = Array.from(name.slice(0, dot)).slice(0, MAX_FILE_NAME_LENGTH - ext.length);
  return stem.join('') + ext.join('');
}
