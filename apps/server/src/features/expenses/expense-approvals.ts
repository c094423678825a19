import {
  type ApprovalDecisionInput,
  approveStatusLabels,
  type Expense,
  type ExpenseBulkDecisionInput,
  expenseTypeLabels,
} from '@rikuun/contract';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import { companyRows, sameCompanyAs, withActor } from '../../lib/db/company-rows.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { queuePush } from '../../lib/push/push.ts';
import { courses } from '../courses/courses.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { companyExpenses, type LoadedExpense, loadExpenses, signExpenses } from './expense-reads.ts';
import { type ExpenseCtx, type ExpenseParent, lockExpense, parentOr404, type W } from './expense-scope.ts';
import { expenses } from './expenses.table.ts';

type Decision = { status: 'approved' | 'rejected'; comment: string | null };
type ExpenseRow = typeof expenses.$inferSelect;

/** The driver's page of a day's expenses, opened from the push. */
export const driverExpensesPath = (date: string) => `/driver/expenses?date=${date}`;

/** Read inside the decision's transaction; the receipts are signed after it (see signExpenses). */
const load = (w: W, ids: string[]) => loadExpenses(w, {}, inArray(expenses.id, ids));

async function one(ctx: ExpenseCtx, loaded: LoadedExpense[]): Promise<Expense> {
  const [expense] = await signExpenses(ctx.storage, loaded);
  if (!expense) throw notFound('経費');
  return expense;
}

/**
 * POST .../request-approval: a draft or sent-back expense goes to 申請中 (the driver's own, or staff
 * on their behalf). Anything else is 409 with the reason.
 */
export async function requestExpenseApproval(ctx: ExpenseCtx, parent: ExpenseParent, id: string) {
  await parentOr404(ctx, parent);
  const loaded = await withActor(ctx, async (tx) => {
    const w: W = { ...tx, driverId: ctx.driverId };
    const row = await lockExpense(w, parent, id);
    if (row.approveStatus !== 'draft' && row.approveStatus !== 'rejected') {
      throw conflict(`${approveStatusLabels[row.approveStatus]}の経費は申請できません。`);
    }
    await companyExpenses(w).update(id, { approveStatus: 'requested', requestedAt: ctx.clock() });
    return load(w, [id]);
  });
  return one(ctx, loaded);
}

/**
 * Pushes to the drivers of sent-back expenses in the decision's transaction: one message per driver,
 * naming the expense when it is one, else how many (a bulk 差戻し must not ring the phone ten times).
 */
async function tellDrivers(w: W, rows: ExpenseRow[], comment: string | null) {
  const driverIds = [...new Set(rows.flatMap((r) => (r.driverId ? [r.driverId] : [])))];
  if (driverIds.length === 0) return;
  const people = await w.db
    .select({ driverId: drivers.id, userId: users.id })
    .from(drivers)
    .innerJoin(users, sameCompanyAs(users, drivers, eq(users.id, drivers.userId)))
    .where(companyRows(w, drivers, 'ドライバー').where(inArray(drivers.id, driverIds)));
  const dates = await w.db
    .select({ id: courses.id, deliveryDate: courses.deliveryDate })
    .from(courses)
    .where(companyRows(w, courses).where(inArray(courses.id, [...new Set(rows.map((r) => r.courseId))])));
  const dateOf = new Map(dates.map((c) => [c.id, c.deliveryDate]));
  const dayOf = (row: ExpenseRow) => dateOf.get(row.courseId) ?? row.paidOn;
  for (const { driverId, userId } of people) {
    const own = rows.filter((r) => r.driverId === driverId).sort((a, b) => dayOf(a).localeCompare(dayOf(b)));
    const [first] = own;
    if (!first) continue;
    const what =
      own.length === 1
        ? `${expenseTypeLabels[first.expenseType]} ${first.amount.toLocaleString('ja-JP')}円`
        : `経費${own.length}件`;
    await queuePush(w.db, {
      userId,
      title: '経費が差し戻されました',
      body: comment ? `${what}: ${comment}` : what,
      url: driverExpensesPath(dayOf(first)),
    });
  }
}

async function decide(w: W, rows: ExpenseRow[], decision: Decision) {
  await companyExpenses(w).update(
    inArray(
      expenses.id,
      rows.map((r) => r.id),
    ),
    {
      approveStatus: decision.status,
      statusComment: decision.comment,
      decidedAt: w.clock(),
      decidedBy: w.user.id,
    },
  );
  if (decision.status === 'rejected') await tellDrivers(w, rows, decision.comment);
}

const notRequested = (row: ExpenseRow) =>
  conflict(
    `${row.paidOn} ${expenseTypeLabels[row.expenseType]} ${row.amount.toLocaleString('ja-JP')}円の経費は` +
      `${approveStatusLabels[row.approveStatus]}のため、承認・差戻しできません。`,
  );

/**
 * POST .../update-status (staff): a requested expense is approved or sent back with the reason;
 * decidedAt and decidedBy are set, and a sent-back one is pushed to its driver.
 */
export async function decideExpense(
  ctx: ExpenseCtx,
  parent: ExpenseParent,
  id: string,
  input: ApprovalDecisionInput,
) {
  await parentOr404(ctx, parent);
  const loaded = await withActor(ctx, async (w) => {
    const row = await lockExpense(w, parent, id);
    if (row.approveStatus !== 'requested') throw notRequested(row);
    await decide(w, [row], { status: input.status, comment: input.comment ?? null });
    return load(w, [id]);
  });
  return one(ctx, loaded);
}

/**
 * POST /expenses/actions/update-status (staff): all or nothing. Another company's id is 404; the
 * first (in the order sent) that is not 申請中 is named in a 409 and nothing changes.
 */
export async function decideExpenses(ctx: ExpenseCtx, input: ExpenseBulkDecisionInput) {
  const ids = [...new Set(input.ids)];
  const loaded = await withActor(ctx, async (w) => {
    const rows = await w.db
      .select()
      .from(expenses)
      .where(companyExpenses(w).where(inArray(expenses.id, ids)))
      .for('update');
    if (rows.length !== ids.length) throw notFound('経費');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = ids.map((id) => byId.get(id) as ExpenseRow);
    const blocked = ordered.find((r) => r.approveStatus !== 'requested');
    if (blocked) throw notRequested(blocked);
    await decide(w, ordered, { status: input.status, comment: input.comment ?? null });
    return load(w, ids);
  });
  const data = await signExpenses(ctx.storage, loaded);
  return { data, total: data.length };
}
