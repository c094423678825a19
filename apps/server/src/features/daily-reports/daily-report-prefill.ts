import {
  type DailyReportDraft,
  type DailyReportPrefillResponse,
  dailyReportFees,
  feeQuantity,
  WAITING_RECORD_MINUTES,
} from '@rikuun/contract';
import { inArray } from 'drizzle-orm';
import type { DriverCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';
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

/** Pairs each start with the next end after it (an unfinished one has no end). */
function pairs(actions: DayAction[], startType: string, endType: string) {
  const out: { start: Date; end: Date | null }[] = [];
  for (const a of actions) {
    if (a.type === startType) out.push({ start: a.at, end: null });
    const open = out.at(-1);
    if (a.type === endType && open && open.end === null) open.end = a.at;
  }
  return out;
}

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

/** 出勤/退勤 (times, odometer, vehicle) and the breaks of the day's attendance. */
async function attendanceOf(ctx: DriverCtx, date: string) {
  const rows = await dayAttendance(ctx, ctx.driverId, date);
  const clockIn = rows.find((r) => r.type === 'clock_in');
  const clockOut = rows.findLast((r) => r.type === 'clock_out');
  const breaks = pairs(
    rows.map((r) => ({ destinationId: '', type: r.type, at: r.at })),
    'break_start',
    'break_end',
  ).map((b) => ({ start: b.start.toISOString(), end: iso(b.end ?? undefined), place: null }));
  return {
    startAt: iso(clockIn?.at),
    endAt: iso(clockOut?.at),
    startOdometerKm: clockIn?.odometerKm ?? null,
    endOdometerKm: clockOut?.odometerKm ?? null,
    vehicleId: clockIn?.vehicleId ?? clockOut?.vehicleId ?? null,
    breaks,
  };
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
  const [stops, actions, attendance] = await Promise.all([
    dayStops(ctx, list),
    dayActions(ctx, list),
    attendanceOf(ctx, query.date),
  ]);
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
    ...stopRecords(stops, actions),
    accidentOrDelay: null,
    instructions: null,
    quantity,
    memo: null,
    ...dailyReportFees(contract ?? null, quantity),
    courseCount: list.length,
  };
  return { draft, dayContracts: await contractsOf(ctx, all) };
}
