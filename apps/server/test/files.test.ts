import fs from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  removeFile,
  saveUploads,
  toStoredFile,
  withFileTransaction,
} from '../src/features/files/files.service.ts';
import type { Upload } from '../src/lib/http/multipart.ts';
import { files } from '../src/lib/storage/files.table.ts';
import { createStorage } from '../src/lib/storage/index.ts';
import { fileLinkSignature } from '../src/lib/storage/url-signer.ts';
import { createCompany, createTestApp, type TestApp } from './helpers.ts';
import { pdfBytes, photoBytes, pngBytes } from './support/samples.ts';

const SECRET = 'test-file-link-secret';
let t: TestApp;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp({ FILE_URL_SECRET: SECRET });
  ({ companyId } = await createCompany(t));
});
afterAll(async () => {
  await t?.close();
});

const storage = () => t.app.services.storage;
const filesCtx = () => ({ db: t.database.db, storage: storage() });
let keys = 0;
/** An upload as readMultipart leaves it: bytes already in storage under a generated key. */
const upload = async (fileName: string, data = pngBytes(), contentType = 'image/png'): Promise<Upload> => {
  const storageKey = `2024/05/test-${process.pid}-${keys++}`;
  await storage().put(storageKey, data, contentType);
  return { field: 'images', fileName, contentType, size: data.length, storageKey, image: null };
};
/** Every stored object under the local folder, as paths relative to it. */
const storedObjects = () => {
  const dir = path.join(t.dataDir, 'files');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    : [];
};

describe('signed links', () => {
  it('derives the same secret on every instance from the database when none is configured', async () => {
    const config = loadConfig({ DATA_DIR: t.dataDir });
    const clock = () => new Date('2024-05-01T00:00:00Z');
    const file = {
      id: '0190c7a2-0000-7000-8000-000000000001',
      storageKey: 'k',
      fileName: 'a.png',
      contentType: 'image/png',
    };
    const a = await createStorage(config, t.database.db, clock).signedUrl(file);
    const b = await createStorage(config, t.database.db, clock).signedUrl(file);
    expect(a).toBe(b);
    // ...and it is not the configured secret's signature.
    expect(a).not.toBe(
      await createStorage(
        loadConfig({ DATA_DIR: t.dataDir, FILE_URL_SECRET: SECRET }),
        t.database.db,
        clock,
      ).signedUrl(file),
    );
  });
});

