import imageCompression from 'browser-image-compression';

/**
 * A camera photo made small enough to send over a weak signal: long side at most 1920 px (a phone's
 * photo stays legible: at least 1600 px when it had them), JPEG at quality 0.8. Runs on the main
 * thread: the library's web worker would load its script from a CDN, which an offline phone cannot.
 */
export async function compressPhoto(file: File): Promise<Blob> {
  return imageCompression(file, {
    maxWidthOrHeight: 1920,
    initialQuality: 0.8,
    fileType: 'image/jpeg',
    useWebWorker: false,
  });
}
