import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './error-handler.ts';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from './errors.ts';
import { fieldError } from './field-error.ts';
import { type FormObject, setField } from './multipart-fields.ts';
import { assertNoNul } from './text-guard.ts';
import { sniffAccepted, TYPE_NAMES, type UploadAccept } from './upload-types.ts';

export { buildFormObject, parseFieldName } from './multipart-fields.ts';
export type { UploadAccept } from './upload-types.ts';

const MB = 1024 * 1024;

/**
 * Global caps handed to @fastify/multipart (busboy). Routes narrow them per field with readMultipart;
 * these only bound what any multipart request can make the server read.
 */
export const MULTIPART_LIMITS = {
  fileSize: 20 * MB,
  files: 20,
  fields: 200,
  fieldSize: 1 * MB,
  fieldNameSize: 200,
  parts: 250,
  headerPairs: 100,
};

/** A file as received: the bytes, the sniffed MIME type and a cleaned file name. */
export type Upload = { field: string; fileName: string; contentType: string; size: number; data: Buffer };

export type FileFieldSpec = {
  maxCount: number;
  maxBytes: number;
  accept: UploadAccept;
  /** Japanese label used in messages, e.g. 画像. */
  label: string;
};

/** The file fields a route accepts, by exact field name (`images`, `create[files]`, `file`). */
export type MultipartSpec<K extends string = string> = { files: Record<K, FileFieldSpec> };

export type MultipartForm<K extends string = string> = { fields: FormObject; files: Record<K, Upload[]> };

const MAX_FILE_NAME_LENGTH = 200;

/**
 * Reads a multipart request: text fields into one object (see multipart-fields.ts), files into
 * memory per field, each capped while it streams. A file part for a field the spec does not name is
 * a 400 in the validation shape (a client mistake worth seeing, not something to drop silently).
 * A request that is not multipart answers 415 (FST_INVALID_MULTIPART_CONTENT_TYPE).
 */
export async function readMultipart<K extends string>(
  req: FastifyRequest,
  spec: MultipartSpec<K>,
): Promise<MultipartForm<K>> {
  const rules = spec.files as Record<string, FileFieldSpec>;
  const files = Object.fromEntries(Object.keys(rules).map((k) => [k, [] as Upload[]])) as Record<K, Upload[]>;
  const byField = files as Record<string, Upload[]>;
  const fields: FormObject = {};
  const ruleList = Object.values(rules);
  const totalFiles = ruleList.reduce((n, r) => n + r.maxCount, 0);
  // One byte and one file past what the spec allows, so busboy stops early but the overflowing part
  // still reaches us and gets a message naming its field.
  const limits = {
    fileSize: Math.max(0, ...ruleList.map((r) => r.maxBytes)) + 1,
    files: totalFiles + 1,
  };

  const parts = req.parts({ limits })[Symbol.asyncIterator]();
  try {
    while (true) {
      const step = await parts.next().catch(rethrowMalformed);
      if (step.done) break;
      const part = step.value;
      if (part.type === 'field') {
        addField(fields, part);
        continue;
      }
      const rule = Object.hasOwn(rules, part.fieldname) ? rules[part.fieldname] : undefined;
      if (!rule) {
        part.file.destroy();
        throw fieldError(part.fieldname, 'unexpectedFile', 'この項目にはファイルを送信できません');
      }
      const list = byField[part.fieldname] ?? [];
      if (list.length >= rule.maxCount) {
        part.file.destroy();
        throw payloadTooLarge(`${rule.label}は${rule.maxCount}ファイルまでにしてください。`);
      }
      const upload = await readFile(part, rule);
      if (upload) list.push(upload);
    }
  } finally {
    await parts.return?.();
  }
  return { fields, files };
}

function addField(fields: FormObject, part: MultipartValue) {
  if (part.valueTruncated) {
    throw payloadTooLarge(`「${part.fieldname}」の内容が大きすぎます。`);
  }
  // The plugin parses parts sent as application/json; the schemas expect the text.
  const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
  setField(fields, part.fieldname, value);
}

async function readFile(part: MultipartFile, rule: FileFieldSpec): Promise<Upload | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Leaving the loop destroys the stream: nothing past the cap is read.
      if (size > rule.maxBytes) break;
      chunks.push(chunk);
    }
  } catch (err) {
    rethrowMalformed(err);
  }
  if (size > rule.maxBytes) {
    throw payloadTooLarge(`${rule.label}は1ファイル${formatBytes(rule.maxBytes)}以内にしてください。`);
  }
  // A browser sends an empty file input as a part with an empty name and no bytes: nothing was chosen.
  if (size === 0 && !part.filename) return undefined;
  if (size === 0) throw fieldError(part.fieldname, 'empty', `${rule.label}に空のファイルが含まれています`);
  const data = Buffer.concat(chunks, size);
  const type = await sniffAccepted(data, rule.accept);
  if (!type) {
    throw unsupportedMediaType(`${rule.label}は${TYPE_NAMES[rule.accept]}形式のファイルを選択してください。`);
  }
  const fallback = `${rule.accept === 'image' ? 'image' : 'file'}.${type.ext}`;
  return {
    field: part.fieldname,
    fileName: cleanFileName(part.filename, fallback),
    contentType: type.mime,
    size,
    data,
  };
}

/**
 * The name to keep: URL-decoded when it is (the spec's accident-report files), without any path,
 * control characters or excess length. A name that does not decode is kept as sent.
 */
export function cleanFileName(raw: string | undefined, fallback: string): string {
  let name = raw ?? '';
  if (/%[0-9A-Fa-f]{2}/.test(name)) {
    try {
      name = decodeURIComponent(name);
    } catch {
      // not URL-encoded after all
    }
  }
  name = name.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  name = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (name === '' || name === '.' || name === '..') return fallback;
  const chars = Array.from(name);
  if (chars.length <= MAX_FILE_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (ext.length > 20) return chars.slice(0, MAX_FILE_NAME_LENGTH).join('');
  const stem = Array.from(name.slice(0, dot)).slice(0, MAX_FILE_NAME_LENGTH - ext.length);
  return stem.join('') + ext.join('');
}

/**
 * Errors of the plugin (FST_* codes) are mapped by the error handler; anything else out of the parser
 * (busboy: truncated body, bad boundary, broken part header) is malformed input, so a 400, not a 500.
 */
function rethrowMalformed(err: unknown): never {
  if (err instanceof AppError || (err as { code?: unknown })?.code) throw err;
  throw badRequest('フォームの内容を読み取れませんでした。送信し直してください。');
}

function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))}MB`;
  return `${Math.max(1, Math.floor(bytes / 1024))}KB`;
}

/** Validates a parsed form with the route's zod schema; failures render exactly like a JSON body's. */
export function parseForm<S extends z.ZodType>(schema: S, fields: FormObject): z.output<S> {
  assertNoNul(fields, 'body');
  const result = schema.safeParse(fields);
  if (!result.success) throw new RequestValidationError(result.error.issues, 'body');
  return result.data;
}
