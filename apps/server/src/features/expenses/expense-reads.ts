import type { Expense } from '@rikuun/contract';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { files } from '../../lib/storage/files.table.ts';
import { courses } from '../courses/courses.table.ts';
import { destinations } from '../destinations/destinations.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { toStoredFile } from '../files/files.service.ts';
import { expenseReceipts, expenses } from './expenses.table.ts';

export const companyExpenses = (ctx: CompanyCtx) => companyRows(ctx, expenses, '経費');

const decider = alias(users, 'decider');

const columns = {
  id: expenses.id,
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

/** Receipt images of the expenses, by expense, in their order, with fresh signed links. */
async function receiptsOf(ctx: CompanyCtx, expenseIds: string[]) {
  const byExpense = new Map<string, Expense['receiptImages']>();
  if (expenseIds.length === 0) return byExpense;
  const rows = await ctx.db
    .select({ expenseId: expenseReceipts.expenseId, file: files })
    .from(expenseReceipts)
    .innerJoin(files, eq(files.id, expenseReceipts.fileId))
    .where(inArray(expenseReceipts.expenseId, expenseIds))
    .orderBy(asc(expenseReceipts.sortOrder), asc(files.createdAt));
  for (const row of rows) {
    const list = byExpense.get(row.expenseId) ?? [];
    list.push(await toStoredFile(ctx.storage, row.file));
    byExpense.set(row.expenseId, list);
  }
  return byExpense;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The company's live expenses meeting the conditions, with course, stop, driver and receipts, in
 * two queries whatever their number; ordered by date, then as filed.
 */
export async function readExpenses(ctx: CompanyCtx, ...conditions: (SQL | undefined)[]): Promise<Expense[]> {
  const rows = await ctx.db
    .select(columns)
    .from(expenses)
    .innerJoin(courses, eq(courses.id, expenses.courseId))
    .leftJoin(destinations, eq(destinations.id, expenses.destinationId))
    .leftJoin(drivers, eq(drivers.id, expenses.driverId))
    .leftJoin(decider, eq(decider.id, expenses.decidedBy))
    .where(companyExpenses(ctx).where(...conditions))
    .orderBy(asc(expenses.paidOn), asc(expenses.createdAt), asc(expenses.id));
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
    receiptImages: receipts.get(r.id) ?? [],
  }));
}
