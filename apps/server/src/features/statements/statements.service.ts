import {
  type CarriedOver,
  type ClientStatement,
  CONTRACTOR_CLOSING_DAY,
  clientDocumentKindOf,
  clientExpenseParts,
  closingPeriod,
  contractorPaymentDueDate,
  type DriverStatement,
  driverDocumentKindOf,
  feeTypeUnits,
  paymentDueDate,
  paysNothing,
  type ReimbursementLine,
  reimbursementLineOf,
  type StatementLine,
  shiftMonth,
  statementFigures,
  type TaxRate,
  type TaxRounding,
} from '@rikuun/contract';
import { asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRow, companyRows } from '../../lib/db/company-rows.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { clients } from '../clients/clients.table.ts';
import { driverProfiles } from '../driver-profiles/driver-profiles.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { issuedDocuments } from '../issued-documents/issued-documents.table.ts';
import {
  approvedExpenses,
  approvedReports,
  monthAdjustments,
  type Period,
  pendingCounts,
  type Subject,
  subcontractedCourses,
} from './statement-sources.ts';

type ReportRow = Awaited<ReturnType<typeof approvedReports>>[number];
type AdjustmentRow = Awaited<ReturnType<typeof monthAdjustments>>[number];
type SubcontractRow = Awaited<ReturnType<typeof subcontractedCourses>>[number];

export async function taxRoundingOf(ctx: CompanyCtx): Promise<TaxRounding> {
  const [row] = await ctx.db
    .select({ taxRounding: companies.taxRounding })
    .from(companies)
    .where(companyRow(ctx));
  return row?.taxRounding ?? 'floor';
}

const groupBy = <T>(rows: T[], key: (row: T) => string | null) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k) groups.set(k, [...(groups.get(k) ?? []), row]);
  }
  return groups;
};

function feeLine(row: ReportRow, side: 'billing' | 'payment'): StatementLine | null {
  const amount = side === 'billing' ? row.billingAmount : row.paymentAmount;
  if (amount === null) return null;
  const unitPrice = side === 'billing' ? row.billingUnitPrice : row.paymentUnitPrice;
  return {
    kind: 'fee',
    sourceId: row.id,
    date: row.date,
    description: side === 'billing' ? `${row.contractName}（${row.driverName}）` : row.contractName,
    quantity: row.quantity,
    unit: feeTypeUnits[row.feeType],
    // An amount staff overrode is no longer unit price × quantity: print the amount alone.
    unitPrice: row.overridden ? null : unitPrice,
    amount,
    taxRate: row.taxRate as TaxRate,
    taxExemptReason: row.taxRate === 0 ? row.taxExemptReason : null,
    originalSales: null,
  };
}

/** A course given to a partner (傭車), billed on the company's own contract as planned. */
const subcontractLine = (row: SubcontractRow): StatementLine => ({
  kind: 'subcontract',
  sourceId: row.id,
  date: row.date,
  description: `${row.contractName ?? ''}（${row.courseName}）`,
  quantity: row.quantity,
  unit: row.feeType ? feeTypeUnits[row.feeType] : null,
  unitPrice: row.unitPrice,
  amount: row.amount ?? 0,
  taxRate: (row.taxRate ?? 10) as TaxRate,
  taxExemptReason: null,
  originalSales: null,
});

/** An adjustment; a 値引き・返品 of an earlier month carries that month's dates under the counterparty's 締日. */
const adjustmentLine =
  (closingDay: number) =>
  (row: AdjustmentRow): StatementLine => ({
    kind: 'adjustment',
    sourceId: row.id,
    date: null,
    description: row.title,
    quantity: null,
    unit: null,
    unitPrice: null,
    amount: row.amount,
    taxRate: row.taxRate as TaxRate,
    taxExemptReason: row.taxRate === 0 ? row.taxExemptReason : null,
    originalSales: row.relatesToMonth
      ? { accountingMonth: row.relatesToMonth, ...closingPeriod(row.relatesToMonth, closingDay) }
      : null,
  });

/** The figures of the month (domain-ja §4): its own dealings and its returns, each taxed once per rate. */
function figures(
  lines: StatementLine[],
  reimbursements: ReimbursementLine[],
  rounding: TaxRounding,
  accountingMonth: string,
  period: Period,
) {
  const reimbursementTotal = reimbursements.reduce((s, r) => s + r.amount, 0);
  return statementFigures(lines, reimbursementTotal, rounding, { accountingMonth, ...period });
}

