import type { Expense } from '@rikuun/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../src/features/courses/courses.table.ts';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import { createCompany, createTestApp, type TestApp } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { expenseBody, expenseWorld, fieldParts, sendForm } from './support/expenses.ts';
import { jpegBytes, pngBytes, textBytes } from './support/samples.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const base = (destId: string) => `/v1/destinations/${destId}/expenses`;

describe('POST /destinations/{destId}/expenses', () => {
  it("lets the driver file on his own stop as a draft, the course's driver as payer, tax from the settings", async () => {
    const w = await expenseWorld(t);
    const res = await callAs(t, w.driver, 'POST', base(w.stops[0] as string), expenseBody());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      destinationId: w.stops[0],
      destinationName: '配送先A',
      courseId: w.course.id,
      driverId: w.driverId,
      approveStatus: 'draft',
      taxRate: 10,
      taxIncluded: true,
      billable: false,
      receiptImages: [],
    });
    // The company's own 経費の税区分 applies to what is filed afterwards, unless sent.
    const saved = await callAs(t, w.admin, 'POST', '/v1/self/company/expense-tax-settings', {
      items: [{ expenseType: 'parking', taxRate: 8, taxIncluded: false }],
    });
    expect(saved.status).toBe(200);
    const parking = await callAs(
      t,
      w.admin,
      'POST',
      base(w.stops[1] as string),
      expenseBody({ expenseType: 'parking' }),
    );
    expect(parking.body).toMatchObject({ taxRate: 8, taxIncluded: false, driverId: w.driverId });
    const sent = await callAs(
      t,
      w.admin,
      'POST',
      base(w.stops[1] as string),
      expenseBody({ expenseType: 'parking', taxRate: 10, taxIncluded: true }),
    );
    expect(sent.body).toMatchObject({ taxRate: 10, taxIncluded: true });
    const list = await callAs(t, w.driver, 'GET', base(w.stops[1] as string));
    expect(list.body.total).toBe(2);
  });

  it('answers Japanese messages at the fields', async () => {
    const w = await expenseWorld(t);
    const res = await callAs(t, w.driver, 'POST', base(w.stops[0] as string), {
      expenseType: 'lunch',
      amount: 0,
      paidOn: '2999-01-01',
      taxRate: 5,
    });
    expect(res.status).toBe(400);
    const messages = fieldMessages(res.body);
    expect(messages.expenseType?.[0]).toContain('経費の種類');
    expect(messages.amount?.[0]).toContain('金額');
    expect(messages.paidOn?.[0]).toContain('支払日');
    expect(messages.taxRate?.[0]).toContain('税率');
  });

  it('takes receipt photos as multipart, images only and at most five', async () => {
    const w = await expenseWorld(t);
    const url = base(w.stops[0] as string);
    const photo = (data: Buffer, fileName = 'receipt.jpg') => ({ name: 'receiptImages', fileName, data });
    const ok = await sendForm(t, w.driver, 'POST', url, [
      ...fieldParts(expenseBody({ billable: 'true' })),
      photo(jpegBytes()),
      photo(pngBytes(), 'receipt.png'),
    ]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.billable).toBe(true);
    expect(ok.body.receiptImages.map((f: { contentType: string }) => f.contentType)).toEqual([
      'image/jpeg',
      'image/png',
    ]);
    const text = await sendForm(t, w.driver, 'POST', url, [
      ...fieldParts(expenseBody()),
      photo(textBytes(), 'a.txt'),
    ]);
    expect(text.status).toBe(415);
    const many = await sendForm(t, w.driver, 'POST', url, [
      ...fieldParts(expenseBody()),
      ...Array.from({ length: 6 }, () => photo(pngBytes(), 'r.png')),
    ]);
    expect(many.status).toBe(413);
    expect(many.body.message).toContain('領収書');
    const bad = await sendForm(t, w.driver, 'POST', url, [...fieldParts(expenseBody({ amount: 'abc' }))]);
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body).amount?.[0]).toContain('金額');
    expect((await callAs(t, w.admin, 'GET', url)).body.total).toBe(1);
  });

  it("answers 404 for another driver's stop and another company's, 409 on a cancelled course", async () => {
    const w = await expenseWorld(t);
    const other = await callAs(t, w.other, 'POST', base(w.stops[0] as string), expenseBody());
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('配送先が見つかりません。');
    expect((await callAs(t, w.other, 'GET', base(w.stops[0] as string))).status).toBe(404);
    const { admin: stranger } = await createCompany(t);
    expect((await callAs(t, stranger, 'POST', base(w.stops[0] as string), expenseBody())).status).toBe(404);
    await t.database.db.update(courses).set({ status: 'cancelled' }).where(eq(courses.id, w.course.id));
    const cancelled = await callAs(t, w.driver, 'POST', base(w.stops[0] as string), expenseBody());
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe('中止されたコースには経費を登録できません。');
  });

  it('files an expense of the whole course under /course-expenses/{courseId}', async () => {
    const w = await expenseWorld(t);
    const res = await callAs(
      t,
      w.driver,
      'POST',
      `/v1/course-expenses/${w.course.id}`,
      expenseBody({ expenseType: 'fuel' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ destinationId: null, courseId: w.course.id, driverId: w.driverId });
    const requested = await callAs(
      t,
      w.driver,
      'POST',
      `/v1/course-expenses/${w.course.id}/${res.body.id}/request-approval`,
    );
    expect(requested.body.approveStatus).toBe('requested');
    expect(
      (await callAs(t, w.other, 'POST', `/v1/course-expenses/${w.course.id}`, expenseBody())).status,
    ).toBe(404);
    // Not reachable under a stop: it is the course's own.
    const underStop = await callAs(
      t,
      w.admin,
      'PUT',
      `${base(w.stops[0] as string)}/${res.body.id}`,
      expenseBody(),
    );
    expect(underStop.status).toBe(404);
  });
});

