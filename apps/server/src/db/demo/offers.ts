import { addDays, latestPaymentDueOn } from '@rikuun/contract';
import { and, desc, eq } from 'drizzle-orm';
import { contracts } from '../../features/contracts/contracts.table.ts';
import { areaOf } from '../../features/course-offers/areas.ts';
import { courseOffers } from '../../features/course-offers/course-offers.table.ts';
import { cargoOf } from '../../features/course-offers/offer-terms.ts';
import { carrierContract } from '../../features/course-offers/subcontract-billing.ts';
import { courses } from '../../features/courses/courses.table.ts';
import { destinations } from '../../features/destinations/destinations.table.ts';
import { partners } from '../../features/partners/partners.table.ts';
import { uuidv7 } from '../../lib/db/columns.ts';
import type { Tx } from '../../lib/db/db.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import type { DemoSeed } from './demo-seed.ts';

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
const weekendFrom = (date: string): string => (isWeekend(date) ? date : weekendFrom(addDays(date, 1)));

type Stop = [name: string, address: string, quantity: number, weightKg: number];

const offered: {
  company: 0 | 1;
  name: string;
  inDays: number;
  /** On the first Saturday or Sunday from inDays on: the demo's weekday plan stays as it is. */
  weekend?: boolean;
  fee: number;
  message: string;
  /** Shown to the offering company's 傭車先 only. */
  toPartners?: boolean;
  stops: Stop[];
}[] = [
  {
    company: 0,
    name: '横浜 応援便',
    inDays: 3,
    weekend: true,
    fee: 28000,
    message: '午前中に6件の配送です。荷物は常温の箱物です。',
    toPartners: true,
    stops: [
      ['みなとみらい倉庫', '神奈川県横浜市西区みなとみらい3-1-1', 20, 180],
      ['桜木町 ベーカリー', '神奈川県横浜市中区桜木町1-1', 6, 40],
      ['関内 青果店', '神奈川県横浜市中区相生町1-3', 8, 60],
      ['中華街 飯店', '神奈川県横浜市中区山下町190', 10, 70],
      ['山下町 レストラン', '神奈川県横浜市中区山下町27', 5, 35],
      ['元町 雑貨店', '神奈川県横浜市中区元町4-168', 3, 20],
    ],
  },
  {
    company: 1,
    name: '千葉 臨時便',
    inDays: 2,
    fee: 32000,
    message: '車両が足りないため、どなたかお願いできませんか。冷蔵品あり。',
    stops: [
      ['船橋 物流センター', '千葉県船橋市浜町2-1-1', 30, 250],
      ['幕張 スーパー', '千葉県千葉市美浜区ひび野2-3', 12, 90],
    ],
  },
];

async function insertCourse(tx: Tx, companyId: string, name: string, deliveryDate: string, stops: Stop[]) {
  const [course] = await tx
    .insert(courses)
    .values({ companyId, deliveryDate, name, startTime: '08:00', endTime: '13:00' })
    .returning();
  if (!course) throw new Error('demo offer course not created');
  await tx.insert(destinations).values(
    stops.map(([stopName, address1, quantity, weightKg], i) => ({
      companyId,
      courseId: course.id,
      sequence: i + 1,
      name: stopName,
      address1,
      quantity,
      weightKg,
    })),
  );
  return course;
}

/** The contract terms as an offer made in the app records them (cargo and 区間 from the stops). */
const termsOf = (stops: Stop[], deliveryDate: string) => ({
  cargo: cargoOf(stops.map(([, , quantity, weightKg]) => ({ quantity, weightKg }))),
  fromArea: areaOf(stops[0]?.[1] ?? null),
  toArea: areaOf(stops.at(-1)?.[1] ?? null),
  paymentDueOn: latestPaymentDueOn(deliveryDate),
});

const chained: Stop[] = [
  ['川崎 物流センター', '神奈川県川崎市川崎区東扇島7-1', 40, 320],
  ['鶴見 スーパー', '神奈川県横浜市鶴見区鶴見中央1-1', 15, 120],
  ['品川 青果店', '東京都品川区東品川2-2-20', 10, 90],
];

/** デモ運送's best-paid 個建 contract: what it goes on billing its client for the course it gave away. */
async function demoBilling(tx: Tx, demoId: string) {
  const [contract] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.companyId, demoId), eq(contracts.feeType, 'per_course')))
    .orderBy(desc(contracts.billingUnitPrice))
    .limit(1);
  if (!contract) throw new Error('demo per-course contract missing');
  return {
    billedClientId: contract.clientId,
    billedContractName: contract.name,
    billedFeeType: contract.feeType,
    billedQuantity: 1,
    billedUnitPrice: contract.billingUnitPrice,
    billedAmount: contract.billingUnitPrice,
    billedTaxRate: contract.taxRate,
  };
}

/** What a tier bills the tier above: its 傭車 contract (個建, one course), as an acceptance makes it. */
const carrierBilling = (clientId: string, name: string, amount: number) => ({
  billedClientId: clientId,
  billedContractName: name,
  billedFeeType: 'per_course' as const,
  billedQuantity: 1,
  billedUnitPrice: amount,
  billedAmount: amount,
  billedTaxRate: 10,
});

