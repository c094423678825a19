import { addDays, corporateNumberCheckDigit, nextCheckupDueOn, toZenginKana } from '@rikuun/contract';
import { asc, eq } from 'drizzle-orm';
import { driverProfiles } from '../../features/driver-profiles/driver-profiles.table.ts';
import { JOB_TYPES } from '../../features/driver-profiles/job-types.master.ts';
import { drivers } from '../../features/drivers/drivers.table.ts';
import { healthCheckups } from '../../features/health-checkups/health-checkups.table.ts';
import type { DemoSeed } from './demo-seed.ts';

/**
 * Per driver (in creation order): days from today to the licence, ETC and fuel card expiries, and how
 * long ago the last checkup was. Chosen so the alerts page shows every severity on the first start:
 * a licence past and one due soon, cards due soon or past, a checkup due soon, one overdue (night
 * work, 6-monthly) and the last driver without any checkup on file.
 */
const PLAN: {
  licence: number;
  etc: number | null;
  fuel: number | null;
  checkup?: { daysAgo: number; kind: 'regular' | 'hiring' | 'night_work' };
}[] = [
  { licence: -4, etc: 12, fuel: 400, checkup: { daysAgo: 340, kind: 'regular' } },
  { licence: 21, etc: null, fuel: -3, checkup: { daysAgo: 200, kind: 'night_work' } },
  { licence: 700, etc: 27, fuel: null, checkup: { daysAgo: 90, kind: 'regular' } },
  { licence: 900, etc: 500, fuel: 800, checkup: { daysAgo: 30, kind: 'hiring' } },
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

/** Profiles and health checkups for the demo drivers (after the drivers seed). */
export const seedDriverProfiles: DemoSeed = async ({ tx, today, companyIds }) => {
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
