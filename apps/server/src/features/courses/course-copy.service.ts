import {
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
import { fieldError } from '../../lib/http/field-error.ts';
import { destinations } from '../destinations/destinations.table.ts';
import { contractCovers, findContract, outsidePeriodMessage } from './course-input.ts';
import { companyCourses } from './courses.service.ts';
import { courses } from './courses.table.ts';

type CourseRow = typeof courses.$inferSelect;
type DestinationRow = typeof destinations.$inferSelect;
type CopyValues = z.output<typeof courseCopyInput>;

/** The course locked for the copy (a stop added meanwhile waits), with its stops in order. */
export async function sourceOf(w: CompanyCtx, id: string, statuses?: DestinationStatus[]) {
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
export async function assertContractCovers(w: CompanyCtx, course: CourseRow, dates: string[], field: string) {
  if (!course.contractId) return;
  const contract = await findContract(w, course.contractId);
  const outside = contract ? dates.find((d) => !contractCovers(contract, d)) : undefined;
  if (contract && outside) {
    throw fieldError(field, 'period', `${outsidePeriodMessage(contract)}（${outside.replaceAll('-', '/')}）`);
  }
}

/** The course as a new plan on another date: same driver, vehicle, contract and times, nothing done yet. */
export function planOn(course: CourseRow, deliveryDate: string) {
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
    carriedOverCount: _co,
    // A copy is this company's own plan, not the outside system's course.
    externalId: _e,
    smsBatchId: _b,
    ...plan
  } = course;
  return { ...plan, id: uuidv7(), deliveryDate, status: 'planned' as const, sourceCourseId: id };
}

/** A stop as a new pending stop of another course (its coordinates and geocode state kept). */
export function stopOf(stop: DestinationRow, courseId: string, sequence = stop.sequence) {
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
