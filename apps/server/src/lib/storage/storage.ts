import type { Readable } from 'node:stream';

/** What the download route needs to know about a link's query: good, past its expiry, or forged. */
export type LinkCheck = { ok: true; remainingSeconds: number } | { ok: false; reason: 'expired' | 'invalid' };

/** Where file bytes live: a local folder by default, any S3-compatible store when configured. */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes; throws StoredObjectMissing when there are none under that key. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes; a key with nothing stored under it is not an error. */
  remove(key: string): Promise<void>;
  /** A time-limited download link for a stored file (presigned on S3, signed route locally). */
  signedUrl(file: { id: string; storageKey: string; fileName: string; contentType: string }): Promise<string>;
  /** Checks the expires/signature query of a /v1/files/:id link. */
  checkLink(fileId: string, expires: string | undefined, signature: string | undefined): Promise<LinkCheck>;
}

export class StoredObjectMissing extends Error {
  constructor(readonly key: string) {
    super(`no stored object under ${key}`);
    this.name = 'StoredObjectMissing';
  }
}

/** Content-Disposition for a file shown in the browser, with its (often Japanese) name per RFC 6266/5987. */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
