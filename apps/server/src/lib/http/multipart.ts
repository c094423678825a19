import multipart, { type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Storage } from '../storage/storage.ts';
import { RequestValidationError } from './error-handler.ts';
import { payloadTooLarge } from './errors.ts';
import { fieldError } from './field-error.ts';
import { type FormObject, setField } from './multipart-fields.ts';
import { linkUpload, stagingOf } from './staged-uploads.ts';
import { assertNoNul } from './text-guard.ts';
import { type FileFieldSpec, rethrowMalformed, storeFilePart, type Upload } from './upload-stream.ts';

export { cleanFileName } from './file-names.ts';
export { buildFormObject, parseFieldName } from './multipart-fields.ts';
export { keepUploads } from './staged-uploads.ts';
export type { FileFieldSpec, Upload } from './upload-stream.ts';
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

/** The file fields a route accepts, by exact field name (`images`, `create[files]`, `file`). */
export type MultipartSpec<K extends string = string> = { files: Record<K, FileFieldSpec> };

export type MultipartForm<K extends string = string> = { fields: FormObject; files: Record<K, Upload[]> };

/** Where the files go: the app's storage (and clock, for the YYYY/MM of the keys). */
export type UploadSink = { storage: Storage; clock?: (() => Date) | undefined };

/**
 * Reads a multipart request: text fields into one object (see multipart-fields.ts), each file
 * streamed into storage as it arrives (see upload-stream.ts), never held whole. The bytes stay the
 * request's until the rows that point at them commit (files.service keeps them); when the request
 * fails first they are removed before the error is answered (staged-uploads.ts).
 * A file part for a field the spec does not name is a 400 in the validation shape (a client mistake
 * worth seeing, not something to drop silently). A request that is not multipart answers 415.
 */
export async function readMultipart<K extends string>(
  req: FastifyRequest,
  spec: MultipartSpec<K>,
  sink: UploadSink,
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
  const staged = stagingOf(req, sink.storage);
  const target = { storage: sink.storage, clock: sink.clock, stage: (key: string) => staged.add(key) };

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
      const upload = await storeFilePart(part, rule, target);
      if (!upload) continue;
      linkUpload(upload, staged);
      list.push(upload);
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

/** Validates a parsed form with the route's zod schema; failures render exactly like a JSON body's. */
export function parseForm<S extends z.ZodType>(schema: S, fields: FormObject): z.output<S> {
  assertNoNul(fields, 'body');
  const result = schema.safeParse(fields);
  if (!result.success) throw new RequestValidationError(result.error.issues, 'body');
  return result.data;
}

/**
 * @fastify/multipart, in stream mode only (readMultipart). The plugin also adds, for its disk mode
 * (`saveRequestFiles`, temporary files removed when the answer ends), an onRequest hook that puts a
 * close listener on every response and an onResponse hook, on every request of every route: left out
 * here, and `saveRequestFiles` refuses to run, so the disk mode cannot be used without its cleanup.
 */
export async function registerMultipart(app: FastifyInstance) {
  const { addHook, decorateRequest } = app;
  const instance = app as unknown as Record<'addHook' | 'decorateRequest', unknown>;
  instance.addHook = function (this: FastifyInstance, name: string, hook: unknown) {
    if (name === 'onRequest' || name === 'onResponse') return this;
    return (addHook as (n: string, h: unknown) => FastifyInstance).call(this, name, hook);
  };
  instance.decorateRequest = function (this: FastifyInstance, name: string, value: unknown) {
    const refused = () => {
      throw new Error('saveRequestFiles (disk mode) is not available: read uploads with readMultipart');
    };
    return (decorateRequest as (n: string, v: unknown) => FastifyInstance).call(
      this,
      name,
      name === 'saveRequestFiles' ? refused : value,
    );
  };
  try {
    await app.register(multipart, { limits: MULTIPART_LIMITS });
  } finally {
    instance.addHook = addHook;
    instance.decorateRequest = decorateRequest;
  }
}
