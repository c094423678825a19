import type { DestinationStatus } from '@rikuun/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinationActions } from '../src/features/destination-actions/destination-actions.table.ts';
import { destinations } from '../src/features/destinations/destinations.table.ts';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import { createCompany, createTestApp, createUser, type TestApp } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { courseWorld, createCourse, insertAction, insertStops } from './support/courses.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stopsOf = (courseId: string) =>
  t.database.db
    .select()
    .from(destinations)
    .where(eq(destinations.courseId, courseId))
    .orderBy(asc(destinations.sequence));

describe('course copy (定期便)', () => {
  it('copies the course with its stops, all pending, to each date and flags a national holiday', async () => {
    const { companyId, admin } = await createCompany(t);
    const w = await courseWorld(t, admin, companyId);
    const source = await createCourse(t, admin, {
      driverId: w.driverId,
      vehicleId: w.vehicleId,
      contractId: w.contractId,
      status: 'in_progress',
    });
    const stops = await insertStops(t, companyId, source.id, ['completed', 'arrived', 'pending'], {
      geocodeStatus: 'found',
    });
    await insertAction(t, companyId, source.id, stops[0] as string, 'completed');
    const res = await callAs(t, admin, 'POST', `/v1/courses/${source.id}/copy`, {
      deliveryDates: ['2026-11-24', '2026-11-23', '2026-11-24'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.skipped).toEqual([]);
    expect(res.body.courses.map((c: { deliveryDate: string; holidayName: string | null }) => c)).toEqual([
      { id: expect.any(String), deliveryDate: '2026-11-23', holidayName: '勤労感謝の日' },
      { id: expect.any(String), deliveryDate: '2026-11-24', holidayName: null },
    ]);
    const copyId = res.body.courses[0].id as string;
    const copy = (await callAs(t, admin, 'GET', `/v1/courses/${copyId}`)).body;
    expect(copy).toMatchObject({
      deliveryDate: '2026-11-23',
      name: '豊洲A便',
      driverId: w.driverId,
      vehicleId: w.vehicleId,
      contractId: w.contractId,
      clientId: w.clientId,
      status: 'planned',
      sourceCourseId: source.id,
      assignmentNotifiedAt: null,
      destinationCount: 3,
      completedCount: 0,
    });
    const copied = await stopsOf(copyId);
    expect(copied.map((d) => [d.sequence, d.name, d.status, d.geocodeStatus])).toEqual([
      [1, '配送先1', 'pending', 'found'],
      [2, '配送先2', 'pending', 'found'],
      [3, '配送先3', 'pending', 'found'],
    ]);
    const actions = await t.database.db
      .select()
      .from(destinationActions)
      .where(eq(destinationActions.courseId, copyId));
    expect(actions).toEqual([]);
    expect((await stopsOf(source.id)).map((d) => d.status)).toEqual(['completed', 'arrived', 'pending']);
  });

  it('leaves national holidays out with skipHolidays', async () => {
    const { admin } = await createCompany(t);
    const source = await createCourse(t, admin);
    const res = await callAs(t, admin, 'POST', `/v1/courses/${source.id}/copy`, {
      deliveryDates: ['2026-11-20', '2026-11-23', '2026-11-24'],
      skipHolidays: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.courses.map((c: { deliveryDate: string }) => c.deliveryDate)).toEqual([
      '2026-11-20',
      '2026-11-24',
    ]);
    expect(res.body.skipped).toEqual([{ deliveryDate: '2026-11-23', holidayName: '勤労感謝の日' }]);
    const list = await callAs(t, admin, 'GET', '/v1/courses?from=2026-11-01&to=2026-11-30');
    expect(list.body.total).toBe(3);
  });

  it('refuses empty dates and dates outside the contract’s period, copying nothing', async () => {
    const { companyId, admin } = await createCompany(t);
    const w = await courseWorld(t, admin, companyId);
    const source = await createCourse(t, admin, { contractId: w.contractId });
    const empty = await callAs(t, admin, 'POST', `/v1/courses/${source.id}/copy`, { deliveryDates: [] });
    expect(fieldMessages(empty.body).deliveryDates).toEqual(['コピー先の日付を選択してください']);
    const outside = await callAs(t, admin, 'POST', `/v1/courses/${source.id}/copy`, {
      deliveryDates: ['2027-03-31', '2027-04-01'],
    });
    expect(outside.status).toBe(400);
    expect(fieldMessages(outside.body).deliveryDates?.[0]).toContain('2027/04/01');
    expect((await callAs(t, admin, 'GET', '/v1/courses')).body.total).toBe(1);
  });
});

describe('course carry-over', () => {
  /** A course in progress with a driver who signs in (so a push can reach him), its stops as given. */
  async function inProgress(statuses: DestinationStatus[]) {
    const { companyId, admin } = await createCompany(t);
    const driverUser = await createUser(t, 'driver', { companyId });
    const [driver] = await t.database.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(eq(drivers.userId, driverUser.id));
    const source = await createCourse(t, admin, { driverId: driver?.id, status: 'in_progress' });
    const stops = await insertStops(t, companyId, source.id, statuses);
    await insertAction(t, companyId, source.id, stops[0] as string, 'completed');
    return { companyId, admin, driverUser, source, stops };
  }
  const pushesTo = async (userId: string) =>
    (await t.database.db.select().from(jobs).where(eq(jobs.type, 'push')))
      .map((j) => j.payload as { userId: string; title: string; body: string; url: string })
      .filter((p) => p.userId === userId);

  it('moves the unfinished stops to a new course; the source counts what it kept and is 完了', async () => {
    const { admin, driverUser, source } = await inProgress([
      'completed',
      'pending',
      'skipped',
      'absent',
      'arrived',
    ]);
    const res = await callAs(t, admin, 'POST', `/v1/courses/${source.id}/carry-over`, {
      deliveryDate: '2026-11-25',
      includeArrived: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      deliveryDate: '2026-11-25',
      name: '豊洲A便',
      status: 'planned',
      sourceCourseId: source.id,
      destinationCount: 3,
      completedCount: 0,
      carriedOverCount: 0,
    });
    const moved = await stopsOf(res.body.id);
    expect(moved.map((d) => [d.sequence, d.name, d.status])).toEqual([
      [1, '配送先2', 'pending'],
      [2, '配送先4', 'pending'],
      [3, '配送先5', 'pending'],
    ]);
    expect((await stopsOf(source.id)).map((d) => d.status)).toEqual([
      'completed',
      'carried_over',
      'skipped',
      'carried_over',
      'carried_over',
    ]);
    const original = (await callAs(t, admin, 'GET', `/v1/courses/${source.id}`)).body;
    expect(original).toMatchObject({
      status: 'completed',
      destinationCount: 2,
      completedCount: 1,
      carriedOverCount: 3,
    });
    // The 配車表 and the phone read the same counts.
    const week = await callAs(t, admin, 'GET', '/v1/courses/calendar-by-driver?deliveryDate=2026-11-24');
    const cards = week.body.drivers.flatMap((d: { courses: Record<string, unknown[]> }) =>
      Object.values(d.courses).flat(),
    );
    expect(cards.find((c: { id: string }) => c.id === source.id)).toMatchObject({
      status: 'completed',
      destinationCount: 2,
      completedCount: 1,
      carriedOverCount: 3,
    });
    const phone = await callAs(t, driverUser, 'GET', '/v1/self/courses?deliveryDate=2026-11-24');
    expect(phone.body.courses[0]).toMatchObject({
      status: 'completed',
      destinationCount: 2,
      completedCount: 1,
      carriedOverCount: 3,
    });
    expect(await pushesTo(driverUser.id)).toEqual([
      {
        userId: driverUser.id,
        title: 'コースの繰越',
        body: '11月24日の「豊洲A便」は配送先2件で終了です。未完了の3件は11月25日の「豊洲A便」に繰り越しました。',
        url: '/driver/courses?date=2026-11-25',
      },
    ]);
    const again = await callAs(t, admin, 'POST', `/v1/courses/${source.id}/carry-over`, {
      deliveryDate: '2026-11-26',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/繰り越す配送先がありません/);
  });

  it('carries a stop with 到着 recorded only when asked: else 409 naming it, nothing changed', async () => {
    const { admin, driverUser, source } = await inProgress(['completed', 'arrived', 'pending']);
    const res = await callAs(t, admin, 'POST', `/v1/courses/${source.id}/carry-over`, {
      deliveryDate: '2026-11-25',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('2番目「配送先2」は到着が記録されています');
    expect(res.body.errors).toEqual([
      { property: 'includeArrived', constraints: { arrived: res.body.message }, children: [] },
    ]);
    expect((await stopsOf(source.id)).map((d) => d.status)).toEqual(['completed', 'arrived', 'pending']);
    expect((await callAs(t, admin, 'GET', '/v1/courses')).body.total).toBe(1);
    expect(await pushesTo(driverUser.id)).toEqual([]);
  });

  it('moves a course with nothing done whole to the date, leaving no empty course behind', async () => {
    const { companyId, admin } = await createCompany(t);
    const driverUser = await createUser(t, 'driver', { companyId });
    const [driver] = await t.database.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(eq(drivers.userId, driverUser.id));
    const source = await createCourse(t, admin, { driverId: driver?.id });
    await insertStops(t, companyId, source.id, ['pending', 'pending', 'absent']);
    const res = await callAs(t, admin, 'POST', `/v1/courses/${source.id}/carry-over`, {
      deliveryDate: '2026-11-27',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: source.id,
      deliveryDate: '2026-11-27',
      status: 'planned',
      sourceCourseId: null,
      destinationCount: 3,
      carriedOverCount: 0,
    });
    expect((await stopsOf(source.id)).map((d) => d.status)).toEqual(['pending', 'pending', 'pending']);
    const list = await callAs(t, admin, 'GET', '/v1/courses');
    expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([source.id]);
    expect(await pushesTo(driverUser.id)).toEqual([
      {
        userId: driverUser.id,
        title: 'コースの日付変更',
        body: '11月24日の「豊洲A便」は11月27日に変更になりました（配送先3件）。',
        url: '/driver/courses?date=2026-11-27',
      },
    ]);
  });

  it('is staff’s: a driver is refused, another company’s course is not found and stays as it was', async () => {
    const { admin, driverUser, source } = await inProgress(['completed', 'pending']);
    const body = { deliveryDate: '2026-11-25' };
    const own = await callAs(t, driverUser, 'POST', `/v1/courses/${source.id}/carry-over`, body);
    expect(own.status).toBe(403);
    const other = await createCompany(t);
    const foreign = await callAs(t, other.admin, 'POST', `/v1/courses/${source.id}/carry-over`, body);
    expect(foreign.status).toBe(404);
    expect((await stopsOf(source.id)).map((d) => d.status)).toEqual(['completed', 'pending']);
    expect((await callAs(t, admin, 'GET', `/v1/courses/${source.id}`)).body).toMatchObject({
      status: 'in_progress',
      destinationCount: 2,
      carriedOverCount: 0,
    });
    expect(await pushesTo(driverUser.id)).toEqual([]);
  });

  it('validates the date in Japanese', async () => {
    const { admin } = await createCompany(t);
    const source = await createCourse(t, admin);
    const res = await callAs(t, admin, 'POST', `/v1/courses/${source.id}/carry-over`, { deliveryDate: 'x' });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body).deliveryDate?.[0]).toMatch(/配送日/);
  });
});
