import { TextDecoder } from 'node:util';
import { fileTypeFromBuffer } from 'file-type';

/** What a file field accepts, judged from the bytes (never from the client's name or Content-Type). */
export type UploadAccept = 'image' | 'document' | 'csv';

export const IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
]);
const DOCUMENT_TYPES = new Set([...IMAGE_TYPES, 'application/pdf']);

export const TYPE_NAMES: Record<UploadAccept, string> = {
  image: 'JPEG・PNG・WebP・HEIC',
  document: 'PDF・JPEG・PNG・WebP・HEIC',
  csv: 'CSV',
};

/** How many leading bytes decide the type (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

export type SniffedType = { mime: string; ext: string };

/**
 * The type from the first bytes when the field accepts it, else undefined. A CSV is only judged
 * plausible here (no known binary signature, no NUL); a TextCheck confirms it over the whole stream.
 */
export async function sniffAccepted(head: Buffer, accept: UploadAccept): Promise<SniffedType | undefined> {
  const detected = await fileTypeFromBuffer(head);
  if (accept === 'csv') return detected || head.includes(0) ? undefined : { mime: 'text/csv', ext: 'csv' };
  if (!detected) return undefined;
  const allowed = accept === 'image' ? IMAGE_TYPES : DOCUMENT_TYPES;
  return allowed.has(detected.mime) ? { mime: detected.mime, ext: detected.ext } : undefined;
}

/**
 * Text a Japanese user's CSV can be, checked chunk by chunk as it streams: no NUL bytes, and valid
 * UTF-8 or valid Shift_JIS (CP932) throughout. push() and end() answer whether it still can be.
 */
export class TextCheck {
  private readonly decoders = ['utf-8', 'shift_jis'].map((e) => new TextDecoder(e, { fatal: true }));
  private readonly alive = [true, true];

  push(chunk: Buffer): boolean {
    if (chunk.includes(0)) this.alive.fill(false);
    return this.step((d) => d.decode(chunk, { stream: true }));
  }

  end(): boolean {
    return this.step((d) => d.decode());
  }

  private step(run: (decoder: TextDecoder) => unknown): boolean {
    this.decoders.forEach((decoder, i) => {
      if (!this.alive[i]) return;
      try {
        run(decoder);
      } catch {
        this.alive[i] = false;
      }
    });
    return this.alive.some(Boolean);
  }
}

/** The whole buffer as a CSV: see TextCheck. */
export function isPlausibleText(data: Buffer): boolean {
  const check = new TextCheck();
  return check.push(data) && check.end();
}