/**
 * The month's statements of the company's clients (all live clients, or those named), each over its
 * own 締日 period: one set of queries per distinct closing day.
 */
export async function clientStatements(
  ctx: CompanyCtx,
  accountingMonth: string,
  clientIds?: string[],
): Promise<ClientStatement[]> {
  const rows = await ctx.db
    .select()
    .from(clients)
    .where(companyRows(ctx, clients).where(clientIds ? inArray(clients.id, clientIds) : undefined))
    .orderBy(asc(clients.name), asc(clients.id));
  if (rows.length === 0) return [];
  const rounding = await taxRoundingOf(ctx);
  const byClosingDay = groupBy(rows, (c) => String(c.closingDay));
  const built = new Map<string, ClientStatement>();
  await Promise.all(
    [...byClosingDay.values()].map(async (group) => {
      const closingDay = group[0]?.closingDay ?? 0;
      const period: Period = closingPeriod(accountingMonth, closingDay);
      const subject: Subject = { by: 'client', ids: group.map((c) => c.id) };
      const [reports, subcontracts, expenseRows, adjustments, pending] = await Promise.all([
        approvedReports(ctx, subject, period),
        subcontractedCourses(ctx, subject.ids, period),
        approvedExpenses(ctx, subject, period),
        monthAdjustments(ctx, subject, accountingMonth),
        pendingCounts(ctx, subject, period),
      ]);
      const reportsOf = groupBy(reports, (r) => r.clientId);
      const subcontractsOf = groupBy(subcontracts, (r) => r.clientId);
      const expensesOf = groupBy(expenseRows, (r) => r.clientId);
      const adjustmentsOf = groupBy(adjustments, (r) => r.clientId);
      for (const client of group) {
        // Road costs follow the client's setting: 運賃 lines (taxed at 10 %) or 立替金 (untaxed).
        const { lines: expenseLines, reimbursements } = clientExpenseParts(
          expensesOf.get(client.id) ?? [],
          client.tollHandling,
          rounding,
        );
        const figured = figures(
          [
            ...(reportsOf.get(client.id) ?? []).flatMap((r) => feeLine(r, 'billing') ?? []),
            ...(subcontractsOf.get(client.id) ?? []).map(subcontractLine),
            ...expenseLines,
            ...(adjustmentsOf.get(client.id) ?? []).map(adjustmentLine(closingDay)),
          ],
          reimbursements,
          rounding,
          accountingMonth,
          period,
        );
        built.set(client.id, {
          clientId: client.id,
          clientName: client.name,
          closingDay,
          tollHandling: client.tollHandling,
          documentKind: clientDocumentKindOf(figured),
          accountingMonth,
          period,
          // A 返還請求書 (or a month with nothing to bill) asks for no payment: no due date.
          dueOn: paysNothing(figured)
            ? null
            : paymentDueDate(
                accountingMonth,
                client.paymentTermMonths,
                client.paymentDay,
                client.holidayRule,
              ),
          reimbursements,
          ...figured,
          pending: pending.get(client.id) ?? { dailyReports: 0, expenses: 0 },
        });
      }
    }),
  );
  return rows.flatMap((c) => built.get(c.id) ?? []);
}

export async function clientStatement(ctx: CompanyCtx, accountingMonth: string, clientId: string) {
  const [statement] = await clientStatements(ctx, accountingMonth, [clientId]);
  if (!statement) throw notFound('取引先');
  return statement;
}

/**
 * The shortfalls carried into the month: the previous month's current 相殺通知書 whose deductions went
 * beyond the payment (total < 0), by driver. Read from the issued notice, not recomputed: the driver
 * was told that amount, and it already holds the shortfall the month before it carried (a chain of
 * short months carries on, one month at a time).
 */
