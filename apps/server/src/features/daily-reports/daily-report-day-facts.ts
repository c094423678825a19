import {
  type DailyReportDayFacts,
  haversineKm,
  LOADING_RECORD_MINUTES,
  MAJOR_DELAY_MINUTES,
  needsLoadStatus,
  type RecordedSpan,
  WAITING_RECORD_MINUTES,
} from '@rikuun/contract';
import { and, asc, between, eq } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, ownedBy } from '../../lib/db/company-rows.ts';
import { accidentReports } from '../accident-reports/accident-reports.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { driverLocations } from '../locations/locations.table.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';
import {
  type DayAction,
  type DayCourse,
  type DayStop,
  dayActions,
  dayCourses,
  dayStops,
} from './daily-report-facts.ts';

/** Pairs each start with the next end after it (an unfinished one has no end). */
export function pairs(actions: DayAction[], startType: string, endType: string) {
  const out: { start: Date; end: Date | null }[] = [];
  for (const a of actions) {
    if (a.type === startType) out.push({ start: a.at, end: null });
    const open = out.at(-1);
    if (a.type === endType && open && open.end === null) open.end = a.at;
  }
  return out;
}

/** The finished spans of one kind at each stop lasting at least `minutes`. */
export function recordedSpans(
  stops: DayStop[],
  actions: DayAction[],
  kind: 'waiting' | 'loading',
  minutes: number,
): RecordedSpan[] {
  return stops.flatMap((stop) =>
    pairs(
      actions.filter((a) => a.destinationId === stop.id),
      `${kind}_started`,
      `${kind}_ended`,
    ).flatMap((p) =>
      p.end && p.end.getTime() - p.start.getTime() >= minutes * 60_000
        ? [{ place: stop.name, start: p.start.toISOString(), end: p.end.toISOString() }]
        : [],
    ),
  );
}

/** Points further apart than this in accuracy are left out of the track: a jump is not a drive. */
const TRACK_ACCURACY_M = 200;

/**
 * The length of the driver's track between two instants (km to 0.1), from the phone's positions;
 * null with fewer than two usable points.
 */
export async function trackDistanceKm(ctx: CompanyCtx, driverId: string, from: Date, to: Date) {
  const points = await ctx.db
    .select({
      latitude: driverLocations.latitude,
      longitude: driverLocations.longitude,
      accuracy: driverLocations.accuracy,
    })
    .from(driverLocations)
    .where(
      ownedBy(
        ctx,
        driverLocations,
        eq(driverLocations.driverId, driverId),
        between(driverLocations.recordedAt, from, to),
      ),
    )
    .orderBy(asc(driverLocations.recordedAt));
  const usable = points.filter((p) => p.accuracy === null || p.accuracy <= TRACK_ACCURACY_M);
  if (usable.length < 2) return null;
  let km = 0;
  usable.reduce((a, b) => {
    km += haversineKm(a, b);
    return b;
  });
  return Math.round(km * 10) / 10;
}

/** The planned end of a course as an instant ('HH:MM' in Tokyo; before the start: the next day). */
function plannedEnd(date: string, course: DayCourse): Date | null {
  if (!course.endTime || !/^\d{2}:\d{2}$/.test(course.endTime)) return null;
  const end = new Date(`${date}T${course.endTime}:00+09:00`);
  if (course.startTime && course.endTime < course.startTime) end.setTime(end.getTime() + 86_400_000);
  return end;
}

/** Courses whose last recorded action came MAJOR_DELAY_MINUTES or more after their planned end. */
function delayedCourses(date: string, list: DayCourse[], stops: DayStop[], actions: DayAction[]) {
  return list.flatMap((course) => {
    const end = plannedEnd(date, course);
    const own = new Set(stops.filter((s) => s.courseId === course.id).map((s) => s.id));
    const last = actions.filter((a) => own.has(a.destinationId)).at(-1);
    return end && last && last.at.getTime() - end.getTime() >= MAJOR_DELAY_MINUTES * 60_000
      ? [course.name]
      : [];
  });
}

/**
 * The facts of a report's day the 第8条 check needs (missingDailyReportItems): the vehicle's weights,
 * the contract's listed 荷役, the phone's 荷待ち and 荷役 on the report's courses, the driver's
 * accident reports of the date and the courses that ran late.
 */
export async function dayFactsOf(
  ctx: CompanyCtx,
  report: { driverId: string; date: string; contractId: string | null; vehicleId: string | null },
): Promise<DailyReportDayFacts> {
  const vehicle = report.vehicleId
    ? await companyRows(ctx, vehicles, '車両').find(report.vehicleId)
    : undefined;
  const contract = report.contractId
    ? await companyRows(ctx, contracts, '契約').find(report.contractId)
    : undefined;
  const list = await dayCourses(ctx, report.driverId, report.date, report.contractId);
  const [stops, actions] = await Promise.all([dayStops(ctx, list), dayActions(ctx, list)]);
  const accidents = await ctx.db
    .select({ id: accidentReports.id })
    .from(accidentReports)
    .where(
      companyRows(ctx, accidentReports, '事故報告').where(
        and(eq(accidentReports.driverId, report.driverId), eq(accidentReports.accidentDate, report.date)),
      ),
    );
  return {
    loadStatusRequired: vehicle ? needsLoadStatus(vehicle) : false,
    contractListsLoading: Boolean(contract?.loadingTasks?.trim()),
    waits: recordedSpans(stops, actions, 'waiting', WAITING_RECORD_MINUTES),
    loadings: recordedSpans(stops, actions, 'loading', LOADING_RECORD_MINUTES),
    accidents: accidents.length,
    delayedCourses: delayedCourses(report.date, list, stops, actions),
  };
}
