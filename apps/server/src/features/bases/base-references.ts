import { eq } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { conflict } from '../../lib/http/errors.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { courses } from '../courses/courses.table.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';

/**
 * The records that keep a base from being deleted, each with the reason shown to the user. The one
 * place a later feature adds its own.
 */
const baseReferences = [
  {
    table: vehicles,
    column: vehicles.baseId,
    reason: '車両',
  },
  {
    table: contracts,
    column: contracts.baseId,
    reason: '契約',
  },
  {
    table: courses,
    column: courses.baseId,
    reason: 'コース',
  },
] as const;

/** 409 naming what still uses the base; the caller's delete runs only when nothing does. */
export async function assertBaseUnused(ctx: CompanyCtx, baseId: string): Promise<void> {
  const usedBy: string[] = [];
  for (const ref of baseReferences) {
    // With the company first, each check is a look-up of the table's (company_id, base_id) index.
    const [row] = await ctx.db
      .select({ one: ref.column })
      .from(ref.table)
      .where(companyRows(ctx, ref.table).where(eq(ref.column, baseId)))
      .limit(1);
    if (row) usedBy.push(ref.reason);
  }
  if (usedBy.length > 0) {
    throw conflict(`この拠点は${usedBy.join('・')}で使われているため削除できません。`);
  }
}
