import { addDays, latestPaymentDueOn, todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseOffers } from '../src/features/course-offers/course-offers.table.ts';
import { createCompany, createTestApp, createUser, type TestApp, type TestUser } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { createCourse, insertStops } from './support/courses.ts';
import { pdfText } from './support/pdf-text.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inDays = (n: number) => addDays(todayInTokyo(), n);
const later = (hours = 24) => new Date(Date.now() + hours * 3600_000).toISOString();
const register = (from = inDays(0), to = inDays(10)) =>
  `/v1/offers/courses/carrier-register?from=${from}&to=${to}`;

/** A company with a planned course of two stops (江東区 → 江東区, 3 pieces, 25 kg). */
async function companyWithCourse(name: string) {
  const { companyId, admin } = await createCompany(t, name);
  const course = await createCourse(t, admin, { deliveryDate: inDays(3), name: '豊洲A便' });
  await insertStops(t, companyId, course.id, ['pending', 'pending'], {
    address1: '東京都江東区豊洲6-6-1',
    weightKg: 12.5,
  });
  return { companyId, admin, courseId: course.id };
}

async function offer(admin: TestUser, courseId: string, over: Record<string, unknown> = {}) {
  return callAs(t, admin, 'POST', '/v1/offers/courses', {
    courseId,
    fee: 30000,
    expiresAt: later(),
    ...over,
  });
}

const accept = (admin: TestUser, id: string) => callAs(t, admin, 'POST', `/v1/offers/courses/${id}/accept`);

async function documentsOf(admin: TestUser) {
  const res = await callAs(t, admin, 'GET', '/v1/issued-documents?kind=transport_contract');
  expect(res.status).toBe(200);
  return res.body.data as {
    id: string;
    courseOfferId: string;
    counterpartyName: string;
    totalAmount: number;
  }[];
}

async function pdfOf(admin: TestUser, documentId: string) {
  const res = await t.app.inject({
    url: `/v1/issued-documents/${documentId}/pdf`,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  return pdfText(res.rawPayload);
}

describe('course offers: contract terms', () => {
  it('fills cargo, 区間 and 支払期日 from the course; keeps what is given', async () => {
    const a = await companyWithCourse('条件運送');
    const res = await offer(a.admin, a.courseId);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      cargo: '一般貨物（3個・25kg）',
      fromArea: '東京都江東区',
      toArea: '東京都江東区',
      incidentalWork: null,
      incidentalFee: 0,
      fuelSurcharge: 0,
      paymentDueOn: latestPaymentDueOn(inDays(3)),
      tier: 1,
      primeCompanyName: '条件運送',
    });
    expect((await callAs(t, a.admin, 'DELETE', `/v1/offers/courses/${res.body.id}`)).status).toBe(204);
    const given = await offer(a.admin, a.courseId, {
      cargo: '冷蔵食品',
      fromArea: '東京都江東区',
      toArea: '千葉県船橋市',
      incidentalWork: '荷下ろし・棚入れ',
      incidentalFee: 5000,
      fuelSurcharge: 2000,
      paymentDueOn: inDays(20),
    });
    expect(given.status).toBe(201);
    expect(given.body).toMatchObject({
      cargo: '冷蔵食品',
      toArea: '千葉県船橋市',
      incidentalWork: '荷下ろし・棚入れ',
      incidentalFee: 5000,
      fuelSurcharge: 2000,
      paymentDueOn: inDays(20),
    });
  });

  it('answers 400 at the field for bad terms', async () => {
    const a = await companyWithCourse('入力運送');
    const bad = await offer(a.admin, a.courseId, {
      cargo: 'あ'.repeat(201),
      incidentalFee: 1000,
      fuelSurcharge: -1,
      paymentDueOn: '2026-13-01',
    });
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body)).toMatchObject({
      cargo: ['貨物の内容は200文字以内で入力してください'],
      fuelSurcharge: ['燃料サーチャージは0以上で入力してください'],
      paymentDueOn: ['支払期日はYYYY-MM-DD形式の日付で入力してください'],
    });
    const noWork = await offer(a.admin, a.courseId, { incidentalFee: 1000 });
    expect(fieldMessages(noWork.body).incidentalWork).toEqual([
      '附帯業務料を入力した場合は附帯業務の内容を入力してください',
    ]);
    const late = await offer(a.admin, a.courseId, {
      paymentDueOn: addDays(latestPaymentDueOn(inDays(3)), 1),
    });
    expect(late.status).toBe(400);
    expect(fieldMessages(late.body).paymentDueOn?.[0]).toContain('運行日の翌月末');
    const past = await offer(a.admin, a.courseId, { paymentDueOn: inDays(-1) });
    expect(fieldMessages(past.body).paymentDueOn).toEqual(['支払期日は今日以降の日付を指定してください']);
    const bare = await createCourse(t, a.admin, { deliveryDate: inDays(3), name: '配送先なし便' });
    const noArea = await offer(a.admin, bare.id);
    expect(noArea.status).toBe(400);
    expect(fieldMessages(noArea.body).fromArea).toEqual([
      '区間（発地）を入力してください（配送先に住所がありません）',
    ]);
    expect((await offer(a.admin, bare.id, { fromArea: '東京都', toArea: '埼玉県' })).status).toBe(201);
  });
});

