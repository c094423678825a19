import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers.ts';
import { callAs } from './support/api-calls.ts';
import { expenseBody, expenseWorld, fieldParts } from './support/expenses.ts';
import { multipartBody } from './support/multipart.ts';
import { pngBytes } from './support/samples.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the phone's outbox: filing and 申請 in one request, resent safely", () => {
  it('files as requested with requestApproval, and a resend with the same Idempotency-Key files nothing more', async () => {
    const w = await expenseWorld(t);
    const url = `/v1/destinations/${w.stops[0]}/expenses`;
    const { payload, headers } = multipartBody([
      ...fieldParts(expenseBody({ requestApproval: 'true' })),
      { name: 'receiptImages', fileName: 'receipt-1.jpg', data: pngBytes() },
    ]);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...bearer(w.driver), 'idempotency-key': 'expense-7f3a9c' },
        payload,
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ approveStatus: 'requested', requestedAt: expect.any(String) });
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect((await callAs(t, w.driver, 'GET', url)).body.total).toBe(1);
  });

  it('edits a sent-back expense and requests again in one PUT', async () => {
    const w = await expenseWorld(t);
    const url = `/v1/destinations/${w.stops[0]}/expenses`;
    const filed = await callAs(t, w.driver, 'POST', url, expenseBody({ requestApproval: true }));
    const one = `${url}/${filed.body.id}`;
    await callAs(t, w.admin, 'POST', `${one}/update-status`, { status: 'rejected', comment: '金額違い' });
    const again = await callAs(t, w.driver, 'PUT', one, expenseBody({ amount: 1400, requestApproval: true }));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ approveStatus: 'requested', amount: 1400, statusComment: '金額違い' });
    const plain = await callAs(t, w.driver, 'POST', url, expenseBody());
    expect(plain.body.approveStatus).toBe('draft');
  });
});
