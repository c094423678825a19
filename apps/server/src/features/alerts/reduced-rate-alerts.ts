import { type Alert, accountingMonthLabel, REDUCED_RATE_FIX_MESSAGE } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { companyRows, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { adjustmentAmounts } from '../adjustment-amounts/adjustment-amounts.table.ts';
import { clients } from '../clients/clients.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import type { AlertSource } from './alert-sources.ts';

const REDUCED = 8;

/**
 * Contracts and adjustments saved at 8 % before the contract refused it (transport is always 10 %):
 * the rows stay as they were, and each one is an alert until the company fixes it knowingly.
 */
export const reducedRateRecords: AlertSource = async (ctx) => {
  const [contractRows, adjustmentRows] = await Promise.all([
    ctx.db
      .select({ id: contracts.id, name: contracts.name })
      .from(contracts)
      .where(companyRows(ctx, contracts).where(eq(contracts.taxRate, REDUCED))),
    ctx.db
      .select({
        id: adjustmentAmounts.id,
        title: adjustmentAmounts.title,
        month: adjustmentAmounts.accountingMonth,
        clientId: clients.id,
        clientName: clients.name,
        driverId: drivers.id,
        driverName: drivers.name,
      })
      .from(adjustmentAmounts)
      .leftJoin(
        clients,
        sameCompanyAs(clients, adjustmentAmounts, eq(clients.id, adjustmentAmounts.clientId)),
      )
      .leftJoin(
        drivers,
        sameCompanyAs(drivers, adjustmentAmounts, eq(drivers.id, adjustmentAmounts.driverId)),
      )
      .where(companyRows(ctx, adjustmentAmounts).where(eq(adjustmentAmounts.taxRate, REDUCED))),
  ]);
  const alert = (a: Omit<Alert, 'kind' | 'severity' | 'dueOn'>): Alert => ({
    ...a,
    kind: 'reduced_tax_rate',
    severity: 'warning',
    dueOn: null,
  });
  return [
    ...contractRows.map((c) =>
      alert({
        id: `reduced_tax_rate:${c.id}`,
        subjectType: 'contract',
        subjectId: c.id,
        subjectName: c.name,
        message: `契約の${REDUCED_RATE_FIX_MESSAGE}`,
      }),
    ),
    ...adjustmentRows.flatMap((a) => {
      const subject = a.clientId
        ? { subjectType: 'client' as const, subjectId: a.clientId, subjectName: a.clientName ?? '' }
        : a.driverId
          ? { subjectType: 'driver' as const, subjectId: a.driverId, subjectName: a.driverName ?? '' }
          : undefined;
      if (!subject) return [];
      return alert({
        id: `reduced_tax_rate:${a.id}`,
        ...subject,
        message: `${accountingMonthLabel(a.month)}の調整額「${a.title}」の${REDUCED_RATE_FIX_MESSAGE}`,
      });
    }),
  ];
};
