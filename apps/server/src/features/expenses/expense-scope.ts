import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyCtx } from '../../lib/context.ts';
import type { Tx } from '../../lib/db/db.ts';
import { conflict, forbidden, notFound } from '../../lib/http/errors.ts';
import { courseOr404, destinationWithCourse } from '../destinations/destination-rows.ts';
import { companyExpenses } from './expense-reads.ts';
import { expenses } from './expenses.table.ts';

// Who may touch which expenses: staff every expense of the company; a driver only those of the stops
// and courses assigned to them (another driver's is simply not found).

/** The caller: staff, or a driver limited to their own courses. */
export type ExpenseCtx = CompanyCtx & { driverId?: string | undefined };
export type W = ExpenseCtx & { db: Tx };

export function expenseCtx(req: FastifyRequest): ExpenseCtx {
  const ctx = companyCtx(req);
  if (ctx.user.role !== 'driver') return ctx;
  if (!ctx.user.driverId) throw forbidden('ドライバーとして登録されていません。');
  return { ...ctx, driverId: ctx.user.driverId };
}

/** Where an expense hangs: a stop (destination expense) or a whole course (course-level expense). */
export type ExpenseParent = { destId: string } | { courseId: string };

const parentLabel = (p: ExpenseParent) => ('destId' in p ? '配送先' : 'コース');

/** The parent's live course (and stop); 404 for another company's, or another driver's for a driver. */
export async function parentOr404(ctx: ExpenseCtx, parent: ExpenseParent) {
  const found =
    'destId' in parent
      ? await destinationWithCourse(ctx, parent.destId).then((f) => ({
          course: f.course,
          destinationId: f.destination.id as string | null,
        }))
      : { course: await courseOr404(ctx, parent.courseId), destinationId: null };
  if (ctx.driverId !== undefined && found.course.driverId !== ctx.driverId)
    throw notFound(parentLabel(parent));
  return found;
}

/** The condition naming the parent's expenses: a stop's, or a course's own (without a stop). */
export async function parentCondition(ctx: ExpenseCtx, parent: ExpenseParent) {
  const { course, destinationId } = await parentOr404(ctx, parent);
  return {
    course,
    where: destinationId
      ? eq(expenses.destinationId, destinationId)
      : and(eq(expenses.courseId, course.id), isNull(expenses.destinationId)),
  };
}

/** Locks the parent's expense for the rest of the transaction (404 when it is not the parent's). */
export async function lockExpense(w: W, parent: ExpenseParent, id: string) {
  const { where } = await parentCondition(w, parent);
  const [row] = await w.db
    .select()
    .from(expenses)
    .where(companyExpenses(w).where(eq(expenses.id, id), where))
    .for('update');
  if (!row) throw notFound('経費');
  return row;
}

/** Expenses can be filed only on a live course that is not cancelled. */
export function assertCourseOpen(course: { status: string }) {
  if (course.status === 'cancelled') throw conflict('中止されたコースには経費を登録できません。');
}
