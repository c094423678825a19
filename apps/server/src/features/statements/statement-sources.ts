import { asc, between, count, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, ownedBy, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { adjustmentAmounts } from '../adjustment-amounts/adjustment-amounts.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { courseOffers } from '../course-offers/course-offers.table.ts';
import { courses } from '../courses/courses.table.ts';
import { dailyReports } from '../daily-reports/daily-reports.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { expenses } from '../expenses/expenses.table.ts';

// The rows a statement is built from, read in bulk for many counterparties at once (a month close of
// 200 drivers and 50 clients is a handful of queries, not hundreds). Every join names the company too:
// the keys are (company_id, id), and a join on the id alone made each statement scan every company's
// courses (bench/month-end: a company's close grew with the number of companies on the platform).

export type Period = { from: string; to: string };

/** Whose records: the clients of the reports' contracts, or the reports' drivers. */
export type Subject = { by: 'client'; ids: string[] } | { by: 'driver'; ids: string[] };

/** A course's client: the course's own, else its contract's. */
export const courseClientId = sql<string | null>`coalesce(${courses.clientId}, ${contracts.clientId})`;

const reportSubject = (s: Subject): SQL =>
  s.by === 'client' ? inArray(contracts.clientId, s.ids) : inArray(dailyReports.driverId, s.ids);
const expenseSubject = (s: Subject): SQL =>
  s.by === 'client' ? inArray(courseClientId, s.ids) : inArray(expenses.driverId, s.ids);

/** Approved daily reports of the period with their contract's terms. */
export function approvedReports(ctx: CompanyCtx, subject: Subject, period: Period) {
  return ctx.db
    .select({
      id: dailyReports.id,
      date: dailyReports.date,
      driverId: dailyReports.driverId,
      driverName: drivers.name,
      clientId: contracts.clientId,
      contractName: contracts.name,
      feeType: contracts.feeType,
      billingUnitPrice: contracts.billingUnitPrice,
      paymentUnitPrice: contracts.paymentUnitPrice,
      taxRate: contracts.taxRate,
      taxExemptReason: contracts.taxExemptReason,
      quantity: dailyReports.quantity,
      billingAmount: dailyReports.billingAmount,
      paymentAmount: dailyReports.paymentAmount,
      overridden: sql<boolean>`${dailyReports.feeOverrideReason} is not null`,
    })
    .from(dailyReports)
    .innerJoin(contracts, sameCompanyAs(contracts, dailyReports, eq(contracts.id, dailyReports.contractId)))
    .innerJoin(drivers, sameCompanyAs(drivers, dailyReports, eq(drivers.id, dailyReports.driverId)))
    .where(
      companyRows(ctx, dailyReports).where(
        eq(dailyReports.approveStatus, 'approved'),
        between(dailyReports.date, period.from, period.to),
        reportSubject(subject),
      ),
    )
    .orderBy(asc(dailyReports.date), asc(drivers.name), asc(dailyReports.id));
}

/** Approved expenses of the period's courses; for clients only the billable ones (立替金). */
export function approvedExpenses(ctx: CompanyCtx, subject: Subject, period: Period) {
  return ctx.db
    .select({
      id: expenses.id,
      date: courses.deliveryDate,
      clientId: courseClientId,
      driverId: expenses.driverId,
      courseName: courses.name,
      expenseType: expenses.expenseType,
      memo: expenses.memo,
      amount: expenses.amount,
      taxIncluded: expenses.taxIncluded,
      taxRate: expenses.taxRate,
      paidOn: expenses.paidOn,
      payeeName: expenses.payeeName,
      payeeRegistrationNumber: expenses.payeeRegistrationNumber,
    })
    .from(expenses)
    .innerJoin(courses, sameCompanyAs(courses, expenses, eq(courses.id, expenses.courseId)))
    .leftJoin(contracts, sameCompanyAs(contracts, courses, eq(contracts.id, courses.contractId)))
    .where(
      companyRows(ctx, expenses).where(
        eq(expenses.approveStatus, 'approved'),
        subject.by === 'client' ? eq(expenses.billable, true) : undefined,
        between(courses.deliveryDate, period.from, period.to),
        expenseSubject(subject),
      ),
    )
    .orderBy(asc(courses.deliveryDate), asc(expenses.createdAt), asc(expenses.id));
}

/**
 * The period's courses the company gave to partners (accepted 傭車 offers) and still bills the clients
 * for, as the offers kept it on acceptance; a course the plan gave no amount for is billed by hand.
 */
export function subcontractedCourses(ctx: CompanyCtx, clientIds: string[], period: Period) {
  return ctx.db
    .select({
      id: courseOffers.id,
      date: courseOffers.deliveryDate,
      clientId: courseOffers.billedClientId,
      courseName: courseOffers.courseName,
      contractName: courseOffers.billedContractName,
      feeType: courseOffers.billedFeeType,
      quantity: courseOffers.billedQuantity,
      unitPrice: courseOffers.billedUnitPrice,
      amount: courseOffers.billedAmount,
      taxRate: courseOffers.billedTaxRate,
    })
    .from(courseOffers)
    .where(
      ownedBy(
        ctx,
        courseOffers,
        eq(courseOffers.status, 'accepted'),
        inArray(courseOffers.billedClientId, clientIds),
        between(courseOffers.deliveryDate, period.from, period.to),
        isNotNull(courseOffers.billedAmount),
      ),
    )
    .orderBy(asc(courseOffers.deliveryDate), asc(courseOffers.courseName), asc(courseOffers.id));
}

/** The month's adjustment amounts of the clients or drivers. */
export function monthAdjustments(ctx: CompanyCtx, subject: Subject, accountingMonth: string) {
  return ctx.db
    .select({
      id: adjustmentAmounts.id,
      clientId: adjustmentAmounts.clientId,
      driverId: adjustmentAmounts.driverId,
      title: adjustmentAmounts.title,
      amount: adjustmentAmounts.amount,
      taxRate: adjustmentAmounts.taxRate,
      taxExemptReason: adjustmentAmounts.taxExemptReason,
      relatesToMonth: adjustmentAmounts.relatesToMonth,
    })
    .from(adjustmentAmounts)
    .where(
      companyRows(ctx, adjustmentAmounts).where(
        eq(adjustmentAmounts.accountingMonth, accountingMonth),
        subject.by === 'client'
          ? inArray(adjustmentAmounts.clientId, subject.ids)
          : inArray(adjustmentAmounts.driverId, subject.ids),
      ),
    )
    .orderBy(asc(adjustmentAmounts.createdAt), asc(adjustmentAmounts.id));
}

/** Daily reports and expenses of the period still waiting for approval (or sent back), per subject. */
export async function pendingCounts(ctx: CompanyCtx, subject: Subject, period: Period) {
  const reportKey = subject.by === 'client' ? contracts.clientId : dailyReports.driverId;
  const expenseKey = subject.by === 'client' ? courseClientId : expenses.driverId;
  const [reports, expenseRows] = await Promise.all([
    ctx.db
      .select({ key: reportKey, n: count() })
      .from(dailyReports)
      .leftJoin(contracts, sameCompanyAs(contracts, dailyReports, eq(contracts.id, dailyReports.contractId)))
      .where(
        companyRows(ctx, dailyReports).where(
          ne(dailyReports.approveStatus, 'approved'),
          between(dailyReports.date, period.from, period.to),
          reportSubject(subject),
        ),
      )
      .groupBy(reportKey),
    ctx.db
      .select({ key: expenseKey, n: count() })
      .from(expenses)
      .innerJoin(courses, sameCompanyAs(courses, expenses, eq(courses.id, expenses.courseId)))
      .leftJoin(contracts, sameCompanyAs(contracts, courses, eq(contracts.id, courses.contractId)))
      .where(
        companyRows(ctx, expenses).where(
          ne(expenses.approveStatus, 'approved'),
          subject.by === 'client' ? eq(expenses.billable, true) : undefined,
          between(courses.deliveryDate, period.from, period.to),
          expenseSubject(subject),
        ),
      )
      .groupBy(expenseKey),
  ]);
  const counts = new Map<string, { dailyReports: number; expenses: number }>();
  const entry = (key: string) => {
    const found = counts.get(key) ?? { dailyReports: 0, expenses: 0 };
    counts.set(key, found);
    return found;
  };
  for (const r of reports) if (r.key) entry(r.key).dailyReports = r.n;
  for (const r of expenseRows) if (r.key) entry(r.key).expenses = r.n;
  return counts;
}
