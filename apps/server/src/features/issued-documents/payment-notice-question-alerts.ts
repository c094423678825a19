import { type Alert, openQuestionAlertMessage, todayInTokyo } from '@rikuun/contract';
import { and, asc, eq, max } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { sameCompanyAs } from '../../lib/db/company-rows.ts';
import { companyDocuments } from './issued-documents.service.ts';
import { issuedDocuments } from './issued-documents.table.ts';
import { paymentNoticeQuestions } from './payment-notice-questions.table.ts';

/**
 * 支払通知書の問い合わせ: one alert per payment notice whose contractor asked and the office has not
 * answered yet (問い合わせ中); it goes once staff answer. dueOn: the day of the latest question.
 */
export async function openQuestionAlerts(ctx: CompanyCtx): Promise<Alert[]> {
  const d = issuedDocuments;
  const q = paymentNoticeQuestions;
  const rows = await ctx.db
    .select({
      id: d.id,
      name: d.counterpartyName,
      accountingMonth: d.accountingMonth,
      askedAt: max(q.createdAt),
    })
    .from(d)
    .innerJoin(q, sameCompanyAs(q, d, and(eq(q.documentId, d.id), eq(q.side, 'driver'))))
    .where(companyDocuments(ctx).where(eq(d.questionStatus, 'open')))
    .groupBy(d.id, d.counterpartyName, d.accountingMonth)
    .orderBy(asc(d.accountingMonth), asc(d.counterpartyName));
  return rows.map((r) => ({
    id: `payment_notice_question:${r.id}`,
    kind: 'payment_notice_question',
    severity: 'warning',
    subjectType: 'payment_notice',
    subjectId: r.id,
    subjectName: r.name,
    dueOn: r.askedAt ? todayInTokyo(new Date(r.askedAt as Date | string)) : null,
    message: openQuestionAlertMessage(r.accountingMonth),
  }));
}
