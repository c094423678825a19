import {
  type Attendance,
  type AttendanceValues,
  type attendanceListQuery,
  attendanceTypeLabels,
  DUTY_BARRED_MESSAGE,
  formatTokyoMonthDayTime,
  isPositiveReading,
  isRollCallType,
  type SelfAttendanceDay,
  todayInTokyo,
} from '@rikuun/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyCtx, DriverCtx } from '../../lib/context.ts';
import { companyRows, withActor } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { isUniqueViolation } from '../../lib/db/errors.ts';
import { listPage } from '../../lib/db/list-page.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';
import {
  barredOn,
  companyAttendances,
  isBarredClockIn,
  readAttendances,
  selectAttendances,
  toAttendance,
} from './attendance-reads.ts';
import { insertionRefusal, type SequenceRecord } from './attendance-sequence.ts';
import { attendances } from './attendances.table.ts';
import { dutyStatesOf } from './duty-states.ts';

type W = CompanyCtx & { db: Tx };
type Row = typeof attendances.$inferSelect;

const usedElsewhere = () => conflict('この端末の記録IDは別のドライバーの記録に使われています。');

/** The first record of a phone's id (another driver's is 409). */
async function recorded(ctx: CompanyCtx, driverId: string, clientAttendanceId: string | null) {
  if (!clientAttendanceId) return undefined;
  const [first] = await readAttendances(ctx, eq(attendances.clientAttendanceId, clientAttendanceId));
  if (first && first.driverId !== driverId) throw usedElsewhere();
  return first;
}

/** The driver's record just before and just after `at` (equal times count as before: they came first). */
async function neighbours(w: W, driverId: string, at: Date) {
  const ofDriver = (...c: SQL[]) => companyAttendances(w).where(eq(attendances.driverId, driverId), ...c);
  const [previous] = await w.db
    .select()
    .from(attendances)
    .where(ofDriver(lte(attendances.at, at)))
    .orderBy(desc(attendances.at), desc(attendances.createdAt))
    .limit(1);
  const [next] = await w.db
    .select()
    .from(attendances)
    .where(ofDriver(gt(attendances.at, at)))
    .orderBy(asc(attendances.at), asc(attendances.createdAt))
    .limit(1);
  const sequenced = (r: Row | undefined) => r && { ...r, barred: isBarredClockIn(r) };
  return { previous: sequenced(previous), next: sequenced(next) };
}

/**
 * The record as stored: the alcohol result is positive when the detector said so or the value is
 * above zero (the phone cannot send a positive value as なし); a 中間点呼 is always away from a base.
 */
function storedValues(input: AttendanceValues) {
  if (!isRollCallType(input.type)) return input;
  const read = input.alcoholValue !== null || input.alcoholDetected !== null;
  return {
    ...input,
    alcoholDetected: read ? isPositiveReading(input) : null,
    awayFromBase: input.type === 'mid_duty' ? true : input.awayFromBase,
  };
}

const describe = (r: SequenceRecord) => `${attendanceTypeLabels[r.type]} ${formatTokyoMonthDayTime(r.at)}`;

/**
 * Records the signed-in driver's 出勤, 休憩開始, 休憩終了, 中間点呼 or 退勤 (POST /self/attendances).
 * A 出勤 with a positive reading is recorded but starts no duty (乗務禁止): the driver stays off duty,
 * and a second 出勤 of that work date is 409. The sequence
 * is judged by `at` among the driver's records, so a record sent late from an offline phone takes its
 * place in time; an impossible move is 409 with the reason. The record belongs to the duty of its
 * 出勤 (`workDate`, a 退勤 after midnight stays with the day before). Records are never edited.
 * `created` is false when the clientAttendanceId was recorded before: the first record is answered.
 */