describe('GET /v1/files/:id', () => {
  it('streams the file with its type, length, Japanese name, nosniff and a private cache', async () => {
    const [row] = await saveUploads(filesCtx(), { companyId }, [await upload('点検 写真(1).png')]);
    if (!row) throw new Error('not saved');
    const stored = await toStoredFile(storage(), row);
    expect(stored).toMatchObject({
      id: row.id,
      fileName: '点検 写真(1).png',
      contentType: 'image/png',
      size: pngBytes().length,
    });
    expect(stored.url).toMatch(new RegExp(`^/v1/files/${row.id}\\?expires=\\d+&signature=[\\w-]+$`));

    const res = await t.app.inject({ method: 'GET', url: stored.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pngBytes())).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(pngBytes().length));
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="__ __(1).png"; filename*=UTF-8''${encodeURIComponent('点検 写真')}%281%29.png`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(900);
  });

  it('serves raster images inline and every other file as a download, all sandboxed', async () => {
    const cases = [
      { name: '車検証.pdf', data: pdfBytes(), type: 'application/pdf', disposition: 'attachment' },
      {
        name: 'page.html',
        data: Buffer.from('<script>alert(1)</script>'),
        type: 'text/html',
        disposition: 'attachment',
      },
      {
        name: 'logo.svg',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        type: 'image/svg+xml',
        disposition: 'attachment',
      },
      { name: 'photo.png', data: pngBytes(), type: 'image/png', disposition: 'inline' },
      { name: 'photo.jpg', data: pngBytes(), type: 'image/jpeg', disposition: 'inline' },
      { name: 'photo.webp', data: pngBytes(), type: 'image/webp', disposition: 'inline' },
      { name: 'anim.gif', data: pngBytes(), type: 'image/gif', disposition: 'inline' },
    ];
    for (const c of cases) {
      const [row] = await saveUploads(filesCtx(), { companyId }, [await upload(c.name, c.data, c.type)]);
      if (!row) throw new Error('not saved');
      const res = await t.app.inject({ method: 'GET', url: (await toStoredFile(storage(), row)).url });
      expect(res.statusCode, c.name).toBe(200);
      expect(res.headers['content-type'], c.name).toBe(c.type);
      expect(String(res.headers['content-disposition']), c.name).toMatch(
        new RegExp(`^${c.disposition}; filename="`),
      );
      expect(res.headers['content-security-policy'], c.name).toBe("sandbox; default-src 'none'");
      expect(res.headers['x-content-type-options'], c.name).toBe('nosniff');
      expect(res.headers['permissions-policy'], c.name).toContain('camera=()');
    }
  });

  it('answers 404 for a tampered signature, a signature of another file, or none', async () => {
    const [a, b] = await saveUploads(filesCtx(), { companyId }, [
      await upload('a.png'),
      await upload('b.pdf', pdfBytes(), 'application/pdf'),
    ]);
    if (!a || !b) throw new Error('not saved');
    const urlA = new URL((await toStoredFile(storage(), a)).url, 'http://x');
    const signature = urlA.searchParams.get('signature') ?? '';
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const expires = urlA.searchParams.get('expires');
    for (const url of [
      `/v1/files/${a.id}?expires=${expires}&signature=${tampered}`,
      `/v1/files/${b.id}?expires=${expires}&signature=${signature}`,
      `/v1/files/${a.id}?expires=${Number(expires) + 1}&signature=${signature}`,
      `/v1/files/${a.id}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        requestId: expect.any(String),
        error: 'not_found',
        message: 'ファイルが見つかりません。',
      });
    }
    const malformed = await t.app.inject({
      method: 'GET',
      url: `/v1/files/not-a-uuid?expires=${expires}&signature=${signature}`,
    });
    expect(malformed.statusCode).toBe(404);
  });

  it('answers 403 for an expired link', async () => {
    const [row] = await saveUploads(filesCtx(), { companyId }, [await upload('old.png')]);
    if (!row) throw new Error('not saved');
    const expires = Math.floor(Date.now() / 1000) - 60;
    const signature = fileLinkSignature(Buffer.from(SECRET), row.id, expires);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/files/${row.id}?expires=${expires}&signature=${signature}`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      requestId: expect.any(String),
      error: 'forbidden',
      message: 'リンクの有効期限が切れています。画面を再読み込みしてください。',
    });
  });

  it('answers 404 for a deleted file, whose bytes are gone', async () => {
    const [row] = await saveUploads(filesCtx(), { companyId }, [await upload('deleted.png')]);
    if (!row) throw new Error('not saved');
    const { url } = await toStoredFile(storage(), row);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const removed = await removeFile(filesCtx(), row.id, { companyId });
    expect(removed?.deletedAt).toBeInstanceOf(Date);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    await expect(storage().get(row.storageKey)).rejects.toMatchObject({ name: 'StoredObjectMissing' });
    // A second removal finds nothing live.
    expect(await removeFile(filesCtx(), row.id)).toBeUndefined();
  });

  it('is public: no bearer token needed, the signature is the authorization', () => {
    expect(t.app.routeTable.find((r) => r.method === 'GET' && r.url === '/v1/files/:id')?.roles).toBe(
      'public',
    );
  });
});

