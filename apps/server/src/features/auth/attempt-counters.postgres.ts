import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { signInAttempts } from '../../lib/auth/auth.table.ts';
import type { Db } from '../../lib/db/db.ts';
import type { AttemptCounters } from './attempt-counters.ts';

/** One in this many hits also deletes the rows of ended windows, so the table stays small. */
const SWEEP_EVERY = 200;

/** Counters in a table: each hit is one atomic upsert, so parallel requests on any instance all count. */
export function createPostgresAttemptCounters(db: Db): AttemptCounters {
  let hits = 0;
  return {
    async hit(key, windowSeconds, now) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const nextReset = new Date(now.getTime() + windowSeconds * 1000);
      const ended = sql`${signInAttempts.resetAt} <= ${at}`;
      const [row] = await db
        .insert(signInAttempts)
        .values({ key, count: 1, resetAt: nextReset })
        .onConflictDoUpdate({
          target: signInAttempts.key,
          set: {
            count: sql`case when ${ended} then 1 else ${signInAttempts.count} + 1 end`,
            resetAt: sql`case when ${ended} then ${nextReset.toISOString()}::timestamptz else ${signInAttempts.resetAt} end`,
          },
        })
        .returning({ count: signInAttempts.count, resetAt: signInAttempts.resetAt });
      if (!row) throw new Error('attempt counter not written');
      if (++hits % SWEEP_EVERY === 0) await db.delete(signInAttempts).where(lt(signInAttempts.resetAt, now));
      return row;
    },
    async giveBack(key) {
      await db
        .update(signInAttempts)
        .set({ count: sql`${signInAttempts.count} - 1` })
        .where(and(eq(signInAttempts.key, key), gt(signInAttempts.count, 0)));
    },
    async reset(key) {
      await db.delete(signInAttempts).where(eq(signInAttempts.key, key));
    },
  };
}
