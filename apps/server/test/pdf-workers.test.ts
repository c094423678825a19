import type { IssuedDocument } from '@rikuun/contract';
import { todayInTokyo } from '@rikuun/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverRegisterPhotos } from '../src/features/driver-profiles/driver-records.table.ts';
import { renderDriverRegisterPdf } from '../src/features/driver-profiles/driver-register-pdf.ts';
import { files } from '../src/lib/storage/files.table.ts';
import { bearer, createTestApp, createUser, type TestApp } from './helpers.ts';
import { MONTH, type MoneyCompany, seedMoneyCompany } from './issued-documents.seed.ts';
import { multipartBody } from './support/multipart.ts';
import { pdfText } from './support/pdf-text.ts';
import { parsePrometheusText } from './support/prometheus-text.ts';
import { damagedPngBytes, pngBytes, rgbaPngBytes } from './support/samples.ts';
import { storeSeal } from './support/seal-file.ts';

/**
 * PDFs drawn in a worker thread (PDF_WORKERS=1), as the built server does by default: the worker is
 * loaded from the TypeScript sources here (src/pdf-worker-from-sources.mjs). The other API tests draw on
 * the test's thread (PDF_WORKERS=0, test/helpers.ts).
 */
let t: TestApp;
let a: MoneyCompany;

beforeAll(async () => {
  t = await createTestApp({ PDF_WORKERS: '1' });
  a = await seedMoneyCompany(t);
});
afterAll(() => t.close());

const YEAR = todayInTokyo().slice(0, 4);

const issueInvoice = () =>
  t.app.inject({
    method: 'POST',
    url: '/v1/invoices/pdf',
    headers: bearer(a.admin),
    payload: { clientId: a.clientId, accountingMonth: MONTH },
  });
const documents = async () =>
  (
    await t.app.inject({
      url: '/v1/issued-documents?includeSuperseded=true',
      headers: bearer(a.admin),
    })
  ).json<{ data: IssuedDocument[] }>().data;
const workerRenders = async (kind: string, outcome: string) => {
  const { samples } = parsePrometheusText((await t.app.inject({ url: '/metrics' })).body);
  return (
    samples.find(
      (m) =>
        m.name === 'rikuun_pdf_render_duration_seconds_count' &&
        m.labels.kind === kind &&
        m.labels.thread === 'worker' &&
        m.labels.outcome === outcome,
    )?.value ?? 0
  );
};

const setSeal = (bytes: Buffer) =>
  storeSeal(t, a.companyId, bytes, `2026/11/seal-${a.companyId}-${Date.now()}`);

describe('PDFs in a worker thread', () => {
  it('issues an invoice with its seal drawn in the worker', async () => {
    await setSeal(rgbaPngBytes());
    const before = await workerRenders('invoice', 'done');
    const res = await issueInvoice();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      '請求書',
      `INV-${YEAR}-000001（第1版）`,
      '株式会社東京食品御中',
      'テスト運送株式会社',
      '10%対象¥96,000消費税¥9,600',
    ])
      expect(text).toContain(expected);
    // The seal crossed to the worker as a Uint8Array and was embedded as an image.
    expect(res.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    expect(await workerRenders('invoice', 'done')).toBe(before + 1);
    // What was answered is what was stored.
    const stored = await t.app.inject({
      url: `/v1/issued-documents/${res.headers['x-document-id']}/pdf`,
      headers: bearer(a.admin),
    });
    expect(stored.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('answers a renderer error of the worker with the error the renderer throws', async () => {
    const system = await createUser(t, 'system_admin');
    const driverId = a.employee.driverId;
    const { payload, headers } = multipartBody([
      { name: 'takenOn', value: todayInTokyo() },
      { name: 'photo', fileName: 'face.png', data: pngBytes() },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/v1/drivers/${driverId}/register/photo`,
      headers: { ...headers, ...bearer(a.admin) },
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    // The stored photo's bytes are no image any more: pdfkit refuses them.
    const [photo] = await t.database.db
      .select({ storageKey: files.storageKey })
      .from(driverRegisterPhotos)
      .innerJoin(files, eq(files.id, driverRegisterPhotos.fileId))
      .where(eq(driverRegisterPhotos.driverId, driverId));
    await t.app.services.storage.put(String(photo?.storageKey), Buffer.from('not an image'), 'image/png');
    const register = (
      await t.app.inject({ url: `/v1/drivers/${driverId}/register`, headers: bearer(a.admin) })
    ).json();
    // The error the renderer gives when it draws on this thread.
    const onThisThread = await Promise.resolve()
      .then(() => renderDriverRegisterPdf({ register, photo: Buffer.from('not an image') }))
      .then(
        () => 'drawn',
        (err: Error) => `${err.name}: ${err.message}`,
      );
    expect(onThisThread).toBe('Error: Unknown image format.');

    const before = await workerRenders('driverRegister', 'failed');
    const res = await t.app.inject({
      url: `/v1/drivers/${driverId}/register/pdf`,
      headers: bearer(a.admin),
    });
    expect(res.statusCode).toBe(500);
    expect(await workerRenders('driverRegister', 'failed')).toBe(before + 1);
    await expect
      .poll(async () => {
        const errors = await t.app.inject({
          url: '/v1/system-admin/errors?source=server',
          headers: bearer(system),
        });
        return errors.json<{ data: { message: string }[] }>().data.map((e) => e.message);
      })
      .toContain(onThisThread);
  });

  it('leaves no number and no document when the issue fails after drawing, and the next one draws', async () => {
    const issuedBefore = await documents();
    // The document's row cannot be written: the transaction that took the number rolls back.
    await t.database.db.execute(
      sql`alter table issued_documents add constraint test_no_documents check (version < 0) not valid`,
    );
    try {
      const res = await issueInvoice();
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table issued_documents drop constraint test_no_documents`);
    }
    expect(await documents()).toEqual(issuedBefore);

    const again = await issueInvoice();
    expect(again.statusCode, again.body).toBe(200);
    // Version 2 of the first number: the failed issue used neither a number nor a version.
    expect(await pdfText(again.rawPayload)).toContain(`INV-${YEAR}-000001（第2版）`);
    expect((await documents()).length).toBe(issuedBefore.length + 1);
  });

  it('issues the invoice without a seal whose stored PNG no longer decodes', async () => {
    // Decoded at its upload, damaged in storage since: pdfkit would decode its pixels in a zlib
    // callback, whose error ends the worker (on the request's thread, the process).
    await setSeal(damagedPngBytes());
    const res = await issueInvoice();
    expect(res.statusCode, res.body).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain('請求書');
    expect(res.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
  });
});
