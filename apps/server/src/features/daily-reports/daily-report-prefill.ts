import {
  type DailyReportDraft,
  type DailyReportPrefillResponse,
  dailyReportFees,
  feeQuantity,
  haversineKm,
  WAITING_RECORD_MINUTES,
} from '@rikuun/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DriverCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { attendances } from '../attendances/attendances.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';
import { dayFactsOf, pairs, trackDistanceKm } from './daily-report-day-facts.ts';
import {
  countedWork,
  type DayAction,
  type DayStop,
  dayActions,
  dayAttendance,
  dayCourses,
  dayStops,
} from './daily-report-facts.ts';

const iso = (d: Date | undefined) => (d ? d.toISOString() : null);

/**
 * 荷待ち of 30 minutes or more and 荷役 at each stop, from the recorded actions: arrival is the stop's
 * 到着 (else the waiting's start), departure its 完了 (else its last action).
 */
function stopRecords(stops: DayStop[], actions: DayAction[]) {
  const waitingRecords: DailyReportDraft['waitingRecords'] = [];
  const loadingWork: DailyReportDraft['loadingWork'] = [];
  for (const stop of stops) {
    const own = actions.filter((a) => a.destinationId === stop.id);
    if (own.length === 0) continue;
    const first = (type: string) => own.find((a) => a.type === type)?.at;
    const loading = pairs(own, 'loading_started', 'loading_ended');
    for (const w of pairs(own, 'waiting_started', 'waiting_ended')) {
      if (!w.end || w.end.getTime() - w.start.getTime() < WAITING_RECORD_MINUTES * 60_000) continue;
      waitingRecords.push({
        place: stop.name,
        arrivedAt: iso(first('arrived') ?? w.start),
        departedAt: iso(first('completed') ?? own.at(-1)?.at),
        loadingStartAt: iso(loading[0]?.start),
        loadingEndAt: iso(loading[0]?.end ?? undefined),
        shipperConfirmed: false,
      });
    }
    for (const l of loading)
      loadingWork.push({
        place: stop.name,
        startAt: l.start.toISOString(),
        endAt: iso(l.end ?? undefined),
        description: null,
        shipperConfirmed: false,
      });
  }
  return { waitingRecords, loadingWork };
}

type Point = { latitude: number | null; longitude: number | null };
/** Within this of a stop, a position is named after the stop. */
const NEAR_STOP_KM = 1;

/** The name of the day's stop nearest to a recorded position (within 1 km), else null. */
function placeNear(point: Point | undefined, stops: DayStop[]): string | null {
  if (!point || point.latitude === null || point.longitude === null) return null;
  const here = { latitude: point.latitude, longitude: point.longitude };
  let best: { name: string; km: number } | null = null;
  for (const s of stops) {
    if (s.latitude === null || s.longitude === null) continue;
    const km = haversineKm(here, { latitude: s.latitude, longitude: s.longitude });
    if (km <= NEAR_STOP_KM && (!best || km < best.km)) best = { name: s.name, km };
  }
  return best?.name ?? null;
}

/**
 * 出勤/退勤 (times, odometer, vehicle) and the breaks of the day's attendance; a break's place is the
 * stop nearest to where the phone was when it started.
 */
async function attendanceOf(ctx: DriverCtx, date: string, stops: DayStop[]) {
  const rows = await dayAttendance(ctx, ctx.driverId, date);
  const clockIn = rows.find((r) => r.type === 'clock_in');
  const clockOut = rows.findLast((r) => r.type === 'clock_out');
  const breakStarts = rows.filter((r) => r.type === 'break_start');
  const breaks = pairs(
    rows.map((r) => ({ destinationId: '', type: r.type, at: r.at })),
    'break_start',
    'break_end',
  ).map((b) => ({
    start: b.start.toISOString(),
    end: iso(b.end ?? undefined),
    place: placeNear(
      breakStarts.find((r) => r.at.getTime() === b.start.getTime()),
      stops,
    ),
  }));
  return {
    startAt: iso(clockIn?.at),
    endAt: iso(clockOut?.at),
    startOdometerKm: clockIn?.odometerKm ?? null,
    endOdometerKm: clockOut?.odometerKm ?? null,
    vehicleId: clockIn?.vehicleId ?? clockOut?.vehicleId ?? null,
    breaks,
  };
}

/**
 * 運転交替: another driver's 出勤 or 退勤 on the same vehicle while this driver was on duty, placed at the
 * stop nearest to it.
 */
