import { todayInTokyo } from '@rikuun/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, type TestApp, type TestUser, usersOfEveryRole } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { insertCourse } from './support/course-rows.ts';
import { insertStops } from './support/courses.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const later = () => new Date(Date.now() + 24 * 3600_000).toISOString();
const inThreeDays = () => {
  const d = new Date(`${todayInTokyo()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 3);
  return d.toISOString().slice(0, 10);
};

/** A planned course of the company with one stop, offered with the given audience. */
async function offerOf(company: { companyId: string; admin: TestUser }, audience?: string) {
  const course = await insertCourse(t.database.db, company.companyId, { deliveryDate: inThreeDays() });
  await insertStops(t, company.companyId, course.id, ['pending']);
  return callAs(t, company.admin, 'POST', '/v1/offers/courses', {
    courseId: course.id,
    fee: 20000,
    expiresAt: later(),
    ...(audience ? { audience } : {}),
  });
}

const seesInList = async (user: TestUser, id: string) =>
  (await callAs(t, user, 'GET', '/v1/offers/courses?active=true&perPage=1000')).body.data.some(
    (o: { id: string }) => o.id === id,
  );

describe('partners (傭車先)', () => {
  it('keeps a one-way list: added by id, listed by name, removed; refuses itself, unknown and twice', async () => {
    const a = await createCompany(t, '一覧運送株式会社');
    const b = await createCompany(t, '相手先運輸株式会社');
    const added = await callAs(t, a.admin, 'POST', '/v1/partners', { companyId: b.companyId });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ companyId: b.companyId, name: '相手先運輸株式会社' });
    expect((await callAs(t, a.admin, 'GET', '/v1/partners')).body.data).toEqual([
      expect.objectContaining({ companyId: b.companyId, name: '相手先運輸株式会社' }),
    ]);
    // One-way: B's list stays empty.
    expect((await callAs(t, b.admin, 'GET', '/v1/partners')).body.total).toBe(0);

    const twice = await callAs(t, a.admin, 'POST', '/v1/partners', { companyId: b.companyId });
    expect(twice.status).toBe(409);
    expect(fieldMessages(twice.body).companyId).toEqual(['この会社はすでに傭車先に登録されています']);
    const self = await callAs(t, a.admin, 'POST', '/v1/partners', { companyId: a.companyId });
    expect(self.status).toBe(400);
    expect(fieldMessages(self.body).companyId).toEqual(['自社は傭車先に登録できません']);
    const unknown = await callAs(t, a.admin, 'POST', '/v1/partners', { companyId: crypto.randomUUID() });
    expect(unknown.status).toBe(400);
    expect(fieldMessages(unknown.body).companyId).toEqual(['会社が見つかりません']);
    const bad = await callAs(t, a.admin, 'POST', '/v1/partners', { companyId: 'x' });
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body).companyId?.[0]).toMatch(/会社/);

    // Removing: another company cannot touch A's list (404), A can, once.
    expect((await callAs(t, b.admin, 'DELETE', `/v1/partners/${b.companyId}`)).status).toBe(404);
    expect((await callAs(t, a.admin, 'DELETE', `/v1/partners/${b.companyId}`)).status).toBe(204);
    expect((await callAs(t, a.admin, 'DELETE', `/v1/partners/${b.companyId}`)).status).toBe(404);
    expect((await callAs(t, a.admin, 'GET', '/v1/partners')).body.total).toBe(0);
  });

  it('finds other companies by name, never itself, saying which are listed', async () => {
    const a = await createCompany(t, '検索元ロジ株式会社');
    const b = await createCompany(t, '検索先ロジ株式会社');
    await callAs(t, a.admin, 'POST', '/v1/partners', { companyId: b.companyId });
    const found = await callAs(t, a.admin, 'GET', `/v1/partners/candidates?q=${encodeURIComponent('ロジ')}`);
    expect(found.status).toBe(200);
    const ids = found.body.data.map((c: { companyId: string }) => c.companyId);
    expect(ids).toContain(b.companyId);
    expect(ids).not.toContain(a.companyId);
    expect(found.body.data.find((c: { companyId: string }) => c.companyId === b.companyId).isPartner).toBe(
      true,
    );
    const missing = await callAs(t, a.admin, 'GET', '/v1/partners/candidates?q=');
    expect(missing.status).toBe(400);
    expect(fieldMessages(missing.body).q).toEqual(['会社名を入力してください']);
  });

  it('shows an offer to partners only to the companies on the offering company’s list (others: 404)', async () => {
    const a = await createCompany(t, '依頼元運送株式会社');
    const partner = await createCompany(t, '登録先運送株式会社');
    const stranger = await createCompany(t, '部外運送株式会社');
    await callAs(t, a.admin, 'POST', '/v1/partners', { companyId: partner.companyId });

    const bad = await offerOf(a, 'friends');
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body).audience).toEqual(['公開範囲を選択してください']);

    const made = await offerOf(a, 'partners');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.audience).toBe('partners');
    const id = made.body.id;
    // The partner sees it, in the list and by id; the stranger does not: 404, also when accepting.
    expect(await seesInList(partner.admin, id)).toBe(true);
    expect((await callAs(t, partner.admin, 'GET', `/v1/offers/courses/${id}`)).status).toBe(200);
    expect(await seesInList(stranger.admin, id)).toBe(false);
    expect((await callAs(t, stranger.admin, 'GET', `/v1/offers/courses/${id}`)).status).toBe(404);
    expect((await callAs(t, stranger.admin, 'POST', `/v1/offers/courses/${id}/accept`)).status).toBe(404);
    // One-way: the partner listing A gives A nothing of the partner's partner-only offers.
    await callAs(t, partner.admin, 'POST', '/v1/partners', { companyId: stranger.companyId });
    const theirs = await offerOf(partner, 'partners');
    expect(await seesInList(a.admin, theirs.body.id)).toBe(false);
    expect(await seesInList(stranger.admin, theirs.body.id)).toBe(true);

    // Off the list, the offer is gone for the former partner at once.
    await callAs(t, a.admin, 'DELETE', `/v1/partners/${partner.companyId}`);
    expect((await callAs(t, partner.admin, 'GET', `/v1/offers/courses/${id}`)).status).toBe(404);

    // An offer to all (the default) stays for everyone.
    const open = await offerOf(a);
    expect(open.body.audience).toBe('all');
    expect(await seesInList(stranger.admin, open.body.id)).toBe(true);
  });

  it('refuses every role but staff', async () => {
    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const) {
      expect((await callAs(t, byRole[role], 'GET', '/v1/partners')).status, role).toBe(403);
      expect(
        (await callAs(t, byRole[role], 'POST', '/v1/partners', { companyId: crypto.randomUUID() })).status,
      ).toBe(403);
    }
  });
});
