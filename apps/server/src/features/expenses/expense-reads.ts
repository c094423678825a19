import type { Expense } from '@rikuun/contract';
import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { files } from '../../lib/storage/files.table.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { courses } from '../courses/courses.table.ts';
import { destinations } from '../destinations/destinations.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { type FileRow, toStoredFile } from '../files/files.service.ts';
import { expenseReceipts, expenses } from './expenses.table.ts';

export const companyExpenses = (ctx: CompanyCtx) => companyRows(ctx, expenses, '経費');

const decider = alias(users, 'decider');

const columns = {
  id: expenses.id,
  version: expenses.version,
  destinationId: expenses.destinationId,
  destinationName: destinations.name,
  courseId: expenses.courseId,
  courseName: courses.name,
  deliveryDate: courses.deliveryDate,
  driverId: expenses.driverId,
  driverName: drivers.name,
  expenseType: expenses.expenseType,
  amount: expenses.amount,
  taxIncluded: expenses.taxIncluded,
  taxRate: expenses.taxRate,
  paidOn: expenses.paidOn,
  payeeName: expenses.payeeName,
  payeeRegistrationNumber: expenses.payeeRegistrationNumber,
  memo: expenses.memo,
  billable: expenses.billable,
  approveStatus: expenses.approveStatus,
  statusComment: expenses.statusComment,
  requestedAt: expenses.requestedAt,
  decidedAt: expenses.decidedAt,
  decidedByName: decider.name,
  createdAt: expenses.createdAt,
  updatedAt: expenses.updatedAt,
};

/** Receipt file rows of the expenses, by expense, in their order. */
async function receiptsOf(ctx: CompanyCtx, expenseIds: string[]) {
  const byExpense = new Map<string, FileRow[]>();
  if (expenseIds.length === 0) return byExpense;
  const rows = await ctx.db
    .select({ expenseId: expenseReceipts.expenseId, file: files })
    .from(expenseReceipts)
    .innerJoin(files, eq(files.id, expenseReceipts.fileId))
    .where(inArray(expenseReceipts.expenseId, expenseIds))
    .orderBy(asc(expenseReceipts.sortOrder), asc(files.createdAt));
  for (const row of rows) byExpense.set(row.expenseId, [...(byExpense.get(row.expenseId) ?? []), row.file]);
  return byExpense;
}

/** An expense as read, its receipts not yet signed (signing may read the key from the database). */
export type LoadedExpense = Omit<Expense, 'receiptImages'> & { receipts: FileRow[] };

/** Fresh signed links of the receipts: after the transaction (PGlite has one connection). */
export async function signExpenses(storage: Storage, loaded: LoadedExpense[]): Promise<Expense[]> {
  return Promise.all(
    loaded.map(async ({ receipts, ...e }) => ({
      ...e,
      receiptImages: await Promise.all(receipts.map((f) => toStoredFile(storage, f))),
    })),
  );
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type ReadOptions = { limit?: number; offset?: number; newestFirst?: boolean };

/**
 * The company's live expenses meeting the conditions, with course, stop, driver and receipts, in
 * two queries whatever their number; ordered by date, then as filed.
 */
export async function readExpenses(ctx: CompanyCtx, ...conditions: (SQL | undefined)[]): Promise<Expense[]> {
  return signExpenses(ctx.storage, await loadExpenses(ctx, {}, ...conditions));
}

/** readExpenses with a page window and the order (newest first for the staff's lists). */
export async function readExpensesWith(
  ctx: CompanyCtx,
  opts: ReadOptions,
  ...conditions: (SQL | undefined)[]
): Promise<Expense[]> {
  return signExpenses(ctx.storage, await loadExpenses(ctx, opts, ...conditions));
}

/** The rows of readExpenses, receipts unsigned: what a write reads inside its transaction. */
export async function loadExpenses(
  ctx: CompanyCtx,
  opts: ReadOptions,
  ...conditions: (SQL | undefined)[]
): Promise<LoadedExpense[]> {
  const dir = opts.newestFirst ? desc : asc;
  const query = ctx.db
    .select(columns)
    .from(expenses)
    .innerJoin(courses, eq(courses.id, expenses.courseId))
    .leftJoin(destinations, eq(destinations.id, expenses.destinationId))
    .leftJoin(drivers, eq(drivers.id, expenses.driverId))
    .leftJoin(decider, eq(decider.id, expenses.decidedBy))
    .where(companyExpenses(ctx).where(...conditions))
    .orderBy(dir(courses.deliveryDate), dir(expenses.paidOn), dir(expenses.createdAt), dir(expenses.id))
    .$dynamic();
  if (opts.limit !== undefined) query.limit(opts.limit).offset(opts.offset ?? 0);
  const rows = await query;
  const receipts = await receiptsOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    requestedAt: iso(r.requestedAt),
    decidedAt: iso(r.decidedAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    receipts: receipts.get(r.id) ?? [],
  }));
}

/** How many of the company's live expenses meet the conditions (same joins as readExpenses). */
export async function countExpenses(ctx: CompanyCtx, ...conditions: (SQL | undefined)[]): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(expenses)
    .innerJoin(courses, eq(courses.id, expenses.courseId))
    .where(companyExpenses(ctx).where(...conditions));
  return row?.n ?? 0;
}
