import { todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseOffers } from '../src/features/course-offers/course-offers.table.ts';
import { createCompany, createTestApp, type TestApp, type TestUser } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { courseWorld, createCourse, insertAction, insertStops } from './support/courses.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inDays = (n: number) => {
  const d = new Date(`${todayInTokyo()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const later = (hours = 24) => new Date(Date.now() + hours * 3600_000).toISOString();

/** A company with a planned course of two stops, assigned to its own driver, vehicle and contract. */
async function offeringCompany(name = '依頼運送株式会社') {
  const { companyId, admin } = await createCompany(t, name);
  const w = await courseWorld(t, admin, companyId);
  const course = await createCourse(t, admin, {
    deliveryDate: inDays(3),
    name: '豊洲A便',
    driverId: w.driverId,
    vehicleId: w.vehicleId,
    contractId: w.contractId,
    clientId: w.clientId,
    baseId: w.baseId,
  });
  const stops = await insertStops(t, companyId, course.id, ['pending', 'pending'], {
    address1: '東京都江東区豊洲6-6-1',
    weightKg: 12.5,
  });
  return { companyId, admin, courseId: course.id, stops, w };
}

async function offer(admin: TestUser, courseId: string, over: Record<string, unknown> = {}) {
  return callAs(t, admin, 'POST', '/v1/offers/courses', {
    courseId,
    fee: 25000,
    message: '午前中の配送です',
    expiresAt: later(),
    ...over,
  });
}

describe('course offers', () => {
  it('creates an offer with the course summary; validates in Japanese; refuses others, started and offered courses', async () => {
    const a = await offeringCompany();
    const bad = await callAs(t, a.admin, 'POST', '/v1/offers/courses', {
      courseId: 'x',
      fee: -1,
      expiresAt: '明日',
    });
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body)).toMatchObject({
      courseId: ['コースの形式が正しくありません'],
      fee: ['傭車料は0以上で入力してください'],
      expiresAt: ['募集期限は日時で入力してください'],
    });
    const past = await offer(a.admin, a.courseId, { expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(fieldMessages(past.body).expiresAt).toEqual(['募集期限は現在より後の日時を指定してください']);

    const res = await offer(a.admin, a.courseId);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      courseId: a.courseId,
      courseName: '豊洲A便',
      deliveryDate: inDays(3),
      destinationCount: 2,
      firstArea: '東京都江東区',
      lastArea: '東京都江東区',
      totalQuantity: 3,
      totalWeightKg: 25,
      fee: 25000,
      status: 'open',
      own: true,
      companyName: '依頼運送株式会社',
      clientName: '株式会社東京食品',
      acceptedCompanyName: null,
    });
    const again = await offer(a.admin, a.courseId);
    expect(again.status).toBe(409);
    expect(fieldMessages(again.body).courseId).toEqual(['このコースはすでに傭車に出しています。']);

    const b = await offeringCompany('別運送株式会社');
    expect((await offer(a.admin, b.courseId)).status).toBe(404);
    await insertAction(t, b.companyId, b.courseId, b.stops[0] as string);
    const started = await offer(b.admin, b.courseId);
    expect(started.status).toBe(409);
    expect(fieldMessages(started.body).courseId?.[0]).toContain('作業実績');
    const old = await createCourse(t, b.admin, { deliveryDate: inDays(-1), name: '昨日の便' });
    expect((await offer(b.admin, old.id)).status).toBe(409);
  });

  it("lists own offers with requester=me and others' open ones otherwise; active hides closed and expired", async () => {
    const a = await offeringCompany();
    const b = await offeringCompany('見る側運送');
    const open = (await offer(a.admin, a.courseId)).body;
    const second = await createCourse(t, a.admin, { deliveryDate: inDays(4), name: '取り下げ便' });
    // No stops: the offer names its 区間 itself.
    const areas = { fromArea: '東京都江東区', toArea: '東京都港区' };
    const withdrawn = (await offer(a.admin, second.id, areas)).body;
    expect((await callAs(t, a.admin, 'DELETE', `/v1/offers/courses/${withdrawn.id}`)).status).toBe(204);
    const third = await createCourse(t, a.admin, { deliveryDate: inDays(5), name: '期限切れ便' });
    const stale = (await offer(a.admin, third.id, areas)).body;
    await t.database.db
      .update(courseOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(courseOffers.id, stale.id));

    const mine = (await callAs(t, a.admin, 'GET', '/v1/offers/courses?requester=me')).body;
    expect(mine.total).toBe(3);
    expect(
      Object.fromEntries(mine.data.map((o: { id: string; status: string }) => [o.id, o.status])),
    ).toEqual({
      [open.id]: 'open',
      [withdrawn.id]: 'withdrawn',
      [stale.id]: 'expired',
    });
    const mineActive = (await callAs(t, a.admin, 'GET', '/v1/offers/courses?requester=me&active=true')).body;
    expect(mineActive.data.map((o: { id: string }) => o.id)).toEqual([open.id]);

    const others = (await callAs(t, b.admin, 'GET', '/v1/offers/courses?active=true')).body;
    const ids = others.data.map((o: { id: string }) => o.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(withdrawn.id);
    expect(ids).not.toContain(stale.id);
    const seen = others.data.find((o: { id: string }) => o.id === open.id);
    expect(seen).toMatchObject({ own: false, clientName: null, companyName: '依頼運送株式会社' });
    const bMine = (await callAs(t, b.admin, 'GET', '/v1/offers/courses?requester=me')).body;
    expect(bMine.data.map((o: { id: string }) => o.id)).not.toContain(open.id);

    // One by id: open offers of others, never their closed ones.
    expect((await callAs(t, b.admin, 'GET', `/v1/offers/courses/${open.id}`)).status).toBe(200);
    expect((await callAs(t, b.admin, 'GET', `/v1/offers/courses/${withdrawn.id}`)).status).toBe(404);
    expect((await callAs(t, a.admin, 'GET', `/v1/offers/courses/${withdrawn.id}`)).body.status).toBe(
      'withdrawn',
    );
    const bad = await callAs(t, a.admin, 'GET', '/v1/offers/courses?requester=all');
    expect(bad.status).toBe(400);
  });

  it('withdraws only own open offers', async () => {
    const a = await offeringCompany();
    const b = await offeringCompany('他社運送');
    const o = (await offer(a.admin, a.courseId)).body;
    expect((await callAs(t, b.admin, 'DELETE', `/v1/offers/courses/${o.id}`)).status).toBe(404);
    expect((await callAs(t, a.admin, 'DELETE', `/v1/offers/courses/${o.id}`)).status).toBe(204);
    const twice = await callAs(t, a.admin, 'DELETE', `/v1/offers/courses/${o.id}`);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('募集中ではない依頼は取り下げられません。');
    // Withdrawn, the course may be offered again.
    expect((await offer(a.admin, a.courseId)).status).toBe(201);
  });

  it('moves the accepted course and its stops into the accepting company, unassigned', async () => {
    const a = await offeringCompany();
    const b = await offeringCompany('引受運送株式会社');
    const o = (await offer(a.admin, a.courseId)).body;
    expect((await callAs(t, a.admin, 'POST', `/v1/offers/courses/${o.id}/accept`)).status).toBe(409);

    const res = await callAs(t, b.admin, 'POST', `/v1/offers/courses/${o.id}/accept`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'accepted',
      own: false,
      acceptedCompanyName: '引受運送株式会社',
    });

    const course = await callAs(t, b.admin, 'GET', `/v1/courses/${a.courseId}`);
    expect(course.status).toBe(200);
    expect(course.body).toMatchObject({
      name: '豊洲A便',
      status: 'planned',
      driverId: null,
      vehicleId: null,
      // The accepting company's own: the offering company as client, the fee as contract (decision 058).
      contractId: expect.any(String),
      clientId: expect.any(String),
      baseId: null,
      destinationCount: 2,
    });
    expect(course.body.contractId).not.toBe(a.w.contractId);
    expect(course.body.clientId).not.toBe(a.w.clientId);
    const stops = await callAs(t, b.admin, 'GET', `/v1/courses/${a.courseId}/destinations`);
    expect(stops.status).toBe(200);
    expect(stops.body.data.map((d: { id: string }) => d.id).sort()).toEqual([...a.stops].sort());
    expect((await callAs(t, a.admin, 'GET', `/v1/courses/${a.courseId}`)).status).toBe(404);
    const unassigned = await callAs(
      t,
      b.admin,
      'GET',
      `/v1/courses?unassigned=true&from=${inDays(3)}&to=${inDays(3)}`,
    );
    expect(unassigned.body.data.map((c: { id: string }) => c.id)).toContain(a.courseId);

    const kept = await callAs(t, a.admin, 'GET', `/v1/offers/courses/${o.id}`);
    expect(kept.body).toMatchObject({
      status: 'accepted',
      acceptedCompanyName: '引受運送株式会社',
      own: true,
    });
    const accepted = (await callAs(t, b.admin, 'GET', '/v1/offers/courses')).body;
    expect(accepted.data.map((x: { id: string }) => x.id)).toContain(o.id);
    const [row] = await t.database.db.select().from(courseOffers).where(eq(courseOffers.id, o.id));
    expect(row).toMatchObject({ acceptedCompanyId: b.companyId, acceptedBy: b.admin.id, status: 'accepted' });
    expect(row?.acceptedAt).toBeInstanceOf(Date);
    const c = await offeringCompany('遅れた運送');
    const late = await callAs(t, c.admin, 'POST', `/v1/offers/courses/${o.id}/accept`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('他の会社が先に引き受けました。');
  });

  it("moves the stops' tracking links with them; refuses a course with messages to its driver", async () => {
    const a = await offeringCompany();
    const b = await offeringCompany('追跡引受運送');
    const stop = a.stops[0] as string;
    const link = await callAs(
      t,
      a.admin,
      'POST',
      `/v1/courses/${a.courseId}/destinations/${stop}/tracking-link`,
    );
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const o = (await offer(a.admin, a.courseId)).body;
    const res = await callAs(t, b.admin, 'POST', `/v1/offers/courses/${o.id}/accept`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The recipient's link still works, now the accepting company's stop.
    const tracked = await t.app.inject({ method: 'GET', url: `/v1/track/${link.body.token}` });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const stops = await callAs(t, b.admin, 'GET', `/v1/courses/${a.courseId}/destinations`);
    expect(stops.body.data.map((d: { id: string }) => d.id)).toContain(stop);

    // The office's conversation with its driver stays the office's: such a course is not offered.
    const c = await offeringCompany('連絡運送');
    const sent = await callAs(t, c.admin, 'POST', `/v1/courses/${c.courseId}/messages`, {
      body: '明日よろしく',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const refused = await offer(c.admin, c.courseId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('このコースにはドライバーとのメッセージがあるため傭車に出せません。');
  });

  it('lets exactly one of two companies accepting at the same moment win', async () => {
    const a = await offeringCompany();
    const b = await offeringCompany('競争運送B');
    const c = await offeringCompany('競争運送C');
    const o = (await offer(a.admin, a.courseId)).body;
    const [rb, rc] = await Promise.all(
      [b, c].map((x) => callAs(t, x.admin, 'POST', `/v1/offers/courses/${o.id}/accept`)),
    );
    expect([rb?.status, rc?.status].sort()).toEqual([200, 409]);
    const winner = rb?.status === 200 ? b : c;
    const loser = winner === b ? c : b;
    expect((await callAs(t, winner.admin, 'GET', `/v1/courses/${a.courseId}`)).status).toBe(200);
    expect((await callAs(t, loser.admin, 'GET', `/v1/courses/${a.courseId}`)).status).toBe(404);
    const [row] = await t.database.db.select().from(courseOffers).where(eq(courseOffers.id, o.id));
    expect(row?.acceptedCompanyId).toBe(winner.companyId);
  });

  it('answers 409 to an offer past its deadline and marks it expired; refuses a course with work', async () => {
    const a = await offeringCompany();
    const b = await offeringCompany('期限運送');
    const o = (await offer(a.admin, a.courseId)).body;
    await t.database.db
      .update(courseOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(courseOffers.id, o.id));
    const res = await callAs(t, b.admin, 'POST', `/v1/offers/courses/${o.id}/accept`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('この依頼は募集期限を過ぎています。');
    const [row] = await t.database.db.select().from(courseOffers).where(eq(courseOffers.id, o.id));
    expect(row?.status).toBe('expired');
    const again = await callAs(t, b.admin, 'POST', `/v1/offers/courses/${o.id}/accept`);
    expect(again.body.message).toBe('この依頼は募集期限を過ぎています。');

    const second = await offer(a.admin, a.courseId);
    expect(second.status).toBe(201);
    await insertAction(t, a.companyId, a.courseId, a.stops[0] as string);
    const worked = await callAs(t, b.admin, 'POST', `/v1/offers/courses/${second.body.id}/accept`);
    expect(worked.status).toBe(409);
    expect((await callAs(t, a.admin, 'GET', `/v1/courses/${a.courseId}`)).status).toBe(200);
  });

  it('lists the carriers of accepted offers by delivery date in the 実運送体制管理簿', async () => {
    const a = await offeringCompany('管理簿運送');
    const b = await offeringCompany('実運送株式会社');
    const o = (await offer(a.admin, a.courseId, { fee: 30000 })).body;
    expect((await callAs(t, b.admin, 'POST', `/v1/offers/courses/${o.id}/accept`)).status).toBe(200);
    const url = (from: string, to: string) => `/v1/offers/courses/carrier-register?from=${from}&to=${to}`;
    const reg = await callAs(t, a.admin, 'GET', url(inDays(0), inDays(7)));
    expect(reg.status).toBe(200);
    expect(reg.body).toEqual({
      total: 1,
      data: [
        {
          id: o.id,
          chainId: o.id,
          tier: 1,
          deliveryDate: inDays(3),
          courseName: '豊洲A便',
          consignorName: null,
          clientName: '株式会社東京食品',
          cargo: '一般貨物（3個・25kg）',
          fromArea: '東京都江東区',
          toArea: '東京都江東区',
          primeCompanyName: '管理簿運送',
          offeredByName: '管理簿運送',
          carrierName: '実運送株式会社',
          actualCarrierName: '実運送株式会社',
          actual: true,
          fee: 30000,
          acceptedAt: expect.any(String),
          documentId: expect.any(String),
        },
      ],
    });
    expect((await callAs(t, a.admin, 'GET', url(inDays(4), inDays(7)))).body.total).toBe(0);
    // The carrier sees its own contract (without the offering company's client).
    const carrierSees = (await callAs(t, b.admin, 'GET', url(inDays(0), inDays(7)))).body;
    expect(carrierSees.data).toEqual([
      expect.objectContaining({ id: o.id, clientName: null, fee: 30000, tier: 1 }),
    ]);
    const c = await offeringCompany('無関係運送');
    expect((await callAs(t, c.admin, 'GET', url(inDays(0), inDays(7)))).body.total).toBe(0);
    const bad = await callAs(t, a.admin, 'GET', url(inDays(7), inDays(0)));
    expect(bad.status).toBe(400);
  });
});