/**
 * 実運送体制管理簿 with a re-offer: デモ運送 (元請) gave 「川崎 共同配送便」 to サンプル物流 (1次), which
 * offered it on to 有限会社みなと急送 (2次), who carries it; the course is now みなと急送's. Both
 * admins see the two tiers in their register. みなと急送 has no users: a partner on the platform.
 * Billed on every side as acceptances make it (decision 058): デモ運送 bills its client and owes サンプル
 * 物流 (傭車 tab of its 月次締め), サンプル物流 has デモ運送 as client with a 傭車 contract and owes
 * みなと急送, whose course carries サンプル物流 as client.
 */
async function seedChain(tx: Tx, today: string, [demoId, sampleId]: [string, string], now: Date) {
  const [carrier] = await tx
    .insert(companies)
    .values({
      name: '有限会社みなと急送',
      nameKana: 'ミナトキュウソウ',
      zipCode: '210-0869',
      address1: '神奈川県川崎市川崎区東扇島',
      address2: '20-1',
      phone: '044-200-0000',
    })
    .returning();
  if (!carrier) throw new Error('demo carrier not created');
  const deliveryDate = addDays(today, 1);
  const course = await insertCourse(tx, carrier.id, '川崎 共同配送便', deliveryDate, chained);
  const terms = termsOf(chained, deliveryDate);
  const contractOf = (companyId: string, offeredBy: string, fee: number) =>
    carrierContract(
      { companyId, db: tx },
      {
        companyId: offeredBy,
        courseName: course.name,
        deliveryDate,
        fee,
        incidentalFee: 3000,
        fuelSurcharge: 1500,
        incidentalWork: 'センターでの積込（約30分）',
      },
    );
  const first = await contractOf(sampleId, demoId, 36000);
  const carried = await contractOf(carrier.id, sampleId, 33000);
  await tx
    .update(courses)
    .set({ clientId: carried.clientId, contractId: carried.contractId })
    .where(eq(courses.id, course.id));
  const chainId = uuidv7();
  const common = {
    courseId: course.id,
    courseName: course.name,
    deliveryDate,
    destinationCount: chained.length,
    status: 'accepted' as const,
    chainId,
    ...terms,
  };
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
  await tx.insert(courseOffers).values([
    {
      ...common,
      id: chainId,
      companyId: demoId,
      acceptedCompanyId: sampleId,
      tier: 1,
      fee: 36000,
      ...(await demoBilling(tx, demoId)),
      incidentalWork: 'センターでの積込（約30分）',
      incidentalFee: 3000,
      fuelSurcharge: 1500,
      message: '3件、常温の箱物です。',
      expiresAt: hoursAgo(20),
      acceptedAt: hoursAgo(26),
      createdAt: hoursAgo(30),
    },
    {
      ...common,
      companyId: sampleId,
      acceptedCompanyId: carrier.id,
      parentOfferId: chainId,
      tier: 2,
      fee: 33000,
      ...carrierBilling(first.clientId, `傭車 ${course.name}`, 36000 + 3000 + 1500),
      incidentalWork: 'センターでの積込（約30分）',
      incidentalFee: 3000,
      fuelSurcharge: 1500,
      message: '元請はデモ運送株式会社です。',
      expiresAt: hoursAgo(2),
      acceptedAt: hoursAgo(4),
      createdAt: hoursAgo(8),
    },
  ]);
}

/**
 * 傭車: デモ運送株式会社 offers a future course to its 傭車先 (サンプル物流), and 株式会社サンプル物流 offers
 * one that admin@example.com can accept (募集中の案件), so each admin sees both tabs filled; and a
 * re-offered course fills both registers (seedChain).
 */
export const seedOffers: DemoSeed = async ({ tx, today, now, companyIds }) => {
  // デモ運送 keeps サンプル物流 as its 傭車先 (one-way), so its offer to partners reaches admin2.
  await tx.insert(partners).values({ companyId: companyIds[0], partnerCompanyId: companyIds[1] });
  for (const o of offered) {
    const companyId = companyIds[o.company];
    const deliveryDate = o.weekend ? weekendFrom(addDays(today, o.inDays)) : addDays(today, o.inDays);
    const course = await insertCourse(tx, companyId, o.name, deliveryDate, o.stops);
    const id = uuidv7();
    await tx.insert(courseOffers).values({
      id,
      chainId: id,
      companyId,
      courseId: course.id,
      courseName: o.name,
      deliveryDate,
      destinationCount: o.stops.length,
      fee: o.fee,
      message: o.message,
      audience: o.toPartners ? 'partners' : 'all',
      ...termsOf(o.stops, deliveryDate),
      // The day before the delivery, 17:00 in Tokyo (always after the first start: inDays ≥ 2).
      expiresAt: new Date(`${addDays(deliveryDate, -1)}T17:00:00+09:00`),
    });
  }
  await seedChain(tx, today, companyIds, now);
};
