import {
  accountingMonthOf,
  CONTRACTOR_CLOSING_DAY,
  closingPeriod,
  type DailyReportByClientResponse,
  type DailyReportListResponse,
  type DailyReportSummary,
  type dailyReportListQuery,
} from '@rikuun/contract';
import { and, asc, between, eq, gte, inArray, lte, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { pageWindow } from '../../lib/db/pagination.ts';
import { adjustmentAmounts } from '../adjustment-amounts/adjustment-amounts.table.ts';
import { clients } from '../clients/clients.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import {
  companyDailyReports,
  countDailyReports,
  readDailyReportPage,
  readDailyReports,
} from './daily-report-reads.ts';
import { dailyReports } from './daily-reports.table.ts';

type ListQuery = z.output<typeof dailyReportListQuery>;

/** The list filters, as conditions on daily_reports joined with drivers and contracts. */
function filters(q: Omit<ListQuery, 'page' | 'perPage'>): (SQL | undefined)[] {
  return [
    q.from ? gte(dailyReports.date, q.from) : undefined,
    q.to ? lte(dailyReports.date, q.to) : undefined,
    q.driverId ? eq(dailyReports.driverId, q.driverId) : undefined,
    q.groupId ? eq(drivers.groupId, q.groupId) : undefined,
    q.contractId ? eq(dailyReports.contractId, q.contractId) : undefined,
    q.clientId ? eq(contracts.clientId, q.clientId) : undefined,
    q.isApproved === undefined
      ? undefined
      : q.isApproved
        ? eq(dailyReports.approveStatus, 'approved')
        : ne(dailyReports.approveStatus, 'approved'),
    q.approveStatus ? eq(dailyReports.approveStatus, q.approveStatus) : undefined,
  ];
}

/** GET /daily-reports (staff): newest first; with includeAdjustment, the summary of every match. */
export async function listDailyReports(ctx: CompanyCtx, q: ListQuery): Promise<DailyReportListResponse> {
  const conditions = filters(q);
  const [data, total] = await Promise.all([
    readDailyReportPage(ctx, { newestFirst: true, ...pageWindow(q) }, ...conditions),
    countDailyReports(ctx, ...conditions),
  ]);
  if (!q.includeAdjustment) return { data, total };
  return { data, total, summary: await summaryOf(ctx, conditions) };
}

/**
 * Sums of the matching reports and the adjustment amounts of their clients' and drivers' accounting
 * months (a client's by its 締日, a driver's by calendar month), each adjustment counted once.
 */
async function summaryOf(ctx: CompanyCtx, conditions: (SQL | undefined)[]): Promise<DailyReportSummary> {
  const rows = await ctx.db
    .select({
      date: dailyReports.date,
      driverId: dailyReports.driverId,
      clientId: contracts.clientId,
      closingDay: clients.closingDay,
      billingAmount: dailyReports.billingAmount,
      paymentAmount: dailyReports.paymentAmount,
    })
    .from(dailyReports)
    .innerJoin(drivers, eq(drivers.id, dailyReports.driverId))
    .leftJoin(contracts, eq(contracts.id, dailyReports.contractId))
    .leftJoin(clients, eq(clients.id, contracts.clientId))
    .where(companyDailyReports(ctx).where(...conditions));
  const clientMonths = new Set<string>();
  const driverMonths = new Set<string>();
  let billingAmount = 0;
  let paymentAmount = 0;
  for (const r of rows) {
    billingAmount += r.billingAmount ?? 0;
    paymentAmount += r.paymentAmount ?? 0;
    if (r.clientId) clientMonths.add(`${r.clientId}|${accountingMonthOf(r.date, r.closingDay ?? 0)}`);
    driverMonths.add(`${r.driverId}|${accountingMonthOf(r.date, CONTRACTOR_CLOSING_DAY)}`);
  }
  const adjustments = await adjustmentsOf(ctx, clientMonths, driverMonths);
  const sum = (subject: 'client' | 'driver') =>
    adjustments.filter((a) => a.subject === subject).reduce((s, a) => s + a.amount, 0);
  const clientAdjustmentAmount = sum('client');
  const driverAdjustmentAmount = sum('driver');
  return {
    reportCount: rows.length,
    billingAmount,
    paymentAmount,
    clientAdjustmentAmount,
    driverAdjustmentAmount,
    billingTotal: billingAmount + clientAdjustmentAmount,
    paymentTotal: paymentAmount + driverAdjustmentAmount,
    adjustments,
  };
}

