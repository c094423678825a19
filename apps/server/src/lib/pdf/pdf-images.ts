import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Storage } from '../storage/storage.ts';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type ImageFile = { contentType: string; storageKey: string; thumbnailKey: string | null };

/**
 * The stored bytes of a JPEG or PNG to draw as they are, or undefined for a PNG that did not decode
 * when it was uploaded (no thumbnail; uploads refuse such a PNG since 2026-11): pdfkit decodes a
 * PNG's pixels in a zlib callback, where a damaged file's error escapes every handler. A JPEG is
 * embedded as it is.
 */
export async function storedImageBytes(ctx: { storage: Storage }, file: ImageFile) {
  if (file.contentType === 'image/png' && !file.thumbnailKey) return undefined;
  return bytesOf(await ctx.storage.get(file.storageKey));
}

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
