import { sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';

export type JobBacklogRow = { kind: string; waiting: number; oldestAgeSeconds: number; failed: number };

/**
 * Per kind (job type): jobs not done yet (waiting, retries included), how long the oldest due one has
 * waited, and the given-up jobs still kept. Read by the metrics scrape and the status page; served by
 * the partial indexes on unfinished and failed rows.
 */
export async function jobBacklog(db: Db, now: Date): Promise<JobBacklogRow[]> {
  const result = await db.execute(sql`
    select type as kind,
      count(*) filter (where failed_at is null) as waiting,
      extract(epoch from (${now.toISOString()}::timestamptz - min(run_at) filter (where failed_at is null and run_at <= ${now.toISOString()}::timestamptz))) as oldest,
      count(*) filter (where failed_at is not null) as failed
    from jobs where completed_at is null
    group by type order by type`);
  // Both drivers answer raw queries with { rows }; counts come back as text or numbers.
  const rows = (
    result as unknown as { rows: { kind: string; waiting: unknown; oldest: unknown; failed: unknown }[] }
  ).rows;
  return rows.map((r) => ({
    kind: r.kind,
    waiting: Number(r.waiting),
    oldestAgeSeconds: Math.max(0, Number(r.oldest ?? 0)),
    failed: Number(r.failed),
  }));
}
