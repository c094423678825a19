import type {
  ConsignorDeliveries,
  ConsignorDelivery,
  ConsignorPosition,
  DestinationDetail,
  DestinationStatus,
  LocationPoint,
  PositionNote,
} from '@rikuun/contract';
import { and, asc, between, eq, or } from 'drizzle-orm';
import type { CompanyCtx, ConsignorCtx } from '../../lib/context.ts';
import { ownedBy } from '../../lib/db/company-rows.ts';
import { notFound } from '../../lib/http/errors.ts';
import { courseDestinationDetails } from '../destinations/destination-reads.ts';
import { driverLastPositions, driverLocations } from '../locations/locations.table.ts';
import {
  type ConsignorCourse,
  type ConsignorReadCtx,
  consignorCourses,
  familyName,
  showsCurrentPosition,
  visibleWindow,
} from './consignor-courses.ts';

/**
 * GET /consignor/locations: the driver's points of the date, only while he was on one of the
 * consignor's courses (first action to last, to now while in progress). A driver with no course of
 * the consignor that day is 404, as another consignor's or company's driver would be.
 */
export async function consignorLocations(
  ctx: ConsignorReadCtx,
  driverId: string,
  date: string,
): Promise<{ data: LocationPoint[]; total: number }> {
  const found = await consignorCourses(ctx, date, driverId);
  if (found.length === 0) throw notFound('ドライバー');
  const now = ctx.clock();
  const windows = found.flatMap((c) => {
    const w = visibleWindow(c, now);
    return w ? [{ ...w, companyId: c.companyId }] : [];
  });
  if (windows.length === 0) return { data: [], total: 0 };
  const loc = driverLocations;
  const rows = await ctx.db
    .select({
      driverId: loc.driverId,
      latitude: loc.latitude,
      longitude: loc.longitude,
      accuracy: loc.accuracy,
      heading: loc.heading,
      speed: loc.speed,
      recordedAt: loc.recordedAt,
    })
    .from(loc)
    .where(
      and(
        eq(loc.driverId, driverId),
        or(...windows.map((w) => ownedBy(w, loc, between(loc.recordedAt, w.from, w.to)))),
      ),
    )
    .orderBy(asc(loc.recordedAt));
  const data = rows.map((r) => ({ ...r, recordedAt: r.recordedAt.toISOString() }));
  return { data, total: data.length };
}

/** The driver's last position when the course allows it (in progress, recorded since its first action). */
export async function currentPosition(
  ctx: ConsignorReadCtx,
  course: ConsignorCourse,
): Promise<ConsignorPosition | null> {
  if (!showsCurrentPosition(course) || !course.driverId || !course.firstActionAt) return null;
  const last = driverLastPositions;
  const [row] = await ctx.db
    .select({
      latitude: last.latitude,
      longitude: last.longitude,
      heading: last.heading,
      recordedAt: last.recordedAt,
    })
    .from(last)
    .where(ownedBy(course, last, eq(last.driverId, course.driverId)));
  if (!row || row.recordedAt < course.firstActionAt) return null;
  return { ...row, recordedAt: row.recordedAt.toISOString() };
}

function noteOf(course: ConsignorCourse, position: ConsignorPosition | null): PositionNote | null {
  if (position) return null;
  if (course.status === 'cancelled') return 'cancelled';
  if (!course.driverId) return 'no_driver';
  if (course.status === 'completed') return 'finished';
  if (!course.firstActionAt) return 'before_start';
  return course.status === 'in_progress' ? 'no_position' : 'finished';
}

/** Statuses whose finishing action carries the proof of delivery the shipper may see. */
const DELIVERED: readonly DestinationStatus[] = ['completed', 'partial'];

/**
 * How a stop ended, from the action that gave it its status (its type is the status' name): when,
 * why, and for goods handed over the photos and 受領サイン. Only stops of the consignor's own courses
 * come here, so the signed links name only its own proof.
 */
function outcomeOf(stop: DestinationDetail) {
  const last = stop.actions.findLast((a) => a.type === stop.status);
  const delivered = last !== undefined && DELIVERED.includes(stop.status);
  return {
    finishedAt: last?.at ?? null,
    reason: last?.reason ?? null,
    redeliveryAt: last?.redeliveryAt ?? null,
    deliveredQuantity: last?.deliveredQuantity ?? null,
    proofImages: delivered ? last.proofImages : [],
    signatureImage: delivered ? last.signatureImage : null,
  };
}

async function toDelivery(ctx: ConsignorCtx, course: ConsignorCourse): Promise<ConsignorDelivery> {
  // The stops and their etas as the course page computes them, read under the course's own company.
  const companyView: CompanyCtx = { ...ctx, companyId: course.companyId };
  const [stops, position] = await Promise.all([
    courseDestinationDetails(companyView, course),
    currentPosition(ctx, course),
  ]);
  return {
    courseId: course.id,
    companyName: course.companyName,
    courseName: course.name,
    status: course.status,
    driverId: course.driverId,
    driverName: familyName(course.driverName),
    startedAt: course.firstActionAt?.toISOString() ?? null,
    finishedAt: course.status === 'completed' ? (course.lastActionAt?.toISOString() ?? null) : null,
    position,
    positionNote: noteOf(course, position),
    stops: stops.map((s) => ({
      ...outcomeOf(s),
      id: s.id,
      sequence: s.sequence,
      type: s.type,
      name: s.name,
      address: [s.address1, s.address2].filter(Boolean).join(' ') || null,
      latitude: s.latitude,
      longitude: s.longitude,
      status: s.status,
      timeWindowStart: s.timeWindowStart,
      timeWindowEnd: s.timeWindowEnd,
      eta: s.eta,
    })),
  };
}

/** GET /consignor/deliveries: the consignor's courses of the date with stops, etas and positions. */
export async function consignorDeliveries(ctx: ConsignorCtx, date: string): Promise<ConsignorDeliveries> {
  const found = await consignorCourses(ctx, date);
  const data = [];
  for (const course of found) data.push(await toDelivery(ctx, course));
  return { date, data, total: data.length };
}
