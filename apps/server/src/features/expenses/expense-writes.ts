import {
  type ApproveStatus,
  EXPENSE_RECEIPT_MAX_COUNT,
  type Expense,
  type ExpenseUpdateValues,
  type ExpenseValues,
} from '@rikuun/contract';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { asActor } from '../../lib/db/company-rows.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import type { Upload } from '../../lib/http/multipart.ts';
import { getExpenseTaxSettings } from '../companies/company-preferences.service.ts';
import { withFileTransaction } from '../files/files.service.ts';
import { getExpense } from './expense-lists.ts';
import { companyExpenses, type LoadedExpense, loadExpenses, signExpenses } from './expense-reads.ts';
import {
  assertCourseOpen,
  type ExpenseCtx,
  type ExpenseParent,
  lockExpense,
  parentOr404,
  type W,
} from './expense-scope.ts';
import { expenseReceipts, expenses } from './expenses.table.ts';

/** Why an expense in this state cannot be edited (null when it can). */
export function lockedReason(status: ApproveStatus): string | null {
  if (status === 'requested') return '承認申請中の経費は編集できません。差戻しを待ってから編集してください。';
  if (status === 'approved') return '承認済みの経費は変更できません。';
  return null;
}

/** taxRate and taxIncluded as sent, else the company's expense tax settings for the type. */
async function withTaxDefaults(ctx: ExpenseCtx, input: ExpenseValues) {
  if (input.taxRate !== undefined && input.taxIncluded !== undefined) {
    return { taxRate: input.taxRate, taxIncluded: input.taxIncluded };
  }
  const { items } = await getExpenseTaxSettings(ctx);
  const setting = items.find((s) => s.expenseType === input.expenseType);
  return {
    taxRate: input.taxRate ?? setting?.taxRate ?? 10,
    taxIncluded: input.taxIncluded ?? setting?.taxIncluded ?? true,
  };
}

/** Draft, or requested at once when the caller asked (申請する with the save). */
const stateOf = (ctx: ExpenseCtx, input: ExpenseValues) =>
  input.requestApproval
    ? { approveStatus: 'requested' as const, requestedAt: ctx.clock() }
    : { approveStatus: 'draft' as const };

const fieldsOf = (input: ExpenseValues, tax: { taxRate: number; taxIncluded: boolean }) => ({
  expenseType: input.expenseType,
  amount: input.amount,
  taxRate: tax.taxRate,
  taxIncluded: tax.taxIncluded,
  paidOn: input.paidOn,
  payeeName: input.payeeName,
  payeeRegistrationNumber: input.payeeRegistrationNumber,
  memo: input.memo,
  billable: input.billable,
});

function tooManyReceipts(count: number) {
  if (count > EXPENSE_RECEIPT_MAX_COUNT) {
    throw fieldError('receiptImages', 'maxCount', `領収書は${EXPENSE_RECEIPT_MAX_COUNT}枚までにしてください`);
  }
}

/** The expense as answered: read inside the write's transaction, its receipts signed after it. */
async function load(w: W, id: string): Promise<LoadedExpense> {
  const [expense] = await loadExpenses(w, {}, eq(expenses.id, id));
  if (!expense) throw notFound('経費');
  return expense;
}

async function signed(ctx: ExpenseCtx, loaded: LoadedExpense): Promise<Expense> {
  const [expense] = await signExpenses(ctx.storage, [loaded]);
  if (!expense) throw notFound('経費');
  return expense;
}

/**
 * Files an expense under a stop or a course, with its receipt photos, in one transaction (the bytes
 * go again if it fails). The payer is the course's driver; a driver files only on their own courses.
 */
export async function createExpense(
  ctx: ExpenseCtx,
  parent: ExpenseParent,
  input: ExpenseValues,
  receipts: readonly Upload[] = [],
): Promise<Expense> {
  const { course, destinationId } = await parentOr404(ctx, parent);
  assertCourseOpen(course);
  tooManyReceipts(receipts.length);
  const tax = await withTaxDefaults(ctx, input);
  const loaded = await withFileTransaction(ctx, async (tx, stored) => {
    const w: W = { ...(await asActor(ctx, tx)), driverId: ctx.driverId };
    const row = await companyExpenses(w).insert({
      ...fieldsOf(input, tax),
      ...stateOf(ctx, input),
      courseId: course.id,
      destinationId,
      driverId: course.driverId,
      createdBy: ctx.user.id,
    });
    const files = await stored.save({ companyId: ctx.companyId }, receipts);
    if (files.length > 0) {
      await w.db
        .insert(expenseReceipts)
        .values(
          files.map((f, i) => ({ companyId: ctx.companyId, expenseId: row.id, fileId: f.id, sortOrder: i })),
        );
    }
    return load(w, row.id);
  });
  return signed(ctx, loaded);
}

/**
 * Edits a draft or a sent-back expense: the fields are replaced, receipts named in deleteReceiptIds
 * removed and new photos added after the others. A sent-back expense goes back to draft (or straight
 * to requested with requestApproval) and keeps the reviewer's comment until the next decision.
 * Requested and approved ones answer 409.
 */
export async function updateExpense(
  ctx: ExpenseCtx,
  parent: ExpenseParent,
  id: string,
  input: Omit<ExpenseUpdateValues, 'version'>,
  expected?: number,
  receipts: readonly Upload[] = [],
): Promise<Expense> {
  const { course } = await parentOr404(ctx, parent);
  assertCourseOpen(course);
  const tax = await withTaxDefaults(ctx, input);
  const loaded = await withFileTransaction(ctx, async (tx, stored) => {
    const w: W = { ...(await asActor(ctx, tx)), driverId: ctx.driverId };
    const row = await lockExpense(w, parent, id);
    const reason = lockedReason(row.approveStatus);
    if (reason) throw conflict(reason);
    // The version check first: a stale edit answers with the expense and its receipts as they are.
    const changes = { ...fieldsOf(input, tax), ...stateOf(ctx, input) };
    await companyExpenses(w).updateVersionOr404(id, changes, expected, getExpense);
    const current = await w.db
      .select({ fileId: expenseReceipts.fileId, sortOrder: expenseReceipts.sortOrder })
      .from(expenseReceipts)
      .where(eq(expenseReceipts.expenseId, id))
      .orderBy(asc(expenseReceipts.sortOrder));
    const removing = [...new Set(input.deleteReceiptIds)];
    const known = new Set(current.map((r) => r.fileId));
    const unknown = input.deleteReceiptIds.findIndex((fileId) => !known.has(fileId));
    if (unknown >= 0) {
      throw fieldError(`deleteReceiptIds.${unknown}`, 'notFound', 'この経費の領収書ではありません');
    }
    tooManyReceipts(current.length - removing.length + receipts.length);
    if (removing.length > 0) {
      await w.db
        .delete(expenseReceipts)
        .where(and(eq(expenseReceipts.expenseId, id), inArray(expenseReceipts.fileId, removing)));
      await stored.removeAfterCommit(removing, { companyId: ctx.companyId });
    }
    const files = await stored.save({ companyId: ctx.companyId }, receipts);
    if (files.length > 0) {
      const [last] = await w.db
        .select({ n: max(expenseReceipts.sortOrder) })
        .from(expenseReceipts)
        .where(eq(expenseReceipts.expenseId, id));
      const start = (last?.n ?? -1) + 1;
      await w.db.insert(expenseReceipts).values(
        files.map((f, i) => ({
          companyId: ctx.companyId,
          expenseId: id,
          fileId: f.id,
          sortOrder: start + i,
        })),
      );
    }
    return load(w, id);
  });
  return signed(ctx, loaded);
}
