import { and, eq } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { type PushMessage, queuePush } from '../../lib/push/push.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { driverCoursesPath, japaneseDay } from './assign-notification-message.ts';

type Day = { name: string; deliveryDate: string };

/** What a carry-over (繰越) changed on the driver's phone. */
export type CarryOverNotice = {
  driverId: string | null;
  source: Day;
  target: Day;
  /** Stops that went to the target. */
  carried: number;
  /** Stops the source kept; null when the whole course moved (no source is left behind). */
  kept: number | null;
};

/** The push: both days named, the source's new end (or its move) and the target; opens the target's day. */
export function carryOverPush(userId: string, n: CarryOverNotice): PushMessage {
  const from = `${japaneseDay(n.source.deliveryDate, false)}の「${n.source.name}」`;
  const to = japaneseDay(n.target.deliveryDate, false);
  const body =
    n.kept === null
      ? `${from}は${to}に変更になりました（配送先${n.carried}件）。`
      : `${from}は配送先${n.kept}件で終了です。未完了の${n.carried}件は${to}の「${n.target.name}」に繰り越しました。`;
  return {
    userId,
    title: n.kept === null ? 'コースの日付変更' : 'コースの繰越',
    body,
    url: driverCoursesPath(n.target.deliveryDate),
  };
}

/**
 * Queues the push in the carry-over's transaction (sent only when it commits) to the course's driver,
 * when there is one who can be told (active, with a sign-in user).
 */
export async function notifyCarryOver(w: CompanyCtx & { db: Tx }, notice: CarryOverNotice) {
  if (!notice.driverId) return;
  const [driver] = await w.db
    .select({ userId: users.id })
    .from(drivers)
    .innerJoin(users, sameCompanyAs(users, drivers, eq(users.id, drivers.userId)))
    .where(
      and(
        companyRows(w, drivers, 'ドライバー').where(eq(drivers.id, notice.driverId)),
        eq(drivers.active, true),
        eq(users.active, true),
      ),
    );
  if (driver) await queuePush(w.db, carryOverPush(driver.userId, notice));
}
