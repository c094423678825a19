import type { DestinationDetail, DestinationValues } from '@rikuun/contract';
import { count, eq, gt, gte, lte, max, type SQL, sql } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { withActor } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { companyActions } from '../destination-actions/action-reads.ts';
import { refreshCourseStatus } from '../destination-actions/course-progress.ts';
import { destinationActions } from '../destination-actions/destination-actions.table.ts';
import { geocodeStateOf, queueGeocode, withClientBase } from './destination-input.ts';
import { courseDestinationDetails, destinationDetail } from './destination-reads.ts';
import { companyDestinations, courseDestinationOr404, courseOr404, lockCourse } from './destination-rows.ts';
import { destinations } from './destinations.table.ts';

export { reorderDestinations } from './destination-order.ts';
export { destinationDetail, listCourseDestinations } from './destination-reads.ts';

type W = CompanyCtx & { db: Tx };

const ofCourse = (w: W, courseId: string, ...more: SQL[]) =>
  companyDestinations(w).where(eq(destinations.courseId, courseId), ...more);

async function stopCount(w: W, courseId: string) {
  const [row] = await w.db
    .select({ n: count(), last: max(destinations.sequence) })
    .from(destinations)
    .where(ofCourse(w, courseId));
  return { n: row?.n ?? 0, last: row?.last ?? 0 };
}

/** Shifts the stops in [from, to] by delta (one statement). */
const shift = (w: W, courseId: string, from: number, to: number, delta: 1 | -1) =>
  companyDestinations(w).update(
    ofCourse(w, courseId, gte(destinations.sequence, from), lte(destinations.sequence, to)),
    { sequence: sql`${destinations.sequence} + ${delta}` },
  );

async function detailIn(w: W, courseId: string, id: string): Promise<DestinationDetail> {
  const found = (await courseDestinationDetails(w, await lockCourse(w, courseId))).find((d) => d.id === id);
  if (!found) throw notFound('配送先');
  return found;
}

/**
 * Adds a stop: after the last one, or at the given sequence with the later stops moved down by one,
 * all in one transaction. Answered from that transaction.
 */
export async function createDestination(
  ctx: CompanyCtx,
  courseId: string,
  values: DestinationValues,
): Promise<DestinationDetail> {
  await courseOr404(ctx, courseId);
  const input = await withClientBase(ctx, values);
  const { sequence: wanted, ...fields } = input;
  return withActor(ctx, async (w) => {
    const course = await lockCourse(w, courseId);
    const { last } = await stopCount(w, courseId);
    const sequence = Math.min(wanted ?? last + 1, last + 1);
    if (sequence <= last) await shift(w, courseId, sequence, last, 1);
    const geo = geocodeStateOf(input);
    const row = await companyDestinations(w).insert({
      ...fields,
      courseId,
      sequence,
      geocodeStatus: geo.geocodeStatus,
    });
    if (geo.lookUp) await queueGeocode(w, row.id);
    await refreshCourseStatus(w, course, { onlyWhenStarted: true });
    return detailIn(w, courseId, row.id);
  });
}

/** Replaces a stop's fields; a new sequence moves it there and the stops between by one. */
export async function updateDestination(
  ctx: CompanyCtx,
  courseId: string,
  id: string,
  values: DestinationValues,
  expected?: number,
): Promise<DestinationDetail> {
  await courseDestinationOr404(ctx, courseId, id);
  const input = await withClientBase(ctx, values);
  const { sequence: wanted, ...fields } = input;
  return withActor(ctx, async (w) => {
    await lockCourse(w, courseId);
    const previous = await courseDestinationOr404(w, courseId, id);
    const { n } = await stopCount(w, courseId);
    const sequence = Math.max(1, Math.min(wanted ?? previous.sequence, n));
    if (sequence < previous.sequence) await shift(w, courseId, sequence, previous.sequence - 1, 1);
    if (sequence > previous.sequence) await shift(w, courseId, previous.sequence + 1, sequence, -1);
    const geo = geocodeStateOf(input, previous);
    // The stops shifted above are other rows: the conflict's answer reads this one as it was.
    await companyDestinations(w).updateVersionOr404(
      id,
      { ...fields, sequence, geocodeStatus: geo.geocodeStatus },
      expected,
      (c) => getCourseDestination(c, courseId, id),
    );
    if (geo.lookUp) await queueGeocode(w, id);
    return detailIn(w, courseId, id);
  });
}

/**
 * Deletes a stop for real and closes the gap in the sequence. A stop with recorded actions is part of
 * the day's record: 409.
 */
export async function deleteDestination(ctx: CompanyCtx, courseId: string, id: string): Promise<void> {
  await courseDestinationOr404(ctx, courseId, id);
  await withActor(ctx, async (w) => {
    const course = await lockCourse(w, courseId);
    const stop = await courseDestinationOr404(w, courseId, id);
    if (await companyActions(w).exists(eq(destinationActions.destinationId, id)))
      throw conflict('作業実績が記録されている配送先は削除できません。先に作業実績を削除してください。');
    await companyDestinations(w).deleteOr404(id, '配送先');
    await companyDestinations(w).update(ofCourse(w, courseId, gt(destinations.sequence, stop.sequence)), {
      sequence: sql`${destinations.sequence} - 1`,
    });
    await refreshCourseStatus(w, course, { onlyWhenStarted: true });
  });
}

/** GET /courses/{courseId}/destinations/{id}: the stop, only under its own course. */
export async function getCourseDestination(ctx: CompanyCtx, courseId: string, id: string) {
  await courseDestinationOr404(ctx, courseId, id);
  return destinationDetail(ctx, id);
}
