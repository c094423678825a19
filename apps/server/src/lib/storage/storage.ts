import type { Readable } from 'node:stream';

/** What the download route needs to know about a link's query: good, past its expiry, or forged. */
export type LinkCheck = { ok: true; remainingSeconds: number } | { ok: false; reason: 'expired' | 'invalid' };

/** Which bytes of a stored file a link is for: the original, or the small preview made on upload. */
export type FileVariant = 'original' | 'thumbnail';

/** Thumbnails are WebP, whatever the original. */
export const THUMBNAIL_CONTENT_TYPE = 'image/webp';

/** Where file bytes live: a local folder by default, any S3-compatible store when configured. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /**
   * Stores the bytes under key. A stream is written as it arrives (never held whole); if it fails
   * part-way, nothing is left under the key and the stream's error is what rejects.
   */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The stored bytes; throws StoredObjectMissing when there are none under that key. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes; a key with nothing stored under it is not an error. */
  remove(key: string): Promise<void>;
  /** A time-limited download link for a stored file (presigned on S3, signed route locally). */
  signedUrl(file: { id: string; storageKey: string; fileName: string; contentType: string }): Promise<string>;
  /** The same for the file's thumbnail (see lib/images). */
  signedThumbnailUrl(file: { id: string; thumbnailKey: string; fileName: string }): Promise<string>;
  /** Checks the expires/signature query of a /v1/files/:id (or /v1/files/:id/thumbnail) link. */
  checkLink(
    fileId: string,
    expires: string | undefined,
    signature: string | undefined,
    variant?: FileVariant,
  ): Promise<LinkCheck>;
}

export class StoredObjectMissing extends Error {
  constructor(readonly key: string) {
    super(`no stored object under ${key}`);
    this.name = 'StoredObjectMissing';
  }
}

/**
 * Content-Disposition with the file's (often Japanese) name per RFC 6266/5987: `inline` for what the
 * browser may show itself, `attachment` for what it must only save.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Raster images a browser shows and that carry no script. Not SVG: an SVG is a document that runs script. */
const INLINE_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export const isInlineImage = (contentType: string) =>
  INLINE_IMAGE_TYPES.has((contentType.split(';')[0] ?? '').trim().toLowerCase());

/**
 * An uploaded file's Content-Disposition: raster images inline (shown in <img> and the viewer), any
 * other file (PDF, HTML, SVG …) saved, never rendered as a page of the app's origin.
 */
export const uploadedFileDisposition = (file: { fileName: string; contentType: string }) =>
  contentDisposition(isInlineImage(file.contentType) ? 'inline' : 'attachment', file.fileName);

/** The name a thumbnail is served under: the original's stem with .webp. */
export function thumbnailFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.webp`;
}

/** Thumbnails are stored beside the original: <original key>.thumb.webp. */
export function thumbnailKeyOf(storageKey: string): string {
  return `${storageKey}.thumb.webp`;
}