const split = (keys: Set<string>) => {
  const pairs = [...keys].map((k) => k.split('|') as [string, string]);
  return { ids: [...new Set(pairs.map((p) => p[0]))], months: [...new Set(pairs.map((p) => p[1]))] };
};

/** The live adjustment amounts of exactly those (client, month) and (driver, month) pairs. */
type Adjustment = DailyReportSummary['adjustments'][number];

async function adjustmentsOf(
  ctx: CompanyCtx,
  clientMonths: Set<string>,
  driverMonths: Set<string>,
): Promise<Adjustment[]> {
  const c = split(clientMonths);
  const d = split(driverMonths);
  if (c.ids.length === 0 && d.ids.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: adjustmentAmounts.id,
      clientId: adjustmentAmounts.clientId,
      driverId: adjustmentAmounts.driverId,
      accountingMonth: adjustmentAmounts.accountingMonth,
      title: adjustmentAmounts.title,
      amount: adjustmentAmounts.amount,
      clientName: clients.name,
      driverName: drivers.name,
    })
    .from(adjustmentAmounts)
    .leftJoin(clients, eq(clients.id, adjustmentAmounts.clientId))
    .leftJoin(drivers, eq(drivers.id, adjustmentAmounts.driverId))
    .where(
      companyRows(ctx, adjustmentAmounts, '調整額').where(
        or(
          c.ids.length > 0
            ? and(
                inArray(adjustmentAmounts.clientId, c.ids),
                inArray(adjustmentAmounts.accountingMonth, c.months),
              )
            : undefined,
          d.ids.length > 0
            ? and(
                inArray(adjustmentAmounts.driverId, d.ids),
                inArray(adjustmentAmounts.accountingMonth, d.months),
              )
            : undefined,
        ),
      ),
    )
    .orderBy(
      asc(adjustmentAmounts.accountingMonth),
      asc(adjustmentAmounts.createdAt),
      asc(adjustmentAmounts.id),
    );
  return rows.flatMap((r): Adjustment[] => {
    if (r.clientId && clientMonths.has(`${r.clientId}|${r.accountingMonth}`))
      return [
        {
          subject: 'client' as const,
          subjectId: r.clientId,
          subjectName: r.clientName ?? '',
          ...amountOf(r),
        },
      ];
    if (r.driverId && driverMonths.has(`${r.driverId}|${r.accountingMonth}`))
      return [
        {
          subject: 'driver' as const,
          subjectId: r.driverId,
          subjectName: r.driverName ?? '',
          ...amountOf(r),
        },
      ];
    return [];
  });
}

const amountOf = (r: { id: string; accountingMonth: string; title: string; amount: number }) => ({
  id: r.id,
  accountingMonth: r.accountingMonth,
  title: r.title,
  amount: r.amount,
});

/**
 * GET /daily-reports/by-client (staff): the client's approved reports of the accounting month, the
 * period taken from the client's 締日 (closingPeriod), with the billing total.
 */
export async function dailyReportsByClient(
  ctx: CompanyCtx,
  query: { accountingMonth: string; clientId: string },
): Promise<DailyReportByClientResponse> {
  const client = await companyRows(ctx, clients, '取引先').findOr404(query.clientId);
  const { from, to } = closingPeriod(query.accountingMonth, client.closingDay);
  const data = await readDailyReports(
    ctx,
    eq(contracts.clientId, client.id),
    eq(dailyReports.approveStatus, 'approved'),
    between(dailyReports.date, from, to),
  );
  return {
    clientId: client.id,
    accountingMonth: query.accountingMonth,
    from,
    to,
    billingAmount: data.reduce((s, r) => s + (r.billingAmount ?? 0), 0),
    reportCount: data.length,
    data,
  };
}
