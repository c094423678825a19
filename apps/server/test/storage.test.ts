import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/lib/db/db.ts';
import { createStorage } from '../src/lib/storage/index.ts';
import { createLocalStorage } from '../src/lib/storage/local-storage.ts';
import { createS3Storage } from '../src/lib/storage/s3-storage.ts';
import { createUrlSigner } from '../src/lib/storage/url-signer.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-storage-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
// Presigning and local links with a configured secret never read the database.
const noDb = {} as Db;

describe('local storage', () => {
  const dir = path.join(dataDir, 'local');
  const signer = createUrlSigner({
    secret: async () => Buffer.from('x'),
    ttlSeconds: 60,
    clock: () => new Date(),
  });
  const local = createLocalStorage(dir, signer);

  it('puts, gets and removes bytes under a generated key, creating folders', async () => {
    await local.put('2024/05/0190c7a2-0000-7000-8000-000000000001', Buffer.from('こんにちは'), 'text/plain');
    expect(fs.existsSync(path.join(dir, '2024', '05'))).toBe(true);
    expect(await text(await local.get('2024/05/0190c7a2-0000-7000-8000-000000000001'))).toBe('こんにちは');
    await local.remove('2024/05/0190c7a2-0000-7000-8000-000000000001');
    await expect(local.get('2024/05/0190c7a2-0000-7000-8000-000000000001')).rejects.toMatchObject({
      name: 'StoredObjectMissing',
    });
    // Removing what is not there is not an error.
    await local.remove('2024/05/0190c7a2-0000-7000-8000-000000000001');
  });

  it('writes a stream as it arrives, and leaves nothing when the stream fails part-way', async () => {
    const key = '2024/05/0190c7a2-0000-7000-8000-000000000002';
    await local.put(key, Readable.from([Buffer.from('一行目\n'), Buffer.from('二行目\n')]), 'text/csv');
    expect(await text(await local.get(key))).toBe('一行目\n二行目\n');
    const broken = '2024/05/0190c7a2-0000-7000-8000-000000000003';
    async function* failing() {
      yield Buffer.from('first chunk');
      throw new Error('client went away');
    }
    await expect(local.put(broken, Readable.from(failing()), 'text/csv')).rejects.toThrow('client went away');
    expect(fs.readdirSync(path.join(dir, '2024', '05')).sort()).toEqual([
      '0190c7a2-0000-7000-8000-000000000002',
    ]);
  });

  it.each(['../escape', '2024/../../etc/passwd', '/etc/passwd', 'a\\..\\b', '', 'a//b'])(
    'refuses the key %j',
    async (key) => {
      await expect(local.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe storage key/);
      await expect(local.get(key)).rejects.toThrow(/unsafe storage key/);
    },
  );
});

describe('signed links', () => {
  it('signs and checks a link; expires after the TTL (fake clock)', async () => {
    let now = new Date('2024-05-01T00:00:00Z');
    const signer = createUrlSigner({
      secret: async () => Buffer.from('s'),
      ttlSeconds: 900,
      clock: () => now,
    });
    const url = new URL(await signer.sign('0190c7a2-0000-7000-8000-000000000001'), 'http://x');
    expect(url.pathname).toBe('/v1/files/0190c7a2-0000-7000-8000-000000000001');
    expect(url.searchParams.get('expires')).toBe(String(Date.parse('2024-05-01T00:15:00Z') / 1000));
    const check = () =>
      signer.check(
        '0190c7a2-0000-7000-8000-000000000001',
        url.searchParams.get('expires') ?? '',
        url.searchParams.get('signature') ?? '',
      );
    expect(await check()).toEqual({ ok: true, remainingSeconds: 900 });
    now = new Date('2024-05-01T00:15:00Z');
    expect(await check()).toEqual({ ok: false, reason: 'expired' });
    expect(
      await signer.check(
        '0190c7a2-0000-7000-8000-000000000002',
        url.searchParams.get('expires') ?? '',
        url.searchParams.get('signature') ?? '',
      ),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});

describe('S3 storage (no network here: a recording client, wiring and presigning)', () => {
  const settings = {
    bucket: 'rikuun-files',
    region: 'ap-northeast-1',
    forcePathStyle: false,
    endpoint: undefined,
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret',
  };
  const signer = createUrlSigner({
    secret: async () => Buffer.from('x'),
    ttlSeconds: 60,
    clock: () => new Date(),
  });

  it('streams a body of unknown length as one PutObject when small, with its type', async () => {
    const sent: { name: string; input: Record<string, unknown> }[] = [];
    const client = new S3Client({
      region: 'ap-northeast-1',
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
    });
    client.send = (async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      const body = command.input.Body;
      const bytes =
        body && typeof body === 'object' && Symbol.asyncIterator in body
          ? await buffer(body as Readable)
          : body;
      sent.push({ name: command.constructor.name, input: { ...command.input, Body: bytes } });
      return { ETag: '"x"' };
    }) as unknown as S3Client['send'];
    const s3 = createS3Storage(settings, 60, signer, client);
    await s3.put('2024/05/k', Readable.from([Buffer.from('a,b\n'), Buffer.from('1,2\n')]), 'text/csv');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.name).toBe('PutObjectCommand');
    expect(sent[0]?.input).toMatchObject({
      Bucket: 'rikuun-files',
      Key: '2024/05/k',
      ContentType: 'text/csv',
    });
    expect(Buffer.from(sent[0]?.input.Body as Uint8Array).toString()).toBe('a,b\n1,2\n');
  });

  it('presigns a thumbnail link as WebP', async () => {
    const s3 = createS3Storage(settings, 60, signer);
    const url = new URL(
      await s3.signedThumbnailUrl({ id: 'x', thumbnailKey: '2024/05/abc.thumb.webp', fileName: '点検.jpg' }),
    );
    expect(url.pathname).toBe('/2024/05/abc.thumb.webp');
    expect(url.searchParams.get('response-content-type')).toBe('image/webp');
    expect(url.searchParams.get('response-content-disposition')).toContain('.webp');
  });

  it('is chosen when S3_BUCKET is set and presigns path-style links for an S3-compatible endpoint', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'rikuun-files',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      FILE_URL_TTL_SECONDS: '600',
    });
    const s3 = createStorage(config, noDb);
    expect(s3.kind).toBe('s3');
    const url = new URL(
      await s3.signedUrl({
        id: 'x',
        storageKey: '2024/05/abc',
        fileName: '車検証.pdf',
        contentType: 'application/pdf',
      }),
    );
    expect(url.origin).toBe('http://minio.internal:9000');
    expect(url.pathname).toBe('/rikuun-files/2024/05/abc');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // Not an image: saved, never rendered (the bucket's origin cannot send a CSP).
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent('車検証')}.pdf`,
    );
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
  });

  it('presigns virtual-hosted links on AWS', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'rikuun-files',
      S3_REGION: 'ap-northeast-1',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    const url = new URL(
      await createStorage(config, noDb).signedUrl({
        id: 'x',
        storageKey: '2024/05/abc',
        fileName: 'a.png',
        contentType: 'image/png',
      }),
    );
    expect(url.host).toBe('rikuun-files.s3.ap-northeast-1.amazonaws.com');
    expect(url.pathname).toBe('/2024/05/abc');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
  });
});
