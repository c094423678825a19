import { addDays, shiftMonth } from '@rikuun/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { drivers } from '../../features/drivers/drivers.table.ts';
import { issuePaymentNotice } from '../../features/issued-documents/issue-documents.service.ts';
import { issuedDocuments } from '../../features/issued-documents/issued-documents.table.ts';
import { paymentNoticeQuestions } from '../../features/issued-documents/payment-notice-questions.table.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import type { Db } from '../../lib/db/db.ts';
import type { DemoSeed } from './demo-seed.ts';

/** Contractors of デモ運送 whose notices carry the demo's questions (not driver@example.com's account). */
const ASKING = { open: '加藤 翔', answered: '中村 大輔' } as const;

const minutesBefore = (now: Date, m: number) => new Date(now.getTime() - m * 60_000);

/**
 * 支払通知書への問い合わせ: last month's notices of two contractors, issued as the month close would
 * (the real PDF, in the register); 加藤 翔 asked and waits for an answer (問い合わせ中, an alert), 中村 大輔
 * asked and was answered (回答済み, not yet confirmed). Runs after the month's reports and adjustments.
 */
export const seedPaymentNoticeQuestions: DemoSeed = async ({
  tx,
  today,
  now,
  storage,
  renderPdf,
  companyIds: [companyId],
}) => {
  const [admin] = await tx.select().from(users).where(eq(users.email, 'admin@example.com'));
  const contractors = await tx
    .select({ id: drivers.id, name: drivers.name, userId: drivers.userId })
    .from(drivers)
    .where(and(eq(drivers.companyId, companyId), inArray(drivers.name, Object.values(ASKING))));
  if (!admin) return;
  // The office's ctx for issuing, inside the demo's transaction (nothing here is mailed).
  const ctx: CompanyCtx = {
    config: {} as Config,
    db: tx as unknown as Db,
    storage,
    mailer: { send: async () => {} },
    clock: () => now,
    renderPdf,
    log: { warn: () => {}, info: () => {}, error: () => {} } as unknown as FastifyBaseLogger,
    user: { ...admin, companyId, consignorId: null, driverId: null },
    companyId,
  };
  const month = shiftMonth(today.slice(0, 7), -1);
  const at = (m: number) => minutesBefore(now, m);
  for (const [state, name] of Object.entries(ASKING) as [keyof typeof ASKING, string][]) {
    const driver = contractors.find((d) => d.name === name);
    if (!driver?.userId) continue;
    const { row } = await issuePaymentNotice(ctx, { driverId: driver.id, accountingMonth: month });
    const messages = [
      {
        side: 'driver' as const,
        authorId: driver.userId,
        message:
          state === 'open'
            ? '高速代（首都高）の立替分が含まれていないようです。ご確認をお願いします。'
            : '調整額の「車両持込手当」はどの期間の分でしょうか。',
        createdAt: at(state === 'open' ? 45 : 60 * 26),
        readAt: state === 'open' ? null : at(60 * 25),
      },
      ...(state === 'answered'
        ? [
            {
              side: 'office' as const,
              authorId: admin.id,
              message: `${addDays(today, -1).slice(5).replace('-', '/')} にお電話した件です。先月1か月分の手当で、今月以降も同額です。`,
              createdAt: at(60 * 24),
              readAt: null,
            },
          ]
        : []),
    ];
    await tx
      .insert(paymentNoticeQuestions)
      .values(messages.map((m) => ({ ...m, companyId, documentId: row.id })));
    await tx
      .update(issuedDocuments)
      .set({ questionStatus: state })
      .where(and(eq(issuedDocuments.companyId, companyId), eq(issuedDocuments.id, row.id)));
  }
};