export async function recordAttendance(
  ctx: DriverCtx,
  input: AttendanceValues,
): Promise<{ attendance: Attendance; created: boolean }> {
  const { driverId } = ctx;
  const write = () =>
    withActor(ctx, async (w) => {
      // One driver's records are written one at a time: the sequence check sees every earlier one.
      const [driver] = await w.db
        .select({ id: drivers.id })
        .from(drivers)
        .where(companyRows(w, drivers).where(eq(drivers.id, driverId)))
        .for('update');
      if (!driver) throw notFound('ドライバー');
      const first = await recorded(w, driverId, input.clientAttendanceId);
      if (first) return { attendance: first, created: false };
      if (input.vehicleId && !(await companyRows(w, vehicles).exists(input.vehicleId))) {
        throw fieldError('vehicleId', 'exists', '指定された車両が見つかりません');
      }
      const at = input.at ? new Date(input.at) : ctx.clock();
      const { previous, next } = await neighbours(w, driverId, at);
      const refusal = insertionRefusal(previous, next, { type: input.type, at }, describe);
      if (refusal) throw conflict(refusal);
      if (input.type === 'clock_in' && (await barredOn(w, driverId, todayInTokyo(at)))) {
        throw conflict(DUTY_BARRED_MESSAGE);
      }
      // A 出勤 starts a duty on its own date; every other record continues the duty before it.
      const workDate = input.type === 'clock_in' || !previous ? todayInTokyo(at) : previous.workDate;
      const row = await companyAttendances(w).insert({
        ...storedValues(input),
        at,
        driverId,
        workDate,
        recordedBy: ctx.user.id,
      });
      const [created] = await readAttendances(w, eq(attendances.id, row.id));
      return { attendance: created as Attendance, created: true };
    });
  try {
    return await write();
  } catch (err) {
    // Two first posts of one phone id racing: the unique index lets one in; the other answers it.
    if (!isUniqueViolation(err)) throw err;
    const first = await recorded(ctx, driverId, input.clientAttendanceId);
    if (!first) throw err;
    return { attendance: first, created: false };
  }
}

/** GET /self/attendances: the driver's records of one duty date (default today) and their state now. */
export async function selfAttendanceDay(ctx: DriverCtx, date?: string): Promise<SelfAttendanceDay> {
  const { driverId } = ctx;
  const day = date ?? todayInTokyo(ctx.clock());
  const [records, states] = await Promise.all([
    readAttendances(ctx, and(eq(attendances.driverId, driverId), eq(attendances.workDate, day))),
    dutyStatesOf(ctx, [driverId]),
  ]);
  return {
    date: day,
    state: states.get(driverId) ?? 'off_duty',
    records,
    dutyBarred: records.some((r) => r.dutyBarred),
  };
}

type ListQuery = z.output<typeof attendanceListQuery>;

const ROLL_CALL_TYPES = ['clock_in', 'clock_out', 'mid_duty'] as const;

/**
 * 点呼 confirmed by the company (true) or still waiting (false); breaks are neither. A record from
 * before company confirmation carries its self-reported checker and counts as done then.
 */
export function confirmedIs(confirmed: boolean): SQL {
  const rollCall = inArray(attendances.type, [...ROLL_CALL_TYPES]);
  const waiting = and(isNull(attendances.confirmedAt), isNull(attendances.legacyCheckedBy));
  return (
    confirmed
      ? and(rollCall, or(isNotNull(attendances.confirmedAt), isNotNull(attendances.legacyCheckedBy)))
      : and(rollCall, waiting)
  ) as SQL;
}

/**
 * GET /attendances (staff): the records of the duty dates from..to, newest first. A driverId of
 * another company simply matches nothing (as the other lists' filters do).
 */
export async function listAttendances(ctx: CompanyCtx, query: ListQuery) {
  const where = companyAttendances(ctx).where(
    gte(attendances.workDate, query.from),
    lte(attendances.workDate, query.to),
    query.driverId ? eq(attendances.driverId, query.driverId) : undefined,
    query.type ? eq(attendances.type, query.type) : undefined,
    query.alcoholDetected === undefined ? undefined : eq(attendances.alcoholDetected, query.alcoholDetected),
    query.confirmed === undefined ? undefined : confirmedIs(query.confirmed),
  );
  const { data, total } = await listPage({
    table: attendances,
    select: selectAttendances(ctx),
    ids: ctx.db.select({ id: attendances.id }).from(attendances).$dynamic(),
    count: ctx.db.select({ total: count() }).from(attendances).$dynamic(),
    where,
    sort: undefined,
    sorts: { at: attendances.at },
    defaultSort: '-at',
    tieBreaker: attendances.id,
    query,
  });
  return { data: data.map(toAttendance), total };
}
