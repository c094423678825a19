import { eq } from 'drizzle-orm';
import { adjustmentAmounts } from '../src/features/adjustment-amounts/adjustment-amounts.table.ts';
import { clients } from '../src/features/clients/clients.table.ts';
import { companySettings } from '../src/features/companies/company-settings.table.ts';
import { contracts } from '../src/features/contracts/contracts.table.ts';
import { courses } from '../src/features/courses/courses.table.ts';
import { dailyReports } from '../src/features/daily-reports/daily-reports.table.ts';
import { driverProfiles } from '../src/features/driver-profiles/driver-profiles.table.ts';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { expenses } from '../src/features/expenses/expenses.table.ts';
import { companies } from '../src/lib/tenancy/companies.table.ts';
import { createCompany, createUser, type TestApp, type TestUser } from './helpers.ts';

export const MONTH = '2026-11';
export const COMPANY_NUMBER = 'T4011001098993';
export const DRIVER_NUMBER = 'T7123456789012';

export type MoneyCompany = {
  companyId: string;
  admin: TestUser;
  clientId: string;
  /** A contractor with a registration number and a bank account. */
  driver: TestUser & { driverId: string };
  /** A contractor without registration number nor bank account. */
  unregistered: TestUser & { driverId: string };
  /** An employee driver: no payment notice. */
  employee: TestUser & { driverId: string };
};

async function driverOf(t: TestApp, user: TestUser, name: string, employmentType: 'contractor' | 'employee') {
  const [row] = await t.database.db
    .update(drivers)
    .set({ name, employmentType })
    .where(eq(drivers.userId, user.id))
    .returning({ id: drivers.id });
  if (!row) throw new Error('driver not created');
  return { ...user, driverId: row.id };
}

/**
 * A company with a month (2026-11) to bill and pay: the client closes on the 20th (period 10-21 to
 * 11-20), two approved daily reports (32,000 billed / 25,000 paid each, 10 %), a reduced-rate
 * adjustment (5,000 at 8 %) for the client and a 手当 for the driver, a billable toll of 1,200 (立替金:
 * the client's tollHandling is `reimbursed`).
 */
export async function seedMoneyCompany(t: TestApp, name = 'テスト運送株式会社', opts = { registered: true }) {
  const db = t.database.db;
  const { companyId, admin } = await createCompany(t, name);
  await db
    .update(companies)
    .set({
      invoiceRegistrationNumber: opts.registered ? COMPANY_NUMBER : null,
      zipCode: '100-0001',
      address1: '東京都千代田区千代田1-1',
      phone: '03-1234-5678',
      taxRounding: 'floor',
    })
    .where(eq(companies.id, companyId));
  await db.insert(companySettings).values({
    companyId,
    bankName: 'みずほ銀行',
    bankCode: '0001',
    branchName: '東京営業部',
    branchCode: '001',
    jpAccountType: '1',
    accountNumber: '1234567',
    accountHolder: 'ｶ)ﾃｽﾄｳﾝｿｳ',
  });
  const [client] = await db
    .insert(clients)
    .values({
      companyId,
      name: '株式会社東京食品',
      closingDay: 20,
      paymentTermMonths: 1,
      paymentDay: 0,
      tollHandling: 'reimbursed',
    })
    .returning();
  if (!client) throw new Error('client not created');
  const driver = await driverOf(t, await createUser(t, 'driver', { companyId }), '山田 太郎', 'contractor');
  const unregistered = await driverOf(
    t,
    await createUser(t, 'driver', { companyId }),
    '佐藤 花子',
    'contractor',
  );
  const employee = await driverOf(t, await createUser(t, 'driver', { companyId }), '鈴木 一郎', 'employee');
  await db.insert(driverProfiles).values([
    {
      companyId,
      driverId: driver.driverId,
      invoiceRegistrationNumber: DRIVER_NUMBER,
      bankName: '三菱UFJ銀行',
      bankCode: '0005',
      branchName: '本店',
      branchCode: '001',
      jpAccountType: '1',
      accountNumber: '0000123',
      accountHolder: 'ﾔﾏﾀﾞ ﾀﾛｳ',
    },
    { companyId, driverId: unregistered.driverId },
  ]);
  const [contract] = await db
    .insert(contracts)
    .values({
      companyId,
      clientId: client.id,
      name: '豊洲定期便',
      validFrom: '2026-01-01',
      feeType: 'per_course',
      billingUnitPrice: 32000,
      paymentUnitPrice: 25000,
      taxRate: 10,
    })
    .returning();
  if (!contract) throw new Error('contract not created');
  const report = (driverId: string, date: string) => ({
    companyId,
    driverId,
    date,
    contractId: contract.id,
    quantity: 1,
    billingAmount: 32000,
    paymentAmount: 25000,
    approveStatus: 'approved' as const,
  });
  await db
    .insert(dailyReports)
    .values([
      report(driver.driverId, '2026-10-25'),
      report(driver.driverId, '2026-11-05'),
      report(unregistered.driverId, '2026-11-06'),
    ]);
  await db.insert(adjustmentAmounts).values([
    {
      companyId,
      clientId: client.id,
      accountingMonth: MONTH,
      title: '冷凍食品の仕入',
      amount: 5000,
      taxRate: 8,
    },
    {
      companyId,
      driverId: driver.driverId,
      accountingMonth: MONTH,
      title: '燃料手当',
      amount: 3000,
      taxRate: 10,
    },
  ]);
  const [course] = await db
    .insert(courses)
    .values({
      companyId,
      deliveryDate: '2026-11-05',
      name: '豊洲1便',
      contractId: contract.id,
      clientId: client.id,
      driverId: driver.driverId,
    })
    .returning();
  if (!course) throw new Error('course not created');
  await db.insert(expenses).values({
    companyId,
    courseId: course.id,
    driverId: driver.driverId,
    expenseType: 'toll',
    amount: 1200,
    taxIncluded: true,
    taxRate: 10,
    paidOn: '2026-11-05',
    payeeName: '首都高速道路株式会社',
    billable: true,
    approveStatus: 'approved',
  });
  return { companyId, admin, clientId: client.id, driver, unregistered, employee } satisfies MoneyCompany;
}
