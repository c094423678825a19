import type { AdjustmentAmount, ChangeHistoryEntry } from '@rikuun/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, createUser, type TestApp, type TestUser } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;

/** A client or a contractor driver of the admin's company: the base url of its adjustments. */
async function parentOf(admin: TestUser, kind: 'client' | 'driver') {
  if (kind === 'client') {
    const client = await callAs(t, admin, 'POST', '/v1/clients', { name: '株式会社東京食品' });
    return `/v1/clients/${client.body.id}/adjustment-amounts`;
  }
  const driver = await callAs(t, admin, 'POST', '/v1/drivers', {
    name: '調整 太郎',
    email: `adjust-${Date.now().toString(36)}-${++serial}@example.test`,
    employmentType: 'contractor',
  });
  expect(driver.status, JSON.stringify(driver.body)).toBe(201);
  return `/v1/drivers/${driver.body.id}/adjustment-amounts`;
}

const bonus = { accountingMonth: '2026-11', title: '繁忙期手当', amount: 15000, memo: '11月分' };

describe.each(['client', 'driver'] as const)('adjustment amounts of a %s', (kind) => {
  it('creates, lists by month, reads, updates and deletes', async () => {
    const { admin } = await createCompany(t);
    const base = await parentOf(admin, kind);
    const created = await callAs(t, admin, 'POST', base, bonus);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ ...bonus, taxRate: 10 });
    expect(created.body[kind === 'client' ? 'clientId' : 'driverId']).toEqual(expect.any(String));
    expect(created.body[kind === 'client' ? 'driverId' : 'clientId']).toBeNull();
    const deduction = await callAs(t, admin, 'POST', base, {
      accountingMonth: '2026-10',
      title: '車両リース控除',
      amount: -30000,
      taxRate: 0,
      taxExemptReason: '不課税・資産の貸付けの精算',
    });
    expect(deduction.body).toMatchObject({
      amount: -30000,
      taxRate: 0,
      taxExemptReason: '不課税・資産の貸付けの精算',
      relatesToMonth: null,
      memo: null,
    });

    const all = await callAs(t, admin, 'GET', base);
    expect(all.body.total).toBe(2);
    expect(all.body.data.map((a: AdjustmentAmount) => a.accountingMonth)).toEqual(['2026-11', '2026-10']);
    const november = await callAs(t, admin, 'GET', `${base}?accountingMonth=2026-11`);
    expect(november.body).toEqual({ data: [created.body], total: 1 });

    const id = created.body.id;
    expect((await callAs(t, admin, 'GET', `${base}/${id}`)).body).toEqual(created.body);
    const put = await callAs(t, admin, 'PUT', `${base}/${id}`, { ...bonus, amount: 18000, memo: '' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ amount: 18000, memo: null, taxRate: 10 });

    expect((await callAs(t, admin, 'DELETE', `${base}/${id}`)).status).toBe(204);
    expect((await callAs(t, admin, 'GET', `${base}/${id}`)).status).toBe(404);
    expect((await callAs(t, admin, 'GET', base)).body.total).toBe(1);
    expect((await callAs(t, admin, 'DELETE', `${base}/${id}`)).status).toBe(404);
  });

  it('refuses bad input in Japanese at the field', async () => {
    const { admin } = await createCompany(t);
    const base = await parentOf(admin, kind);
    const res = await callAs(t, admin, 'POST', base, {
      accountingMonth: '2026-13',
      title: '',
      amount: 0,
      taxRate: 5,
    });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body)).toEqual({
      accountingMonth: ['対象月は年月（例: 2026-11）で入力してください'],
      title: ['内容を入力してください'],
      amount: ['金額は0以外で入力してください（控除はマイナス）'],
      taxRate: [
        '運送は役務の提供のため、税率は10%です（輸出免税・不課税は0%）。8%（軽減税率）は飲食料品の経費にのみ使えます',
      ],
    });
    const reduced = await callAs(t, admin, 'POST', base, { ...bonus, taxRate: 8 });
    expect(reduced.status).toBe(400);
    expect(fieldMessages(reduced.body).taxRate).toEqual([
      '運送は役務の提供のため、税率は10%です（輸出免税・不課税は0%）。8%（軽減税率）は飲食料品の経費にのみ使えます',
    ]);
    const fraction = await callAs(t, admin, 'POST', base, { ...bonus, amount: 100.5 });
    expect(fieldMessages(fraction.body).amount).toEqual(['金額は整数で入力してください']);
    const huge = await callAs(t, admin, 'POST', base, { ...bonus, amount: -100_000_001 });
    expect(fieldMessages(huge.body).amount).toEqual(['金額は-100000000以上で入力してください']);
    const missing = await callAs(t, admin, 'POST', base, { title: '手当', amount: 1 });
    expect(fieldMessages(missing.body).accountingMonth).toEqual(['対象月を選択してください']);
    const query = await callAs(t, admin, 'GET', `${base}?accountingMonth=202611`);
    expect(query.status).toBe(400);
  });

  it('alerts an adjustment saved at 8 % or at 0 % without its reason earlier, until it is fixed', async () => {
    const { admin } = await createCompany(t);
    const base = await parentOf(admin, kind);
    const food = (await callAs(t, admin, 'POST', base, { ...bonus, title: '差入れ' })).body;
    const lease = (await callAs(t, admin, 'POST', base, { ...bonus, title: 'リース精算', amount: -3000 }))
      .body;
    const damages = (
      await callAs(t, admin, 'POST', base, {
        ...bonus,
        title: '損害賠償金',
        taxRate: 0,
        taxExemptReason: '損害賠償金のため不課税',
      })
    ).body;
    // Rows from before the rules: written directly, as the old code left them.
    await t.database.db.execute(sql`update adjustment_amounts set tax_rate = 8 where id = ${food.id}`);
    await t.database.db.execute(
      sql`update adjustment_amounts set tax_rate = 0, tax_exempt_reason = null where id = ${lease.id}`,
    );
    const alertsOf = async () =>
      (
        (await callAs(t, admin, 'GET', '/v1/alerts')).body.data as {
          kind: string;
          id: string;
          message: string;
          subjectType: string;
        }[]
      ).filter((a) => a.kind === 'reduced_tax_rate');
    const alerts = await alertsOf();
    expect(alerts.map((a) => a.id).sort()).toEqual(
      [`reduced_tax_rate:${food.id}`, `reduced_tax_rate:${lease.id}`].sort(),
    );
    expect(alerts.every((a) => a.subjectType === kind)).toBe(true);
    expect(alerts.find((a) => a.id.endsWith(food.id))?.message).toBe(
      '2026年11月の調整額「差入れ」の税率が8%（軽減税率）です。運送は役務の提供のため10%です。内容を確認して修正してください',
    );
    expect(alerts.find((a) => a.id.endsWith(lease.id))?.message).toBe(
      '2026年11月の調整額「リース精算」の税率が0%ですが理由が記録されていません。輸出免税・不課税の理由を入力するか、10%に修正してください',
    );
    expect(alerts.some((a) => a.id.endsWith(damages.id))).toBe(false);

    const fix = await callAs(t, admin, 'PUT', `${base}/${lease.id}`, {
      ...bonus,
      title: 'リース精算',
      amount: -3000,
      taxRate: 0,
      taxExemptReason: '不課税・資産の貸付けの精算',
    });
    expect(fix.status, JSON.stringify(fix.body)).toBe(200);
    await callAs(t, admin, 'PUT', `${base}/${food.id}`, { ...bonus, title: '差入れ', taxRate: 10 });
    expect(await alertsOf()).toEqual([]);
  });

  it('replaces the month’s set in one call: updates, adds and deletes, other months untouched', async () => {
    const { admin } = await createCompany(t);
    const base = await parentOf(admin, kind);
    const keep = (await callAs(t, admin, 'POST', base, bonus)).body;
    const drop = (await callAs(t, admin, 'POST', base, { ...bonus, title: '燃料手当', amount: 5000 })).body;
    const otherMonth = (await callAs(t, admin, 'POST', base, { ...bonus, accountingMonth: '2026-12' })).body;
    const res = await callAs(t, admin, 'POST', `${base}/replace`, {
      accountingMonth: '2026-11',
      items: [
        { id: keep.id, title: '繁忙期手当', amount: 20000 },
        { title: '事故負担金', amount: -8000, taxRate: 0, taxExemptReason: '損害賠償金', memo: '11/12 接触' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data).toMatchObject([
      { id: keep.id, amount: 20000, taxRate: 10, memo: null },
      { title: '事故負担金', amount: -8000, taxRate: 0, accountingMonth: '2026-11' },
    ]);
    expect((await callAs(t, admin, 'GET', `${base}/${drop.id}`)).status).toBe(404);
    expect((await callAs(t, admin, 'GET', `${base}/${otherMonth.id}`)).status).toBe(200);
    const emptied = await callAs(t, admin, 'POST', `${base}/replace`, {
      accountingMonth: '2026-11',
      items: [],
    });
    expect(emptied.body).toEqual({ data: [], total: 0 });
    expect((await callAs(t, admin, 'GET', `${base}?accountingMonth=2026-12`)).body.total).toBe(1);
  });

  it('leaves the old set when any item is bad (all or nothing)', async () => {
    const { admin } = await createCompany(t);
    const base = await parentOf(admin, kind);
    const old = (await callAs(t, admin, 'POST', base, bonus)).body;
    const invalid = await callAs(t, admin, 'POST', `${base}/replace`, {
      accountingMonth: '2026-11',
      items: [
        { title: '新しい手当', amount: 1000 },
        { title: '', amount: 0 },
      ],
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0]).toMatchObject({ property: 'items', children: [{ property: '1' }] });
    // An id of another month passes the schema and fails in the service, after the first item was seen.
    const december = (await callAs(t, admin, 'POST', base, { ...bonus, accountingMonth: '2026-12' })).body;
    const wrongId = await callAs(t, admin, 'POST', `${base}/replace`, {
      accountingMonth: '2026-11',
      items: [
        { title: '新しい手当', amount: 1000 },
        { id: december.id, title: '移動', amount: 1 },
      ],
    });
    expect(wrongId.status).toBe(400);
    expect(wrongId.body.errors[0].children[0]).toMatchObject({
      property: '1',
      children: [{ property: 'id', constraints: { exists: 'この月の調整額に見つかりません' } }],
    });
    const after = await callAs(t, admin, 'GET', `${base}?accountingMonth=2026-11`);
    expect(after.body).toEqual({ data: [old], total: 1 });
  });

  it('keeps every change as history with the actor', async () => {
    const { admin } = await createCompany(t);
    const base = await parentOf(admin, kind);
    const created = (await callAs(t, admin, 'POST', base, bonus)).body;
    await callAs(t, admin, 'PUT', `${base}/${created.id}`, { ...bonus, amount: 12000 });
    await callAs(t, admin, 'POST', `${base}/replace`, {
      accountingMonth: '2026-11',
      items: [
        {
          id: created.id,
          title: '繁忙期手当',
          amount: 12000,
          taxRate: 0,
          taxExemptReason: '輸出免税',
          memo: '11月分',
        },
      ],
    });
    const res = await callAs(t, admin, 'GET', `${base}/${created.id}/history`);
    expect(res.status).toBe(200);
    const entries = res.body.data as ChangeHistoryEntry[];
    expect(entries.map((e) => e.action)).toEqual(['update', 'update', 'insert']);
    expect(entries[0]).toMatchObject({
      fields: ['taxExemptReason', 'taxRate'],
      before: { taxRate: 10, taxExemptReason: null },
      after: { taxRate: 0, taxExemptReason: '輸出免税' },
    });
    expect(entries[1]).toMatchObject({ before: { amount: 15000 }, after: { amount: 12000 } });
    expect(entries[2]?.actor?.id).toBe(admin.id);
  });

  // Another company's 404 on A's parent (list, POST, replace) and A's adjustment, A's records
  // unchanged: route-security.test.ts.
  it('answers 404 for another company’s adjustment under one’s own parent, a missing parent, and refuses drivers', async () => {
    const { admin, companyId } = await createCompany(t);
    const base = await parentOf(admin, kind);
    const mine = (await callAs(t, admin, 'POST', base, bonus)).body;
    const other = await createCompany(t);
    const otherBase = await parentOf(other.admin, kind);
    // Another company's adjustment under one's own parent is not found.
    expect((await callAs(t, other.admin, 'GET', `${otherBase}/${mine.id}`)).status).toBe(404);
    expect((await callAs(t, other.admin, 'PUT', `${otherBase}/${mine.id}`, bonus)).status).toBe(404);
    expect((await callAs(t, other.admin, 'DELETE', `${otherBase}/${mine.id}`)).status).toBe(404);
    expect((await callAs(t, admin, 'GET', `${base}/${mine.id}`)).body).toEqual(mine);

    const missing = base.replace(/[0-9a-f-]{36}/, '01900000-0000-7000-8000-000000000000');
    const res = await callAs(t, admin, 'GET', missing);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(
      kind === 'client' ? '取引先が見つかりません。' : 'ドライバーが見つかりません。',
    );
    // Under another parent of the same company, an adjustment is not found.
    const sibling = await parentOf(admin, kind);
    expect((await callAs(t, admin, 'GET', `${sibling}/${mine.id}`)).status).toBe(404);

    const driver = await createUser(t, 'driver', { companyId });
    expect((await callAs(t, driver, 'GET', base)).status).toBe(403);
  });
});
