import { type AccidentDetailsInput, accidentDetailsSchema, addDays } from '@rikuun/contract';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import {
  accidentReportFiles,
  accidentReports,
} from '../../features/accident-reports/accident-reports.table.ts';
import { courses } from '../../features/courses/courses.table.ts';
import { aptitudeTests, driverTrainings } from '../../features/driver-profiles/driver-records.table.ts';
import { drivers } from '../../features/drivers/drivers.table.ts';
import { users } from '../../lib/auth/users.table.ts';
import { storeDemoImage } from './demo-images.ts';
import type { DemoSeed } from './demo-seed.ts';

/** A plain drawing of two vehicles at a crossing, as the demo's 現場写真. */
const SCENE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
<rect width="640" height="480" fill="#8fa3b8"/><rect x="0" y="180" width="640" height="120" fill="#4a4f55"/>
<rect x="260" y="0" width="120" height="480" fill="#4a4f55"/>
<rect x="150" y="205" width="150" height="70" rx="8" fill="#f2f2f2" stroke="#222" stroke-width="3"/>
<rect x="300" y="215" width="90" height="50" rx="10" fill="#c8161d" stroke="#222" stroke-width="3"/>
<circle cx="300" cy="240" r="26" fill="none" stroke="#ffd400" stroke-width="6"/></svg>`;

const details = (d: AccidentDetailsInput) => accidentDetailsSchema.parse(d);

/**
 * Three accident reports of デモ運送: 渡辺's trailer overturned yesterday evening with its load of 軽油
 * leaking (a 速報 due within 24 hours, not yet made), 山田's rear-end collision with a seriously injured person (重大事故,
 * a 30-day report still due, with a photo of the scene) on one of his recent courses, and a minor
 * scrape in a car park a month and a half ago (nothing to report to the authorities).
 */
export const seedAccidents: DemoSeed = async (demo) => {
  const { tx, today } = demo;
  const [companyId] = demo.companyIds;
  const staff = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(eq(drivers.companyId, companyId))
    .orderBy(asc(drivers.createdAt), asc(drivers.id))
    .limit(2);
  const [yamada, second] = staff;
  if (!yamada) return;
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  const [course] = await tx
    .select({ id: courses.id, deliveryDate: courses.deliveryDate })
    .from(courses)
    .where(
      and(
        eq(courses.companyId, companyId),
        eq(courses.driverId, yamada.id),
        lt(courses.deliveryDate, addDays(today, -5)),
      ),
    )
    .orderBy(desc(courses.deliveryDate))
    .limit(1);
  const [critical] = await tx
    .insert(accidentReports)
    .values({
      companyId,
      accidentDate: course?.deliveryDate ?? addDays(today, -8),
      accidentTime: '10:40',
      carRegistrationNumber: '品川 100 あ 12-34',
      zipCode: '136-0082',
      isCorrectAddress: true,
      address1: '東京都江東区新木場2-4',
      address2: '新木場二丁目交差点',
      latitude: 35.6418,
      longitude: 139.8305,
      driverId: yamada.id,
      courseId: course?.id ?? null,
      isCritical: true,
      createdBy: admin?.id ?? null,
      details: details({
        weather: '雨',
        roadCondition: '湿潤',
        description:
          '信号待ちの乗用車に後方から追突した。雨で制動距離が伸び、停止しきれなかった。相手方運転者が頸部を負傷し入院（重傷）。',
        cause: '車間距離の不足と雨天時の速度超過',
        preventionMeasures:
          '雨天時の車間距離（晴天時の2倍）と速度を朝の点呼で指示する。本人に特定診断Ⅰを受診させ、事故惹起運転者への特別な指導（6時間）を実施する。',
        otherParty: {
          name: '佐藤 一郎',
          phone: '090-1234-5678',
          vehicle: '品川 330 さ 45-67（乗用車）',
          insurer: '東京海上日動',
        },
        injuries: { deaths: 0, serious: 1, minor: 0 },
        vehiclesInvolved: 2,
        damage: '相手方車両の後部大破、自車前部バンパー損傷',
        policeReported: true,
        policeStation: '東京湾岸警察署',
        insurerNotified: true,
      }),
    })
    .returning({ id: accidentReports.id });
  if (critical) {
    // 事故惹起運転者: 山田 took the 特定診断Ⅰ before driving again and had the special guidance.
    const accidentDate = course?.deliveryDate ?? addDays(today, -8);
    await tx.insert(aptitudeTests).values({
      companyId,
      driverId: yamada.id,
      kind: 'specific1',
      takenOn: addDays(accidentDate, 2),
      institution: '独立行政法人自動車事故対策機構（NASVA）東京主管支所',
      result: '動作の正確さ・安全態度に注意。車間距離の確保を指導。',
    });
    await tx.insert(driverTrainings).values({
      companyId,
      driverId: yamada.id,
      kind: 'accident',
      conductedOn: addDays(accidentDate, 3),
      minutes: 360,
      content:
        '事故の再現と原因の分析、雨天時の車間距離と速度、危険予知訓練（事故惹起運転者に対する特別な指導）',
      instructor: '運行管理者 高木 誠一',
    });
    const fileId = await storeDemoImage(demo, companyId, SCENE_SVG, '現場写真.png');
    await tx
      .insert(accidentReportFiles)
      .values({ companyId, reportId: critical.id, fileId, category: 'photo' });
  }
  const [watanabe] = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.companyId, companyId), eq(drivers.name, '渡辺 健太')));
  await tx.insert(accidentReports).values({
    companyId,
    accidentDate: addDays(today, -1),
    accidentTime: '17:50',
    carRegistrationNumber: '品川 100 せ 56-78',
    zipCode: '143-0003',
    isCorrectAddress: true,
    address1: '東京都大田区京浜島2-10',
    address2: '京浜島つばさ公園前カーブ',
    driverId: (watanabe ?? yamada).id,
    isCritical: true,
    createdBy: admin?.id ?? null,
    details: details({
      weather: '曇り',
      roadCondition: '乾燥',
      description:
        'トレーラーがカーブで横転し、積荷のドラム缶から軽油が路面に漏えいした。消防が吸着処理を行った。運転者は右腕を打撲（軽傷）。',
      cause: 'カーブ手前での減速不足と積荷の偏り',
      injuries: { deaths: 0, serious: 0, minor: 1 },
      vehiclesInvolved: 1,
      damage: 'トレーラー右側面の損傷、ドラム缶2本の破損、路面の汚損',
      policeReported: true,
      policeStation: '東京空港警察署',
      insurerNotified: false,
      criteria: ['overturned', 'dangerousGoodsSpilled'],
    }),
  });
  await tx.insert(accidentReports).values({
    companyId,
    accidentDate: addDays(today, -45),
    accidentTime: '16:15',
    carRegistrationNumber: '品川 480 け 90-12',
    zipCode: '143-0006',
    isCorrectAddress: true,
    address1: '東京都大田区平和島2-1-1',
    address2: '大田営業所 駐車場',
    driverId: (second ?? yamada).id,
    isCritical: false,
    createdBy: admin?.id ?? null,
    details: details({
      weather: '晴れ',
      roadCondition: '乾燥',
      description: '駐車場で後退中、隣の車両のミラーに接触した。',
      cause: '後方確認の不足',
      damage: '相手方ドアミラーの破損',
      insurerNotified: true,
    }),
  });
};
