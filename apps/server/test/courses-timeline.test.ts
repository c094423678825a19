import type { Timeline, TimelineCourse } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedTimes } from '../src/features/courses/course-timeline.service.ts';
import { destinations } from '../src/features/destinations/destinations.table.ts';
import { vehicles } from '../src/features/vehicles/vehicles.table.ts';
import { createCompany, createTestApp, type TestApp, type TestUser } from './helpers.ts';
import { freshRegistrationNumber } from './security/vehicles.fixtures.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { courseWorld, createCourse, created, insertCourseDriver, insertStops } from './support/courses.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = '2026-11-24';

async function timeline(admin: TestUser, query = `date=${DAY}`): Promise<Timeline> {
  const res = await callAs(t, admin, 'GET', `/v1/courses/timeline?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const bar = (day: Timeline, id: string) => day.data.find((c) => c.id === id) as TimelineCourse;

describe('course timeline (配車表のタイムライン)', () => {
  it("gives each course of the day its bar's ends: the course's own times, else its stops' windows, else none", async () => {
    const { companyId, admin } = await createCompany(t);
    const world = await courseWorld(t, admin, companyId);
    const own = await createCourse(t, admin, {
      name: '自前の時刻',
      driverId: world.driverId,
      vehicleId: world.vehicleId,
      startTime: '06:30',
      endTime: '12:30',
    });
    const fromStops = await createCourse(t, admin, { name: '時間指定から', startTime: null, endTime: null });
    await insertStops(t, companyId, fromStops.id, ['pending', 'pending']);
    const [first, second] = await t.database.db
      .select({ id: destinations.id })
      .from(destinations)
      .where(eq(destinations.courseId, fromStops.id))
      .orderBy(destinations.sequence);
    await t.database.db
      .update(destinations)
      .set({ timeWindowStart: '10:00', timeWindowEnd: '11:00' })
      .where(eq(destinations.id, first?.id as string));
    await t.database.db
      .update(destinations)
      .set({ timeWindowStart: '13:00', timeWindowEnd: '15:30' })
      .where(eq(destinations.id, second?.id as string));
    const startOnly = await createCourse(t, admin, { name: '開始だけ', startTime: '14:00', endTime: null });
    const none = await createCourse(t, admin, { name: '時間未定便', startTime: null, endTime: null });
    await createCourse(t, admin, { name: '翌日の便', deliveryDate: '2026-11-25' });

    const day = await timeline(admin);
    expect(day.date).toBe(DAY);
    expect(day.total).toBe(4);
    expect(day.data.map((c) => c.name)).toEqual(['自前の時刻', '時間指定から', '開始だけ', '時間未定便']);
    expect(bar(day, own.id)).toMatchObject({
      plannedStart: '06:30',
      plannedEnd: '12:30',
      startFrom: 'course',
      endFrom: 'course',
      driverId: world.driverId,
      driverName: '配送 一郎',
      vehicleId: world.vehicleId,
      vehicleRegistrationNumber: world.registrationNumber,
    });
    expect(bar(day, fromStops.id)).toMatchObject({
      plannedStart: '10:00',
      plannedEnd: '15:30',
      startFrom: 'stops',
      endFrom: 'stops',
    });
    expect(bar(day, startOnly.id)).toMatchObject({ plannedStart: '14:00', plannedEnd: null, endFrom: null });
    expect(bar(day, none.id)).toMatchObject({ plannedStart: null, plannedEnd: null, startFrom: null });
    // Both views' rows: the company's active driver and vehicle.
    expect(day.drivers.map((d) => d.driverId)).toEqual([world.driverId]);
    expect(day.vehicles.map((v) => v.vehicleId)).toEqual([world.vehicleId]);
  });

  it('takes an end not after the start as no end', () => {
    expect(plannedTimes({ startTime: '15:00', endTime: null }, { first: '09:00', last: '12:00' })).toEqual({
      plannedStart: '15:00',
      plannedEnd: null,
      startFrom: 'course',
      endFrom: null,
    });
    expect(plannedTimes({ startTime: null, endTime: '17:00' }, undefined)).toEqual({
      plannedStart: null,
      plannedEnd: '17:00',
      startFrom: null,
      endFrom: 'course',
    });
  });

  it('shows inactive vehicles and drivers only with a course that day, and filters rows and courses', async () => {
    const { companyId, admin } = await createCompany(t);
    const group = await created(t, admin, '/v1/groups', { name: 'A班' });
    const inGroup = await insertCourseDriver(t, companyId, { name: '班員', groupId: group.id });
    const outside = await insertCourseDriver(t, companyId, { name: '班外' });
    await insertCourseDriver(t, companyId, { name: '退職', active: false });
    const parked = await created(t, admin, '/v1/vehicles', {
      registrationNumber: freshRegistrationNumber(),
      vehicleClass: 'small',
    });
    const used = await created(t, admin, '/v1/vehicles', {
      registrationNumber: freshRegistrationNumber(),
      vehicleClass: 'small',
    });
    const unassigned = await createCourse(t, admin, { name: '未割当便', vehicleId: used.id });
    const theirs = await createCourse(t, admin, { name: '班員の便', driverId: inGroup });
    const others = await createCourse(t, admin, { name: '班外の便', driverId: outside });
    await t.database.db.update(vehicles).set({ active: false }).where(eq(vehicles.id, parked.id));
    await t.database.db.update(vehicles).set({ active: false }).where(eq(vehicles.id, used.id));

    const day = await timeline(admin);
    expect(day.drivers.map((d) => d.name).sort()).toEqual(['班員', '班外'].sort());
    expect(day.vehicles.map((v) => v.vehicleId)).toEqual([used.id]);
    expect(day.vehicles[0]).toMatchObject({ active: false });

    const filtered = await timeline(admin, `date=${DAY}&groupId=${group.id}`);
    expect(filtered.drivers.map((d) => d.driverId)).toEqual([inGroup]);
    expect(filtered.data.map((c) => c.id).sort()).toEqual([unassigned.id, theirs.id].sort());
    expect(filtered.data.map((c) => c.id)).not.toContain(others.id);
  });

  it("shows one company's day to it alone (another company's courses, drivers and vehicles never appear)", async () => {
    const a = await createCompany(t);
    const b = await createCompany(t, '別テナント株式会社');
    const world = await courseWorld(t, a.admin, a.companyId);
    const course = await createCourse(t, a.admin, { driverId: world.driverId, vehicleId: world.vehicleId });
    expect((await timeline(a.admin)).data.map((c) => c.id)).toEqual([course.id]);
    const seen = await timeline(b.admin);
    expect(seen.data).toEqual([]);
    expect(seen.total).toBe(0);
    expect(seen.drivers.map((d) => d.driverId)).not.toContain(world.driverId);
    expect(seen.vehicles.map((v) => v.vehicleId)).not.toContain(world.vehicleId);
    // Another company's group or driver as a filter: nothing of theirs, no error.
    const other = await timeline(b.admin, `date=${DAY}&driverId=${world.driverId}`);
    expect(other.drivers).toEqual([]);
    expect(other.data).toEqual([]);
  });

  it('answers a bad date at the field in Japanese', async () => {
    const { admin } = await createCompany(t);
    const bad = await callAs(t, admin, 'GET', '/v1/courses/timeline?date=2026-13-01');
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body).date?.[0]).toMatch(/配送日/);
  });
});
