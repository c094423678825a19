import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { JobKind } from '../src/lib/jobs/job-kind.ts';
import { PURGE_JOBS_JOB, purgeFinishedJobs } from '../src/lib/jobs/job-retention.ts';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import { claimJobs, enqueueJob } from '../src/lib/jobs/queue.ts';
import { enqueueUnlessPending } from '../src/lib/jobs/recurring.ts';
import { createJobRunner } from '../src/lib/jobs/runner.ts';
import { queueMail } from '../src/lib/mail/queue-mail.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { signal } from './support/signal.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quietLog = { warn() {}, error() {} };

describe('jobs', () => {
  it('runs a queued job once and marks it completed', async () => {
    const seen: unknown[] = [];
    const type = `test.ok.${Math.random()}`;
    await enqueueJob(t.database.db, { type, priority: 'interactive' }, { n: 1 });
    const runner = createJobRunner({
      db: t.database.db,
      handlers: { [type]: async (p) => void seen.push(p) },
      log: quietLog,
      clock: () => new Date(),
    });
    await runner.runDue();
    await runner.runDue();
    expect(seen).toEqual([{ n: 1 }]);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.type, type));
    expect(row?.completedAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
  });

  it('retries a failing job later with back-off and gives up after its attempts', async () => {
    const type = `test.fail.${Math.random()}`;
    await enqueueJob(t.database.db, { type, priority: 'interactive' }, {}, { maxAttempts: 2 });
    let now = new Date('2026-11-21T00:00:00Z');
    let calls = 0;
    const runner = createJobRunner({
      db: t.database.db,
      handlers: {
        [type]: async () => {
          calls++;
          throw new Error('SMTP down');
        },
      },
      log: quietLog,
      clock: () => now,
    });
    // Queued "now" by the database clock; run far enough ahead that it is due.
    now = new Date(Date.now() + 1000);
    await runner.runDue();
    expect(calls).toBe(1);
    await runner.runDue();
    expect(calls).toBe(1); // not due again before its back-off
    now = new Date(now.getTime() + 31_000);
    await runner.runDue();
    expect(calls).toBe(2);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.type, type));
    expect(row).toMatchObject({ attempts: 2, lastError: 'SMTP down' });
    expect(row?.failedAt).toBeInstanceOf(Date);
  });

  it('hands a job to one claimer only', async () => {
    const type = `test.claim.${Math.random()}`;
    await enqueueJob(t.database.db, { type, priority: 'interactive' }, {});
    const now = new Date(Date.now() + 1000);
    const [a, b] = await Promise.all([
      claimJobs(t.database.db, 100, now),
      claimJobs(t.database.db, 100, now),
    ]);
    const claimedHere = [...(a ?? []), ...(b ?? [])].filter((j) => j.type === type);
    expect(claimedHere).toHaveLength(1);
  });

  it('delivers queued mail through the app mailer', async () => {
    await queueMail(t.database.db, { to: 'someone@example.com', subject: '【Rikuun】テスト', text: '本文' });
    expect(await t.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(fs.readdirSync(path.join(t.dataDir, 'mail')).length).toBeGreaterThanOrEqual(1);
  });

  it('starts the most urgent due job first and keeps bulk jobs to their share of the slots', async () => {
    const r = Math.random();
    const kind = (priority: JobKind['priority']): JobKind => ({ type: `test.${priority}.${r}`, priority });
    const [bulk, interactive, urgent] = [kind('bulk'), kind('interactive'), kind('urgent')];
    // Queued in the worst order: the bulk work first.
    for (const k of [bulk, bulk, bulk, interactive, urgent]) await enqueueJob(t.database.db, k, {});
    const started: string[] = [];
    let bulkRunning = 0;
    let mostBulkAtOnce = 0;
    const runner = createJobRunner({
      db: t.database.db,
      handlers: {
        [urgent.type]: async () => void started.push('urgent'),
        [interactive.type]: async () => void started.push('interactive'),
        [bulk.type]: async () => {
          started.push('bulk');
          mostBulkAtOnce = Math.max(mostBulkAtOnce, ++bulkRunning);
          await new Promise((resolve) => setImmediate(resolve));
          bulkRunning--;
        },
      },
      log: quietLog,
      clock: () => new Date(Date.now() + 1000),
      slots: { concurrency: 3, bulk: 1 },
    });
    await runner.runDue();
    expect(started.slice(0, 2)).toEqual(['urgent', 'interactive']);
    expect(started.filter((s) => s === 'bulk')).toHaveLength(3);
    expect(mostBulkAtOnce).toBe(1);
  });

  it('drops a secret payload once the job is done or given up, and keeps it for a retry', async () => {
    const r = Math.random();
    const sent: JobKind = { type: `test.secret-ok.${r}`, priority: 'urgent', secret: true };
    const refused: JobKind = { type: `test.secret-fail.${r}`, priority: 'urgent', secret: true };
    const plain: JobKind = { type: `test.plain.${r}`, priority: 'interactive' };
    await enqueueJob(t.database.db, sent, { url: 'https://x.test/login/link?token=ok' });
    await enqueueJob(
      t.database.db,
      refused,
      { url: 'https://x.test/login/link?token=ng' },
      { maxAttempts: 2 },
    );
    await enqueueJob(t.database.db, plain, { n: 1 });
    let now = new Date(Date.now() + 1000);
    const runner = createJobRunner({
      db: t.database.db,
      handlers: {
        [sent.type]: async () => undefined,
        [plain.type]: async () => undefined,
        [refused.type]: async () => {
          throw new Error('SMTP down');
        },
      },
      log: quietLog,
      clock: () => now,
    });
    const payloadOf = async (k: JobKind) => {
      const [row] = await t.database.db.select().from(jobs).where(eq(jobs.type, k.type));
      return row?.payload;
    };
    await runner.runDue();
    expect(await payloadOf(sent)).toEqual({});
    expect(await payloadOf(plain)).toEqual({ n: 1 });
    expect(await payloadOf(refused)).toEqual({ url: 'https://x.test/login/link?token=ng' }); // retried later
    now = new Date(now.getTime() + 31_000);
    await runner.runDue();
    const [given] = await t.database.db.select().from(jobs).where(eq(jobs.type, refused.type));
    expect(given?.failedAt).toBeInstanceOf(Date);
    expect(given?.payload).toEqual({});
  });

  it('purges done jobs after 7 days and given-up ones after 30, keeping newer and pending ones', async () => {
    const now = new Date('2030-01-15T00:00:00Z');
    const clocked = await createTestApp({}, undefined, { clock: () => now });
    try {
      const db = clocked.database.db;
      const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
      const row = (name: string, finished: { completedAt?: Date; failedAt?: Date; runAt?: Date }) => ({
        type: `test.retention.${name}`,
        payload: { email: 'someone@example.test' },
        ...finished,
      });
      const rows = await db
        .insert(jobs)
        .values([
          row('done-8-days', { completedAt: ago(8) }),
          row('done-6-days', { completedAt: ago(6) }),
          row('failed-31-days', { failedAt: ago(31) }),
          row('failed-29-days', { failedAt: ago(29) }),
          // Waiting (for a retry tomorrow), however old: never purged.
          row('pending', { runAt: ago(-1) }),
        ])
        .returning({ id: jobs.id, type: jobs.type });
      expect(await enqueueUnlessPending(db, PURGE_JOBS_JOB)).toBe(true);
      await clocked.app.jobs.runDue();
      const left = await db
        .select({ type: jobs.type })
        .from(jobs)
        .where(
          inArray(
            jobs.id,
            rows.map((r) => r.id),
          ),
        );
      expect(left.map((r) => r.type).sort()).toEqual([
        'test.retention.done-6-days',
        'test.retention.failed-29-days',
        'test.retention.pending',
      ]);

      // Chunk after chunk until none is left.
      await db.insert(jobs).values(Array.from({ length: 5 }, () => row('old', { completedAt: ago(10) })));
      expect(await purgeFinishedJobs(db, now, { doneDays: 7, failedDays: 30 }, 2)).toBe(5);
    } finally {
      await clocked.close();
    }
  });

  it('reads slots and retention from the environment, and keeps a slot free of bulk work', () => {
    expect(loadConfig({}).jobs).toMatchObject({
      slots: { concurrency: 2, bulk: 1 },
      retention: { doneDays: 7, failedDays: 30 },
    });
    const env = {
      JOBS_CONCURRENCY: '6',
      JOBS_BULK_CONCURRENCY: '4',
      JOBS_DONE_RETENTION_DAYS: '3',
      JOBS_FAILED_RETENTION_DAYS: '90',
    };
    expect(loadConfig(env).jobs).toMatchObject({
      slots: { concurrency: 6, bulk: 4 },
      retention: { doneDays: 3, failedDays: 90 },
    });
    expect(() => loadConfig({ JOBS_CONCURRENCY: '3', JOBS_BULK_CONCURRENCY: '3' })).toThrow(
      /JOBS_BULK_CONCURRENCY/,
    );
  });

  it('runs queued jobs by itself once started, one after another through the freed slot', async () => {
    const kind: JobKind = { type: `test.polled.${Math.random()}`, priority: 'urgent' };
    for (const n of [1, 2, 3]) await enqueueJob(t.database.db, kind, { n });
    const seen: unknown[] = [];
    const all = signal();
    const runner = createJobRunner({
      db: t.database.db,
      handlers: {
        [kind.type]: async (p) => {
          seen.push(p);
          if (seen.length === 3) all.resolve();
        },
      },
      log: quietLog,
      clock: () => new Date(Date.now() + 1000),
    });
    // An interval no test waits for: the first fill at start and each freed slot do the work.
    runner.start(3_600_000);
    await all.promise;
    await runner.stop();
    expect(seen).toHaveLength(3);
  });
});
