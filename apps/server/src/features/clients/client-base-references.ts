import { eq, isNull } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { conflict } from '../../lib/http/errors.ts';
import { courses } from '../courses/courses.table.ts';
import { destinations } from '../destinations/destinations.table.ts';

/**
 * The records that keep a client base from being deleted (409 with the reason): a stop of a course
 * that is not deleted (a deleted course's stops no longer count).
 */
export async function assertClientBaseUnused(ctx: CompanyCtx, clientBaseId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ one: destinations.id })
    .from(destinations)
    .innerJoin(courses, sameCompanyAs(courses, destinations, eq(courses.id, destinations.courseId)))
    .where(
      companyRows(ctx, destinations).where(
        eq(destinations.clientBaseId, clientBaseId),
        isNull(courses.deletedAt),
      ),
    )
    .limit(1);
  if (row) throw conflict('この取引先拠点はコースの配送先で使われているため削除できません。');
}
