import {
  type Course,
  type carryOverInput,
  type DestinationStatus,
  destinationStatuses,
  undeliveredDestinationStatuses,
} from '@rikuun/contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, withActor } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { AppError, conflict } from '../../lib/http/errors.ts';
import { notifyCarryOver } from '../course-notifications/carry-over-notice.ts';
import { companyActions } from '../destination-actions/action-reads.ts';
import { refreshCourseStatus } from '../destination-actions/course-progress.ts';
import { destinationActions } from '../destination-actions/destination-actions.table.ts';
import { destinations } from '../destinations/destinations.table.ts';
import { assertContractCovers, planOn, sourceOf, stopOf } from './course-copy.service.ts';
import { companyCourses, getCourse } from './courses.service.ts';

type CarryOverValues = z.output<typeof carryOverInput>;
type Stop = typeof destinations.$inferSelect;
type W = CompanyCtx & { db: Tx };

/**
 * Stops that still need work: not done yet, or ended undelivered (不在, 持戻り, 再配達依頼, 一部配達).
 * A carry-over takes them; the others (完了, スキップ, 受取拒否) stay with their course.
 */
const UNFINISHED: DestinationStatus[] = ['pending', 'arrived', ...undeliveredDestinationStatuses];
const KEPT = destinationStatuses.filter((s) => !UNFINISHED.includes(s));

export const NOTHING_TO_CARRY_OVER = '繰り越す配送先がありません。すべての配送先の作業が終わっています。';

/** 409 naming each stop with 到着 recorded: the driver may be unloading there, so staff must mean it. */
function arrivedConflict(arrived: Stop[]) {
  const names = arrived.map((s) => `${s.sequence}番目「${s.name}」`).join('、');
  const message = `${names}は到着が記録されています。到着済みの配送先も繰り越す場合は、「到着済みの配送先も繰り越す」を選んでください。`;
  return new AppError(409, 'conflict', message, [
    { property: 'includeArrived', constraints: { arrived: message }, children: [] },
  ]);
}

/** Nothing done: no stop finished on the course and no work recorded on it, so nothing stays behind. */
async function nothingDone(w: W, courseId: string) {
  const kept = await companyRows(w, destinations).exists(
    and(eq(destinations.courseId, courseId), inArray(destinations.status, KEPT)) as SQL,
  );
  return !kept && !(await companyActions(w).exists(eq(destinationActions.courseId, courseId)));
}

/**
 * 持ち越し (繰越): the unfinished stops (pending, undelivered, and arrived only with includeArrived) become
 * the pending stops of a new course on the date, numbered from 1 in their order; in the original they
 * become carried_over, which it no longer counts, and it is 完了 once the stops it kept are (it keeps
 * only finished ones). A course with nothing done moves whole to the date instead of leaving an empty
 * course behind (answered with moved: true). The driver is told by push. 409 when every stop is finished.
 */
export async function carryOverCourse(
  ctx: CompanyCtx,
  id: string,
  input: CarryOverValues,
): Promise<{ course: Course; moved: boolean }> {
  return withActor(ctx, async (w) => {
    const { course, stops } = await sourceOf(w, id, UNFINISHED);
    if (stops.length === 0) throw conflict(NOTHING_TO_CARRY_OVER);
    const arrived = stops.filter((s) => s.status === 'arrived');
    if (arrived.length > 0 && !input.includeArrived) throw arrivedConflict(arrived);
    await assertContractCovers(w, course, [input.deliveryDate], 'deliveryDate');
    const source = { name: course.name, deliveryDate: course.deliveryDate };

    if (await nothingDone(w, id)) {
      await companyRows(w, destinations).update(
        inArray(
          destinations.id,
          stops.map((s) => s.id),
        ),
        { status: 'pending' },
      );
      // The day's notice (mail) was for the old date: the new one is sent from the 配車表 as usual.
      await companyCourses(w).update(id, {
        deliveryDate: input.deliveryDate,
        status: 'planned',
        assignmentNotifiedAt: null,
      });
      const target = { name: course.name, deliveryDate: input.deliveryDate };
      await notifyCarryOver(w, {
        driverId: course.driverId,
        source,
        target,
        carried: stops.length,
        kept: null,
      });
      return { course: await getCourse(w, id), moved: true };
    }

    const plan = planOn(course, input.deliveryDate);
    await companyCourses(w).insertMany([plan]);
    await companyRows(w, destinations).insertMany(stops.map((s, i) => stopOf(s, plan.id, i + 1)));
    await companyRows(w, destinations).update(
      inArray(
        destinations.id,
        stops.map((s) => s.id),
      ),
      { status: 'carried_over' },
    );
    await refreshCourseStatus(w, course);
    const left = await getCourse(w, id);
    await notifyCarryOver(w, {
      driverId: course.driverId,
      source,
      target: { name: plan.name, deliveryDate: plan.deliveryDate },
      carried: stops.length,
      kept: left.destinationCount,
    });
    return { course: await getCourse(w, plan.id), moved: false };
  });
}
