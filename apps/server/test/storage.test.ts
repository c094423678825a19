import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/lib/db/db.ts';
import { createStorage } from '../src/lib/storage/index.ts';
import { createLocalStorage } from '../src/lib/storage/local-storage.ts';
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

describe('S3 storage (no network here: wiring and presigning only)', () => {
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
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `inline; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent('車検証')}.pdf`,
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
