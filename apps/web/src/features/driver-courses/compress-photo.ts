import imageCompression from 'browser-image-compression';

/** What a photo is for: proof of delivery, or a receipt kept under 電子帳簿保存法. */
export type PhotoUse = 'proof' | 'receipt';

const PROOF_LONG_SIDE = 1920;
/**
 * 電子帳簿保存法's scanner rule for receipts: at least A4 at 200 dpi, about 3,880,000 pixels. A receipt
 * keeps that many when the camera gave them.
 */
export const RECEIPT_MIN_PIXELS = 3_880_000;

/**
 * The long side a photo is shrunk to: 1920 px for proof (legible, small over a weak signal); for a
 * receipt the smallest long side that still keeps RECEIPT_MIN_PIXELS, never more than the original.
 */
export function targetLongSide(width: number, height: number, use: PhotoUse): number {
  const long = Math.max(width, height);
  if (use === 'proof') return Math.min(long, PROOF_LONG_SIDE);
  const scale = Math.sqrt(RECEIPT_MIN_PIXELS / (width * height));
  return Math.min(long, Math.max(PROOF_LONG_SIDE, Math.ceil(long * scale)));
}

async function dimensionsOf(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/**
 * A camera photo made small enough to send over a weak signal, JPEG at quality 0.8 (see
 * targetLongSide for the size). Runs on the main thread: the library's web worker would load its
 * script from a CDN, which an offline phone cannot.
 */
export async function compressPhoto(file: File, use: PhotoUse = 'proof'): Promise<Blob> {
  const { width, height } = await dimensionsOf(file);
  return imageCompression(file, {
    maxWidthOrHeight: targetLongSide(width, height, use),
    initialQuality: 0.8,
    fileType: 'image/jpeg',
    useWebWorker: false,
  });
}
