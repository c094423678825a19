import { LOCATION_BATCH_MAX, todayInTokyo } from '@rikuun/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances } from '../src/features/attendances/attendances.table.ts';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import {
  LOCATION_PARTITIONS_AHEAD,
  locationPartitions,
  makeLocationPartition,
  tokyoMonth,
} from '../src/features/locations/location-partitions.ts';
import { PURGE_LOCATIONS_JOB } from '../src/features/locations/location-retention.ts';
import { driverLastPositions, driverLocations } from '../src/features/locations/locations.table.ts';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import { enqueueUnlessPending } from '../src/lib/jobs/recurring.ts';
import { createCompany, createTestApp, createUser, type TestApp, type TestUser } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { insertCourse } from './support/course-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOCATION_RETENTION_DAYS: '30' });
});
afterAll(() => t.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const point = (m: number, over: Record<string, unknown> = {}) => ({
  latitude: 35.68 + m / 1000,
  longitude: 139.76,
  accuracy: 12,
  heading: 90,
  speed: 8.5,
  recordedAt: minutesAgo(m),
  ...over,
});

type ErrorNode = { property: string; constraints?: Record<string, string>; children?: ErrorNode[] };
/** The messages at a dotted path of the validation tree (array items are nodes named by their index). */
function messagesAt(body: { errors?: ErrorNode[] }, path: string): string[] {
  let level = body.errors ?? [];
  let node: ErrorNode | undefined;
  for (const segment of path.split('.')) {
    node = level.find((n) => n.property === segment);
    level = node?.children ?? [];
  }
  return Object.values(node?.constraints ?? {});
}

/** A company with its admin and one driver who signs in. */
async function setup() {
  const { companyId, admin } = await createCompany(t);
  const driver = await createUser(t, 'driver', { companyId });
  const [row] = await t.database.db.select().from(drivers).where(eq(drivers.userId, driver.id));
  if (!row) throw new Error('driver row missing');
  const post = (points: unknown[], as: TestUser = driver) =>
    callAs(t, as, 'POST', '/v1/locations', { points });
  const search = (driverIds: string[], as: TestUser = admin, from = minutesAgo(24 * 60)) =>
    callAs(t, as, 'POST', '/v1/locations/search', { driverIds, from, to: minutesAgo(-1) });
  return { companyId, admin, driver, driverId: row.id, post, search };
}

describe('POST /locations', () => {
  it('stores a batch, and a resent batch adds nothing', async () => {
    const { driverId, post, search } = await setup();
    const batch = [point(3), point(2), point(1, { accuracy: null, heading: undefined, speed: null })];
    const first = await post(batch);
    expect(first).toEqual({ status: 200, body: { accepted: 3 } });
    const again = await post(batch);
    expect(again).toEqual({ status: 200, body: { accepted: 0 } });
    // Half old, half new: only the new ones count.
    expect((await post([batch[2], point(0.5)])).body).toEqual({ accepted: 1 });

    const found = await search([driverId]);
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(4);
    expect(found.body.data.map((p: { recordedAt: string }) => p.recordedAt)).toEqual([
      batch[0]?.recordedAt,
      batch[1]?.recordedAt,
      batch[2]?.recordedAt,
      expect.any(String),
    ]);
    expect(found.body.data[0]).toEqual({ driverId, ...batch[0] });
    expect(found.body.data[2]).toMatchObject({ accuracy: null, heading: null, speed: null });
  });

  it('moves the last position only forward, and publishes a hint when it moves', async () => {
    const { companyId, driverId, post } = await setup();
    const hints: unknown[] = [];
    const unsubscribe = await t.app.pubsub.subscribe('driver_positions', (m) => hints.push(m));
    try {
      const newer = [point(10), point(5)];
      await post(newer);
      const late = await post([point(20), point(15)]); // an offline phone's older batch, sent late
      expect(late.body.accepted).toBe(2);
      const [last] = await t.database.db
        .select()
        .from(driverLastPositions)
        .where(eq(driverLastPositions.driverId, driverId));
      expect(last?.recordedAt.toISOString()).toBe(newer[1]?.recordedAt);
      expect(last?.latitude).toBeCloseTo(35.685, 6);
      await expect.poll(() => hints.length).toBe(1);
      expect(hints[0]).toEqual({ companyId, driverId, recordedAt: last?.recordedAt.toISOString() });
    } finally {
      await unsubscribe();
    }
  });

  it('drops points older than the retention period', async () => {
    const { driverId, post } = await setup();
    const res = await post([point(31 * 24 * 60), point(1)]);
    expect(res.body).toEqual({ accepted: 1 });
    const rows = await t.database.db
      .select()
      .from(driverLocations)
      .where(eq(driverLocations.driverId, driverId));
    expect(rows).toHaveLength(1);
  });

  it('checks each point, with Japanese messages at the field', async () => {
    const { post } = await setup();
    const bad = await post([point(1), point(2, { latitude: 91, recordedAt: 'yesterday' })]);
    expect(bad.status).toBe(400);
    expect(messagesAt(bad.body, 'points.1.latitude')).toEqual(['緯度は90以下で入力してください']);
    expect(messagesAt(bad.body, 'points.1.recordedAt')[0]).toMatch(/^記録日時は日時/);
    expect(messagesAt((await post([])).body, 'points')).toEqual(['位置情報を送信してください']);
    const future = await post([point(-60)]);
    expect(messagesAt(future.body, 'points.0.recordedAt')).toEqual(['記録日時に未来の日時は指定できません']);

    const many = Array.from({ length: LOCATION_BATCH_MAX + 1 }, (_, i) => point(i / 10));
    const tooMany = await post(many);
    expect(tooMany.status).toBe(400);
    expect(messagesAt(tooMany.body, 'points')).toEqual([`位置情報は一度に${LOCATION_BATCH_MAX}件までです`]);
    expect((await post(many.slice(0, LOCATION_BATCH_MAX))).body).toEqual({ accepted: LOCATION_BATCH_MAX });
  });

  it('is for drivers only', async () => {
    const { admin, post } = await setup();
    expect((await post([point(1)], admin)).status).toBe(403);
  });
});

describe('POST /locations/search', () => {
  it("answers 404 for another company's driver or an unknown id, and is for staff only", async () => {
    const a = await setup();
    const b = await setup();
    await a.post([point(1)]);
    expect((await b.search([a.driverId], b.admin)).status).toBe(404);
    expect((await b.search([b.driverId, a.driverId], b.admin)).status).toBe(404);
    expect((await a.search(['0192f000-0000-7000-8000-00000000abcd'])).status).toBe(404);
    expect((await a.search([a.driverId], a.driver)).status).toBe(403);
    const own = await a.search([a.driverId]);
    expect(own.body.total).toBe(1);
  });

  it('reads the period asked for, and checks it', async () => {
    const { admin, driverId, post, search } = await setup();
    await post([point(120), point(30), point(10)]);
    expect((await search([driverId], undefined, minutesAgo(60))).body.total).toBe(2);
    const reversed = await callAs(t, admin, 'POST', '/v1/locations/search', {
      driverIds: [driverId],
      from: minutesAgo(10),
      to: minutesAgo(20),
    });
    expect(reversed.status).toBe(400);
    expect(fieldMessages(reversed.body).to).toEqual(['終了日時は開始日時以降を指定してください']);
  });
});

describe('GET /locations/latest', () => {
  it("shows each active driver's last position, duty and running course", async () => {
    const { companyId, admin, driver, driverId, post } = await setup();
    const idle = await createUser(t, 'driver', { companyId });
    const [idleRow] = await t.database.db.select().from(drivers).where(eq(drivers.userId, idle.id));
    const empty = await callAs(t, admin, 'GET', '/v1/locations/latest');
    expect(empty.body).toEqual({ data: [], total: 0 });

    await post([point(3), point(2)]);
    await post([point(4)], idle);
    const offDuty = await callAs(t, admin, 'GET', '/v1/locations/latest');
    expect(offDuty.body.total).toBe(2);
    expect(offDuty.body.data.find((p: { driverId: string }) => p.driverId === driverId)).toEqual({
      driverId,
      driverName: 'テスト ドライバー',
      ...point(2),
      recordedAt: expect.any(String),
      latitude: expect.closeTo(35.682, 6),
      onDuty: false,
      courseId: null,
      courseName: null,
    });

    await t.database.db.insert(attendances).values({
      companyId,
      driverId,
      type: 'clock_in',
      at: new Date(minutesAgo(60)),
      workDate: todayInTokyo(new Date()),
    });
    const course = await insertCourse(t.database.db, companyId, {
      deliveryDate: todayInTokyo(new Date()),
      driverId,
      status: 'in_progress',
      name: '午前便',
    });
    const onDuty = await callAs(t, admin, 'GET', '/v1/locations/latest');
    const mine = onDuty.body.data.find((p: { driverId: string }) => p.driverId === driverId);
    expect(mine).toMatchObject({ onDuty: true, courseId: course.id, courseName: '午前便' });
    const other = onDuty.body.data.find((p: { driverId: string }) => p.driverId === idleRow?.id);
    expect(other).toMatchObject({ onDuty: false, courseId: null });

    // An inactive driver leaves the map; another company sees none of these.
    await t.database.db.update(drivers).set({ active: false }).where(eq(drivers.id, driverId));
    const after = await callAs(t, admin, 'GET', '/v1/locations/latest');
    expect(after.body.data.map((p: { driverId: string }) => p.driverId)).toEqual([idleRow?.id]);
    const b = await setup();
    expect((await callAs(t, b.admin, 'GET', '/v1/locations/latest')).body.total).toBe(0);
    expect((await callAs(t, driver, 'GET', '/v1/locations/latest')).status).toBe(403);
  });
});

describe('retention', () => {
  const partitionOf = (month: string) => `driver_locations_${month.slice(0, 4)}_${month.slice(5, 7)}`;
  const midMonth = (month: string) => new Date(`${month.slice(0, 8)}15T03:00:00Z`);

  it('the hourly job makes the coming months and drops each month wholly past the retention period', async () => {
    const { companyId, driverId } = await setup();
    const db = t.database.db;
    const day = 86_400_000;
    const now = new Date();
    const expired = tokyoMonth(now, -3);
    const ahead = tokyoMonth(now, LOCATION_PARTITIONS_AHEAD);
    // A month older than the retention period, as the migration makes for the points already there.
    expect(await makeLocationPartition(db, expired)).toBe(true);
    // The farthest month ahead missing, as if the job had not run this month yet.
    await db.execute(sql`drop table ${sql.identifier(partitionOf(ahead))}`);
    const at = (recordedAt: Date) => ({ companyId, driverId, recordedAt, latitude: 35, longitude: 139 });
    await db.insert(driverLocations).values([
      at(midMonth(expired)),
      // A month without a partition: the default partition holds it, and the purge empties it.
      at(midMonth(tokyoMonth(now, -5))),
      at(new Date(now.getTime() - 29 * day)),
      at(new Date(now.getTime() - day)),
    ]);

    // Queued at most once while pending, however many instances ask.
    const queued = await Promise.all(
      [1, 2, 3].map(() => enqueueUnlessPending(t.database.db, PURGE_LOCATIONS_JOB)),
    );
    expect(queued.filter(Boolean)).toHaveLength(1);
    const pending = await t.database.db.select().from(jobs).where(eq(jobs.type, PURGE_LOCATIONS_JOB.type));
    expect(pending.filter((j) => !j.completedAt)).toHaveLength(1);

    await t.app.jobs.runDue();
    const names = (await locationPartitions(db)).map((p) => p.name);
    expect(names).not.toContain(partitionOf(expired));
    expect(names).toEqual(expect.arrayContaining([0, 1, 2].map((i) => partitionOf(tokyoMonth(now, i)))));
    const left = await db
      .select({ recordedAt: driverLocations.recordedAt })
      .from(driverLocations)
      .where(and(eq(driverLocations.companyId, companyId), eq(driverLocations.driverId, driverId)))
      .orderBy(driverLocations.recordedAt);
    expect(left.map((r) => Math.round((now.getTime() - r.recordedAt.getTime()) / day))).toEqual([29, 1]);
    // Done: the next hour queues it again.
    expect(await enqueueUnlessPending(t.database.db, PURGE_LOCATIONS_JOB)).toBe(true);
  });

  it('a month made late takes its points over from the default partition', async () => {
    const { companyId, driverId } = await setup();
    const db = t.database.db;
    const later = tokyoMonth(new Date(), 6);
    const recordedAt = midMonth(later);
    await db
      .insert(driverLocations)
      .values({ companyId, driverId, recordedAt, latitude: 35, longitude: 139 });
    const partition = async () => {
      const result = await db.execute(
        sql`select tableoid::regclass::text as part from driver_locations where driver_id = ${driverId}`,
      );
      return (result as unknown as { rows: { part: string }[] }).rows.map((r) => r.part);
    };
    expect(await partition()).toEqual(['driver_locations_default']);
    expect(await makeLocationPartition(db, later)).toBe(true);
    expect(await partition()).toEqual([partitionOf(later)]);
    expect(await makeLocationPartition(db, later)).toBe(false);
  });
});
