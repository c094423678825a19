import {
  approveStatuses,
  type CourseExpenseSummary,
  closingPeriod,
  type courseExpenseListQuery,
  type ExpenseByClientResponse,
  type expenseByClientQuery,
  type expenseListQuery,
  type HistoryListQuery,
  type ListResponse,
  searchKey,
} from '@rikuun/contract';
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  like,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, ownedBy } from '../../lib/db/company-rows.ts';
import { likeContains, pageWindow } from '../../lib/db/pagination.ts';
import { notFound } from '../../lib/http/errors.ts';
import { clients } from '../clients/clients.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { courses } from '../courses/courses.table.ts';
import { courseOr404 } from '../destinations/destination-rows.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { recordHistory } from '../history/history.service.ts';
import { companyExpenses, countExpenses, readExpenses, readExpensesWith } from './expense-reads.ts';
import { type ExpenseCtx, type ExpenseParent, parentCondition } from './expense-scope.ts';
import { expenses } from './expenses.table.ts';

type ExpenseListQuery = z.output<typeof expenseListQuery>;
type CourseExpenseListQuery = z.output<typeof courseExpenseListQuery>;
type ExpenseByClientQuery = z.output<typeof expenseByClientQuery>;

const liveCourse = isNull(courses.deletedAt);

/** Courses delivered in [from, to] (either end open). */
const deliveredBetween = (from?: string, to?: string) =>
  and(from ? gte(courses.deliveryDate, from) : undefined, to ? lte(courses.deliveryDate, to) : undefined);

/** The company's contracts of a fee type, as a subquery of ids. */
const contractsOfFeeType = (ctx: CompanyCtx, feeType: string) =>
  ctx.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      companyRows(ctx, contracts).where(
        eq(contracts.feeType, feeType as typeof contracts.$inferSelect.feeType),
      ),
    );

/** GET /destinations/{destId}/expenses, a course's own (POST /course-expenses/{courseId} list). */
export async function listParentExpenses(ctx: ExpenseCtx, parent: ExpenseParent) {
  const { where } = await parentCondition(ctx, parent);
  const data = await readExpenses(ctx, where);
  return { data, total: data.length };
}

/** GET /course-expenses/{courseId}: every expense of the course, its stops' and its own. */
export async function listCourseExpenses(ctx: CompanyCtx, courseId: string) {
  await courseOr404(ctx, courseId);
  const data = await readExpenses(ctx, eq(expenses.courseId, courseId));
  return { data, total: data.length };
}

/**
 * GET /expenses (staff): newest course day first, a page at a time. from/to are the receipt's date
 * (支払日, the 電帳法's 取引年月日), not the course's.
 */
export async function listExpenses(ctx: CompanyCtx, q: ExpenseListQuery) {
  const approved =
    q.isApproved === undefined
      ? undefined
      : q.isApproved
        ? eq(expenses.approveStatus, 'approved')
        : ne(expenses.approveStatus, 'approved');
  const conditions = [
    liveCourse,
    q.from ? gte(expenses.paidOn, q.from) : undefined,
    q.to ? lte(expenses.paidOn, q.to) : undefined,
    q.amountMin !== undefined ? gte(expenses.amount, q.amountMin) : undefined,
    q.amountMax !== undefined ? lte(expenses.amount, q.amountMax) : undefined,
    q.payee ? like(expenses.payeeSearch, likeContains(searchKey(q.payee))) : undefined,
    q.driverId ? eq(expenses.driverId, q.driverId) : undefined,
    q.contractId ? eq(courses.contractId, q.contractId) : undefined,
    q.feeType ? inArray(courses.contractId, contractsOfFeeType(ctx, q.feeType)) : undefined,
    approved,
    q.approveStatus ? eq(expenses.approveStatus, q.approveStatus) : undefined,
  ];
  const { limit, offset } = pageWindow(q);
  const [data, total] = await Promise.all([
    readExpensesWith(ctx, { limit, offset, newestFirst: true }, ...conditions),
    countExpenses(ctx, ...conditions),
  ]);
  return { data, total };
}

const byStatus = (status: (typeof approveStatuses)[number]) => eq(expenses.approveStatus, status);
const countOf = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
const amountOf = (where?: SQL) =>
  (where
    ? sql<number>`coalesce(sum(${expenses.amount}) filter (where ${where}), 0)`
    : sql<number>`coalesce(sum(${expenses.amount}), 0)`
  ).mapWith(Number);

/**
 * GET /course-expenses (staff): the courses that have expenses, with their count and amounts per
 * approval state; approveStatus keeps the courses with at least one expense in that state.
 */
