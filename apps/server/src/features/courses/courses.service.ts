import {
  type Course,
  type CourseListFilter,
  type CourseValues,
  type courseSortKeys,
  searchKey,
} from '@rikuun/contract';
import { and, count, eq, getTableColumns, gte, inArray, isNotNull, isNull, like, lte, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs, withActor } from '../../lib/db/company-rows.ts';
import { listPage, type SortColumns } from '../../lib/db/list-page.ts';
import { likeContains } from '../../lib/db/pagination.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { bases } from '../bases/bases.table.ts';
import { clients } from '../clients/clients.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { destinationActions } from '../destination-actions/destination-actions.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { mailHeadingStop } from '../tracking-links/heading-mail.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';
import { resolveCourseInput } from './course-input.ts';
import { courses } from './courses.table.ts';
import { assertDriverAvailable } from './driver-availability.ts';

/** The company's current courses; another company's or a deleted course is simply not found (404). */
export const companyCourses = (ctx: CompanyCtx) => companyRows(ctx, courses, 'コース');

const { searchText: _s, companyId: _c, deletedAt: _d, ...courseColumns } = getTableColumns(courses);

/** Same company by the composite keys: the joined row is the course's company's. */
const sameCompany = (table: { companyId: AnyPgColumn; id: AnyPgColumn }, column: AnyPgColumn) =>
  sameCompanyAs(table, courses, eq(table.id, column));

/** A course with the names the answer shows (driver, vehicle, contract, client, base). */
export const selectCourses = (ctx: CompanyCtx) =>
  ctx.db
    .select({
      ...courseColumns,
      driverName: drivers.name,
      vehicleRegistrationNumber: vehicles.registrationNumber,
      contractName: contracts.name,
      clientName: clients.name,
      baseName: bases.name,
    })
    .from(courses)
    .leftJoin(drivers, sameCompany(drivers, courses.driverId))
    .leftJoin(vehicles, sameCompany(vehicles, courses.vehicleId))
    .leftJoin(contracts, sameCompany(contracts, courses.contractId))
    .leftJoin(clients, sameCompany(clients, courses.clientId))
    .leftJoin(bases, sameCompany(bases, courses.baseId))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectCourses>['execute']>>[number];

export function toCourse(row: Row): Course {
  const { createdAt, updatedAt, assignmentNotifiedAt, ...rest } = row;
  return {
    ...rest,
    assignmentNotifiedAt: assignmentNotifiedAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

const sorts: SortColumns<(typeof courseSortKeys)[number]> = {
  deliveryDate: courses.deliveryDate,
  name: courses.name,
  startTime: courses.startTime,
};

/** The list's filters as one condition on the company's live courses. */
function listWhere(ctx: CompanyCtx, q: CourseListFilter) {
  const inGroup = (groupId: string) =>
    inArray(
      courses.driverId,
      ctx.db
        .select({ id: drivers.id })
        .from(drivers)
        .where(companyRows(ctx, drivers).where(eq(drivers.groupId, groupId))),
    );
  return companyCourses(ctx).where(
    q.q ? like(courses.searchText, likeContains(searchKey(q.q))) : undefined,
    q.deliveryDate ? eq(courses.deliveryDate, q.deliveryDate) : undefined,
    q.from ? gte(courses.deliveryDate, q.from) : undefined,
    q.to ? lte(courses.deliveryDate, q.to) : undefined,
    q.groupId ? inGroup(q.groupId) : undefined,
    q.driverId ? eq(courses.driverId, q.driverId) : undefined,
    q.vehicleId ? eq(courses.vehicleId, q.vehicleId) : undefined,
    q.contractId ? eq(courses.contractId, q.contractId) : undefined,
    q.clientId ? eq(courses.clientId, q.clientId) : undefined,
    q.status ? eq(courses.status, q.status) : undefined,
    q.unassigned === undefined
      ? undefined
      : q.unassigned
        ? or(isNull(courses.driverId), isNull(courses.vehicleId))
        : and(isNotNull(courses.driverId), isNotNull(courses.vehicleId)),
  );
}

export async function listCourses(ctx: CompanyCtx, query: CourseListFilter) {
  const { data, total } = await listPage({
    table: courses,
    select: selectCourses(ctx),
    ids: ctx.db.select({ id: courses.id }).from(courses).$dynamic(),
    count: ctx.db.select({ total: count() }).from(courses).$dynamic(),
    where: listWhere(ctx, query),
    sort: query.sort,
    sorts,
    defaultSort: 'deliveryDate',
    tieBreaker: courses.id,
    query,
  });
  return { data: data.map(toCourse), total };
}

export async function getCourse(ctx: CompanyCtx, id: string): Promise<Course> {
  const [row] = await selectCourses(ctx)
    .where(companyCourses(ctx).where(eq(courses.id, id)))
    .limit(1);
  if (!row) throw notFound('コース');
  return toCourse(row);
}

export async function createCourse(ctx: CompanyCtx, input: CourseValues): Promise<Course> {
  const values = await resolveCourseInput(ctx, input);
  if (values.driverId) await assertDriverAvailable(ctx, values.driverId, values.deliveryDate);
  return withActor(ctx, async (w) => getCourse(w, (await companyCourses(w).insert(values)).id));
}

/**
 * The whole course as the form sends it. The driver's availability is checked only when the driver
 * or the date changes, so an old course keeps its driver through a memo edit.
 */
/** `expected`: the version the edit was based on (stale → 409 with the course as it is now). */
export async function updateCourse(
  ctx: CompanyCtx,
  id: string,
  input: CourseValues,
  expected?: number,
): Promise<Course> {
  const current = await companyCourses(ctx).findOr404(id);
  const values = await resolveCourseInput(ctx, input);
  const reassigned = values.driverId !== current.driverId || values.deliveryDate !== current.deliveryDate;
  if (values.driverId && reassigned) await assertDriverAvailable(ctx, values.driverId, values.deliveryDate);
  const updated = await withActor(ctx, async (w) =>
    getCourse(w, (await companyCourses(w).updateVersionOr404(id, values, expected, getCourse)).id),
  );
  // 運行中 set by staff: the first stop's recipient may be waiting for the tracking mail (decision 075).
  if (updated.status === 'in_progress' && current.status !== 'in_progress') await mailHeadingStop(ctx, id);
  return updated;
}

/** Courses (of the given ids) with at least one recorded action: 運行中 or 完了 work on record. */
export async function coursesWithActions(ctx: CompanyCtx, ids: string[]): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(courses)
    .where(
      companyCourses(ctx).where(
        inArray(courses.id, ids),
        inArray(
          courses.id,
          ctx.db
            .select({ id: destinationActions.courseId })
            .from(destinationActions)
            .where(companyRows(ctx, destinationActions).where(inArray(destinationActions.courseId, ids))),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

export const COURSE_IN_PROGRESS_MESSAGE = 'このコースには作業実績が記録されているため削除できません。';

/** Soft delete (the stops stay with it); 409 once any action is recorded on the course. */
export async function deleteCourse(ctx: CompanyCtx, id: string): Promise<void> {
  await withActor(ctx, async (w) => {
    await companyCourses(w).findOr404(id);
    // Lock the course: an action recorded meanwhile waits, and then finds it deleted.
    await w.db.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).for('update');
    if ((await coursesWithActions(w, [id])) > 0) throw conflict(COURSE_IN_PROGRESS_MESSAGE);
    await companyCourses(w).softDeleteOr404(id);
  });
}
