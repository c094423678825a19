import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from '../src/lib/http/error-handler.ts';
import {
  keepUploads,
  MULTIPART_LIMITS,
  type MultipartSpec,
  parseForm,
  readMultipart,
  type Upload,
} from '../src/lib/http/multipart.ts';
import { createLocalStorage } from '../src/lib/storage/local-storage.ts';
import type { Storage } from '../src/lib/storage/storage.ts';
import { createUrlSigner } from '../src/lib/storage/url-signer.ts';
import { multipartBody } from './support/multipart.ts';
import {
  bigPngBytes,
  blankPngBytes,
  csvBytes,
  hugePngBytes,
  jpegBytes,
  pdfBytes,
  photoBytes,
  pngBytes,
  textBytes,
} from './support/samples.ts';

const KB = 1024;
const spec = {
  files: {
    images: { maxCount: 2, maxBytes: 8 * KB, accept: 'image', label: '画像' },
    'create[files]': { maxCount: 3, maxBytes: 8 * KB, accept: 'document', label: '健康診断ファイル' },
    file: { maxCount: 1, maxBytes: 8 * KB, accept: 'csv', label: 'CSVファイル' },
    photos: { maxCount: 3, maxBytes: 2048 * KB, accept: 'image', label: '写真' },
  },
} satisfies MultipartSpec;

const formSchema = z.object({
  maintained: z.string({ error: '整備日を入力してください' }),
  taskMasterIds: z.array(z.string()).default([]),
});

const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-multipart-'));
const signer = createUrlSigner({
  secret: async () => Buffer.from('x'),
  ttlSeconds: 60,
  clock: () => new Date(),
});
const storage = createLocalStorage(storageDir, signer);
/** Fails the second put of a request: a store that breaks part-way through an upload. */
let puts = 0;
const flaky: Storage = {
  ...storage,
  async put(key, body, type) {
    if (++puts === 2) throw new Error('disk full');
    return storage.put(key, body, type);
  },
};

/** Every stored object, as paths relative to the storage folder. */
const storedObjects = () =>
  fs
    .readdirSync(storageDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(storageDir, path.join(e.parentPath, e.name)));

const summarize = (files: Record<string, Upload[]>) =>
  Object.fromEntries(
    Object.entries(files).map(([k, list]) => [
      k,
      list.map(({ storageKey: _key, image: _image, ...rest }) => rest),
    ]),
  );

/**
 * A bare server with the app's error handling and multipart settings. /upload echoes what
 * readMultipart read and keeps the files (as a committed transaction would); /fail-after reads them
 * and then fails, as a request whose database work fails does.
 */
async function buildServer(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.post('/upload', async (req) => {
    const { fields, files } = await readMultipart(req, spec, { storage });
    keepUploads(Object.values<Upload[]>(files).flat());
    return { fields, files: summarize(files), stored: files };
  });
  app.post('/fail-after', async (req) => {
    await readMultipart(req, spec, { storage });
    throw new Error('database went away');
  });
  app.post('/flaky', async (req) => {
    puts = 0;
    await readMultipart(req, spec, { storage: flaky });
    return {};
  });
  app.post('/validated', async (req) => {
    const { fields } = await readMultipart(req, spec, { storage });
    return parseForm(formSchema, fields);
  });
  await app.ready();
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildServer();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});
beforeEach(() => {
  fs.rmSync(storageDir, { recursive: true, force: true });
  fs.mkdirSync(storageDir);
});

const post = (parts: Parameters<typeof multipartBody>[0], url = '/upload') => {
  const { payload, headers } = multipartBody(parts);
  return app.inject({ method: 'POST', url, payload, headers });
};

