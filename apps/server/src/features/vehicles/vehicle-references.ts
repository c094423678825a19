import { eq } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { conflict } from '../../lib/http/errors.ts';
import { courses } from '../courses/courses.table.ts';

/**
 * The records that keep a vehicle from being deleted, each with the reason shown to the user: a
 * course (any not deleted, past ones too, since its record names the vehicle).
 */
const vehicleReferences = [
  {
    table: courses,
    column: courses.vehicleId,
    reason: 'コース',
  },
] as const;

/** 409 naming what still uses the vehicle; the caller's delete runs only when nothing does. */
export async function assertVehicleUnused(ctx: CompanyCtx, vehicleId: string): Promise<void> {
  const usedBy: string[] = [];
  for (const ref of vehicleReferences) {
    const [row] = await ctx.db
      .select({ one: ref.column })
      .from(ref.table)
      .where(companyRows(ctx, ref.table).where(eq(ref.column, vehicleId)))
      .limit(1);
    if (row) usedBy.push(ref.reason);
  }
  if (usedBy.length > 0) {
    throw conflict(`この車両は${usedBy.join('・')}で使われているため削除できません。`);
  }
}
