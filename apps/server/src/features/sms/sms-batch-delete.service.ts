import type { SmsDeleteWithBatchResult } from '@rikuun/contract';
import { eq, inArray } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { withActor } from '../../lib/db/company-rows.ts';
import { courses } from '../courses/courses.table.ts';
import { companyBatches, companyCourses, startedReasons } from './sms-sync.service.ts';

/**
 * POST /sms/courses/delete-with-batch: soft-deletes (as a course is deleted, its stops staying with
 * it) the live courses the batch created on which no work has started, in one transaction; the others
 * are kept with the reason. Another company's batch is not found (404).
 */
export async function deleteWithBatch(ctx: CompanyCtx, batchId: string): Promise<SmsDeleteWithBatchResult> {
  return withActor(ctx, async (w) => {
    await companyBatches(w).findOr404(batchId);
    const rows = await w.db
      .select()
      .from(courses)
      .where(companyCourses(w).where(eq(courses.smsBatchId, batchId)))
      .orderBy(courses.externalId, courses.id)
      .for('update');
    const started = await startedReasons(w, rows, '削除');
    const result: SmsDeleteWithBatchResult = { deleted: [], kept: [] };
    for (const row of rows) {
      const named = { id: row.id, externalId: row.externalId ?? '' };
      const reason = started.get(row.id);
      if (reason) result.kept.push({ ...named, reason });
      else result.deleted.push(named);
    }
    const ids = result.deleted.map((c) => c.id);
    if (ids.length > 0) await companyCourses(w).update(inArray(courses.id, ids), { deletedAt: w.clock() });
    return result;
  });
}
