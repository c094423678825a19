import { addDays, todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { trackingLinks } from '../src/features/tracking-links/tracking-links.table.ts';
import {
  createCompany,
  createConsignor,
  createTestApp,
  createUser,
  type TestApp,
  testClock,
  usersOfEveryRole,
} from './helpers.ts';
import { callAs } from './support/api-calls.ts';
import { insertCourse } from './support/course-rows.ts';
import { insertAction, insertStops } from './support/courses.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
});
afterAll(async () => {
  await t.close();
});

const today = () => todayInTokyo(clock());
const track = (token: string, ip = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: `/v1/track/${token}`, remoteAddress: ip });

/** A company's course of today for a consignor, with a driver and three stops (the first done). */
async function world(status: 'planned' | 'in_progress' = 'in_progress') {
  const { companyId, admin } = await createCompany(t, '追跡運送株式会社');
  const shipper = await createConsignor(t, '追跡荷主株式会社');
  const driverUser = await createUser(t, 'driver', { companyId });
  const [driver] = await t.database.db.select().from(drivers).where(eq(drivers.userId, driverUser.id));
  if (!driver) throw new Error('driver missing');
  const course = await insertCourse(t.database.db, companyId, {
    consignorId: shipper.consignorId,
    driverId: driver.id,
    status,
    deliveryDate: today(),
    startTime: '08:00',
    name: '社内コース名',
  });
  const [done, next, later] = await insertStops(t, companyId, course.id, ['completed', 'pending', 'pending']);
  if (!done || !next || !later) throw new Error('stops missing');
  await insertAction(t, companyId, course.id, done, 'completed');
  return { companyId, admin, shipper, driverUser, driver, course, stops: { done, next, later } };
}

const staffLink = (w: Awaited<ReturnType<typeof world>>, stopId: string) =>
  callAs(t, w.admin, 'POST', `/v1/courses/${w.course.id}/destinations/${stopId}/tracking-link`);

describe('tracking links', () => {
  it('gives staff a link that shows the stop, its eta window and the position only while it is next', async () => {
    const w = await world();
    // The driver is on his way: a position after the first action.
    const posted = await callAs(t, w.driverUser, 'POST', '/v1/locations', {
      points: [{ latitude: 35.66, longitude: 139.78, recordedAt: new Date().toISOString() }],
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);

    const made = await staffLink(w, w.stops.next);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.url).toMatch(new RegExp(`/track/${made.body.token}$`));
    expect(made.body.token.length).toBeGreaterThanOrEqual(40);
    // Through the end of the delivery day, Tokyo time.
    expect(made.body.expiresAt).toBe(new Date(`${addDays(today(), 1)}T00:00:00+09:00`).toISOString());
    // Only the token's hash is stored.
    const rows = await t.database.db
      .select()
      .from(trackingLinks)
      .where(eq(trackingLinks.destinationId, w.stops.next));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(made.body.token);

    const res = await track(made.body.token);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({
      companyName: '追跡運送株式会社',
      courseStatus: 'in_progress',
      isNext: true,
      stop: { name: '配送先2', status: 'pending', timeWindowStart: '09:00', timeWindowEnd: '12:00' },
    });
    expect(view.position).toMatchObject({ latitude: 35.66, longitude: 139.78 });
    expect(Date.parse(view.etaWindow.to) - Date.parse(view.etaWindow.from)).toBeGreaterThanOrEqual(
      30 * 60_000,
    );
    // Nothing of the driver, the course or the other stops.
    expect(res.body).not.toContain('配送先1');
    expect(res.body).not.toContain('配送先3');
    expect(res.body).not.toContain('テスト ドライバー');
    expect(res.body).not.toContain('社内コース名');
    expect(res.body).not.toContain(w.course.id);
    expect(res.headers['cache-control']).toBe('no-store');

    // The third stop is not next: its eta shows, the driver's position does not.
    const later = await staffLink(w, w.stops.later);
    const laterView = (await track(later.body.token)).json();
    expect(laterView.isNext).toBe(false);
    expect(laterView.position).toBeNull();
    expect(laterView.etaWindow).not.toBeNull();
  });

  it('shows no position before the course starts', async () => {
    const w = await world('planned');
    const made = await staffLink(w, w.stops.next);
    const view = (await track(made.body.token)).json();
    expect(view.isNext).toBe(false);
    expect(view.position).toBeNull();
  });

  it('lets the course’s shipper make a link, and nobody else', async () => {
    const w = await world();
    const made = await callAs(
      t,
      w.shipper.user,
      'POST',
      `/v1/consignor/destinations/${w.stops.next}/tracking-link`,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await track(made.body.token)).statusCode).toBe(200);
    // Another shipper, another company: 404, as for a stop that does not exist.
    const other = await createConsignor(t, '別の荷主');
    expect(
      (await callAs(t, other.user, 'POST', `/v1/consignor/destinations/${w.stops.next}/tracking-link`))
        .status,
    ).toBe(404);
    const stranger = await createCompany(t, '別テナント株式会社');
    expect(
      (
        await callAs(
          t,
          stranger.admin,
          'POST',
          `/v1/courses/${w.course.id}/destinations/${w.stops.next}/tracking-link`,
        )
      ).status,
    ).toBe(404);
    // A stop under another course's id is not found either.
    const second = await insertCourse(t.database.db, w.companyId, { deliveryDate: today() });
    expect(
      (
        await callAs(
          t,
          w.admin,
          'POST',
          `/v1/courses/${second.id}/destinations/${w.stops.next}/tracking-link`,
        )
      ).status,
    ).toBe(404);
  });

  it('refuses the roles that may not make links, and bad ids', async () => {
    const w = await world();
    const { byRole } = await usersOfEveryRole(t);
    const staffUrl = `/v1/courses/${w.course.id}/destinations/${w.stops.next}/tracking-link`;
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const)
      expect((await callAs(t, byRole[role], 'POST', staffUrl)).status, role).toBe(403);
    const shipperUrl = `/v1/consignor/destinations/${w.stops.next}/tracking-link`;
    for (const role of ['driver', 'company_admin', 'system_admin'] as const)
      expect((await callAs(t, byRole[role], 'POST', shipperUrl)).status, role).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: staffUrl })).statusCode).toBe(401);
    expect((await callAs(t, w.admin, 'POST', '/v1/courses/x/destinations/y/tracking-link')).status).toBe(404);
  });

  it('refuses a link for a past delivery day and ends a link after its day', async () => {
    const w = await world();
    const past = await insertCourse(t.database.db, w.companyId, { deliveryDate: addDays(today(), -1) });
    const [stop] = await insertStops(t, w.companyId, past.id, ['pending']);
    const refused = await callAs(
      t,
      w.admin,
      'POST',
      `/v1/courses/${past.id}/destinations/${stop}/tracking-link`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('配達日を過ぎた配送先には追跡リンクを作成できません。');

    const made = await staffLink(w, w.stops.next);
    expect((await track(made.body.token)).statusCode).toBe(200);
    clock.advance(2 * 24 * 3600_000);
    const gone = await track(made.body.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('追跡リンクが見つからないか、有効期限が切れています。');
  });

  it('answers unknown tokens alike and stops an address that keeps guessing', async () => {
    const unknown = await track('nosuchtoken', '10.9.9.1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('追跡リンクが見つからないか、有効期限が切れています。');
    let last = 0;
    for (let i = 0; i < 25; i++) last = (await track(`guess-${i}`, '10.9.9.2')).statusCode;
    expect(last).toBe(429);
    // Another address is not held up.
    expect((await track('guess-x', '10.9.9.3')).statusCode).toBe(404);
  });
});
