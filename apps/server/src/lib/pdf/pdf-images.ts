import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Storage } from '../storage/storage.ts';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** JPEG and PNG as stored; other images (WebP, HEIC) through their WebP thumbnail, made PNG by sharp. */
export async function embeddableImage(
  ctx: { storage: Storage },
  file: { contentType: string; storageKey: string; thumbnailKey: string | null },
) {
  try {
    if (file.contentType === 'image/jpeg' || file.contentType === 'image/png') {
      return await bytesOf(await ctx.storage.get(file.storageKey));
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