async function carriedShortfalls(ctx: CompanyCtx, accountingMonth: string, driverIds: string[]) {
  const fromMonth = shiftMonth(accountingMonth, -1);
  const rows = await ctx.db
    .select({
      driverId: issuedDocuments.driverId,
      documentNumber: issuedDocuments.documentNumber,
      amount: issuedDocuments.totalAmount,
    })
    .from(issuedDocuments)
    .where(
      companyRows(ctx, issuedDocuments).where(
        eq(issuedDocuments.kind, 'payment_notice'),
        eq(issuedDocuments.documentKind, 'offset_notice'),
        eq(issuedDocuments.accountingMonth, fromMonth),
        isNull(issuedDocuments.supersededAt),
        lt(issuedDocuments.totalAmount, 0),
        inArray(issuedDocuments.driverId, driverIds),
      ),
    );
  const byDriver = new Map<string, CarriedOver>();
  for (const { driverId, ...row } of rows) if (driverId) byDriver.set(driverId, { fromMonth, ...row });
  return byDriver;
}

/**
 * The month's statements of contractor drivers (all live contractors, or those of the drivers named):
 * 月末締め, paid by the end of the next month.
 */
export async function driverStatements(
  ctx: CompanyCtx,
  accountingMonth: string,
  driverIds?: string[],
): Promise<DriverStatement[]> {
  const rows = await ctx.db
    .select({
      id: drivers.id,
      name: drivers.name,
      registrationNumber: driverProfiles.invoiceRegistrationNumber,
    })
    .from(drivers)
    .leftJoin(driverProfiles, eq(driverProfiles.driverId, drivers.id))
    .where(
      companyRows(ctx, drivers).where(
        eq(drivers.employmentType, 'contractor'),
        driverIds ? inArray(drivers.id, driverIds) : undefined,
      ),
    )
    .orderBy(asc(drivers.name), asc(drivers.id));
  if (rows.length === 0) return [];
  const period = closingPeriod(accountingMonth, CONTRACTOR_CLOSING_DAY);
  const subject: Subject = { by: 'driver', ids: rows.map((d) => d.id) };
  const [rounding, reports, expenseRows, adjustments, pending, carried] = await Promise.all([
    taxRoundingOf(ctx),
    approvedReports(ctx, subject, period),
    approvedExpenses(ctx, subject, period),
    monthAdjustments(ctx, subject, accountingMonth),
    pendingCounts(ctx, subject, period),
    carriedShortfalls(ctx, accountingMonth, subject.ids),
  ]);
  const reportsOf = groupBy(reports, (r) => r.driverId);
  const expensesOf = groupBy(expenseRows, (r) => r.driverId);
  const adjustmentsOf = groupBy(adjustments, (r) => r.driverId);
  return rows.map((driver) => {
    // A driver is paid back every approved expense at what was paid, whatever the client is billed.
    const reimbursements = (expensesOf.get(driver.id) ?? []).map((r) => reimbursementLineOf(r, rounding));
    const figured = figures(
      [
        ...(reportsOf.get(driver.id) ?? []).flatMap((r) => feeLine(r, 'payment') ?? []),
        ...(adjustmentsOf.get(driver.id) ?? []).map(adjustmentLine(CONTRACTOR_CLOSING_DAY)),
      ],
      reimbursements,
      rounding,
      accountingMonth,
      period,
    );
    // The month's own figures decide its tax; the shortfall carried in only changes what is paid.
    const carriedOver = carried.get(driver.id) ?? null;
    const paid = { ...figured, totalAmount: figured.totalAmount + (carriedOver?.amount ?? 0) };
    return {
      driverId: driver.id,
      driverName: driver.name,
      registrationNumber: driver.registrationNumber ?? null,
      documentKind: driverDocumentKindOf(paid),
      accountingMonth,
      period,
      // Nothing to pay (deductions, returns or the carried shortfall offset the month): no payment date.
      dueOn: paysNothing(paid) ? null : contractorPaymentDueDate(accountingMonth),
      reimbursements,
      ...paid,
      carriedOver,
      pending: pending.get(driver.id) ?? { dailyReports: 0, expenses: 0 },
    };
  });
}

export async function driverStatement(ctx: CompanyCtx, accountingMonth: string, driverId: string) {
  const [statement] = await driverStatements(ctx, accountingMonth, [driverId]);
  if (statement) return statement;
  // Employees are paid by payroll: no payment notice, so no statement.
  if (await companyRows(ctx, drivers, 'ドライバー').exists(driverId)) {
    throw conflict('業務委託のドライバーではないため、支払の明細はありません。');
  }
  throw notFound('ドライバー');
}