describe('thumbnails', () => {
  async function savedImage() {
    const image = await upload('点検.jpg', await photoBytes(800, 600), 'image/jpeg');
    const thumbnailKey = `${image.storageKey}.thumb.webp`;
    await storage().put(thumbnailKey, await photoBytes(320, 240, 'webp'), 'image/webp');
    const [row] = await saveUploads(filesCtx(), { companyId }, [
      { ...image, image: { width: 800, height: 600, thumbnailKey } },
    ]);
    if (!row) throw new Error('not saved');
    return row;
  }

  it('hands out a signed thumbnail link that serves the WebP and not the original', async () => {
    const row = await savedImage();
    expect(row).toMatchObject({ width: 800, height: 600 });
    const stored = await toStoredFile(storage(), row);
    expect(stored.thumbnailUrl).toMatch(
      new RegExp(`^/v1/files/${row.id}/thumbnail\\?expires=\\d+&signature=[\\w-]+$`),
    );
    const res = await t.app.inject({ method: 'GET', url: stored.thumbnailUrl ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('点検')}.webp`,
    );
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // Neither link's signature opens the other variant.
    const thumbQuery = new URL(stored.thumbnailUrl ?? '', 'http://x').search;
    const originalQuery = new URL(stored.url, 'http://x').search;
    expect((await t.app.inject({ url: `/v1/files/${row.id}${thumbQuery}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/v1/files/${row.id}/thumbnail${originalQuery}` })).statusCode).toBe(
      404,
    );
  });

  it('has no thumbnail link for a file without one, and its route answers 404', async () => {
    const [row] = await saveUploads(filesCtx(), { companyId }, [
      await upload('a.pdf', pdfBytes(), 'application/pdf'),
    ]);
    if (!row) throw new Error('not saved');
    expect((await toStoredFile(storage(), row)).thumbnailUrl).toBeNull();
    const url = await storage().signedThumbnailUrl({ id: row.id, thumbnailKey: 'x', fileName: 'a.pdf' });
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it('removes the thumbnail’s bytes with the file', async () => {
    const row = await savedImage();
    await removeFile(filesCtx(), row.id, { companyId });
    await expect(storage().get(row.thumbnailKey ?? '')).rejects.toMatchObject({
      name: 'StoredObjectMissing',
    });
  });
});

describe('saveUploads', () => {
  it('keeps the uploads’ order and their keys, and keeps their bytes', async () => {
    const uploads = [
      await upload('1.png'),
      await upload('2.pdf', pdfBytes(), 'application/pdf'),
      await upload('3.png'),
    ];
    const rows = await saveUploads(filesCtx(), { companyId }, uploads);
    expect(rows.map((r) => r.fileName)).toEqual(['1.png', '2.pdf', '3.png']);
    expect(rows.map((r) => r.storageKey)).toEqual(uploads.map((u) => u.storageKey));
    for (const r of rows) expect(r.companyId).toBe(companyId);
    expect(await text(await storage().get(uploads[1]?.storageKey ?? ''))).toContain('%PDF');
  });

  it('removes the bytes it wrote when the rows cannot be inserted', async () => {
    const before = storedObjects().length;
    const missingCompany = '0190c7a2-0000-7000-8000-00000000dead';
    await expect(
      saveUploads(filesCtx(), { companyId: missingCompany }, [await upload('a.png')]),
    ).rejects.toThrow();
    expect(storedObjects().length).toBe(before);
    expect(await t.database.db.select().from(files).where(eq(files.companyId, missingCompany))).toEqual([]);
  });
});

describe('withFileTransaction', () => {
  it('removes saved bytes and rows when the transaction rolls back', async () => {
    const before = storedObjects().length;
    let savedId = '';
    await expect(
      withFileTransaction(filesCtx(), async (_tx, f) => {
        const [row] = await f.save({ companyId }, [await upload('rolled-back.png')]);
        savedId = row?.id ?? '';
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(savedId).not.toBe('');
    expect(storedObjects().length).toBe(before);
    expect(await t.database.db.select().from(files).where(eq(files.id, savedId))).toEqual([]);
  });

  it('removes deleted files’ bytes only once the transaction has committed', async () => {
    const [kept, gone] = await saveUploads(filesCtx(), { companyId }, [
      await upload('kept.png'),
      await upload('gone.png'),
    ]);
    if (!kept || !gone) throw new Error('not saved');
    await expect(
      withFileTransaction(filesCtx(), async (_tx, f) => {
        await f.removeAfterCommit([kept.id], { companyId });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await text(await storage().get(kept.storageKey))).toBeTruthy();
    const [keptRow] = await t.database.db.select().from(files).where(eq(files.id, kept.id));
    expect(keptRow?.deletedAt).toBeNull();

    await withFileTransaction(filesCtx(), (_tx, f) => f.removeAfterCommit([gone.id], { companyId }));
    await expect(storage().get(gone.storageKey)).rejects.toMatchObject({ name: 'StoredObjectMissing' });
  });
});
