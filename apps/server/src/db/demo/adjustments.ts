import { accountingMonthOf, CONTRACTOR_CLOSING_DAY, closingPeriod, shiftMonth } from '@rikuun/contract';
import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import { adjustmentAmounts } from '../../features/adjustment-amounts/adjustment-amounts.table.ts';
import { clients } from '../../features/clients/clients.table.ts';
import { contracts } from '../../features/contracts/contracts.table.ts';
import { dailyReports } from '../../features/daily-reports/daily-reports.table.ts';
import { drivers } from '../../features/drivers/drivers.table.ts';
import type { Tx } from '../../lib/db/db.ts';
import type { DemoSeed } from './demo-seed.ts';

type Client = { id: string; closingDay: number };

/** What the client's month bills so far (approved reports), tax excluded. */
async function billedIn(tx: Tx, client: Client, month: string) {
  const period = closingPeriod(month, client.closingDay);
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${dailyReports.billingAmount}), 0)` })
    .from(dailyReports)
    .innerJoin(contracts, eq(contracts.id, dailyReports.contractId))
    .where(
      and(
        eq(contracts.clientId, client.id),
        eq(dailyReports.approveStatus, 'approved'),
        between(dailyReports.date, period.from, period.to),
      ),
    );
  return Number(row?.sum ?? 0);
}

/**
 * A 返品 of the previous month's deliveries larger than what the month bills: the month close shows
 * that client's document as a 返還請求書 (no due date, no bank account, the original sales' dates).
 */
async function returnOfEarlierSales(tx: Tx, companyId: string, client: Client, month: string) {
  const billed = await billedIn(tx, client, month);
  return {
    companyId,
    clientId: client.id,
    accountingMonth: month,
    title: '前月納品分の破損による返品',
    amount: -(Math.ceil((billed + 30_000) / 10_000) * 10_000),
    taxRate: 10,
    relatesToMonth: shiftMonth(month, -1),
    memo: '部品の輸送中破損（先方検品で判明）。前月分の運賃を返還',
  };
}

/**
 * デモ運送株式会社's 調整額 for the month close: for the month just closed and the month running, a
 * discount for the first client, a 返品 of the previous month's sales for the third (a 返還請求書), and
 * for each contractor driver a fuel allowance and a monthly deduction (安全協力会費).
 */
export const seedAdjustments: DemoSeed = async ({ tx, today, companyIds: [companyId] }) => {
  const current = accountingMonthOf(today, CONTRACTOR_CLOSING_DAY);
  const months = [shiftMonth(current, -1), current];
  const [client, , third] = await tx
    .select({ id: clients.id, closingDay: clients.closingDay })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), isNull(clients.deletedAt)))
    .orderBy(asc(clients.createdAt), asc(clients.id))
    .limit(3);
  const contractors = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.companyId, companyId), eq(drivers.employmentType, 'contractor')))
    .orderBy(asc(drivers.createdAt), asc(drivers.id));

  const rows: (typeof adjustmentAmounts.$inferInsert)[] = months.flatMap((accountingMonth) => [
    ...(client
      ? [
          {
            companyId,
            clientId: client.id,
            accountingMonth,
            title: '長期契約値引',
            amount: -5000,
            taxRate: 10,
            memo: '年間契約による値引（毎月）',
          },
        ]
      : []),
    ...contractors.flatMap(({ id }, i) => [
      { companyId, driverId: id, accountingMonth, title: '燃料手当', amount: 8000 + i * 1000, taxRate: 10 },
      {
        companyId,
        driverId: id,
        accountingMonth,
        title: '安全協力会費',
        amount: -2000,
        taxRate: 10,
        memo: '月額（事故防止講習・ドラレコ貸与）',
      },
    ]),
  ]);
  if (third) {
    for (const month of months) rows.push(await returnOfEarlierSales(tx, companyId, third, month));
  }
  if (rows.length > 0) await tx.insert(adjustmentAmounts).values(rows);
};
