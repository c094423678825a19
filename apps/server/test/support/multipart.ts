import { randomBytes } from 'node:crypto';

/** A text field of a multipart form. */
export type MultipartField = { name: string; value: string };
/** A file part: fileName goes into the header as given (raw UTF-8, like a browser sends it). */
export type MultipartFile = {
  name: string;
  fileName: string;
  data: Buffer | Uint8Array | string;
  /** What the client claims; the server sniffs the bytes and ignores it. Default application/octet-stream. */
  contentType?: string;
};
export type MultipartPart = MultipartField | MultipartFile;

/**
 * Builds a multipart/form-data body for `app.inject`, the way a browser's FormData would send it:
 *
 *   const { payload, headers } = multipartBody([
 *     { name: 'maintained', value: '2024-05-01' },
 *     { name: 'taskMasterIds[]', value: id },
 *     { name: 'images', fileName: 'image.png', data: pngBytes(), contentType: 'image/png' },
 *   ]);
 *   await app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(admin) } });
 *
 * Parts keep their order; repeat a name to send a repeated field.
 */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----RikuunTestBoundary${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let header = `--${boundary}\r\nContent-Disposition: form-data; name="${quote(part.name)}"`;
    if ('fileName' in part) {
      header += `; filename="${quote(part.fileName)}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    }
    chunks.push(Buffer.from(`${header}\r\n\r\n`, 'utf8'));
    const data = 'fileName' in part ? part.data : part.value;
    chunks.push(typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return {
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(payload.length),
    },
  };
}

/** Browsers escape quotes and line breaks in names this way (WHATWG multipart/form-data encoding). */
function quote(value: string): string {
  return value.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}
