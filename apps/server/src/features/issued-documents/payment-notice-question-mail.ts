import type { MailMessage } from '../../lib/mail/mailer.ts';
import type { PushMessage } from '../../lib/push/push.ts';
import { mailFooter, PRODUCT_NAME, senderName } from '../auth/sign-in-link-mail.ts';

/** The driver app's page of his payment notices (where the thread and 確認 are). */
export const PAYMENT_NOTICES_URL = '/driver/payment-notices';

export function answerPush(userId: string, month: string): PushMessage {
  return {
    userId,
    title: '支払通知書へのお問い合わせに回答がありました',
    body: `${month}分の支払通知書へのお問い合わせに事務所から回答がありました。内容をご確認ください。`,
    url: PAYMENT_NOTICES_URL,
  };
}

/** The answer by mail, from the company's name like its other mails (decision 061). */
export function answerMail(n: {
  to: string;
  driverName: string;
  companyName: string;
  month: string;
  documentNumber: string;
  answer: string;
  publicUrl: string;
}): MailMessage {
  const company = n.companyName || null;
  return {
    to: n.to,
    fromName: senderName(company),
    subject: `【${company ?? PRODUCT_NAME}】${n.month}分の支払通知書へのお問い合わせへの回答`,
    text: [
      `${n.driverName} 様`,
      '',
      `${n.month}分の支払通知書（${n.documentNumber}）へのお問い合わせに、${n.companyName}から回答がありました。`,
      '',
      '――回答――',
      n.answer,
      '',
      '内容にご納得いただけましたら、下記のページで「確認しました」を押してください。',
      `${n.publicUrl}${PAYMENT_NOTICES_URL}`,
      ...mailFooter(company),
    ].join('\n'),
  };
}
