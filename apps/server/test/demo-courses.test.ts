import type { Calendar, CourseSummary, Timeline } from '@rikuun/contract';
import { addDays, todayInTokyo, weekOf } from '@rikuun/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed-demo.ts';
import { destinationActions } from '../src/features/destination-actions/destination-actions.table.ts';
import { destinations } from '../src/features/destinations/destinations.table.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { signIn, type Tokens } from './support/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_PASSWORD: 'demo-password-for-tests' });
  await seedDemo(t.app.services);
});
afterAll(() => t.close());

describe('demo courses', () => {
  it('gives the demo company courses this week and next, with stops around Tokyo and today under way', async () => {
    const admin = (await signIn(t, 'admin@example.com', 'demo-password-for-tests')).json<Tokens>();
    const headers = { authorization: `Bearer ${admin.idToken}` };
    const today = todayInTokyo(new Date());
    const get = async <T>(url: string) => {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as T;
    };
    const thisWeek = await get<Calendar>(`/v1/courses/calendar-by-driver?deliveryDate=${today}`);
    const nextWeek = await get<Calendar>(`/v1/courses/calendar-by-driver?deliveryDate=${addDays(today, 7)}`);
    const all = (c: Calendar) => c.drivers.flatMap((d) => Object.values(d.courses).flat()) as CourseSummary[];
    expect(all(thisWeek).length).toBeGreaterThanOrEqual(15);
    expect(all(nextWeek).length).toBeGreaterThanOrEqual(15);
    for (const date of weekOf(addDays(today, 7)).slice(0, 5)) {
      const n = all(nextWeek).filter((c) => c.deliveryDate === date).length;
      expect(n, date).toBeGreaterThanOrEqual(3);
      expect(n, date).toBeLessThanOrEqual(5);
    }
    expect(thisWeek.drivers[0]?.name).toBe('未割当');
    expect(all(nextWeek).some((c) => c.driverId === null || c.vehicleId === null)).toBe(true);
    const todays = all(thisWeek).filter((c) => c.deliveryDate === today);
    expect(todays.find((c) => c.name.startsWith('A便'))).toMatchObject({
      status: 'in_progress',
      destinationCount: 10,
      completedCount: 3,
    });
    // The timeline of today: every course a bar on a vehicle's row or on 車両未割当, none 時間未定.
    const day = await get<Timeline>('/v1/courses/timeline');
    expect(day.date).toBe(today);
    expect(day.data.map((c) => c.id).sort()).toEqual(todays.map((c) => c.id).sort());
    expect(day.data.every((c) => c.plannedStart !== null && c.plannedEnd !== null)).toBe(true);
    expect(day.vehicles.length).toBeGreaterThanOrEqual(4);
    expect(day.data.some((c) => c.status === 'in_progress')).toBe(true);
    const yesterday = await get<{ data: { status: string }[] }>(
      `/v1/courses?deliveryDate=${addDays(today, -1)}`,
    );
    expect(yesterday.data.map((c) => c.status)).toContain('completed');

    const list = await get<{
      data: { id: string; destinationCount: number; sourceCourseId: string | null }[];
    }>(`/v1/courses?from=${today}&to=${addDays(today, 13)}&perPage=1000`);
    // One course of yesterday left its last two stops to a course ahead (完了（一部繰越））.
    const past = await get<{ data: { id: string; status: string; carriedOverCount: number }[] }>(
      `/v1/courses?deliveryDate=${addDays(today, -1)}&perPage=100`,
    );
    const partlyCarried = past.data.filter((c) => c.carriedOverCount > 0);
    expect(partlyCarried).toEqual([expect.objectContaining({ status: 'completed', carriedOverCount: 2 })]);
    const carried = list.data.filter((c) => c.sourceCourseId === partlyCarried[0]?.id);
    expect(carried).toEqual([expect.objectContaining({ destinationCount: 2 })]);
    for (const course of list.data.filter((c) => !carried.includes(c))) {
      expect(course.destinationCount).toBeGreaterThanOrEqual(6);
      expect(course.destinationCount).toBeLessThanOrEqual(12);
    }
    const inProgress = todays.find((c) => c.name.startsWith('A便')) as CourseSummary;
    const stops = await t.database.db
      .select()
      .from(destinations)
      .where(eq(destinations.courseId, inProgress.id));
    for (const s of stops) {
      expect(s.latitude).toBeGreaterThan(35.5);
      expect(s.latitude).toBeLessThan(35.85);
      expect(s.longitude).toBeGreaterThan(139.55);
      expect(s.longitude).toBeLessThan(139.95);
      expect(s.address1).toMatch(/^東京都/);
    }
    const done = await t.database.db
      .select()
      .from(destinationActions)
      .where(and(eq(destinationActions.courseId, inProgress.id), eq(destinationActions.type, 'completed')));
    expect(done).toHaveLength(3);
    for (const a of done) expect(a.at.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
