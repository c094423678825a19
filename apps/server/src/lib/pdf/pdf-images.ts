import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { pixelsDecode } from '../images/images.ts';
import type { Storage } from '../storage/storage.ts';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type ImageFile = { contentType: string; storageKey: string; thumbnailKey: string | null };

/**
 * The stored bytes of a JPEG or PNG to draw as they are, or undefined for a PNG whose pixels do not
 * decode (refused at upload since 2026-11, but the stored copy can be damaged later): pdfkit decodes a
 * PNG's pixels in a zlib callback, where a damaged file's error escapes every handler and ends the
 * thread. A JPEG is embedded as it is (pdfkit reads only its markers, and throws where they are gone).
 */
export async function storedImageBytes(ctx: { storage: Storage }, file: ImageFile) {
  const bytes = await bytesOf(await ctx.storage.get(file.storageKey));
  if (isPng(bytes) && !(await pixelsDecode(bytes))) return undefined;
  return bytes;
}

/** pdfkit tells a PNG by these first eight bytes, whatever the file's recorded type. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(PNG_SIGNATURE);

/** JPEG and PNG as stored; other images (WebP, HEIC) through their WebP thumbnail, made PNG by sharp. */
export async function embeddableImage(ctx: { storage: Storage }, file: ImageFile) {
  try {
    if (file.contentType === 'image/jpeg' || file.contentType === 'image/png') {
      return await storedImageBytes(ctx, file);
    }
    const key = file.contentType === 'image/webp' ? file.storageKey : file.thumbnailKey;
    if (!key) return undefined;
    return await sharp(await bytesOf(await ctx.storage.get(key)))
      .png()
      .toBuffer();
  } catch {
    return undefined;
  }
}
