import {
  ANSWER_WITHOUT_QUESTION,
  accountingMonthLabel,
  type PaymentNoticeQuestionInput,
  type PaymentNoticeQuestionSide,
  type PaymentNoticeQuestionThread,
  QUESTION_AFTER_CONFIRMATION,
} from '@rikuun/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx, DriverCtx } from '../../lib/context.ts';
import { companyRow, companyRows, sameCompanyAs, withActor } from '../../lib/db/company-rows.ts';
import type { Db, Tx } from '../../lib/db/db.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { queueMail } from '../../lib/mail/queue-mail.ts';
import { queuePush } from '../../lib/push/push.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { companyDocuments, type DocumentRow } from './issued-documents.service.ts';
import { issuedDocuments } from './issued-documents.table.ts';
import { answerMail, answerPush } from './payment-notice-question-mail.ts';
import { paymentNoticeQuestions } from './payment-notice-questions.table.ts';

/** Who reads or writes: the office (staff), or the notice's own contractor (`driverId`). */
type Reader = { side: 'office' } | { side: 'driver'; driverId: string };

const otherSide = (side: PaymentNoticeQuestionSide): PaymentNoticeQuestionSide =>
  side === 'office' ? 'driver' : 'office';
const companyQuestions = (ctx: CompanyCtx) => companyRows(ctx, paymentNoticeQuestions, '問い合わせ');

/** The company's payment notice; a driver reaches only his own (another's, or any other document: 404). */
async function noticeFor(ctx: CompanyCtx, id: string, reader: Reader): Promise<DocumentRow> {
  const notices = companyDocuments(ctx);
  const row = await notices.find(
    notices.where(
      eq(issuedDocuments.id, id),
      eq(issuedDocuments.kind, 'payment_notice'),
      reader.side === 'driver' ? eq(issuedDocuments.driverId, reader.driverId) : undefined,
    ),
  );
  if (!row) throw notFound('支払通知書');
  return row;
}

/** The thread of a notice, oldest first, with each author's name. */
async function thread(
  ctx: CompanyCtx & { db: Db | Tx },
  notice: Pick<DocumentRow, 'id' | 'questionStatus'>,
): Promise<PaymentNoticeQuestionThread> {
  const q = paymentNoticeQuestions;
  const rows = await ctx.db
    .select({
      id: q.id,
      side: q.side,
      authorName: users.name,
      message: q.message,
      readAt: q.readAt,
      createdAt: q.createdAt,
    })
    .from(q)
    .innerJoin(users, eq(users.id, q.authorId))
    .where(companyQuestions(ctx).where(eq(q.documentId, notice.id)))
    .orderBy(asc(q.createdAt), asc(q.id));
  const data = rows.map((r) => ({
    ...r,
    readAt: r.readAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { documentId: notice.id, questionStatus: notice.questionStatus, data, total: data.length };
}

/** GET …/question: the thread; reading it marks the other side's unread messages read. */
async function readThread(ctx: CompanyCtx, id: string, reader: Reader) {
  const notice = await noticeFor(ctx, id, reader);
  return withActor(ctx, async (w) => {
    await w.db
      .update(paymentNoticeQuestions)
      .set({ readAt: ctx.clock() })
      .where(
        companyQuestions(w).where(
          eq(paymentNoticeQuestions.documentId, id),
          eq(paymentNoticeQuestions.side, otherSide(reader.side)),
          isNull(paymentNoticeQuestions.readAt),
        ),
      );
    return thread(w, notice);
  });
}

export const selfQuestionThread = (ctx: DriverCtx, id: string) =>
  readThread(ctx, id, { side: 'driver', driverId: ctx.driverId });

export const staffQuestionThread = (ctx: CompanyCtx, id: string) => readThread(ctx, id, { side: 'office' });

/**
 * POST /self/payment-notices/{id}/question: the contractor asks instead of confirming. The notice
 * becomes 問い合わせ中 (and shows to staff as an alert); a notice already confirmed, or replaced by a
 * newer version, is refused (409). Several questions make a thread.
 */
export async function askQuestion(
  ctx: DriverCtx,
  id: string,
  input: PaymentNoticeQuestionInput,
): Promise<PaymentNoticeQuestionThread> {
  return withActor(ctx, async (w) => {
    // Locked: a confirmation at the same moment comes before or after.
    const notice = await lockedNotice(w, id, ctx.driverId);
    if (notice.supersededAt)
      throw conflict('この支払通知書には新しい版があります。新しい版をご確認ください。');
    if (notice.confirmedAt) throw conflict(QUESTION_AFTER_CONFIRMATION);
    return addMessage(w, notice, 'driver', input.message);
  });
}

/**
 * POST /payment-notices/{id}/question/answer: the office answers; the notice is 回答済み and the
 * contractor is told by push, and by mail when he has an address (from the company's name). A notice
 * nobody asked about is 409.
 */
export async function answerQuestion(
  ctx: CompanyCtx,
  id: string,
  input: PaymentNoticeQuestionInput,
): Promise<PaymentNoticeQuestionThread> {
  return withActor(ctx, async (w) => {
    const notice = await lockedNotice(w, id);
    if (!notice.questionStatus) throw conflict(ANSWER_WITHOUT_QUESTION);
    const answered = await addMessage(w, notice, 'office', input.message);
    await tellContractor(w, notice, input.message);
    return answered;
  });
}

/** The payment notice (of the driver, when given), read in the transaction and locked. */
async function lockedNotice(w: CompanyCtx & { db: Tx }, id: string, driverId?: string) {
  const [notice] = await w.db
    .select()
    .from(issuedDocuments)
    .where(
      companyDocuments(w).where(
        eq(issuedDocuments.id, id),
        eq(issuedDocuments.kind, 'payment_notice'),
        driverId ? eq(issuedDocuments.driverId, driverId) : undefined,
      ),
    )
    .for('update');
  if (!notice) throw notFound('支払通知書');
  return notice;
}

/** A message of one side on the thread: the notice becomes 問い合わせ中 (driver) or 回答済み (office). */
async function addMessage(
  w: CompanyCtx & { db: Tx },
  notice: DocumentRow,
  side: PaymentNoticeQuestionSide,
  message: string,
) {
  await companyQuestions(w).insert({ documentId: notice.id, side, authorId: w.user.id, message });
  const [updated] = await companyDocuments(w).update(notice.id, {
    questionStatus: side === 'driver' ? 'open' : 'answered',
  });
  return thread(w, updated ?? notice);
}

/** The notice's contractor hears of the answer: push always, mail when he has an address. */
async function tellContractor(w: CompanyCtx & { db: Tx }, notice: DocumentRow, answer: string) {
  if (!notice.driverId) return;
  const [driver] = await w.db
    .select({ name: drivers.name, userId: users.id, email: users.email, active: users.active })
    .from(drivers)
    .innerJoin(users, sameCompanyAs(users, drivers, eq(users.id, drivers.userId)))
    .where(and(companyRows(w, drivers).where(eq(drivers.id, notice.driverId))));
  if (!driver?.active) return;
  const [company] = await w.db.select({ name: companies.name }).from(companies).where(companyRow(w));
  const month = accountingMonthLabel(notice.accountingMonth);
  await queuePush(w.db, answerPush(driver.userId, month));
  if (driver.email)
    await queueMail(
      w.db,
      answerMail({
        to: driver.email,
        driverName: driver.name,
        companyName: company?.name ?? '',
        month,
        documentNumber: notice.documentNumber,
        answer,
        publicUrl: w.config.publicUrl,
      }),
    );
}
