import { accountingMonthOf, CONTRACTOR_CLOSING_DAY, shiftMonth } from '@rikuun/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { adjustmentAmounts } from '../../features/adjustment-amounts/adjustment-amounts.table.ts';
import { clients } from '../../features/clients/clients.table.ts';
import { drivers } from '../../features/drivers/drivers.table.ts';
import type { DemoSeed } from './demo-seed.ts';

/**
 * デモ運送株式会社's 調整額 for the month close: for the month just closed and the month running, a
 * discount for the first client, and for each contractor driver a fuel allowance and a monthly
 * deduction (安全協力会費).
 */
export const seedAdjustments: DemoSeed = async ({ tx, today, companyIds: [companyId] }) => {
  const current = accountingMonthOf(today, CONTRACTOR_CLOSING_DAY);
  const months = [shiftMonth(current, -1), current];
  const [client] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), isNull(clients.deletedAt)))
    .orderBy(asc(clients.createdAt), asc(clients.id))
    .limit(1);
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
  if (rows.length > 0) await tx.insert(adjustmentAmounts).values(rows);
};
