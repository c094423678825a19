import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_IMAGE_PIXELS, makeThumbnail, readImageSize } from '../images/images.ts';
import { newStorageKey } from '../storage/keys.ts';
import { type Storage, THUMBNAIL_CONTENT_TYPE, thumbnailKeyOf } from '../storage/storage.ts';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from './errors.ts';
import { fieldError } from './field-error.ts';
import { cleanFileName } from './file-names.ts';
import {
  IMAGE_TYPES,
  SNIFF_BYTES,
  sniffAccepted,
  TextCheck,
  TYPE_NAMES,
  type UploadAccept,
} from './upload-types.ts';

const MB = 1024 * 1024;

export type FileFieldSpec = {
  maxCount: number;
  maxBytes: number;
  accept: UploadAccept;
  /** Japanese label used in messages, e.g. 画像. */
  label: string;
  /** Images above this many pixels are refused (default MAX_IMAGE_PIXELS). */
  maxPixels?: number;
};

/**
 * A file as received, already in storage under storageKey (see staged-uploads.ts for who removes it
 * when the request fails). Images carry their displayed size and the key of their WebP thumbnail.
 */
export type Upload = {
  field: string;
  fileName: string;
  contentType: string;
  size: number;
  storageKey: string;
  image: { width: number; height: number; thumbnailKey: string | null } | null;
};

export type UploadTarget = { storage: Storage; clock?: (() => Date) | undefined; stage(key: string): void };

/**
 * Streams one file part into storage: the first bytes decide the type (415 before anything is
 * written), every chunk is counted (413 as soon as the field's limit is passed) and, for a CSV,
 * checked to be text. Only an image's bytes are kept in memory (bounded by the field's maxBytes),
 * because its size and thumbnail need the whole file; documents and CSVs pass straight through.
 */
export async function storeFilePart(
  part: MultipartFile,
  rule: FileFieldSpec,
  target: UploadTarget,
): Promise<Upload | undefined> {
  const chunks = (part.file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  try {
    const head: Buffer[] = [];
    let headSize = 0;
    let ended = false;
    while (headSize < SNIFF_BYTES) {
      const step = await chunks.next().catch(rethrowMalformed);
      if (step.done) {
        ended = true;
        break;
      }
      head.push(step.value);
      headSize += step.value.length;
    }
    // A browser sends an empty file input as a part with an empty name and no bytes: nothing chosen.
    if (headSize === 0 && !part.filename) return undefined;
    if (headSize === 0)
      throw fieldError(part.fieldname, 'empty', `${rule.label}に空のファイルが含まれています`);

    const headBytes = Buffer.concat(head, headSize);
    const type = await sniffAccepted(headBytes, rule.accept);
    if (!type) throw wrongType(rule);
    const isImage = IMAGE_TYPES.has(type.mime);
    // Most headers fit in the first bytes: a pixel flood is refused before anything is stored.
    if (isImage) checkPixels(rule, await readImageSize(headBytes));

    const text = rule.accept === 'csv' ? new TextCheck() : undefined;
    const kept: Buffer[] = [];
    let size = 0;
    const take = (chunk: Buffer) => {
      size += chunk.length;
      if (size > rule.maxBytes) throw tooLarge(rule);
      if (text && !text.push(chunk)) throw wrongType(rule);
      if (isImage) kept.push(chunk);
      return chunk;
    };
    async function* body() {
      for (const chunk of head) yield take(chunk);
      while (!ended) {
        const step = await chunks.next().catch(rethrowMalformed);
        if (step.done) break;
        yield take(step.value);
      }
      if (text && !text.end()) throw wrongType(rule);
    }

    const storageKey = newStorageKey(target.clock?.() ?? new Date());
    target.stage(storageKey);
    await target.storage.put(storageKey, Readable.from(body()), type.mime);
    const fallback = `${rule.accept === 'image' ? 'image' : 'file'}.${type.ext}`;
    const upload = {
      field: part.fieldname,
      fileName: cleanFileName(part.filename, fallback),
      contentType: type.mime,
      size,
      storageKey,
      image: null,
    };
    if (!isImage) return upload;
    return {
      ...upload,
      image: await inspectImage(Buffer.concat(kept, size), type.mime, rule, storageKey, target),
    };
  } finally {
    // Stops reading the part when we left early (an error): nothing past the failure is read.
    await chunks.return?.();
  }
}

async function inspectImage(
  data: Buffer,
  mime: string,
  rule: FileFieldSpec,
  storageKey: string,
  target: UploadTarget,
) {
  const size = await readImageSize(data);
  checkPixels(rule, size);
  if (!size) throw unreadableImage(rule);
  const thumbnail = await makeThumbnail(data);
  // A PNG whose header reads over pixels that do not would fail every PDF it goes into (pdfkit decodes
  // a PNG's pixels; a JPEG it embeds as it is, and phone JPEGs often carry harmless warnings).
  if (!thumbnail && mime === 'image/png') throw unreadableImage(rule);
  if (!thumbnail) return { ...size, thumbnailKey: null };
  const thumbnailKey = thumbnailKeyOf(storageKey);
  target.stage(thumbnailKey);
  await target.storage.put(thumbnailKey, thumbnail, THUMBNAIL_CONTENT_TYPE);
  return { ...size, thumbnailKey };
}

function checkPixels(rule: FileFieldSpec, size: { width: number; height: number } | undefined) {
  const max = rule.maxPixels ?? MAX_IMAGE_PIXELS;
  if (size && size.width * size.height > max) {
    throw payloadTooLarge(
      `${rule.label}の画素数が大きすぎます（${size.width}×${size.height}）。${Math.floor(max / 10_000)}万画素以下の画像を選択してください。`,
    );
  }
}

const tooLarge = (rule: FileFieldSpec) =>
  payloadTooLarge(`${rule.label}は1ファイル${formatBytes(rule.maxBytes)}以内にしてください。`);
const wrongType = (rule: FileFieldSpec) =>
  unsupportedMediaType(`${rule.label}は${TYPE_NAMES[rule.accept]}形式のファイルを選択してください。`);
const unreadableImage = (rule: FileFieldSpec) =>
  unsupportedMediaType(
    `${rule.label}を画像として読み取れませんでした。ファイルが壊れていないか確認してください。`,
  );

/**
 * Errors of the plugin (FST_* codes) are mapped by the error handler; anything else out of the parser
 * (busboy: truncated body, bad boundary, broken part header) is malformed input, so a 400, not a 500.
 */
export function rethrowMalformed(err: unknown): never {
  if (err instanceof AppError || (err as { code?: unknown })?.code) throw err;
  throw badRequest('フォームの内容を読み取れませんでした。送信し直してください。');
}

function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))}MB`;
  return `${Math.max(1, Math.floor(bytes / 1024))}KB`;
}
