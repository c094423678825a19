import { weekdayLabels, weekdayOf } from '@rikuun/contract';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import type { PushMessage } from '../../lib/push/push.ts';
import { mailFooter, PRODUCT_NAME, senderName } from '../auth/sign-in-link-mail.ts';

/** One course of the driver's day, as the notification lists it. */
export type DayCourse = {
  name: string;
  startTime: string | null;
  destinationCount: number;
  vehicle: string | null;
  cancelled: boolean;
};

export type AssignNotice = {
  /** null for a driver registered without an address: he is told by push only. */
  to: string | null;
  userId: string;
  driverName: string;
  companyName: string;
  deliveryDate: string;
  courses: DayCourse[];
  publicUrl: string;
};

/** 4月7日（火）: business dates are plain YYYY-MM-DD. */
export function japaneseDay(date: string, withWeekday = true): string {
  const [, month, day] = date.split('-').map(Number);
  const weekday = withWeekday ? `（${weekdayLabels[weekdayOf(date)]}）` : '';
  return `${month}月${day}日${weekday}`;
}

/** The driver app's page of that day's courses. */
export const driverCoursesPath = (date: string) => `/driver/courses?date=${date}`;

export function assignNotificationMail(n: AssignNotice & { to: string }): MailMessage {
  const day = japaneseDay(n.deliveryDate);
  const lines = n.courses.flatMap((c, i) => [
    `${i + 1}. ${c.name}${c.cancelled ? '（中止）' : ''}`,
    `   開始予定：${c.startTime ?? '未定'}　配送先：${c.destinationCount}件　車両：${c.vehicle ?? '未定'}`,
  ]);
  // Named by the company, like the sign-in mails (decision 061).
  const company = n.companyName || null;
  return {
    to: n.to,
    fromName: senderName(company),
    subject: `【${company ?? PRODUCT_NAME}】${day}の配車のお知らせ`,
    text: [
      `${n.driverName} 様`,
      '',
      `${n.companyName}より、${day}の配車をお知らせします。`,
      '',
      ...lines,
      '',
      'コースと配送先の詳細は、下記のページでご確認ください。',
      `${n.publicUrl}${driverCoursesPath(n.deliveryDate)}`,
      '',
      '安全運転でお願いいたします。',
      ...mailFooter(company),
    ].join('\n'),
  };
}

export function assignNotificationPush(n: AssignNotice): PushMessage {
  const count = n.courses.filter((c) => !c.cancelled).length;
  return {
    userId: n.userId,
    title: '配車のお知らせ',
    body: `${japaneseDay(n.deliveryDate, false)}のコースが${count}件あります`,
    url: driverCoursesPath(n.deliveryDate),
  };
}