describe('the approval flow', () => {
  it('draft → requested → rejected (comment, push) → edit → draft → requested → approved → locked', async () => {
    const w = await expenseWorld(t);
    const url = base(w.stops[0] as string);
    const created = await sendForm(t, w.driver, 'POST', url, [
      ...fieldParts(expenseBody()),
      { name: 'receiptImages', fileName: 'r1.png', data: pngBytes() },
      { name: 'receiptImages', fileName: 'r2.jpg', data: jpegBytes() },
    ]);
    const id: string = created.body.id;
    const one = `${url}/${id}`;
    // Staff only decide, and only what is requested.
    expect((await callAs(t, w.driver, 'POST', `${one}/update-status`, { status: 'approved' })).status).toBe(
      403,
    );
    const early = await callAs(t, w.admin, 'POST', `${one}/update-status`, { status: 'approved' });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('下書き');

    const requested = await callAs(t, w.driver, 'POST', `${one}/request-approval`);
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({ approveStatus: 'requested', requestedAt: expect.any(String) });
    expect((await callAs(t, w.driver, 'POST', `${one}/request-approval`)).status).toBe(409);
    const editWhileRequested = await callAs(t, w.driver, 'PUT', one, expenseBody({ amount: 1500 }));
    expect(editWhileRequested.status).toBe(409);
    expect(editWhileRequested.body.message).toContain('承認申請中');

    const noReason = await callAs(t, w.admin, 'POST', `${one}/update-status`, { status: 'rejected' });
    expect(fieldMessages(noReason.body).comment).toEqual(['差戻しの理由を入力してください']);
    const rejected = await callAs(t, w.admin, 'POST', `${one}/update-status`, {
      status: 'rejected',
      comment: '領収書の金額と合いません',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({
      approveStatus: 'rejected',
      statusComment: '領収書の金額と合いません',
      decidedAt: expect.any(String),
      decidedByName: expect.any(String),
    });
    const pushes = await t.database.db.select().from(jobs).where(eq(jobs.type, 'push'));
    expect(pushes.map((j) => j.payload)).toContainEqual({
      userId: w.driver.id,
      title: '経費が差し戻されました',
      body: '高速代 1,320円: 領収書の金額と合いません',
      url: `/driver/expenses?date=${w.course.deliveryDate}`,
    });

    // The driver corrects it: one receipt removed, one added; back to draft, the comment kept.
    const receiptIds = (rejected.body as Expense).receiptImages.map((f) => f.id);
    const edited = await sendForm(t, w.driver, 'PUT', one, [
      ...fieldParts(expenseBody({ amount: 1500 })),
      { name: 'deleteReceiptIds[0]', value: receiptIds[0] as string },
      { name: 'receiptImages', fileName: 'r3.png', data: pngBytes() },
    ]);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      approveStatus: 'draft',
      amount: 1500,
      statusComment: '領収書の金額と合いません',
    });
    expect(edited.body.receiptImages.map((f: { id: string }) => f.id)[0]).toBe(receiptIds[1]);
    expect(edited.body.receiptImages).toHaveLength(2);
    const strangeReceipt = await callAs(t, w.driver, 'PUT', one, {
      ...expenseBody(),
      deleteReceiptIds: ['0192f000-0000-7000-8000-00000000abcd'],
    });
    expect(fieldMessages(strangeReceipt.body)['deleteReceiptIds.0']).toEqual([
      'この経費の領収書ではありません',
    ]);

    expect((await callAs(t, w.driver, 'POST', `${one}/request-approval`)).body.approveStatus).toBe(
      'requested',
    );
    const approved = await callAs(t, w.admin, 'POST', `${one}/update-status`, {
      status: 'approved',
      comment: null,
    });
    expect(approved.body).toMatchObject({ approveStatus: 'approved', statusComment: null });
    const locked = await callAs(t, w.admin, 'PUT', one, expenseBody({ amount: 1 }));
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('承認済みの経費は変更できません。');
    expect((await callAs(t, w.driver, 'POST', `${one}/request-approval`)).status).toBe(409);
    expect(
      (await callAs(t, w.admin, 'POST', `${one}/update-status`, { status: 'rejected', comment: 'x' })).status,
    ).toBe(409);

    // Every change of the amount and state is kept.
    const history = await callAs(t, w.admin, 'GET', `/v1/expenses/${id}/history`);
    expect(history.status).toBe(200);
    const amounts = history.body.data.filter((e: { fields: string[] }) => e.fields.includes('amount'));
    expect(amounts[0]).toMatchObject({ before: { amount: 1320 }, after: { amount: 1500 } });
    expect(history.body.data[0].after).toMatchObject({ approveStatus: 'approved' });
    expect((await callAs(t, w.driver, 'GET', `/v1/expenses/${id}/history`)).status).toBe(403);
    const read = await callAs(t, w.admin, 'GET', `/v1/expenses/${id}`);
    expect(read.body).toMatchObject({ id, approveStatus: 'approved', amount: 1500 });
    expect(read.body.receiptImages).toHaveLength(2);
  });

  it("keeps another driver and another company out of an expense's writes", async () => {
    const w = await expenseWorld(t);
    const created = await callAs(t, w.driver, 'POST', base(w.stops[0] as string), expenseBody());
    const one = `${base(w.stops[0] as string)}/${created.body.id}`;
    expect((await callAs(t, w.other, 'PUT', one, expenseBody())).status).toBe(404);
    expect((await callAs(t, w.other, 'POST', `${one}/request-approval`)).status).toBe(404);
    // Under another stop of the same course it is not found either.
    const wrongStop = `${base(w.stops[1] as string)}/${created.body.id}`;
    expect((await callAs(t, w.driver, 'PUT', wrongStop, expenseBody())).status).toBe(404);
    const { admin: stranger } = await createCompany(t);
    expect((await callAs(t, stranger, 'POST', `${one}/update-status`, { status: 'approved' })).status).toBe(
      404,
    );
    expect((await callAs(t, stranger, 'GET', `/v1/expenses/${created.body.id}/history`)).status).toBe(404);
    expect((await callAs(t, stranger, 'GET', `/v1/expenses/${created.body.id}`)).status).toBe(404);
    // Staff file and request on the driver's behalf.
    expect((await callAs(t, w.admin, 'POST', `${one}/request-approval`)).body.approveStatus).toBe(
      'requested',
    );
    const rows = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'push')));
    expect(rows.filter((j) => (j.payload as { userId: string }).userId === w.driver.id)).toHaveLength(0);
  });
});
