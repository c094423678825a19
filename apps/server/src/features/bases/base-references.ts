import { and, eq, isNull } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
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
    company: vehicles.companyId,
    column: vehicles.baseId,
    live: vehicles.deletedAt,
    reason: '車両',
  },
  {
    table: contracts,
    company: contracts.companyId,
    column: contracts.baseId,
    live: contracts.deletedAt,
    reason: '契約',
  },
  {
    table: courses,
    company: courses.companyId,
    column: courses.baseId,
    live: courses.deletedAt,
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
      .where(and(eq(ref.company, ctx.companyId), eq(ref.column, baseId), isNull(ref.live)))
      .limit(1);
    if (row) usedBy.push(ref.reason);
  }
  if (usedBy.length > 0) {
    throw conflict(`この拠点は${usedBy.join('・')}で使われているため削除できません。`);
  }
}
