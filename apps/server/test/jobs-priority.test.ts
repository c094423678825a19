import { and, desc, eq, inArray, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../src/features/courses/courses.table.ts';
import { destinations } from '../src/features/destinations/destinations.table.ts';
import { queueGeocodeDestination } from '../src/features/geocoding/geocode-destinations.ts';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import { createCompany, createTestApp, type TestApp } from './helpers.ts';
import { createDriver } from './support/drivers.ts';
import { startGeocoder } from './support/geocoder-server.ts';
import { parseMail } from './support/mail-parse.ts';
import { signal } from './support/signal.ts';
import { startSmtpServer } from './support/smtp-server.ts';

/**
 * Mail first: a sign-in mail is not queued behind bulk work. Mail goes through a real SMTP server,
 * geocoding to a local geocoder whose answers a test can hold back.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let geocoder: Awaited<ReturnType<typeof startGeocoder>>;
let t: TestApp;
/** What the geocoder waits for before each answer (a test sets it). */
let hold: () => Promise<void> = async () => undefined;
/** A clock that moves one millisecond at each reading: jobs' completed_at gives their order. */
let ticks = 0;
const start = Date.now();
const clock = () => new Date(start + ticks++);

beforeAll(async () => {
  smtp = await startSmtpServer();
  geocoder = await startGeocoder({}, { onQuery: () => hold() });
  t = await createTestApp(
    {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      PUBLIC_URL: 'https://rikuun.example',
      GEOCODER_URL: geocoder.url,
      GEOCODER_TIMEOUT_MS: '20000',
    },
    undefined,
    { clock },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await geocoder.close();
});

const LINK = /https:\/\/rikuun\.example\/login\/link\?token=([A-Za-z0-9_-]+)/;

/** `count` stops with an address and no coordinates, each with its geocode-destination job queued. */
async function geocodingBacklog(companyId: string, count: number) {
  const db = t.database.db;
  const [course] = await db
    .insert(courses)
    .values({ companyId, name: '一括取込便', deliveryDate: '2026-04-07' })
    .returning({ id: courses.id });
  const rows = await db
    .insert(destinations)
    .values(
      Array.from({ length: count }, (_, i) => ({
        companyId,
        courseId: course?.id as string,
        sequence: i + 1,
        name: `配送先${i + 1}`,
        address1: `東京都千代田区テスト町${i + 1}`,
        geocodeStatus: 'pending' as const,
      })),
    )
    .returning({ id: destinations.id });
  await db.transaction(async (tx) => {
    for (const row of rows) await queueGeocodeDestination(tx, companyId, row.id);
  });
  return rows.map((r) => r.id);
}

/** The geocoder holds every answer until `release` is called; `asked` resolves at the first query. */
function holdGeocoder() {
  const asked = signal();
  const released = signal();
  hold = async () => {
    asked.resolve();
    await released.promise;
  };
  return { asked: asked.promise, release: released.resolve };
}

describe('job priorities', () => {
  it('delivers a sign-in mail queued behind 300 geocoding jobs before the backlog is done', {
    timeout: 180_000,
  }, async () => {
    const { companyId, admin } = await createCompany(t);
    const stops = await geocodingBacklog(companyId, 300);
    const geocoding = holdGeocoder();
    const backlog = t.app.jobs.runDue();
    await geocoding.asked; // the backlog is being worked through

    const driver = await createDriver(t, admin, { name: '配送 一郎' }); // queues the invitation
    geocoding.release();
    await backlog;

    expect(smtp.to(driver.email)).toHaveLength(1);
    const [mail] = await t.database.db
      .select()
      .from(jobs)
      .where(like(jobs.type, 'mail.%'))
      .orderBy(desc(jobs.createdAt))
      .limit(1);
    const geocoded = await t.database.db
      .select({ completedAt: jobs.completedAt })
      .from(jobs)
      .where(eq(jobs.type, 'geocode-destination'));
    expect(geocoded).toHaveLength(300);
    expect(geocoded.every((g) => g.completedAt)).toBe(true);
    // Most of the backlog was still to do when the mail went out.
    const after = geocoded.filter((g) => (g.completedAt as Date) > (mail?.completedAt as Date));
    expect(after.length).toBeGreaterThan(150);
    const left = await t.database.db
      .select({ id: destinations.id })
      .from(destinations)
      .where(and(inArray(destinations.id, stops), eq(destinations.geocodeStatus, 'pending')));
    expect(left).toHaveLength(0);
  });

  it('sends a sign-in mail while bulk jobs hold every slot they may take', async () => {
    const { companyId, admin } = await createCompany(t);
    const stops = await geocodingBacklog(companyId, 3);
    const geocoding = holdGeocoder();
    const backlog = t.app.jobs.runDue();
    await geocoding.asked; // a geocoding job is running and waits for the geocoder

    const driver = await createDriver(t, admin, { name: '配送 二郎' });
    // Another pass (the poller's next tick) takes the mail into the slot kept for it.
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(smtp.to(driver.email)).toHaveLength(1);
    const pending = await t.database.db
      .select({ id: destinations.id })
      .from(destinations)
      .where(and(inArray(destinations.id, stops), eq(destinations.geocodeStatus, 'pending')));
    expect(pending).toHaveLength(3);

    geocoding.release();
    await backlog;
  });
});

describe('secret payloads', () => {
  it('drops the sign-in link from the jobs table once the mail is delivered', async () => {
    hold = async () => undefined;
    const { admin } = await createCompany(t);
    const driver = await createDriver(t, admin, { name: '配送 三郎' });
    const [queued] = await t.database.db
      .select()
      .from(jobs)
      .where(and(like(jobs.type, 'mail.%'), isNull(jobs.completedAt)));
    const token = LINK.exec(JSON.stringify(queued?.payload))?.[1];
    expect(token).toBeTruthy();

    await t.app.jobs.runDue();
    const [delivered] = smtp.to(driver.email);
    expect(LINK.exec(parseMail(delivered?.raw ?? '').text)?.[1]).toBe(token);
    const [row] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, queued?.id as string));
    expect(row?.completedAt).toBeInstanceOf(Date);
    expect(row?.payload).toEqual({});
    expect(JSON.stringify(row)).not.toContain(token);
  });
});