describe('readMultipart', () => {
  it('reads fields into one object and files per field, with the sniffed type', async () => {
    const res = await post([
      { name: 'maintained', value: '2024-05-01' },
      { name: 'taskMasterIds[]', value: 'a' },
      { name: 'fileMetadata[0][category]', value: '写真' },
      // The client claims the wrong type: the bytes decide.
      { name: 'images', fileName: 'photo.png', data: pngBytes(), contentType: 'application/octet-stream' },
      { name: 'images', fileName: 'photo2.jpg', data: jpegBytes(), contentType: 'image/png' },
      { name: 'create[files]', fileName: '診断書.pdf', data: pdfBytes(), contentType: 'application/pdf' },
      { name: 'file', fileName: 'courses.csv', data: csvBytes(), contentType: 'text/csv' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.fields).toEqual({
      maintained: '2024-05-01',
      taskMasterIds: ['a'],
      fileMetadata: [{ category: '写真' }],
    });
    expect(body.files.images).toEqual([
      { field: 'images', fileName: 'photo.png', contentType: 'image/png', size: pngBytes().length },
      { field: 'images', fileName: 'photo2.jpg', contentType: 'image/jpeg', size: jpegBytes().length },
    ]);
    expect(body.files['create[files]']).toEqual([
      {
        field: 'create[files]',
        fileName: '診断書.pdf',
        contentType: 'application/pdf',
        size: pdfBytes().length,
      },
    ]);
    expect(body.files.file[0]).toMatchObject({ fileName: 'courses.csv', contentType: 'text/csv' });
  });

  it('accepts a Shift_JIS CSV', async () => {
    // 「配送日」 in Shift_JIS
    const sjis = Buffer.from([0x94, 0x7a, 0x91, 0x97, 0x93, 0xfa, 0x0a]);
    const res = await post([{ name: 'file', fileName: 'sjis.csv', data: sjis }]);
    expect(res.statusCode).toBe(200);
  });

  it('decodes a URL-encoded Japanese file name and strips path parts', async () => {
    const res = await post([
      { name: 'images', fileName: encodeURIComponent('事故現場の写真.png'), data: pngBytes() },
      { name: 'create[files]', fileName: 'C:\\Users\\山田\\報告書.pdf', data: pdfBytes() },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.files.images[0].fileName).toBe('事故現場の写真.png');
    expect(body.files['create[files]'][0].fileName).toBe('報告書.pdf');
  });

  it('keeps a name whose percent signs are not URL encoding', async () => {
    const res = await post([{ name: 'images', fileName: '100%割引%E3.png', data: pngBytes() }]);
    expect(res.json().files.images[0].fileName).toBe('100%割引%E3.png');
  });

  it('names a file without a usable name after its detected type', async () => {
    const res = await post([{ name: 'images', fileName: '..', data: jpegBytes() }]);
    expect(res.json().files.images[0].fileName).toBe('image.jpg');
  });

  it('skips an empty file input (no name, no bytes), as browsers send it', async () => {
    const res = await post([
      { name: 'maintained', value: '2024-05-01' },
      { name: 'images', fileName: '', data: Buffer.alloc(0) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().files.images).toEqual([]);
  });

  it('answers 413 naming the field and the limit when a file is too large', async () => {
    const res = await post([{ name: 'images', fileName: 'big.png', data: bigPngBytes(8 * KB + 1) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      statusCode: 413,
      requestId: expect.any(String),
      error: 'payload_too_large',
      message: '画像は1ファイル8KB以内にしてください。',
    });
    expect(storedObjects()).toEqual([]);
  });

  it('accepts a file of exactly the limit', async () => {
    const res = await post([{ name: 'images', fileName: 'edge.png', data: bigPngBytes(8 * KB) }]);
    expect(res.statusCode).toBe(200);
  });

  it('answers 413 naming the field and the count when too many files are sent', async () => {
    const res = await post(
      [1, 2, 3].map((i) => ({ name: 'images', fileName: `${i}.png`, data: pngBytes() })),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      statusCode: 413,
      requestId: expect.any(String),
      error: 'payload_too_large',
      message: '画像は2ファイルまでにしてください。',
    });
    // The two files streamed before the third was refused are gone too.
    expect(storedObjects()).toEqual([]);
  });

  it('answers 415 naming the field for a text file named .png', async () => {
    const res = await post([
      { name: 'images', fileName: 'fake.png', data: textBytes(), contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      statusCode: 415,
      requestId: expect.any(String),
      error: 'unsupported_media_type',
      message: '画像はJPEG・PNG・WebP・HEIC形式のファイルを選択してください。',
    });
    expect(storedObjects()).toEqual([]);
  });

  it('answers 415 for a PDF where only images are allowed, and for binary data as CSV', async () => {
    const pdf = await post([{ name: 'images', fileName: 'a.pdf', data: pdfBytes() }]);
    expect(pdf.statusCode).toBe(415);
    const png = await post([{ name: 'file', fileName: 'a.csv', data: pngBytes() }]);
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toBe('CSVファイルはCSV形式のファイルを選択してください。');
    const nul = await post([{ name: 'file', fileName: 'a.csv', data: Buffer.from('a,b\u0000c\n') }]);
    expect(nul.statusCode).toBe(415);
  });

  it('answers 400 in the validation shape for a file in a field that takes none', async () => {
    const res = await post([{ name: 'memo', fileName: 'a.png', data: pngBytes() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        property: 'memo',
        constraints: { unexpectedFile: 'この項目にはファイルを送信できません' },
        children: [],
      },
    ]);
  });

  it('answers 400 for an unsafe field name', async () => {
    const res = await post([{ name: 'a[__proto__][x]', value: '1' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('bad_request');
  });

  it('answers 400, not 500, for a body that is not well-formed multipart', async () => {
    const { payload } = multipartBody([{ name: 'images', fileName: 'a.png', data: pngBytes() }]);
    const otherBoundary = multipartBody([]).headers['content-type'] as string;
    const truncated = await app.inject({
      method: 'POST',
      url: '/upload',
      payload,
      headers: { 'content-type': otherBoundary },
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toMatchObject({
      error: 'bad_request',
      message: 'フォームの内容を読み取れませんでした。送信し直してください。',
    });
    const noBoundary = await app.inject({
      method: 'POST',
      url: '/upload',
      payload,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
  });

  it('answers 415 when the request is not multipart', async () => {
    const json = await app.inject({ method: 'POST', url: '/upload', payload: { maintained: '2024-05-01' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ statusCode: 415, error: 'unsupported_media_type' });
    const text = await app.inject({
      method: 'POST',
      url: '/upload',
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
  });
});

describe('streaming into storage', () => {
  it('stores each file under a generated key, byte for byte, with a thumbnail beside an image', async () => {
    const photo = await photoBytes(1200, 900);
    const res = await post([
      { name: 'photos', fileName: 'photo.jpg', data: photo },
      { name: 'create[files]', fileName: '診断書.pdf', data: pdfBytes() },
    ]);
    expect(res.statusCode).toBe(200);
    const { photos: images, 'create[files]': documents } = res.json().stored as Record<string, Upload[]>;
    const [image] = images ?? [];
    const [document] = documents ?? [];
    if (!image?.image?.thumbnailKey || !document) throw new Error('not stored');
    expect(image.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(image.image).toEqual({ width: 1200, height: 900, thumbnailKey: `${image.storageKey}.thumb.webp` });
    expect(fs.readFileSync(path.join(storageDir, image.storageKey)).equals(photo)).toBe(true);
    expect(fs.readFileSync(path.join(storageDir, document.storageKey)).equals(pdfBytes())).toBe(true);
    expect(document.image).toBeNull();
    const thumbnail = await sharp(
      fs.readFileSync(path.join(storageDir, image.image.thumbnailKey)),
    ).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(storedObjects().sort()).toEqual(
      [image.storageKey, image.image.thumbnailKey, document.storageKey].sort(),
    );
  });

  it('never enlarges a small image’s thumbnail, and reads PNG and WebP too', async () => {
    const res = await post([
      { name: 'photos', fileName: 'a.png', data: await photoBytes(200, 100, 'png') },
      { name: 'photos', fileName: 'b.webp', data: await photoBytes(640, 480, 'webp') },
    ]);
    const [png, webp] = res.json().stored.photos as Upload[];
    const size = async (u: Upload | undefined) =>
      sharp(fs.readFileSync(path.join(storageDir, u?.image?.thumbnailKey ?? 'missing'))).metadata();
    expect(await size(png)).toMatchObject({ width: 200, height: 100 });
    expect(await size(webp)).toMatchObject({ width: 320, height: 240 });
  });

  it('removes every file it wrote when the request fails after the upload', async () => {
    const { payload, headers } = multipartBody([
      { name: 'photos', fileName: 'a.jpg', data: await photoBytes(400, 300) },
      { name: 'create[files]', fileName: 'b.pdf', data: pdfBytes() },
      { name: 'file', fileName: 'c.csv', data: csvBytes() },
    ]);
    const res = await app.inject({ method: 'POST', url: '/fail-after', payload, headers });
    expect(res.statusCode).toBe(500);
    expect(storedObjects()).toEqual([]);
  });

  it('removes the first file when the store fails on the second', async () => {
    const { payload, headers } = multipartBody([
      { name: 'create[files]', fileName: 'a.pdf', data: pdfBytes() },
      { name: 'create[files]', fileName: 'b.pdf', data: pdfBytes() },
    ]);
    const res = await app.inject({ method: 'POST', url: '/flaky', payload, headers });
    expect(res.statusCode).toBe(500);
    expect(storedObjects()).toEqual([]);
  });

  it('refuses a 30000×30000 PNG from its header (413, Japanese), storing nothing', async () => {
    const flood = hugePngBytes(30000, 30000);
    expect(flood.length).toBeLessThan(8 * KB);
    const res = await post([
      { name: 'images', fileName: 'ok.png', data: pngBytes() },
      { name: 'images', fileName: 'flood.png', data: flood },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      statusCode: 413,
      requestId: expect.any(String),
      error: 'payload_too_large',
      message: '画像の画素数が大きすぎます（30000×30000）。5000万画素以下の画像を選択してください。',
    });
    expect(storedObjects()).toEqual([]);
  });

  it('refuses a pixel flood in a document field too, and accepts 50 megapixels exactly', async () => {
    const flood = await post([
      { name: 'create[files]', fileName: 'scan.png', data: hugePngBytes(10000, 5001) },
    ]);
    expect(flood.statusCode).toBe(413);
    // At the limit the header passes, and a whole image is decoded for its thumbnail.
    const edge = await post([
      { name: 'create[files]', fileName: 'scan.png', data: blankPngBytes(10000, 5000) },
    ]);
    expect(edge.statusCode, edge.body).toBe(200);
    expect(edge.json().stored['create[files]'][0].image).toEqual({
      width: 10000,
      height: 5000,
      thumbnailKey: expect.any(String),
    });
    // A PNG whose header passes but whose pixels are missing does not decode: refused, not stored
    // (it would fail every PDF it went into).
    const before = storedObjects().length;
    const cut = await post([
      { name: 'create[files]', fileName: 'scan.png', data: hugePngBytes(10000, 5000) },
    ]);
    expect(cut.statusCode).toBe(415);
    expect(storedObjects().length).toBe(before);
  });

  it('answers 415 for an image whose header cannot be read, storing nothing', async () => {
    const broken = Buffer.concat([pngBytes().subarray(0, 16), Buffer.alloc(64)]);
    const res = await post([{ name: 'images', fileName: 'broken.png', data: broken }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      '画像を画像として読み取れませんでした。ファイルが壊れていないか確認してください。',
    );
    expect(storedObjects()).toEqual([]);
  });

  it('checks a CSV as text over the whole stream, past the first bytes', async () => {
    const late = Buffer.concat([Buffer.from('a,b\n'.repeat(2000)), Buffer.from([0xff, 0xfe, 0x00, 0x01])]);
    const res = await post([{ name: 'file', fileName: 'late.csv', data: late }]);
    expect(res.statusCode).toBe(415);
    expect(storedObjects()).toEqual([]);
    // A multi-byte character split across chunks is still text.
    const long = Buffer.from(`${'配送日,届け先\n'.repeat(300)}`);
    expect((await post([{ name: 'file', fileName: 'long.csv', data: long }])).statusCode).toBe(200);
  });
});

describe('parseForm', () => {
  it('returns the parsed object', async () => {
    const res = await post(
      [
        { name: 'maintained', value: '2024-05-01' },
        { name: 'taskMasterIds[]', value: 'x' },
      ],
      '/validated',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maintained: '2024-05-01', taskMasterIds: ['x'] });
  });

  it('renders failures exactly like a JSON body’s validation errors', async () => {
    const res = await post([{ name: 'memo', value: 'x' }], '/validated');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      requestId: expect.any(String),
      error: 'bad_request',
      message: '入力内容に誤りがあります。入力項目を確認してください',
      errors: [
        { property: 'maintained', constraints: { invalid_type: '整備日を入力してください' }, children: [] },
      ],
    });
  });
});
