import type { Calendar, CourseSummary } from '@rikuun/contract';
import { todayInTokyo, weekOf } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { createCompany, createTestApp, type TestApp, type TestUser } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { courseWorld, createCourse, created, insertCourseDriver, insertStops } from './support/courses.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function calendar(admin: TestUser, query = ''): Promise<Calendar> {
  const res = await callAs(t, admin, 'GET', `/v1/courses/calendar-by-driver?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const names = (c: Calendar) => c.drivers.map((d) => d.name);
const cards = (c: Calendar, driverId: string | null, date: string) =>
  (c.drivers.find((d) => d.driverId === driverId)?.courses[date] ?? []) as CourseSummary[];

describe('calendar by driver (配車表)', () => {
  it('shows the week Monday to Sunday, the unassigned row first, then drivers by group and kana', async () => {
    const { companyId, admin } = await createCompany(t);
    const g1 = await created(t, admin, '/v1/groups', { name: 'A班' });
    const g2 = await created(t, admin, '/v1/groups', { name: 'B班' });
    await insertCourseDriver(t, companyId, { name: '渡辺', nameKana: 'ワタナベ', groupId: g1.id });
    await insertCourseDriver(t, companyId, { name: '青木', nameKana: 'アオキ', groupId: g2.id });
    await insertCourseDriver(t, companyId, { name: '井上', nameKana: 'イノウエ', groupId: g1.id });
    await insertCourseDriver(t, companyId, { name: '無所属', nameKana: 'ムショゾク' });
    const retired = await insertCourseDriver(t, companyId, {
      name: '退職',
      active: false,
      licence: '2030-01-01',
    });
    await insertCourseDriver(t, companyId, { name: '退職2', active: false });
    const unassigned = await createCourse(t, admin, { deliveryDate: '2026-11-26', name: '未割当便' });
    await createCourse(t, admin, { deliveryDate: '2026-11-25', name: '過去の便' });
    // An inactive driver's row shows because of a course that week (written before deactivating).
    await t.database.db.update(drivers).set({ active: true }).where(eq(drivers.id, retired));
    const kept = await createCourse(t, admin, {
      deliveryDate: '2026-11-29',
      name: '日曜便',
      driverId: retired,
    });
    await t.database.db.update(drivers).set({ active: false }).where(eq(drivers.id, retired));
    await insertStops(t, companyId, kept.id, ['completed', 'pending', 'pending']);

    const week = await calendar(admin, 'deliveryDate=2026-11-26');
    expect(week.dates).toEqual(weekOf('2026-11-26'));
    expect(week.dates[0]).toBe('2026-11-23');
    expect(names(week)).toEqual(['未割当', '井上', '渡辺', '青木', '無所属', '退職']);
    expect(week.drivers[0]).toMatchObject({ driverId: null, groupName: null, active: true });
    expect(week.drivers.find((d) => d.name === '退職')).toMatchObject({
      active: false,
      licenseExpiresOn: '2030-01-01',
    });
    expect(Object.keys(week.drivers[1]?.courses ?? {})).toEqual(week.dates);
    expect(cards(week, null, '2026-11-26').map((c) => c.id)).toEqual([unassigned.id]);
    expect(cards(week, retired, '2026-11-29')[0]).toMatchObject({
      id: kept.id,
      name: '日曜便',
      destinationCount: 3,
      completedCount: 1,
      warnings: [],
    });
    const today = await calendar(admin);
    expect(today.dates).toEqual(weekOf(todayInTokyo(new Date())));
  });

  it('filters rows by group or driver and cards by contract or client', async () => {
    const { companyId, admin } = await createCompany(t);
    const w = await courseWorld(t, admin, companyId);
    const group = await created(t, admin, '/v1/groups', { name: '夜間' });
    const night = await insertCourseDriver(t, companyId, { name: '夜勤', groupId: group.id });
    const withContract = await createCourse(t, admin, { driverId: night, contractId: w.contractId });
    const plain = await createCourse(t, admin, { driverId: night, name: 'スポット便' });
    const loose = await createCourse(t, admin, { name: '未割当便' });
    const byGroup = await calendar(admin, `deliveryDate=2026-11-24&groupId=${group.id}`);
    expect(names(byGroup)).toEqual(['未割当', '夜勤']);
    expect(cards(byGroup, null, '2026-11-24').map((c) => c.id)).toEqual([loose.id]);
    const byDriver = await calendar(admin, `deliveryDate=2026-11-24&driverId=${w.driverId}`);
    expect(names(byDriver)).toEqual(['未割当', '配送 一郎']);
    const byContract = await calendar(admin, `deliveryDate=2026-11-24&contractId=${w.contractId}`);
    expect(names(byContract)).toEqual(['未割当', '夜勤', '配送 一郎']);
    expect(cards(byContract, night, '2026-11-24').map((c) => c.id)).toEqual([withContract.id]);
    expect(cards(byContract, null, '2026-11-24')).toEqual([]);
    const byClient = await calendar(admin, `deliveryDate=2026-11-24&clientId=${w.clientId}`);
    expect(cards(byClient, night, '2026-11-24')).toMatchObject([
      { id: withContract.id, contractName: '豊洲定期便', clientName: '株式会社東京食品' },
    ]);
    const all = await calendar(admin, 'deliveryDate=2026-11-24');
    expect(cards(all, night, '2026-11-24').map((c) => c.name)).toEqual(['スポット便', '豊洲A便']);
    expect(plain.id).toBeDefined();
    const bad = await callAs(t, admin, 'GET', '/v1/courses/calendar-by-driver?deliveryDate=2026-13-01');
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body).deliveryDate?.[0]).toMatch(/配送日/);
  });

  it('warns of one driver’s overlapping courses and of a vehicle used twice on a day', async () => {
    const { companyId, admin } = await createCompany(t);
    const w = await courseWorld(t, admin, companyId);
    const other = await insertCourseDriver(t, companyId, { name: '別の人' });
    const day = { deliveryDate: '2026-11-24' };
    const early = await createCourse(t, admin, {
      ...day,
      name: '朝',
      driverId: w.driverId,
      startTime: '08:00',
      endTime: '12:00',
      vehicleId: w.vehicleId,
    });
    const noon = await createCourse(t, admin, {
      ...day,
      name: '昼',
      driverId: w.driverId,
      startTime: '11:00',
      endTime: '15:00',
    });
    const late = await createCourse(t, admin, {
      ...day,
      name: '夕',
      driverId: w.driverId,
      startTime: '15:00',
      endTime: '18:00',
    });
    const sameTruck = await createCourse(t, admin, {
      ...day,
      name: '別便',
      driverId: other,
      vehicleId: w.vehicleId,
    });
    const cancelled = await createCourse(t, admin, {
      ...day,
      name: '中止便',
      driverId: other,
      vehicleId: w.vehicleId,
      status: 'cancelled',
    });
    const cal = await calendar(admin, 'deliveryDate=2026-11-24');
    const warn = (id: string) =>
      cal.drivers.flatMap((d) => d.courses['2026-11-24'] ?? []).find((c) => c.id === id)?.warnings;
    expect(warn(early.id)).toEqual(['driver_overlap', 'vehicle_double_booked']);
    expect(warn(noon.id)).toEqual(['driver_overlap']);
    expect(warn(late.id)).toEqual([]);
    expect(warn(sameTruck.id)).toEqual(['vehicle_double_booked']);
    expect(warn(cancelled.id)).toEqual([]);
    expect(cards(cal, w.driverId, '2026-11-24').map((c) => c.name)).toEqual(['朝', '昼', '夕']);
    // A filter does not hide the clash: the other driver's row is filtered out, the warning stays.
    const filtered = await calendar(admin, `deliveryDate=2026-11-24&driverId=${w.driverId}`);
    expect(cards(filtered, w.driverId, '2026-11-24')[0]?.warnings).toContain('vehicle_double_booked');
  });

  it('shows another company nothing of this one', async () => {
    const { admin } = await createCompany(t);
    const other = await createCompany(t);
    await createCourse(t, other.admin, { name: '他社便' });
    const cal = await calendar(admin, 'deliveryDate=2026-11-24');
    expect(cal.drivers).toHaveLength(1);
    expect(Object.values(cal.drivers[0]?.courses ?? {}).flat()).toEqual([]);
  });
});
