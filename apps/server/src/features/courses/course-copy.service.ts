import {
  type CarryOverInput,
  type Course,
  type CourseCopyResult,
  type courseCopyInput,
  type DestinationStatus,
  holidayName,
} from '@rikuun/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyCtx } from '../../lib/context.ts';
import { uuidv7 } from '../../lib/db/columns.ts';
import { companyRows, withActor } from '../../lib/db/company-rows.ts';
import { conflict } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { destinations } from '../destinations/destinations.table.ts';
import { contractCovers, findContract, outsidePeriodMessage } from './course-input.ts';
import { companyCourses, getCourse } from './courses.service.ts';
import { courses } from './courses.table.ts';

type CourseRow = typeof courses.$inferSelect;
type DestinationRow = typeof destinations.$inferSelect;
type CopyValues = z.output<typeof courseCopyInput>;

/** Stops that still need work: copied by a carry-over, then marked carried_over in the original. */
const UNFINISHED: DestinationStatus[] = ['pending', 'arrived', 'absent'];

/** The course locked for the copy (a stop added meanwhile waits), with its stops in order. */
async function sourceOf(w: CompanyCtx, id: string, statuses?: DestinationStatus[]) {
  const course = await companyCourses(w).findOr404(id);
  await w.db.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).for('update');
  const stops = await w.db
    .select()
    .from(destinations)
    .where(
      companyRows(w, destinations).where(
        eq(destinations.courseId, id),
        statuses ? inArray(destinations.status, statuses) : undefined,
      ),
    )
    .orderBy(asc(destinations.sequence), asc(destinations.id));
  return { course, stops };
}

/**
 * 400 at `field` when the course's contract is not in force on one of the dates: a copy must not
 * make courses the contract cannot bill.
 */
async function assertContractCovers(w: CompanyCtx, course: CourseRow, dates: string[], field: string) {
  if (!course.contractId) return;
  const contract = await findContract(w, course.contractId);
  const outside = contract ? dates.find((d) => !contractCovers(contract, d)) : undefined;
  if (contract && outside) {
    throw fieldError(field, 'period', `${outsidePeriodMessage(contract)}（${outside.replaceAll('-', '/')}）`);
  }
}

/** The course as a new plan on another date: same driver, vehicle, contract and times, nothing done yet. */
function planOn(course: CourseRow, deliveryDate: string) {
  const {
    id,
    companyId: _c,
    searchText: _s,
    deletedAt: _d,
    createdAt: _ca,
    updatedAt: _ua,
    destinationCount: _dc,
    completedCount: _cc,
    assignmentNotifiedAt: _n,
    // A copy is this company's own plan, not the outside system's course.
    externalId: _e,
    smsBatchId: _b,
    ...plan
  } = course;
  return { ...plan, id: uuidv7(), deliveryDate, status: 'planned' as const, sourceCourseId: id };
}

/** A stop as a new pending stop of another course (its coordinates and geocode state kept). */
function stopOf(stop: DestinationRow, courseId: string, sequence = stop.sequence) {
  const { id: _id, companyId: _c, createdAt: _ca, updatedAt: _ua, courseId: _from, ...fields } = stop;
  return { ...fields, courseId, sequence, status: 'pending' as const };
}

/**
 * 定期便: the course with its stops (all pending, same order) on each date, each remembering its
 * source. Holidays are copied and named, or left out with skipHolidays. The driver and vehicle are
 * kept as they are: availability is checked when someone assigns a driver, not on a copy. One
 * transaction; the stops of every copy go in as few statements as the parameter limit allows.
 */
export async function copyCourse(ctx: CompanyCtx, id: string, input: CopyValues): Promise<CourseCopyResult> {
  const dates = [...new Set(input.deliveryDates)].sort();
  const skipped = input.skipHolidays
    ? dates.flatMap((d) => {
        const name = holidayName(d);
        return name ? [{ deliveryDate: d, holidayName: name }] : [];
      })
    : [];
  const targets = dates.filter((d) => !skipped.some((s) => s.deliveryDate === d));
  return withActor(ctx, async (w) => {
    const { course, stops } = await sourceOf(w, id);
    await assertContractCovers(w, course, targets, 'deliveryDates');
    const plans = targets.map((d) => planOn(course, d));
    await companyCourses(w).insertMany(plans);
    await companyRows(w, destinations).insertMany(plans.flatMap((p) => stops.map((s) => stopOf(s, p.id))));
    return {
      courses: plans.map((p) => ({
        id: p.id,
        deliveryDate: p.deliveryDate,
        holidayName: holidayName(p.deliveryDate),
      })),
      skipped,
    };
  });
}

export const NOTHING_TO_CARRY_OVER = '繰り越す配送先がありません。すべての配送先の作業が終わっています。';

/**
 * 持ち越し: the stops not finished (pending, arrived, absent) become the pending stops of a new
 * course on the date, numbered from 1 in their order; in the original they become carried_over.
 * 409 when every stop is finished.
 */
export async function carryOverCourse(ctx: CompanyCtx, id: string, input: CarryOverInput): Promise<Course> {
  return withActor(ctx, async (w) => {
    const { course, stops } = await sourceOf(w, id, UNFINISHED);
    if (stops.length === 0) throw conflict(NOTHING_TO_CARRY_OVER);
    await assertContractCovers(w, course, [input.deliveryDate], 'deliveryDate');
    const plan = planOn(course, input.deliveryDate);
    await companyCourses(w).insertMany([plan]);
    await companyRows(w, destinations).insertMany(stops.map((s, i) => stopOf(s, plan.id, i + 1)));
    const carried = stops.map((s) => s.id);
    await companyRows(w, destinations).update(inArray(destinations.id, carried), { status: 'carried_over' });
    return getCourse(w, plan.id);
  });
}