async function driverChangesOf(
  ctx: DriverCtx,
  date: string,
  duty: { vehicleId: string | null; startAt: string | null; endAt: string | null },
  stops: DayStop[],
): Promise<DailyReportDraft['driverChanges']> {
  if (!duty.vehicleId || !duty.startAt || !duty.endAt) return [];
  const [start, end] = [new Date(duty.startAt), new Date(duty.endAt)];
  const others = await ctx.db
    .select({ at: attendances.at, latitude: attendances.latitude, longitude: attendances.longitude })
    .from(attendances)
    .where(
      companyRows(ctx, attendances, '出退勤').where(
        and(
          eq(attendances.vehicleId, duty.vehicleId),
          eq(attendances.workDate, date),
          ne(attendances.driverId, ctx.driverId),
          inArray(attendances.type, ['clock_in', 'clock_out']),
        ),
      ),
    );
  return others
    .filter((o) => o.at > start && o.at < end)
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((o) => ({ place: placeNear(o, stops), at: o.at.toISOString() }));
}

/** 積載状況 proposed from the stops' quantities and weights (the driver corrects it). */
function loadOf(stops: DayStop[]): string | null {
  const items = stops.reduce((sum, s) => sum + (s.quantity ?? 0), 0);
  const kg = stops.reduce((sum, s) => sum + (s.weightKg ?? 0), 0);
  if (items === 0 && kg === 0) return null;
  const parts = [
    `配送先${stops.length}件`,
    items > 0 ? `${items}個` : null,
    kg > 0 ? `${Math.round(kg)}kg` : null,
  ];
  return `${parts.filter(Boolean).join('・')}（出発時）`;
}

/** The contracts of the day's courses, in the courses' order. */
async function contractsOf(ctx: DriverCtx, list: { contractId: string | null }[]) {
  const ids = [...new Set(list.flatMap((c) => (c.contractId ? [c.contractId] : [])))];
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ id: contracts.id, name: contracts.name })
    .from(contracts)
    .where(companyRows(ctx, contracts, '契約').where(inArray(contracts.id, ids)));
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}

/**
 * GET /self/daily-reports/prefill (date, contractId): a draft of the driver's report of that day and
 * contract, built from the day's attendance and course actions. Without a contract the day's first
 * course's contract is taken.
 */
export async function prefillDailyReport(
  ctx: DriverCtx,
  query: { date: string; contractId?: string },
): Promise<DailyReportPrefillResponse> {
  const all = await dayCourses(ctx, ctx.driverId, query.date);
  const contractId = query.contractId ?? all[0]?.contractId ?? null;
  const list = all.filter((c) => c.contractId === contractId);
  const [stops, actions] = await Promise.all([dayStops(ctx, list), dayActions(ctx, list)]);
  const attendance = await attendanceOf(ctx, query.date, stops);
  const contract = contractId ? await companyRows(ctx, contracts, '契約').find(contractId) : undefined;
  const vehicleId = attendance.vehicleId ?? list.find((c) => c.vehicleId)?.vehicleId ?? null;
  const vehicle = vehicleId ? await companyRows(ctx, vehicles, '車両').find(vehicleId) : undefined;
  const visited = stops.filter((s) => actions.some((a) => a.destinationId === s.id));
  const base = list.find((c) => c.baseName)?.baseName ?? null;
  const facts = { ...countedWork(list, stops), ...attendance };
  const quantity = contract ? feeQuantity(contract.feeType, facts) : null;
  const draft: DailyReportDraft = {
    date: query.date,
    contractId: contract?.id ?? null,
    contractName: contract?.name ?? null,
    feeType: contract?.feeType ?? null,
    vehicleRegistrationNumber: vehicle?.registrationNumber ?? null,
    ...attendance,
    vehicleId: vehicle?.id ?? null,
    startPlace: base,
    endPlace: base,
    waypoints: [...new Set(visited.map((s) => s.name))].join('、') || null,
    trackDistanceKm:
      attendance.startAt && attendance.endAt
        ? await trackDistanceKm(ctx, ctx.driverId, new Date(attendance.startAt), new Date(attendance.endAt))
        : null,
    driverChanges: await driverChangesOf(ctx, query.date, { ...attendance, vehicleId }, stops),
    loadStatus: loadOf(stops),
    ...stopRecords(stops, actions),
    accidentOrDelay: null,
    instructions: null,
    quantity,
    memo: null,
    ...dailyReportFees(contract ?? null, quantity),
    courseCount: list.length,
  };
  const dayFacts = await dayFactsOf(ctx, {
    driverId: ctx.driverId,
    date: query.date,
    contractId: draft.contractId,
    vehicleId: draft.vehicleId,
  });
  return { draft, dayContracts: await contractsOf(ctx, all), dayFacts };
}
