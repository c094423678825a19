import {
  type Alert,
  accountingMonthLabel,
  EXEMPT_REASON_MISSING_MESSAGE,
  REDUCED_RATE_FIX_MESSAGE,
} from '@rikuun/contract';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { companyRows, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { adjustmentAmounts } from '../adjustment-amounts/adjustment-amounts.table.ts';
import { clients } from '../clients/clients.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import type { AlertSource } from './alert-sources.ts';

const REDUCED = 8;

/** 8 %, or 0 % without the reason the contract now asks for (輸出免税, 不課税). */
const needsReview = (table: { taxRate: PgColumn; taxExemptReason: PgColumn }): SQL =>
  or(
    eq(table.taxRate, REDUCED),
    and(eq(table.taxRate, 0), or(isNull(table.taxExemptReason), sql`btrim(${table.taxExemptReason}) = ''`)),
  ) as SQL;

/** What the alert asks of a row: the 8 % fix, or the reason of its 0 %. */
const reviewMessage = (taxRate: number) =>
  taxRate === REDUCED ? REDUCED_RATE_FIX_MESSAGE : EXEMPT_REASON_MISSING_MESSAGE;

/**
 * Contracts and adjustments saved before the contract refused them — at 8 % (transport is always
 * 10 %) or at 0 % without its reason: the rows stay as they were, and each one is an alert until the
 * company fixes it knowingly.
 */
export const reducedRateRecords: AlertSource = async (ctx) => {
  const [contractRows, adjustmentRows] = await Promise.all([
    ctx.db
      .select({ id: contracts.id, name: contracts.name, taxRate: contracts.taxRate })
      .from(contracts)
      .where(companyRows(ctx, contracts).where(needsReview(contracts))),
    ctx.db
      .select({
        id: adjustmentAmounts.id,
        title: adjustmentAmounts.title,
        taxRate: adjustmentAmounts.taxRate,
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
      .where(companyRows(ctx, adjustmentAmounts).where(needsReview(adjustmentAmounts))),
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
        message: `契約の${reviewMessage(c.taxRate)}`,
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
        message: `${accountingMonthLabel(a.month)}の調整額「${a.title}」の${reviewMessage(a.taxRate)}`,
      });
    }),
  ];
};
