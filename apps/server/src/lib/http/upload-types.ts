import { fileTypeFromBuffer } from 'file-type';

/** What a file field accepts, judged from the bytes (never from the client's name or Content-Type). */
export type UploadAccept = 'image' | 'document' | 'csv';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);
const DOCUMENT_TYPES = new Set([...IMAGE_TYPES, 'application/pdf']);

export const TYPE_NAMES: Record<UploadAccept, string> = {
  image: 'JPEG・PNG・WebP・HEIC',
  document: 'PDF・JPEG・PNG・WebP・HEIC',
  csv: 'CSV',
};

export type SniffedType = { mime: string; ext: string };

/** The detected type when the field accepts it, else undefined. */
export async function sniffAccepted(data: Buffer, accept: UploadAccept): Promise<SniffedType | undefined> {
  const detected = await fileTypeFromBuffer(data);
  if (accept === 'csv')
    return detected || !isPlausibleText(data) ? undefined : { mime: 'text/csv', ext: 'csv' };
  if (!detected) return undefined;
  const allowed = accept === 'image' ? IMAGE_TYPES : DOCUMENT_TYPES;
  return allowed.has(detected.mime) ? { mime: detected.mime, ext: detected.ext } : undefined;
}

/** Text a Japanese user's CSV can be: no NUL bytes, and valid UTF-8 or valid Shift_JIS (CP932). */
export function isPlausibleText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  return decodes(data, 'utf-8') || decodes(data, 'shift_jis');
}

function decodes(data: Buffer, encoding: string): boolean {
  try {
    new TextDecoder(encoding, { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}
