import type { IssuedDocument, PaymentNoticeQuestionThread } from '@rikuun/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeHistory } from '../src/lib/history/change-history.table.ts';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import { PUSH_JOB } from '../src/lib/push/push.ts';
import { bearer, createTestApp, type TestApp, usersOfEveryRole } from './helpers.ts';
import { MONTH, type MoneyCompany, seedMoneyCompany } from './issued-documents.seed.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { parseMail } from './support/mail-parse.ts';
import { startSmtpServer } from './support/smtp-server.ts';

/** 支払通知書への問い合わせ: the contractor asks, staff answer, the contractor hears by push and mail. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let a: MoneyCompany;
let other: MoneyCompany;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_FROM: 'Rikuun <no-reply@rikuun.test>',
    PUBLIC_URL: 'https://rikuun.example',
  });
  a = await seedMoneyCompany(t, '問合せ運送株式会社');
  other = await seedMoneyCompany(t, '別テナント株式会社');
  await t.app.jobs.runDue(); // the invitations
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const pdf = (user: { token: string }, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user), payload });

/** A freshly issued notice of a contractor (its id). */
async function issue(c: MoneyCompany, driverId = c.driver.driverId) {
  const res = await pdf(c.admin, '/v1/payment-notices/pdf', { driverId, accountingMonth: MONTH });
  if (res.statusCode !== 200) throw new Error(`not issued: ${res.statusCode}`);
  const list = await callAs(
    t,
    c.admin,
    'GET',
    `/v1/issued-documents?kind=payment_notice&driverId=${driverId}`,
  );
  const notice = (list.body.data as IssuedDocument[])[0];
  if (!notice) throw new Error('notice missing');
  return notice.id;
}

const ask = (user: { token: string }, id: string, message: unknown) =>
  callAs(t, user, 'POST', `/v1/self/payment-notices/${id}/question`, { message });
const answer = (user: { token: string }, id: string, message: unknown) =>
  callAs(t, user, 'POST', `/v1/payment-notices/${id}/question/answer`, { message });

const answerMails = (to: string) =>
  smtp
    .to(to)
    .map((m) => parseMail(m.raw))
    .filter((m) => m.subject.includes('お問い合わせへの回答'));