export async function listCourseExpenseSummaries(
  ctx: CompanyCtx,
  q: CourseExpenseListQuery,
): Promise<ListResponse<CourseExpenseSummary>> {
  const perStatus = Object.fromEntries(approveStatuses.map((s) => [s, countOf(byStatus(s))]));
  const amountPerStatus = Object.fromEntries(
    approveStatuses.map((s) => [`amount_${s}`, amountOf(byStatus(s))]),
  );
  const grouped = ctx.db
    .select({
      courseId: courses.id,
      courseName: courses.name,
      deliveryDate: courses.deliveryDate,
      driverId: courses.driverId,
      driverName: drivers.name,
      contractId: courses.contractId,
      contractName: contracts.name,
      expenseCount: count(),
      totalAmount: amountOf(),
      ...perStatus,
      ...amountPerStatus,
    })
    .from(expenses)
    .innerJoin(courses, eq(courses.id, expenses.courseId))
    .leftJoin(drivers, eq(drivers.id, courses.driverId))
    .leftJoin(contracts, eq(contracts.id, courses.contractId))
    .where(
      companyExpenses(ctx).where(
        liveCourse,
        deliveredBetween(q.from, q.to),
        q.driverId ? eq(courses.driverId, q.driverId) : undefined,
        q.contractId ? eq(courses.contractId, q.contractId) : undefined,
        q.groupId
          ? inArray(
              courses.driverId,
              ctx.db
                .select({ id: drivers.id })
                .from(drivers)
                .where(companyRows(ctx, drivers).where(eq(drivers.groupId, q.groupId))),
            )
          : undefined,
      ),
    )
    // (company_id, id) is the key: both in the group, so the course's other columns may be selected.
    .groupBy(courses.companyId, courses.id, drivers.name, contracts.name)
    .having(q.approveStatus ? sql`count(*) filter (where ${byStatus(q.approveStatus)}) > 0` : undefined);
  const { limit, offset } = pageWindow(q);
  const [rows, [totalRow]] = await Promise.all([
    grouped
      .orderBy(desc(courses.deliveryDate), asc(courses.name), asc(courses.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(grouped.as('grouped')),
  ]);
  const data = rows.map((r) => {
    const row = r as typeof r & Record<string, number>;
    return {
      courseId: r.courseId,
      courseName: r.courseName,
      deliveryDate: r.deliveryDate,
      driverId: r.driverId,
      driverName: r.driverName,
      contractId: r.contractId,
      contractName: r.contractName,
      expenseCount: r.expenseCount,
      totalAmount: r.totalAmount,
      counts: Object.fromEntries(
        approveStatuses.map((s) => [s, row[s] ?? 0]),
      ) as CourseExpenseSummary['counts'],
      amounts: Object.fromEntries(
        approveStatuses.map((s) => [s, row[`amount_${s}`] ?? 0]),
      ) as CourseExpenseSummary['amounts'],
    };
  });
  return { data, total: totalRow?.n ?? 0 };
}

/**
 * GET /expenses/by-client: the client's billable, approved expenses of the accounting month, the
 * period given by the client's 締日 (courses delivered in it; the course's client, else its contract's).
 */
export async function listExpensesByClient(
  ctx: CompanyCtx,
  q: ExpenseByClientQuery,
): Promise<ExpenseByClientResponse> {
  const client = await companyRows(ctx, clients, '取引先').findOr404(q.clientId);
  const { from, to } = closingPeriod(q.accountingMonth, client.closingDay);
  const ofClient = or(
    eq(courses.clientId, client.id),
    and(
      isNull(courses.clientId),
      inArray(
        courses.contractId,
        // Deleted contracts too: the courses run under them are still the client's.
        ctx.db
          .select({ id: contracts.id })
          .from(contracts)
          .where(ownedBy(ctx, contracts, eq(contracts.clientId, client.id))),
      ),
    ),
  );
  const data = await readExpenses(
    ctx,
    liveCourse,
    between(courses.deliveryDate, from, to),
    eq(expenses.approveStatus, 'approved'),
    eq(expenses.billable, true),
    ofClient,
  );
  const totalAmount = data.reduce((sum, e) => sum + e.amount, 0);
  return {
    clientId: client.id,
    accountingMonth: q.accountingMonth,
    from,
    to,
    totalAmount,
    data,
  };
}

/** GET /expenses/{id} (staff): one expense, whatever its parent. */
export async function getExpense(ctx: CompanyCtx, id: string) {
  const [expense] = await readExpenses(ctx, eq(expenses.id, id));
  if (!expense) throw notFound('経費');
  return expense;
}

/** GET /expenses/{id}/history (staff). */
export async function expenseHistory(ctx: CompanyCtx, id: string, query: HistoryListQuery) {
  await companyExpenses(ctx).findOr404(id);
  return recordHistory(ctx, expenses, id, query);
}
