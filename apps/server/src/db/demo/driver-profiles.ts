import {
  addDays,
  corporateNumberCheckDigit,
  daysBetween,
  nextCheckupDueOn,
  toZenginKana,
} from '@rikuun/contract';
import { asc, eq } from 'drizzle-orm';
import { driverProfiles } from '../../features/driver-profiles/driver-profiles.table.ts';
import {
  aptitudeTests,
  driverRegisterPhotos,
  driverTrainings,
} from '../../features/driver-profiles/driver-records.table.ts';
import { JOB_TYPES } from '../../features/driver-profiles/job-types.master.ts';
import { drivers } from '../../features/drivers/drivers.table.ts';
import { healthCheckups } from '../../features/health-checkups/health-checkups.table.ts';
import { storeDemoImage } from './demo-images.ts';
import type { DemoSeed, DemoTenants } from './demo-seed.ts';

/**
 * Per driver (in creation order): days from today to the licence, ETC and fuel card expiries, and how
 * long ago the last checkup was (the 運転者台帳's photo, 初任診断 and 指導 follow in seedRegister). Chosen so the alerts page shows every severity on the first start:
 * a licence past and one due soon, cards due soon or past, a checkup due soon, one overdue (night
 * work, 6-monthly) and the last driver without any checkup on file.
 */
const PLAN: {
  licence: number;
  etc: number | null;
  fuel: number | null;
  checkup?: { daysAgo: number; kind: 'regular' | 'hiring' | 'night_work' };
}[] = [
  // The first is driver@example.com: his licence stays valid, so he can be assigned.
  { licence: 700, etc: 12, fuel: 400, checkup: { daysAgo: 340, kind: 'regular' } },
  { licence: 21, etc: null, fuel: -3, checkup: { daysAgo: 200, kind: 'night_work' } },
  { licence: 700, etc: 27, fuel: null, checkup: { daysAgo: 90, kind: 'regular' } },
  // 田中 誠: the demo's expired licence (the 配車表 refuses to assign him).
  { licence: -4, etc: 500, fuel: 800, checkup: { daysAgo: 30, kind: 'hiring' } },
];

const BANKS = [
  ['みずほ銀行', '0001', '新宿支店', '240'],
  ['三菱ＵＦＪ銀行', '0005', '亀戸支店', '339'],
] as const;

/** A distinct, well-formed registration number (T + 13 digits with a valid check digit) per driver. */
const demoRegistrationNumber = (i: number) => {
  const base = String(712000000000 + (i + 1) * 104_729).padStart(12, '0');
  return `T${corporateNumberCheckDigit(base)}${base}`;
};

