import type { DestinationDetail } from '@rikuun/contract';
import { eq, sql } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { withActor } from '../../lib/db/company-rows.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { courseDestinationDetails } from './destination-reads.ts';
import { companyDestinations, courseOr404, lockCourse } from './destination-rows.ts';
import { destinations } from './destinations.table.ts';

const wrongSet = () =>
  fieldError('ids', 'sameDestinations', '並べ替えにはこのコースの配送先をすべて、1回ずつ指定してください');

/**
 * Puts the course's stops in the given order (sequence 1…n) with one UPDATE, whatever the course's
 * size. The ids must be exactly the course's stops, each once. Answers the course's list.
 */
export async function reorderDestinations(ctx: CompanyCtx, courseId: string, ids: string[]) {
  await courseOr404(ctx, courseId);
  return withActor(ctx, async (w): Promise<{ data: DestinationDetail[]; total: number }> => {
    const course = await lockCourse(w, courseId);
    const where = companyDestinations(w).where(eq(destinations.courseId, courseId));
    const current = await w.db.select({ id: destinations.id }).from(destinations).where(where);
    const given = new Set(ids);
    if (given.size !== ids.length || ids.length !== current.length || current.some((d) => !given.has(d.id)))
      throw wrongSet();
    // The ids are validated UUIDs: one array parameter, not one parameter per stop. A moved stop's
    // version grows like any update's (a form opened before the move sees it is stale).
    await w.db.execute(sql`
      update ${destinations} set sequence = o.ord, updated_at = now(), version = version + 1
      from unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as o(id, ord)
      where ${destinations.id} = o.id and ${where}`);
    const data = await courseDestinationDetails(w, course);
    return { data, total: data.length };
  });
}
