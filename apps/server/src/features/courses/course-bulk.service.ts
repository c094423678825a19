import type { assignContractsInput, removeCoursesInput } from '@rikuun/contract';
import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyCtx } from '../../lib/context.ts';
import { withActor } from '../../lib/db/company-rows.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { contractCovers, findContract, outsidePeriodMessage } from './course-input.ts';
import { companyCourses, coursesWithActions } from './courses.service.ts';
import { courses } from './courses.table.ts';

type RemoveValues = z.output<typeof removeCoursesInput>;
type AssignValues = z.output<typeof assignContractsInput>;

/**
 * Locks the selected courses (in id order, so two bulk writes never deadlock) and answers them;
 * 404 when any id is not one of the company's live courses: a bulk write is all or nothing.
 */
async function lockAll(w: CompanyCtx, ids: string[]) {
  const rows = await w.db
    .select({ id: courses.id, deliveryDate: courses.deliveryDate })
    .from(courses)
    .where(companyCourses(w).where(inArray(courses.id, ids)))
    .orderBy(asc(courses.id))
    .for('update');
  if (rows.length !== ids.length) throw notFound('コース');
  return rows;
}

/** Soft-deletes every selected course, or none: 409 naming how many already have recorded work. */
export async function removeCourses(ctx: CompanyCtx, input: RemoveValues): Promise<{ count: number }> {
  const ids = [...new Set(input.ids)];
  return withActor(ctx, async (w) => {
    await lockAll(w, ids);
    const started = await coursesWithActions(w, ids);
    if (started > 0) {
      throw conflict(
        `選択したコースのうち${started}件は作業実績が記録されているため削除できません。該当のコースを選択から外してください。`,
      );
    }
    const done = await companyCourses(w).update(inArray(courses.id, ids), { deletedAt: w.clock() });
    return { count: done.length };
  });
}

/**
 * Gives every selected course the contract (and the contract's client). The contract must be the
 * company's (400 at contractId) and in force on each course's date.
 */
export async function assignContracts(ctx: CompanyCtx, input: AssignValues): Promise<{ count: number }> {
  const ids = [...new Set(input.courseIds)];
  return withActor(ctx, async (w) => {
    const contract = await findContract(w, input.contractId);
    if (!contract) throw fieldError('contractId', 'exists', '指定された契約が見つかりません');
    const rows = await lockAll(w, ids);
    const outside = rows.filter((r) => !contractCovers(contract, r.deliveryDate));
    if (outside.length > 0) {
      throw fieldError(
        'contractId',
        'period',
        `${outsidePeriodMessage(contract)}（${outside.length}件のコース）`,
      );
    }
    const done = await companyCourses(w).update(inArray(courses.id, ids), {
      contractId: contract.id,
      clientId: contract.clientId,
    });
    return { count: done.length };
  });
}