describe('運送契約書面 on acceptance', () => {
  it('issues the 書面 as a PDF to both companies, each in its own 発行済み書類', async () => {
    const a = await companyWithCourse('書面委託運送');
    const b = await createCompany(t, '書面受託運送');
    const o = (
      await offer(a.admin, a.courseId, {
        cargo: '冷蔵食品',
        incidentalWork: '荷下ろし・棚入れ',
        incidentalFee: 5000,
        fuelSurcharge: 2000,
        paymentDueOn: inDays(30),
      })
    ).body;
    expect((await accept(b.admin, o.id)).status).toBe(200);

    const [mine] = await documentsOf(a.admin);
    const [theirs] = await documentsOf(b.admin);
    // 37,000 before tax, 10 % (floor): 3,700.
    expect(mine).toMatchObject({ courseOfferId: o.id, counterpartyName: '書面受託運送', totalAmount: 40700 });
    expect(theirs).toMatchObject({
      courseOfferId: o.id,
      counterpartyName: '書面委託運送',
      totalAmount: 40700,
    });
    expect(mine?.id).not.toBe(theirs?.id);

    const text = await pdfOf(b.admin, theirs?.id as string);
    const due = inDays(30).split('-').map(Number);
    for (const part of [
      '運送契約書面',
      '受託者控',
      '書面委託運送',
      '書面受託運送',
      '運送の内容',
      '冷蔵食品',
      '東京都江東区→東京都江東区',
      '豊洲A便',
      '対価',
      '¥30,000',
      '附帯業務',
      '荷下ろし・棚入れ',
      '¥5,000',
      '燃料サーチャージ',
      '¥2,000',
      '合計（税込）¥40,700',
      `${due[0]}年${due[1]}月${due[2]}日までに`,
      '元請事業者書面委託運送',
      '1次',
    ]) {
      expect(text).toContain(part);
    }
    expect(await pdfOf(a.admin, mine?.id as string)).toContain('委託者控');

    // Neither sees the other's copy; a third company sees neither.
    const c = await createCompany(t, '第三者運送');
    expect((await callAs(t, a.admin, 'GET', `/v1/issued-documents/${theirs?.id}`)).status).toBe(404);
    expect((await callAs(t, c.admin, 'GET', `/v1/issued-documents/${mine?.id}`)).status).toBe(404);
    expect(await documentsOf(c.admin)).toEqual([]);
  });

  it('keeps the register rows of accepted offers for a year', async () => {
    const a = await companyWithCourse('保存運送');
    const b = await createCompany(t, '保存受託運送');
    const o = (await offer(a.admin, a.courseId)).body;
    expect((await accept(b.admin, o.id)).status).toBe(200);
    await expect(t.database.db.delete(courseOffers).where(eq(courseOffers.id, o.id))).rejects.toThrow();
    const [row] = await t.database.db.select().from(courseOffers).where(eq(courseOffers.id, o.id));
    expect(row?.status).toBe('accepted');
  });
});

