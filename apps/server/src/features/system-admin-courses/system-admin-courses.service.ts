import {
  ALREADY_ASSIGNED,
  INACTIVE_COMPANY,
  type ListResponse,
  NO_ROWS_TO_IMPORT,
  type PlatformCourse,
  type PlatformCourseImportResult,
  type platformCourseImportInput,
  type platformCourseListQuery,
} from '@rikuun/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Ctx } from '../../lib/context.ts';
import { companyRow, withActor } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { tableChanged } from '../../lib/db/list-page.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';
import { courses } from '../courses/courses.table.ts';
import { destinations } from '../destinations/destinations.table.ts';
import { queueGeocodePending } from '../geocoding/geocode-destinations.ts';
import { routingSourceRows } from '../routing-source/routing-source.table.ts';
import { type PlatformStop, platformCourses } from './system-admin-courses.table.ts';

const LABEL = 'コース';
const assignedCompanies = alias(companies, 'assigned_companies');

const columns = {
  course: platformCourses,
  consignorName: consignors.name,
  assignedCompanyName: assignedCompanies.name,
};
type Joined = {
  course: typeof platformCourses.$inferSelect;
  consignorName: string;
  assignedCompanyName: string | null;
};

function toPlatformCourse({ course: c, consignorName, assignedCompanyName }: Joined): PlatformCourse {
  return {
    id: c.id,
    consignorId: c.consignorId,
    consignorName,
    deliveryDate: c.deliveryDate,
    name: c.name,
    routeKey: c.routeKey,
    stopCount: c.stops.length,
    stops: c.stops,
    status: c.status,
    assignedCompanyId: c.assignedCompanyId,
    assignedCompanyName,
    assignedCourseId: c.assignedCourseId,
    assignedAt: c.assignedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
  };
}

const selectCourses = (db: Ctx['db'] | Tx) =>
  db
    .select(columns)
    .from(platformCourses)
    .innerJoin(consignors, eq(consignors.id, platformCourses.consignorId))
    .leftJoin(assignedCompanies, eq(assignedCompanies.id, platformCourses.assignedCompanyId))
    .$dynamic();

/**
 * Turns a consignor's new rows of a date (those without errors) into platform courses — one per ルート
 * value (rows without one together), or one for all — stops in upload and file order, and marks the
 * rows processed, in one transaction. No such rows → 409.
 */
export async function importPlatformCourses(
  ctx: Ctx,
  input: z.output<typeof platformCourseImportInput>,
): Promise<PlatformCourseImportResult> {
  const [consignor] = await ctx.db
    .select({ id: consignors.id, name: consignors.name })
    .from(consignors)
    .where(eq(consignors.id, input.consignorId));
  if (!consignor) throw fieldError('consignorId', 'exists', '荷主が見つかりません');
  const made = await withActor(ctx, async (w) => {
    const rows = await w.db
      .select()
      .from(routingSourceRows)
      .where(
        and(
          eq(routingSourceRows.consignorId, consignor.id),
          eq(routingSourceRows.deliveryDate, input.deliveryDate),
          eq(routingSourceRows.status, 'new'),
          sql`${routingSourceRows.errors} = '[]'::jsonb`,
        ),
      )
      // Ids are UUID v7: upload order, then the file's order.
      .orderBy(asc(routingSourceRows.uploadId), asc(routingSourceRows.lineNumber))
      .for('update');
    if (rows.length === 0) throw conflict(NO_ROWS_TO_IMPORT);
    const groups = new Map<string, typeof rows>();
    for (const row of rows) {
      const key = input.groupBy === 'route' ? (row.routeKey ?? '') : '';
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const [, month, day] = input.deliveryDate.split('-').map(Number);
    const values = [...groups].map(([key, group]) => ({
      consignorId: consignor.id,
      deliveryDate: input.deliveryDate,
      name: key || `${consignor.name} ${month}/${day}`,
      routeKey: key || null,
      stops: group.map(
        (r): PlatformStop => ({
          sourceRowId: r.id,
          name: r.name ?? '',
          zipCode: r.zipCode,
          address1: r.address1,
          address2: r.address2,
          phone: r.phone,
          latitude: r.latitude,
          longitude: r.longitude,
          timeWindowStart: r.timeWindowStart,
          timeWindowEnd: r.timeWindowEnd,
          serviceMinutes: r.serviceMinutes,
          quantity: r.quantity,
          weightKg: r.weightKg,
          memo: r.memo,
        }),
      ),
      createdBy: ctx.user.id,
    }));
    const inserted = await w.db.insert(platformCourses).values(values).returning({ id: platformCourses.id });
    await w.db
      .update(routingSourceRows)
      .set({ status: 'processed', processedAt: ctx.clock() })
      .where(
        inArray(
          routingSourceRows.id,
          rows.map((r) => r.id),
        ),
      );
    const ids = inserted.map((c) => c.id);
    const read = await selectCourses(w.db)
      .where(inArray(platformCourses.id, ids))
      .orderBy(asc(platformCourses.id));
    return { courses: read.map(toPlatformCourse), rowCount: rows.length };
  });
  return made;
}

export async function listPlatformCourses(
  ctx: Ctx,
  query: z.output<typeof platformCourseListQuery>,
): Promise<ListResponse<PlatformCourse>> {
  const where = and(
    query.deliveryDate ? eq(platformCourses.deliveryDate, query.deliveryDate) : undefined,
    query.consignorId ? eq(platformCourses.consignorId, query.consignorId) : undefined,
    query.status ? eq(platformCourses.status, query.status) : undefined,
  ) as SQL | undefined;
  const [rows, [total]] = await Promise.all([
    selectCourses(ctx.db)
      .where(where)
      .orderBy(
        desc(platformCourses.deliveryDate),
        asc(consignors.name),
        asc(platformCourses.name),
        asc(platformCourses.id),
      )
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ n: count() }).from(platformCourses).where(where),
  ]);
  return { data: rows.map(toPlatformCourse), total: total?.n ?? 0 };
}

