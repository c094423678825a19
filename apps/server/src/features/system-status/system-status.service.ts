import type { ErrorGroup, errorGroupListQuery, FailedJob, SystemStatus } from '@rikuun/contract';
import { and, count, desc, eq, gt, isNotNull, isNull, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../lib/context.ts';
import type { Database } from '../../lib/db/db.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { jobBacklog } from '../../lib/jobs/job-backlog.ts';
import { jobs } from '../../lib/jobs/jobs.table.ts';
import { errorGroups } from '../../lib/observability/error-groups.table.ts';
import { instanceHeartbeats } from '../../lib/observability/instance-heartbeats.table.ts';
import { files } from '../../lib/storage/files.table.ts';

type ErrorGroupRow = typeof errorGroups.$inferSelect;
const toErrorGroup = (row: ErrorGroupRow): ErrorGroup => ({
  ...row,
  source: row.source === 'server' ? 'server' : 'web',
  firstSeenAt: row.firstSeenAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
});

/** Error groups, the latest seen first. */
export async function listErrorGroups(ctx: Ctx, query: z.output<typeof errorGroupListQuery>) {
  const where = query.source ? eq(errorGroups.source, query.source) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(errorGroups)
      .where(where)
      .orderBy(desc(errorGroups.lastSeenAt), desc(errorGroups.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ n: count() }).from(errorGroups).where(where),
  ]);
  return { data: rows.map(toErrorGroup), total: total?.n ?? 0 };
}

const SEEN_WITHIN_MS = 60_000;
const FAILED_SHOWN = 50;

const toFailedJob = (row: typeof jobs.$inferSelect): FailedJob => ({
  id: row.id,
  type: row.type,
  attempts: row.attempts,
  lastError: row.lastError,
  failedAt: (row.failedAt ?? row.createdAt).toISOString(),
  retryable: !row.secret,
});

/** The status page: instances, jobs, errors, files, the database and its replicas. */
export async function readSystemStatus(ctx: Ctx, database: Database): Promise<SystemStatus> {
  const now = ctx.clock();
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  const failedWhere = and(isNull(jobs.completedAt), isNotNull(jobs.failedAt));
  const [
    instances,
    backlog,
    failed,
    [failedTotal],
    [groups],
    [lastDay],
    latest,
    [stored],
    dbBytes,
    replicas,
  ] = await Promise.all([
    ctx.db
      .select()
      .from(instanceHeartbeats)
      .where(gt(instanceHeartbeats.seenAt, new Date(now.getTime() - SEEN_WITHIN_MS)))
      .orderBy(instanceHeartbeats.startedAt),
    jobBacklog(ctx.db, now),
    ctx.db.select().from(jobs).where(failedWhere).orderBy(desc(jobs.failedAt)).limit(FAILED_SHOWN),
    ctx.db.select({ n: count() }).from(jobs).where(failedWhere),
    ctx.db.select({ n: count() }).from(errorGroups),
    ctx.db.select({ n: count() }).from(errorGroups).where(gt(errorGroups.lastSeenAt, dayAgo)),
    ctx.db.select().from(errorGroups).orderBy(desc(errorGroups.lastSeenAt)).limit(5),
    ctx.db.select({ n: count(), bytes: sum(files.size) }).from(files),
    databaseBytes(ctx),
    replicaLag(ctx, database),
  ]);
  return {
    instances: instances.map((i) => ({
      ...i,
      startedAt: i.startedAt.toISOString(),
      seenAt: i.seenAt.toISOString(),
    })),
    jobs: {
      backlog: backlog
        .filter((b) => b.waiting > 0)
        .map((b) => ({ type: b.kind, waiting: b.waiting, oldestAgeSeconds: Math.round(b.oldestAgeSeconds) })),
      failed: failed.map(toFailedJob),
      failedTotal: failedTotal?.n ?? 0,
    },
    errors: { groups: groups?.n ?? 0, lastDay: lastDay?.n ?? 0, latest: latest.map(toErrorGroup) },
    storage: { files: stored?.n ?? 0, bytes: Number(stored?.bytes ?? 0) },
    database: { kind: database.kind, bytes: dbBytes },
    replicas,
  };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function databaseBytes(ctx: Ctx): Promise<number | null> {
  try {
    const result = await ctx.db.execute(sql`select pg_database_size(current_database()) as bytes`);
    const bytes = rowsOf<{ bytes: unknown }>(result)[0]?.bytes;
    return bytes === undefined ? null : Number(bytes);
  } catch {
    return null;
  }
}

/** Streaming replicas as the primary sees them (none on PGlite, or without the privilege to look). */
async function replicaLag(ctx: Ctx, database: Database) {
  if (database.kind !== 'postgres') return [];
  try {
    const result = await ctx.db.execute(
      sql`select coalesce(application_name, client_addr::text, 'replica') as name, state,
            extract(epoch from replay_lag) as lag from pg_stat_replication order by 1`,
    );
    return rowsOf<{ name: string; state: string | null; lag: unknown }>(result).map((r) => ({
      name: r.name,
      state: r.state ?? 'unknown',
      lagSeconds: r.lag === null || r.lag === undefined ? null : Number(r.lag),
    }));
  } catch {
    return [];
  }
}

/** A given-up job runs again: its attempts start over, due now. Refused for an emptied secret payload. */
export async function retryFailedJob(ctx: Ctx, id: string): Promise<void> {
  const [job] = await ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), isNotNull(jobs.failedAt)));
  if (!job) throw notFound('失敗したジョブ');
  if (job.secret) throw conflict('このジョブは内容が消去されているため再実行できません。');
  const [retried] = await ctx.db
    .update(jobs)
    .set({ failedAt: null, attempts: 0, runAt: ctx.clock(), lockedAt: null })
    .where(and(eq(jobs.id, id), isNotNull(jobs.failedAt)))
    .returning();
  if (!retried) throw notFound('失敗したジョブ');
}
