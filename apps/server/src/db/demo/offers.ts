import { addDays } from '@rikuun/contract';
import { courseOffers } from '../../features/course-offers/course-offers.table.ts';
import { courses } from '../../features/courses/courses.table.ts';
import { destinations } from '../../features/destinations/destinations.table.ts';
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
  stops: Stop[];
}[] = [
  {
    company: 0,
    name: '横浜 応援便',
    inDays: 3,
    weekend: true,
    fee: 28000,
    message: '午前中に6件の配送です。荷物は常温の箱物です。',
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

/**
 * 傭車: デモ運送株式会社 offers a future course to the other companies, and 株式会社サンプル物流 offers
 * one that admin@example.com can accept (募集中の案件), so each admin sees both tabs filled.
 */
export const seedOffers: DemoSeed = async ({ tx, today, companyIds }) => {
  for (const o of offered) {
    const companyId = companyIds[o.company];
    const deliveryDate = o.weekend ? weekendFrom(addDays(today, o.inDays)) : addDays(today, o.inDays);
    const [course] = await tx
      .insert(courses)
      .values({ companyId, deliveryDate, name: o.name, startTime: '08:00', endTime: '13:00' })
      .returning();
    if (!course) throw new Error('demo offer course not created');
    await tx.insert(destinations).values(
      o.stops.map(([name, address1, quantity, weightKg], i) => ({
        companyId,
        courseId: course.id,
        sequence: i + 1,
        name,
        address1,
        quantity,
        weightKg,
      })),
    );
    await tx.insert(courseOffers).values({
      companyId,
      courseId: course.id,
      courseName: o.name,
      deliveryDate,
      destinationCount: o.stops.length,
      fee: o.fee,
      message: o.message,
      // The day before the delivery, 17:00 in Tokyo (always after the first start: inDays ≥ 2).
      expiresAt: new Date(`${addDays(deliveryDate, -1)}T17:00:00+09:00`),
    });
  }
};
