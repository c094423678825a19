import { todayInTokyo } from '@rikuun/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { DriverCtx } from '../../lib/context.ts';
import { courses } from '../courses/courses.table.ts';
import { readExpenses } from './expense-reads.ts';
import { expenses } from './expenses.table.ts';

/** GET /self/expenses: the driver's own expenses on the courses of a delivery date (today by default). */
export async function listSelfExpenses(ctx: DriverCtx, deliveryDate?: string) {
  const date = deliveryDate ?? todayInTokyo(ctx.clock());
  const data = await readExpenses(
    ctx,
    and(eq(expenses.driverId, ctx.driverId), eq(courses.deliveryDate, date), isNull(courses.deletedAt)),
  );
  return { data, total: data.length };
}
