/** Image types the server accepts for photos (JPEG, PNG, WebP, HEIC), detected from the bytes. */
export type ImageType = { ext: 'jpg' | 'png' | 'webp' | 'heic'; contentType: string };

export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** Reads the magic number at the start of a file; the first 16 bytes are enough. */
export function detectImageType(head: Uint8Array): ImageType | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { ext: 'jpg', contentType: 'image/jpeg' };
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return { ext: 'png', contentType: 'image/png' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP')
    return { ext: 'webp', contentType: 'image/webp' };
  if (ascii(head, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 4))) {
    return { ext: 'heic', contentType: 'image/heic' };
  }
  return null;
}

/**
 * Renames a picked file after its detected type (spec §5: image.{ext}), or answers null when it is not
 * an accepted image.
 */
export async function toUploadImage(file: File): Promise<File | null> {
  const type = detectImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  return type ? new File([file], `image.${type.ext}`, { type: type.contentType }) : null;
}