/**
 * Hands a platform course to a company: its course (consignor set, no driver or vehicle, 予定) and the
 * stops as destinations, and the platform course marked assigned, in one transaction. Assigned
 * already → 409; an inactive company → 409; an unknown one → 400 at companyId.
 */
export async function assignPlatformCourse(ctx: Ctx, id: string, companyId: string): Promise<PlatformCourse> {
  const result = await withActor(ctx, async (w) => {
    const [course] = await w.db
      .select()
      .from(platformCourses)
      .where(eq(platformCourses.id, id))
      .for('update');
    if (!course) throw notFound(LABEL);
    if (course.status === 'assigned') throw conflict(ALREADY_ASSIGNED);
    const [company] = await w.db
      .select({ id: companies.id, active: companies.active })
      .from(companies)
      .where(companyRow({ companyId }));
    if (!company) throw fieldError('companyId', 'exists', '運送会社が見つかりません');
    if (!company.active) throw conflict(INACTIVE_COMPANY);
    const [made] = await w.db
      .insert(courses)
      .values({
        companyId,
        deliveryDate: course.deliveryDate,
        name: course.name,
        consignorId: course.consignorId,
        status: 'planned',
      })
      .returning({ id: courses.id });
    if (!made) throw new Error('course not created');
    if (course.stops.length > 0) {
      await w.db.insert(destinations).values(
        course.stops.map((s, i) => ({
          companyId,
          courseId: made.id,
          sequence: i + 1,
          name: s.name,
          zipCode: s.zipCode,
          address1: s.address1,
          address2: s.address2,
          phone: s.phone,
          latitude: s.latitude,
          longitude: s.longitude,
          timeWindowStart: s.timeWindowStart,
          timeWindowEnd: s.timeWindowEnd,
          serviceMinutes: s.serviceMinutes,
          quantity: s.quantity,
          weightKg: s.weightKg,
          memo: s.memo,
          // Coordinates from the address later (the geocoding job), unless the consignor gave them.
          geocodeStatus:
            s.latitude !== null
              ? ('not_needed' as const)
              : s.address1
                ? ('pending' as const)
                : ('not_found' as const),
        })),
      );
    }
    if (course.stops.some((s) => s.latitude === null && s.address1)) {
      await queueGeocodePending(w.db, companyId);
    }
    await w.db
      .update(platformCourses)
      .set({
        status: 'assigned',
        assignedCompanyId: companyId,
        assignedCourseId: made.id,
        assignedAt: ctx.clock(),
        assignedBy: ctx.user.id,
        updatedAt: ctx.clock(),
      })
      .where(eq(platformCourses.id, id));
    const [read] = await selectCourses(w.db).where(eq(platformCourses.id, id));
    return toPlatformCourse(read as Joined);
  });
  tableChanged(courses);
  tableChanged(destinations);
  return result;
}
