import { z } from 'zod';
import { requiredText } from './common.ts';

/**
 * 支払通知書への問い合わせ (issue 22, decision 075): instead of confirming a payment notice, the
 * contractor asks about it; staff answer on the document. One thread per notice (version), oldest
 * first; the notice is 問い合わせ中 from a question until the office answers it.
 */
export const paymentNoticeQuestionSides = ['driver', 'office'] as const;
export type PaymentNoticeQuestionSide = (typeof paymentNoticeQuestionSides)[number];
export const paymentNoticeQuestionSideLabels: Record<PaymentNoticeQuestionSide, string> = {
  driver: 'ドライバー',
  office: '事務所',
};

/** The notice's question state: open (問い合わせ中) until answered; null when nobody asked. */
export const questionStatuses = ['open', 'answered'] as const;
export type QuestionStatus = (typeof questionStatuses)[number];
export const questionStatusLabels: Record<QuestionStatus, string> = {
  open: '問い合わせ中',
  answered: '回答済み',
};

export const PAYMENT_NOTICE_QUESTION_MAX_LENGTH = 2000;
export const paymentNoticeQuestionLabels = { message: '問い合わせ内容', answer: '回答' } as const;

/** POST /self/payment-notices/{id}/question: the contractor's question. */
export const paymentNoticeQuestionInput = z.object({
  message: requiredText(paymentNoticeQuestionLabels.message, PAYMENT_NOTICE_QUESTION_MAX_LENGTH),
});
export type PaymentNoticeQuestionInput = z.input<typeof paymentNoticeQuestionInput>;

/** POST /payment-notices/{id}/question/answer: the office's answer. */
export const paymentNoticeAnswerInput = z.object({
  message: requiredText(paymentNoticeQuestionLabels.answer, PAYMENT_NOTICE_QUESTION_MAX_LENGTH),
});
export type PaymentNoticeAnswerInput = z.input<typeof paymentNoticeAnswerInput>;

export const paymentNoticeQuestionMessageSchema = z.object({
  id: z.uuid(),
  side: z.enum(paymentNoticeQuestionSides),
  authorName: z.string(),
  message: z.string(),
  /** When the other side first read the thread after it; null while unread. */
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentNoticeQuestionMessage = z.infer<typeof paymentNoticeQuestionMessageSchema>;

/** GET …/question: the notice's thread, with the state it gives the notice. */
export const paymentNoticeQuestionThreadSchema = z.object({
  documentId: z.uuid(),
  questionStatus: z.enum(questionStatuses).nullable(),
  data: z.array(paymentNoticeQuestionMessageSchema),
  total: z.number().int(),
});
export type PaymentNoticeQuestionThread = z.infer<typeof paymentNoticeQuestionThreadSchema>;

/** A question on a notice already confirmed: the confirmation stands, so it is refused. */
export const QUESTION_AFTER_CONFIRMATION =
  'この支払通知書は確認済みのため、問い合わせできません。内容に誤りがある場合は事務所に直接ご連絡ください。';
/** An answer where nobody asked. */
export const ANSWER_WITHOUT_QUESTION = 'この支払通知書には問い合わせがありません。';

/** The alert of notices whose contractor's question waits for an answer. */
export const openQuestionAlertMessage = (accountingMonth: string) =>
  `${Number(accountingMonth.slice(5, 7))}月分の支払通知書に問い合わせがあります。回答してください`;