describe('payment notice questions', () => {
  it('lets the contractor ask instead of confirming, staff see and answer it, and he is told', async () => {
    const id = await issue(a);
    const asked = await ask(a.driver, id, '  高速代の1,200円が含まれていないようです。ご確認ください。 ');
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const thread = asked.body as PaymentNoticeQuestionThread;
    expect(thread).toMatchObject({ documentId: id, questionStatus: 'open', total: 1 });
    expect(thread.data[0]).toMatchObject({
      side: 'driver',
      message: '高速代の1,200円が含まれていないようです。ご確認ください。',
      readAt: null,
    });

    // Staff: 問い合わせ中 on the document, in the list's filter and as an alert.
    const listed = await callAs(t, a.admin, 'GET', '/v1/issued-documents?questionStatus=open');
    expect(listed.status).toBe(200);
    expect((listed.body.data as IssuedDocument[]).map((d) => [d.id, d.questionStatus])).toEqual([
      [id, 'open'],
    ]);
    const alerts = await callAs(t, a.admin, 'GET', '/v1/alerts');
    expect(alerts.body.data).toContainEqual(
      expect.objectContaining({
        kind: 'payment_notice_question',
        subjectType: 'payment_notice',
        subjectId: id,
        message: '11月分の支払通知書に問い合わせがあります。回答してください',
      }),
    );
    // Another company sees nothing of it.
    const theirs = await callAs(t, other.admin, 'GET', '/v1/alerts');
    expect(theirs.body.data.filter((x: { kind: string }) => x.kind === 'payment_notice_question')).toEqual(
      [],
    );

    // Reading the thread marks the driver's question read.
    const seen = await callAs(t, a.admin, 'GET', `/v1/payment-notices/${id}/question`);
    expect(seen.status).toBe(200);
    expect(seen.body.data[0].readAt).toEqual(expect.any(String));
    expect(seen.body.data[0].authorName).toEqual(expect.any(String));

    const answered = await answer(a.admin, id, '高速代は立替金として12月分でお支払いします。');
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(answered.body).toMatchObject({ questionStatus: 'answered', total: 2 });
    expect(answered.body.data[1]).toMatchObject({ side: 'office', readAt: null });
    expect((await callAs(t, a.admin, 'GET', '/v1/alerts')).body.data).not.toContainEqual(
      expect.objectContaining({ kind: 'payment_notice_question', subjectId: id }),
    );

    // The contractor is told: a push job, and a mail from the company's name.
    const pushes = await t.database.db.select().from(jobs).where(eq(jobs.type, PUSH_JOB.type));
    expect(pushes.map((j) => j.payload)).toContainEqual(
      expect.objectContaining({
        title: '支払通知書へのお問い合わせに回答がありました',
        url: '/driver/payment-notices',
      }),
    );
    await t.app.jobs.runDue();
    const [mail] = answerMails(a.driver.email);
    expect(mail?.from).toContain('問合せ運送株式会社 (陸運)');
    expect(mail?.subject).toBe('【問合せ運送株式会社】2026年11月分の支払通知書へのお問い合わせへの回答');
    expect(mail?.text).toContain('高速代は立替金として12月分でお支払いします。');
    expect(mail?.text).toContain('https://rikuun.example/driver/payment-notices');

    // He reads it (the answer is marked read), asks again (a thread), then confirms.
    const mine = await callAs(t, a.driver, 'GET', `/v1/self/payment-notices/${id}/question`);
    expect(mine.status).toBe(200);
    expect(mine.body.data[1].readAt).toEqual(expect.any(String));
    const again = await ask(a.driver, id, '承知しました。念のため明細も送ってください。');
    expect(again.body).toMatchObject({ questionStatus: 'open', total: 3 });
    const confirmed = await callAs(t, a.driver, 'POST', `/v1/self/payment-notices/${id}/confirm`);
    expect(confirmed.status).toBe(200);
    // A question after the confirmation is refused, in Japanese.
    const late = await ask(a.driver, id, 'もう一点あります');
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('確認済み');

    // History: the questions and the notice's state changes are kept with who made them.
    const history = await t.database.db
      .select()
      .from(changeHistory)
      .where(and(eq(changeHistory.tableName, 'issued_documents'), eq(changeHistory.recordId, id)))
      // In the order written: without it PostgreSQL may answer in any (an index scan did, once).
      .orderBy(asc(changeHistory.id));
    const stateChanges = history.filter(
      (h) => h.action === 'update' && h.changedFields.includes('question_status'),
    );
    expect(stateChanges.map((h) => h.actorId)).toEqual([a.driver.id, a.admin.id, a.driver.id]);
    const messages = await t.database.db
      .select()
      .from(changeHistory)
      .where(eq(changeHistory.tableName, 'payment_notice_questions'));
    expect(messages.filter((h) => h.action === 'insert' && h.after?.document_id === id)).toHaveLength(3);
  });

  it('checks the message: empty or too long is 400 at message, in Japanese', async () => {
    const id = await issue(a, a.unregistered.driverId);
    for (const [message, expected] of [
      ['', '問い合わせ内容を入力してください'],
      ['   ', '問い合わせ内容を入力してください'],
      [undefined, '問い合わせ内容を入力してください'],
      ['あ'.repeat(2001), '問い合わせ内容は2000文字以内で入力してください'],
    ] as const) {
      const res = await ask(a.unregistered, id, message);
      expect(res.status).toBe(400);
      expect(fieldMessages(res.body).message).toEqual([expected]);
    }
    expect((await ask(a.unregistered, id, 'あ'.repeat(2000))).status).toBe(201);
    const bad = await answer(a.admin, id, '');
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body).message).toEqual(['回答を入力してください']);
  });

  it('keeps each notice to its contractor and company: others get 404', async () => {
    const id = await issue(other);
    // Another company's driver and staff, and another driver of the same company.
    expect((await ask(a.driver, id, '質問')).status).toBe(404);
    expect((await callAs(t, a.driver, 'GET', `/v1/self/payment-notices/${id}/question`)).status).toBe(404);
    expect((await callAs(t, a.admin, 'GET', `/v1/payment-notices/${id}/question`)).status).toBe(404);
    expect((await answer(a.admin, id, '回答')).status).toBe(404);
    expect((await ask(other.unregistered, id, '質問')).status).toBe(404);
    // An invoice is not a payment notice.
    const invoice = await pdf(other.admin, '/v1/invoices/pdf', {
      clientId: other.clientId,
      accountingMonth: MONTH,
    });
    expect(invoice.statusCode).toBe(200);
    const invoices = await callAs(t, other.admin, 'GET', '/v1/issued-documents?kind=invoice');
    const invoiceId = invoices.body.data[0].id as string;
    expect((await callAs(t, other.admin, 'GET', `/v1/payment-notices/${invoiceId}/question`)).status).toBe(
      404,
    );
    // Nobody asked yet: nothing to answer.
    const none = await answer(other.admin, id, '回答');
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('この支払通知書には問い合わせがありません。');
    expect((await callAs(t, other.admin, 'GET', `/v1/payment-notices/${id}/question`)).body).toMatchObject({
      questionStatus: null,
      data: [],
    });
  });

  it('refuses a question on a replaced version, and lets only the right roles call', async () => {
    const first = await issue(other, other.unregistered.driverId);
    await issue(other, other.unregistered.driverId); // version 2 replaces it
    const stale = await ask(other.unregistered, first, '質問');
    expect(stale.status).toBe(409);
    const { byRole } = await usersOfEveryRole(t);
    for (const user of Object.values(byRole)) {
      const selfCall = await ask(user, first, '質問');
      if (user.role !== 'driver') expect(selfCall.status, user.role).toBe(403);
      const staffCall = await answer(user, first, '回答');
      if (user.role !== 'company_admin') expect(staffCall.status, user.role).toBe(403);
    }
  });

  it('answers a retried question with its first answer (Idempotency-Key), never a second message', async () => {
    const asking = await seedMoneyCompany(t, '再送運送株式会社');
    const id = await issue(asking);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/v1/self/payment-notices/${id}/question`,
        headers: { ...bearer(asking.driver), 'idempotency-key': 'question-1' },
        payload: { message: '電波が悪く二度送ったかもしれません' },
      });
    const first = await send();
    const retry = await send();
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const thread = await callAs(t, asking.admin, 'GET', `/v1/payment-notices/${id}/question`);
    expect(thread.body.total).toBe(1);
  });
});
