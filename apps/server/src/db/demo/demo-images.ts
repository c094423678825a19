import sharp from 'sharp';
import { makeThumbnail } from '../../lib/images/images.ts';
import { files } from '../../lib/storage/files.table.ts';
import { newStorageKey } from '../../lib/storage/keys.ts';
import { THUMBNAIL_CONTENT_TYPE, thumbnailKeyOf } from '../../lib/storage/storage.ts';
import type { DemoTenants } from './demo-seed.ts';

/** Stores an SVG drawing (no text: no font needed) as a PNG file of the company, with its thumbnail. */
export async function storeDemoImage(
  demo: Pick<DemoTenants, 'tx' | 'storage'>,
  companyId: string,
  svg: string,
  fileName: string,
): Promise<string> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const storageKey = newStorageKey(new Date());
  await demo.storage.put(storageKey, png, 'image/png');
  const thumbnail = await makeThumbnail(png);
  const thumbnailKey = thumbnail ? thumbnailKeyOf(storageKey) : null;
  if (thumbnail && thumbnailKey) await demo.storage.put(thumbnailKey, thumbnail, THUMBNAIL_CONTENT_TYPE);
  const [file] = await demo.tx
    .insert(files)
    .values({
      companyId,
      storageKey,
      fileName,
      contentType: 'image/png',
      size: png.length,
      width,
      height,
      thumbnailKey,
    })
    .returning({ id: files.id });
  if (!file) throw new Error(`demo image ${fileName} not stored`);
  return file.id;
}