/** A head-and-shoulders drawing in the driver's colour, as the 台帳's photo (no face: no likeness). */
const portraitSvg = (hue: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300">
<rect width="240" height="300" fill="#eef1f4"/><circle cx="120" cy="110" r="58" fill="hsl(${hue},25%,62%)"/>
<path d="M20 300 C30 200 210 200 220 300 Z" fill="hsl(${hue},45%,35%)"/></svg>`;

type DriverRow = typeof drivers.$inferSelect;

/**
 * 運転者台帳 of a demo driver: a photo taken within 6 months, the 初任診断 before his 選任, and the
 * guidance given (初任運転者 special guidance for the new ones, the yearly general guidance).
 */
async function seedRegister(demo: DemoTenants, driver: DriverRow, i: number) {
  const { tx, today } = demo;
  const { companyId } = driver;
  const appointedOn = driver.appointedOn ?? driver.hiredOn ?? addDays(today, -365);
  const fileId = await storeDemoImage(
    demo,
    companyId,
    portraitSvg((i * 47) % 360),
    `台帳写真_${driver.name}.png`,
  );
  await tx
    .insert(driverRegisterPhotos)
    .values({ companyId, driverId: driver.id, fileId, takenOn: addDays(today, -(20 + i * 9)) });
  await tx.insert(aptitudeTests).values({
    companyId,
    driverId: driver.id,
    kind: 'initial',
    takenOn: addDays(appointedOn, -5),
    institution: '独立行政法人自動車事故対策機構（NASVA）東京主管支所',
    result: '総合評価 4（安全運転に適している）',
  });
  const newcomer = daysBetween(appointedOn, today) < 365;
  await tx.insert(driverTrainings).values(
    newcomer
      ? {
          companyId,
          driverId: driver.id,
          kind: 'initial',
          conductedOn: appointedOn,
          minutes: 900,
          content:
            '事業用自動車の構造上の特性、運行の安全、危険の予測と回避、添乗指導（初任運転者に対する特別な指導 15時間）',
          instructor: '運行管理者 高木 誠一',
        }
      : {
          companyId,
          driverId: driver.id,
          kind: 'general',
          conductedOn: addDays(today, -60),
          minutes: 90,
          content: '荷崩れ防止の積付け、過労運転の防止、改善基準告示の休息期間（年間計画 第7回）',
          instructor: '運行管理者 高木 誠一',
        },
  );
}

/** Profiles, health checkups and 運転者台帳 records for the demo drivers (after the drivers seed). */
export const seedDriverProfiles: DemoSeed = async (demo) => {
  const { tx, today, companyIds } = demo;
  for (const companyId of companyIds) {
    const rows = await tx
      .select()
      .from(drivers)
      .where(eq(drivers.companyId, companyId))
      .orderBy(asc(drivers.createdAt), asc(drivers.id));
    for (const [i, driver] of rows.entries()) {
      const isLast = i === rows.length - 1 && rows.length > 1;
      const plan = PLAN[i] ?? {
        licence: 600 + i * 30,
        etc: 400,
        fuel: null,
        checkup: { daysAgo: 60, kind: 'regular' },
      };
      const contractor = driver.employmentType === 'contractor';
      const bank = BANKS[i % BANKS.length] ?? BANKS[0];
      await tx.insert(driverProfiles).values({
        companyId,
        driverId: driver.id,
        jobTypeId: JOB_TYPES[i % 4]?.[0] ?? null,
        driverLicenseExpired: addDays(today, plan.licence),
        hasEtcCard: plan.etc !== null,
        etcCardExpired: plan.etc === null ? null : addDays(today, plan.etc),
        hasFuelCard: plan.fuel !== null,
        fuelCardExpired: plan.fuel === null ? null : addDays(today, plan.fuel),
        issuedItemsText: '制服上下、安全靴、ハンディ端末',
        availableFrom: '07:00',
        availableUntil: i % 2 === 0 ? '18:00' : '20:00',
        ...(contractor
          ? {
              // Each contractor has a number of his own; every third is unregistered (免税事業者), so
              // payment notices show both kinds.
              invoiceRegistrationNumber: i % 3 === 2 ? null : demoRegistrationNumber(i),
              bankName: bank[0],
              bankCode: bank[1],
              branchName: bank[2],
              branchCode: bank[3],
              jpAccountType: '1' as const,
              accountNumber: String(1234567 - i * 1111).padStart(7, '0'),
              accountHolder: toZenginKana(driver.nameKana ?? driver.name),
            }
          : {}),
      });
      // The last driver's 台帳 (加藤 翔) is the incomplete one: no photo, 初任診断 or checkup on file yet.
      if (!isLast && driver.active) await seedRegister(demo, driver, i);
      if (isLast || !plan.checkup) continue;
      const checkupDate = addDays(today, -plan.checkup.daysAgo);
      await tx.insert(healthCheckups).values({
        companyId,
        driverId: driver.id,
        checkupDate,
        kind: plan.checkup.kind,
        result: i === 1 ? '血圧やや高め。要経過観察' : '異常なし',
        nextDueOn: nextCheckupDueOn(checkupDate, plan.checkup.kind),
      });
    }
  }
};
