import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import { claimJobs, enqueueJob } from '../src/lib/jobs/queue.ts';
import { createJobRunner } from '../src/lib/jobs/runner.ts';
import { queueMail } from '../src/lib/mail/queue-mail.ts';
import { createTestApp, type TestApp } from './helpers.ts';

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
    await enqueueJob(t.database.db, type, { n: 1 });
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
    await enqueueJob(t.database.db, type, {}, { maxAttempts: 2 });
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
    await enqueueJob(t.database.db, type, {});
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
});
