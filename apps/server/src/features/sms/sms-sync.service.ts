import {
  type CourseValues,
  courseStatusLabels,
  type SmsCourseValues,
  type SmsSyncResult,
} from '@rikuun/contract';
import { inArray, isNotNull } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { uuidv7 } from '../../lib/db/columns.ts';
import { companyRows, withActor } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { isUniqueViolation } from '../../lib/db/errors.ts';
import { conflict } from '../../lib/http/errors.ts';
import { resolveCourseInput } from '../courses/course-input.ts';
import { courses } from '../courses/courses.table.ts';
import { assertDriverAvailable } from '../courses/driver-availability.ts';
import { destinationActions } from '../destination-actions/destination-actions.table.ts';
import { queueGeocodePending } from '../geocoding/geocode-destinations.ts';
import { smsBatches } from './sms-batches.table.ts';
import { atPath } from './sms-context.ts';
import {
  deleteStops,
  insertStops,
  type StopValues,
  sameStops,
  stopValues,
  storedStops,
} from './sms-stops.ts';

type W = CompanyCtx & { db: Tx };
type CourseRow = typeof courses.$inferSelect;

export const companyCourses = (ctx: CompanyCtx) => companyRows(ctx, courses, 'コース');
export const companyBatches = (ctx: CompanyCtx) => companyRows(ctx, smsBatches, 'バッチ');

/** What a call did not do to a started course: 変更 (sync) or 削除 (delete-with-batch). */
type Refused = '変更' | '削除';

/**
 * Why work has started on each of the courses, by id: its state is past 予定 (運行中, 完了, or 中止,
 * which the company decided), or an action is recorded on one of its stops.
 */
export async function startedReasons(
  w: W,
  rows: readonly CourseRow[],
  refused: Refused,
): Promise<Map<string, string>> {
  const reasons = new Map<string, string>();
  for (const row of rows) {
    if (row.status !== 'planned')
      reasons.set(
        row.id,
        `コースの状態が「${courseStatusLabels[row.status]}」のため${refused}しませんでした`,
      );
  }
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return reasons;
  const acted = await w.db
    .selectDistinct({ courseId: destinationActions.courseId })
    .from(destinationActions)
    .where(companyRows(w, destinationActions).where(inArray(destinationActions.courseId, ids)));
  for (const { courseId } of acted) {
    if (!reasons.has(courseId)) reasons.set(courseId, `作業実績が記録されているため${refused}しませんでした`);
  }
  return reasons;
}

/** The company's live courses of the given external ids, locked for the rest of the transaction. */
async function lockByExternalId(w: W, externalIds: string[]): Promise<Map<string, CourseRow>> {
  const rows = await w.db
    .select()
    .from(courses)
    .where(companyCourses(w).where(isNotNull(courses.externalId), inArray(courses.externalId, externalIds)))
    .for('update');
  return new Map(rows.map((r) => [r.externalId as string, r]));
}

/** The course's own values, checked like the course form's (references of the company, contract period). */
async function courseValues(w: W, at: number, input: SmsCourseValues, current?: CourseRow) {
  const { externalId: _e, destinations: _d, ...fields } = input;
  // A reference left out keeps the course's own; the client follows a contract, or stays as it was.
  const keep = (field: 'driverId' | 'vehicleId' | 'contractId') =>
    fields[field] === undefined ? (current?.[field] ?? null) : fields[field];
  try {
    const values = await resolveCourseInput(w, {
      ...fields,
      driverId: keep('driverId'),
      vehicleId: keep('vehicleId'),
      contractId: keep('contractId'),
      clientId: current?.clientId ?? null,
      baseId: current?.baseId ?? null,
      status: 'planned',
    });
    const reassigned = values.driverId !== current?.driverId || values.deliveryDate !== current?.deliveryDate;
    if (values.driverId && reassigned) await assertDriverAvailable(w, values.driverId, values.deliveryDate);
    return values;
  } catch (err) {
    throw atPath(['courses', at], err);
  }
}

const courseFields = [
  'deliveryDate',
  'name',
  'contractId',
  'clientId',
  'driverId',
  'vehicleId',
  'startTime',
  'endTime',
  'memo',
] as const;
const sameCourse = (values: CourseValues, row: CourseRow) =>
  courseFields.every((f) => (values[f] ?? null) === (row[f] ?? null));

/**
 * POST /sms/courses/sync: in one transaction, creates the courses whose externalId the company does
 * not have yet (they carry this batch), replaces details and stops of existing ones on which no work
 * has started, leaves identical ones alone and keeps started ones (with the reason). The batch is
 * recorded with its counts; sending the same payload again creates nothing.
 */
export async function syncCourses(
  ctx: CompanyCtx & { apiKeyId: string },
  input: readonly SmsCourseValues[],
): Promise<SmsSyncResult> {
  try {
    return await withActor(ctx, (w) => syncIn(w, ctx.apiKeyId, input));
  } catch (err) {
    // Another call created one of these external ids meanwhile: nothing of this one was written.
    if (isUniqueViolation(err))
      throw conflict('同じ外部IDのコースが同時に送信されました。もう一度送信してください。');
    throw err;
  }
}

async function syncIn(w: W, apiKeyId: string, input: readonly SmsCourseValues[]): Promise<SmsSyncResult> {
  const existing = await lockByExternalId(
    w,
    input.map((c) => c.externalId),
  );
  const started = await startedReasons(w, [...existing.values()], '変更');
  const stored = await storedStops(
    w,
    [...existing.values()].filter((r) => !started.has(r.id)).map((r) => r.id),
  );
  const batch = await companyBatches(w).insert({ apiKeyId });
  const result: SmsSyncResult = { batchId: batch.id, created: [], updated: [], unchanged: [], skipped: [] };
  const newStops = new Map<string, StopValues[]>();
  const toCreate: (Omit<typeof courses.$inferInsert, 'companyId'> & { id: string })[] = [];
  const replaced: string[] = [];
  for (const [at, course] of input.entries()) {
    const current = existing.get(course.externalId);
    const reason = current && started.get(current.id);
    if (current && reason) {
      result.skipped.push({ id: current.id, externalId: course.externalId, reason });
      continue;
    }
    const values = await courseValues(w, at, course, current);
    const stops = await stopValues(w, at, course.destinations);
    const named = { externalId: course.externalId };
    if (!current) {
      const id = uuidv7();
      toCreate.push({ ...values, ...named, id, smsBatchId: batch.id });
      newStops.set(id, stops);
      result.created.push({ id, ...named });
      continue;
    }
    const before = stored.get(current.id) ?? [];
    if (sameCourse(values, current) && sameStops(stops, before)) {
      result.unchanged.push({ id: current.id, ...named });
      continue;
    }
    await companyCourses(w).update(current.id, values);
    if (before.length > 0) replaced.push(current.id);
    newStops.set(current.id, stops);
    result.updated.push({ id: current.id, ...named });
  }
  await companyCourses(w).insertMany(toCreate);
  await deleteStops(w, replaced);
  if (await insertStops(w, newStops)) await queueGeocodePending(w.db, w.companyId);
  await companyBatches(w).update(batch.id, {
    createdCount: result.created.length,
    updatedCount: result.updated.length,
  });
  return result;
}
