import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, type TestApp, type TestUser, usersOfEveryRole } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';

const SERVICE_RATE_MESSAGE =
  '運送は役務の提供のため、税率は10%です（輸出免税・不課税は0%）。8%（軽減税率）は飲食料品の経費にのみ使えます';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function clientOf(admin: TestUser, name = '株式会社東京食品') {
  return (await callAs(t, admin, 'POST', '/v1/clients', { name })).body as { id: string };
}

async function contract(admin: TestUser, clientId: string, over: Record<string, unknown> = {}) {
  const res = await callAs(t, admin, 'POST', '/v1/contracts', {
    clientId,
    name: '豊洲定期便',
    from: '2026-04-01',
    to: '2027-03-31',
    feeType: 'per_course',
    billingUnitPrice: 32000,
    paymentUnitPrice: 25000,
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string };
}

describe('contracts', () => {
  it('creates, reads and updates a contract with its client’s and base’s names', async () => {
    const { admin } = await createCompany(t);
    const client = await clientOf(admin);
    const base = (await callAs(t, admin, 'POST', '/v1/bases', { name: '江東営業所' })).body;
    const created = await contract(admin, client.id, { baseId: base.id, memo: '早朝便' });
    expect(created).toMatchObject({
      clientId: client.id,
      clientName: '株式会社東京食品',
      baseId: base.id,
      baseName: '江東営業所',
      from: '2026-04-01',
      to: '2027-03-31',
      feeType: 'per_course',
      billingUnitPrice: 32000,
      paymentUnitPrice: 25000,
      taxRate: 10,
      active: true,
    });
    expect((await callAs(t, admin, 'GET', `/v1/contracts/${created.id}`)).body).toEqual(created);
    const put = await callAs(t, admin, 'PUT', `/v1/contracts/${created.id}`, {
      clientId: client.id,
      name: '豊洲定期便（改定）',
      from: '2026-04-01',
      feeType: 'per_hour',
      billingUnitPrice: 4500,
      taxRate: 0,
      taxExemptReason: '輸出免税・国際輸送',
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      to: null,
      feeType: 'per_hour',
      taxRate: 0,
      taxExemptReason: '輸出免税・国際輸送',
      baseId: null,
      baseName: null,
    });
  });

  it('copies a contract’s terms into a new period', async () => {
    const { admin } = await createCompany(t);
    const client = await clientOf(admin);
    const base = (await callAs(t, admin, 'POST', '/v1/bases', { name: '本社' })).body;
    const original = await contract(admin, client.id, {
      feeType: 'per_item',
      billingUnitPrice: 180,
      paymentUnitPrice: 120,
      taxRate: 0,
      taxExemptReason: '輸出免税・国際輸送',
      baseId: base.id,
      memo: '冷蔵',
      active: false,
    });
    const copy = await callAs(t, admin, 'POST', `/v1/contracts/${original.id}/copy`, {
      from: '2027-04-01',
      to: '2028-03-31',
    });
    expect(copy.status).toBe(201);
    expect(copy.body.id).not.toBe(original.id);
    expect(copy.body).toMatchObject({
      clientId: client.id,
      name: '豊洲定期便',
      feeType: 'per_item',
      billingUnitPrice: 180,
      paymentUnitPrice: 120,
      taxRate: 0,
      taxExemptReason: '輸出免税・国際輸送',
      baseId: base.id,
      memo: '冷蔵',
      from: '2027-04-01',
      to: '2028-03-31',
      active: true,
    });
    // The original is untouched.
    expect((await callAs(t, admin, 'GET', `/v1/contracts/${original.id}`)).body).toMatchObject({
      from: '2026-04-01',
      to: '2027-03-31',
      active: false,
    });
    const openEnded = await callAs(t, admin, 'POST', `/v1/contracts/${original.id}/copy`, {
      from: '2028-04-01',
    });
    expect(openEnded.body).toMatchObject({ from: '2028-04-01', to: null });

    const backwards = await callAs(t, admin, 'POST', `/v1/contracts/${original.id}/copy`, {
      from: '2027-04-01',
      to: '2027-03-31',
    });
    expect(backwards.status).toBe(400);
    expect(fieldMessages(backwards.body).to).toEqual(['契約終了日は契約開始日以降の日付を入力してください']);
    const missing = await callAs(t, admin, 'POST', `/v1/contracts/${original.id}/copy`, {});
    expect(fieldMessages(missing.body).from).toEqual(['契約開始日はYYYY-MM-DD形式の日付で入力してください']);

    // A renewal with a new name and new unit prices, asked for in the same request.
    const renewed = await callAs(t, admin, 'POST', `/v1/contracts/${original.id}/copy`, {
      from: '2029-04-01',
      to: '2030-03-31',
      name: '豊洲定期便（2029年度）',
      billingUnitPrice: 200,
      paymentUnitPrice: null,
    });
    expect(renewed.status).toBe(201);
    expect(renewed.body).toMatchObject({
      // Text is normalised as everywhere (NFKC: full-width brackets become half-width).
      name: '豊洲定期便(2029年度)',
      billingUnitPrice: 200,
      paymentUnitPrice: null,
      feeType: 'per_item',
      taxRate: 0,
      from: '2029-04-01',
    });
    const badPrices = await callAs(t, admin, 'POST', `/v1/contracts/${original.id}/copy`, {
      from: '2029-04-01',
      name: '',
      billingUnitPrice: -1,
    });
    expect(badPrices.status).toBe(400);
    expect(Object.keys(fieldMessages(badPrices.body)).sort()).toEqual(['billingUnitPrice', 'name']);
    const otherCompany = await createCompany(t, '他社運送株式会社');
    const foreign = await callAs(t, otherCompany.admin, 'POST', `/v1/contracts/${original.id}/copy`, {
      from: '2029-04-01',
    });
    expect(foreign.status).toBe(404);
  });

  it('lists contracts valid on any day of from–to (overlap, open ends)', async () => {
    const { admin } = await createCompany(t);
    const client = await clientOf(admin);
    const past = await contract(admin, client.id, { name: '2025年度', from: '2025-04-01', to: '2026-03-31' });
    const current = await contract(admin, client.id, {
      name: '2026年度',
      from: '2026-04-01',
      to: '2027-03-31',
    });
    const open = await contract(admin, client.id, { name: '無期限', from: '2026-10-01', to: null });
    const ids = async (query: string) =>
      ((await callAs(t, admin, 'GET', `/v1/contracts?${query}&sort=from`)).body.data as { id: string }[]).map(
        (c) => c.id,
      );

    // Inside one contract's period.
    expect(await ids('from=2025-05-01&to=2025-05-31')).toEqual([past.id]);
    // A range touching the last day of one and the first day of the next: both (ends are inclusive).
    expect(await ids('from=2026-03-31&to=2026-04-01')).toEqual([past.id, current.id]);
    // A range covering a whole contract, and ranges overlapping only its start or end.
    expect(await ids('from=2025-01-01&to=2026-03-31')).toEqual([past.id]);
    expect(await ids('from=2024-01-01&to=2025-04-01')).toEqual([past.id]);
    // Before everything, and long after: only the open-ended one runs on.
    expect(await ids('from=2020-01-01&to=2025-03-31')).toEqual([]);
    expect(await ids('from=2030-01-01&to=2030-12-31')).toEqual([open.id]);
    // One end only.
    expect(await ids('from=2027-01-01')).toEqual([current.id, open.id]);
    expect(await ids('to=2026-04-01')).toEqual([past.id, current.id]);
    // A backwards range is a mistake.
    const backwards = await callAs(t, admin, 'GET', '/v1/contracts?from=2026-05-01&to=2026-04-01');
    expect(backwards.status).toBe(400);
    expect(fieldMessages(backwards.body).to).toEqual([
      '期間（終了）は期間（開始）以降の日付を指定してください',
    ]);
  });

  it('filters by client, q and state', async () => {
    const { admin } = await createCompany(t);
    const a = await clientOf(admin, 'A社');
    const b = await clientOf(admin, 'B社');
    const ofA = await contract(admin, a.id, { name: '豊洲定期便' });
    const ofB = await contract(admin, b.id, { name: 'スポット便', active: false });
    const list = (q: string) => callAs(t, admin, 'GET', `/v1/contracts?${q}`);
    expect((await list(`clientId=${a.id}`)).body).toMatchObject({
      total: 1,
      data: [{ id: ofA.id, clientName: 'A社' }],
    });
    expect((await list('q=スポット')).body).toMatchObject({ total: 1, data: [{ id: ofB.id }] });
    expect((await list('active=true')).body).toMatchObject({ total: 1, data: [{ id: ofA.id }] });
    expect((await list('sort=clientName')).body.data.map((c: { id: string }) => c.id)).toEqual([
      ofA.id,
      ofB.id,
    ]);
  });

  it('validates in Japanese at the field and refuses another company’s client or base', async () => {
    const { admin } = await createCompany(t);
    const { admin: other } = await createCompany(t, '他社運送');
    const res = await callAs(t, admin, 'POST', '/v1/contracts', {
      name: '',
      from: '2026-04-01',
      to: '2026-03-01',
      feeType: 'per_ton',
      billingUnitPrice: 1.5,
      paymentUnitPrice: -1,
      taxRate: 5,
    });
    expect(res.status).toBe(400);
    const m = fieldMessages(res.body);
    expect(m.clientId).toEqual(['取引先の形式が正しくありません']);
    expect(m.name).toEqual(['契約名を入力してください']);
    expect(m.feeType).toEqual(['運賃区分を選択してください']);
    expect(m.billingUnitPrice).toEqual(['請求単価は整数で入力してください']);
    expect(m.paymentUnitPrice).toEqual(['支払単価は0以上で入力してください']);
    expect(m.taxRate).toEqual([SERVICE_RATE_MESSAGE]);

    const theirClient = await clientOf(other);
    const theirBase = (await callAs(t, other, 'POST', '/v1/bases', { name: '他社拠点' })).body;
    const mine = await clientOf(admin);
    const body = { name: '便', from: '2026-04-01', feeType: 'per_day', billingUnitPrice: 20000 };
    const foreignClient = await callAs(t, admin, 'POST', '/v1/contracts', {
      ...body,
      clientId: theirClient.id,
    });
    expect(fieldMessages(foreignClient.body).clientId).toEqual(['指定された取引先が見つかりません']);
    const foreignBase = await callAs(t, admin, 'POST', '/v1/contracts', {
      ...body,
      clientId: mine.id,
      baseId: theirBase.id,
    });
    expect(fieldMessages(foreignBase.body).baseId).toEqual(['指定された拠点が見つかりません']);
  });

  it('refuses the reduced rate: transport is 10 %; a contract saved at 8 % earlier is an alert until fixed', async () => {
    const { admin } = await createCompany(t);
    const client = await clientOf(admin);
    const refused = await callAs(t, admin, 'POST', '/v1/contracts', {
      clientId: client.id,
      name: '食品配送',
      from: '2026-04-01',
      feeType: 'per_item',
      billingUnitPrice: 180,
      taxRate: 8,
    });
    expect(refused.status).toBe(400);
    expect(fieldMessages(refused.body).taxRate).toEqual([SERVICE_RATE_MESSAGE]);

    // A row from before the rule: left as it was, and named in the alerts.
    const old = await contract(admin, client.id, { name: '旧・食品配送' });
    await t.database.db.execute(sql`update contracts set tax_rate = 8 where id = ${old.id}`);
    const alertsOf = async () =>
      (
        (await callAs(t, admin, 'GET', '/v1/alerts')).body.data as { kind: string; subjectId: string }[]
      ).filter((a) => a.kind === 'reduced_tax_rate');
    expect(await alertsOf()).toEqual([
      expect.objectContaining({
        subjectType: 'contract',
        subjectId: old.id,
        subjectName: '旧・食品配送',
        severity: 'warning',
        message: expect.stringContaining('契約の税率が8%（軽減税率）です'),
      }),
    ]);
    expect((await callAs(t, admin, 'GET', `/v1/contracts/${old.id}`)).body.taxRate).toBe(8);
    const fixed = await callAs(t, admin, 'PUT', `/v1/contracts/${old.id}`, {
      clientId: client.id,
      name: '旧・食品配送',
      from: '2026-04-01',
      feeType: 'per_course',
      billingUnitPrice: 32000,
      taxRate: 10,
    });
    expect(fixed.status).toBe(200);
    expect(await alertsOf()).toEqual([]);
  });

  it('alerts a contract saved at 0 % without its reason earlier, until the reason is given', async () => {
    const { admin } = await createCompany(t);
    const client = await clientOf(admin);
    const old = await contract(admin, client.id, { name: '旧・輸出貨物' });
    const exempt = await contract(admin, client.id, { name: '輸出貨物' });
    await t.database.db.execute(sql`update contracts set tax_rate = 0 where id = ${old.id}`);
    await t.database.db.execute(
      sql`update contracts set tax_rate = 0, tax_exempt_reason = '輸出免税（国際輸送）' where id = ${exempt.id}`,
    );
    const alertsOf = async () =>
      (
        (await callAs(t, admin, 'GET', '/v1/alerts')).body.data as { kind: string; subjectId: string }[]
      ).filter((a) => a.kind === 'reduced_tax_rate');
    expect(await alertsOf()).toEqual([
      expect.objectContaining({
        subjectType: 'contract',
        subjectId: old.id,
        subjectName: '旧・輸出貨物',
        severity: 'warning',
        message:
          '契約の税率が0%ですが理由が記録されていません。輸出免税・不課税の理由を入力するか、10%に修正してください',
      }),
    ]);
    const fixed = await callAs(t, admin, 'PUT', `/v1/contracts/${old.id}`, {
      clientId: client.id,
      name: '旧・輸出貨物',
      from: '2026-04-01',
      feeType: 'per_course',
      billingUnitPrice: 32000,
      taxRate: 0,
      taxExemptReason: '輸出免税（国際輸送）',
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(await alertsOf()).toEqual([]);
  });

  it('answers 404 for another company’s contract and refuses other roles', async () => {
    const { admin } = await createCompany(t);
    const { admin: other } = await createCompany(t, '他社運送');
    const mine = await contract(admin, (await clientOf(admin)).id);
    // GET /v1/contracts/:id's 404 and the other company's list: route-security.test.ts.
    const copy = await callAs(t, other, 'POST', `/v1/contracts/${mine.id}/copy`, { from: '2027-04-01' });
    expect(copy).toMatchObject({ status: 404, body: { message: '契約が見つかりません。' } });
    expect((await callAs(t, admin, 'GET', '/v1/contracts')).body.total).toBe(1);

    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const) {
      expect((await callAs(t, byRole[role], 'GET', '/v1/contracts')).status, role).toBe(403);
    }
  });
});