describe('re-offers and the 実運送体制管理簿 chain', () => {
  it('chains a re-offer one tier down; the 元請 sees every tier, each company its own part downward', async () => {
    const prime = await companyWithCourse('元請運送');
    const first = await createCompany(t, '一次運送');
    const second = await createCompany(t, '二次運送');
    const outsider = await createCompany(t, '無関係運送');

    const o1 = (await offer(prime.admin, prime.courseId, { fee: 40000, cargo: '雑貨' })).body;
    expect((await accept(first.admin, o1.id)).status).toBe(200);
    const re = await offer(first.admin, prime.courseId, { fee: 35000 });
    expect(re.status, JSON.stringify(re.body)).toBe(201);
    expect(re.body).toMatchObject({ tier: 2, primeCompanyName: '元請運送', own: true });
    // Others judging the open re-offer see its tier, not the 元請.
    const seen = await callAs(t, second.admin, 'GET', `/v1/offers/courses/${re.body.id}`);
    expect(seen.body).toMatchObject({ tier: 2, primeCompanyName: null });
    expect((await accept(second.admin, re.body.id)).status).toBe(200);
    expect((await callAs(t, second.admin, 'GET', `/v1/courses/${prime.courseId}`)).status).toBe(200);

    const rows = async (u: TestUser) => {
      const res = await callAs(t, u, 'GET', register());
      expect(res.status).toBe(200);
      return res.body as { total: number; data: Record<string, unknown>[] };
    };
    const both = {
      chainId: o1.id,
      primeCompanyName: '元請運送',
      actualCarrierName: '二次運送',
      deliveryDate: inDays(3),
      fromArea: '東京都江東区',
      toArea: '東京都江東区',
    };
    const tier1 = { ...both, id: o1.id, tier: 1, offeredByName: '元請運送', carrierName: '一次運送' };
    const tier2 = { ...both, id: re.body.id, tier: 2, offeredByName: '一次運送', carrierName: '二次運送' };

    const primeSees = await rows(prime.admin);
    expect(primeSees.total).toBe(2);
    expect(primeSees.data).toEqual([
      expect.objectContaining({
        ...tier1,
        actual: false,
        fee: 40000,
        cargo: '雑貨',
        documentId: expect.any(String),
      }),
      // Not a party of the 1次→2次 contract: no fee, no document.
      expect.objectContaining({ ...tier2, actual: true, fee: null, documentId: null }),
    ]);
    const firstSees = await rows(first.admin);
    expect(firstSees.data).toEqual([
      expect.objectContaining({ ...tier1, fee: 40000, clientName: null }),
      expect.objectContaining({ ...tier2, fee: 35000, documentId: expect.any(String) }),
    ]);
    // The 2次 sees its own contract and the 元請's name, not the contract above it.
    const secondSees = await rows(second.admin);
    expect(secondSees.data).toEqual([expect.objectContaining({ ...tier2, fee: 35000 })]);
    expect((await rows(outsider.admin)).total).toBe(0);
    expect((await callAs(t, outsider.admin, 'GET', `/v1/offers/courses/${re.body.id}`)).status).toBe(404);

    // The 1次 received one 書面 and issued one: two in its 発行済み書類.
    expect((await documentsOf(first.admin)).map((d) => d.courseOfferId).sort()).toEqual(
      [o1.id, re.body.id].sort(),
    );
    const [secondDoc] = await documentsOf(second.admin);
    const text = await pdfOf(second.admin, secondDoc?.id as string);
    expect(text).toContain('元請事業者元請運送');
    expect(text).toContain('2次');

    // A period without the delivery date shows nothing.
    expect((await callAs(t, prime.admin, 'GET', register(inDays(4), inDays(9)))).body.total).toBe(0);
  });

  it('lets only one of two companies win a re-offer accepted at the same moment', async () => {
    const prime = await companyWithCourse('競争元請');
    const first = await createCompany(t, '競争一次');
    const [b, c] = await Promise.all([createCompany(t, '競争二次B'), createCompany(t, '競争二次C')]);
    const o1 = (await offer(prime.admin, prime.courseId)).body;
    expect((await accept(first.admin, o1.id)).status).toBe(200);
    const re = (await offer(first.admin, prime.courseId)).body;
    const answers = await Promise.all([b, c].map((x) => accept(x.admin, re.id)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = answers[0]?.status === 200 ? b : c;
    const loser = winner === b ? c : b;
    const [row] = await t.database.db.select().from(courseOffers).where(eq(courseOffers.id, re.id));
    expect(row).toMatchObject({ acceptedCompanyId: winner.companyId, tier: 2, chainId: o1.id });
    expect(await documentsOf(loser.admin)).toEqual([]);
    expect(await documentsOf(winner.admin)).toHaveLength(1);
    expect((await callAs(t, prime.admin, 'GET', register())).body.data[1]).toMatchObject({
      tier: 2,
      actualCarrierName: winner === b ? '競争二次B' : '競争二次C',
    });
  });

  it('refuses the register and offers to drivers; bad periods answer 400 at the field', async () => {
    const a = await companyWithCourse('権限運送');
    const driver = await createUser(t, 'driver', { companyId: a.companyId });
    expect((await callAs(t, driver, 'GET', register())).status).toBe(403);
    expect((await offer(driver, a.courseId)).status).toBe(403);
    const o = (await offer(a.admin, a.courseId)).body;
    expect((await accept(driver, o.id)).status).toBe(403);
    const bad = await callAs(t, a.admin, 'GET', register(inDays(5), inDays(1)));
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body).to).toEqual(['期間（終了）は期間（開始）以降の日付を指定してください']);
    const badDate = await callAs(t, a.admin, 'GET', '/v1/offers/courses/carrier-register?from=2026-02-30');
    expect(fieldMessages(badDate.body).from).toEqual([
      '期間（開始）はYYYY-MM-DD形式の日付で入力してください',
    ]);
  });
});

describe('OpenAPI', () => {
  it('describes every 傭車 and 発行済み書類 route in Japanese', async () => {
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, { summary?: string; description?: string; tags?: string[] }>>;
    };
    const ops = Object.values(doc.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((op) => op.tags?.some((tag) => tag === '傭車' || tag === '発行済み書類'));
    expect(ops.length).toBeGreaterThanOrEqual(14);
    for (const op of ops) {
      expect(op.summary).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(op.description).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
  });
});
