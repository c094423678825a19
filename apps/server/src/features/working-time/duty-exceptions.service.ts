import type { DutyExceptionsRecord, DutyExceptionType, dutyExceptionsInput } from '@rikuun/contract';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, withActor } from '../../lib/db/company-rows.ts';
import { validationFailed } from '../../lib/http/errors.ts';
import { attendances } from '../attendances/attendances.table.ts';
import { dutyExceptions } from './working-time.table.ts';

type Input = z.output<typeof dutyExceptionsInput>;
type Row = typeof dutyExceptions.$inferSelect;

const atField = (property: string, message: string) =>
  validationFailed([{ property, constraints: { range: message }, children: [] }]);

/** The 出勤 record a duty is named by (404 for another company's record, or one that is not 出勤). */
async function clockInOr404(ctx: CompanyCtx, attendanceId: string) {
  return companyRows(ctx, attendances, '出勤の記録').findOr404(
    and(eq(attendances.id, attendanceId), eq(attendances.type, 'clock_in')) as never,
  );
}

/** The end of the duty that starts at `clockIn`: the driver's next 退勤 or 出勤 (null while none). */
async function dutyEnd(ctx: CompanyCtx, clockIn: { driverId: string; at: Date }): Promise<Date | null> {
  const [next] = await ctx.db
    .select({ at: attendances.at })
    .from(attendances)
    .where(
      companyRows(ctx, attendances).where(
        eq(attendances.driverId, clockIn.driverId),
        gt(attendances.at, clockIn.at),
        inArray(attendances.type, ['clock_out', 'clock_in']),
      ),
    )
    .orderBy(asc(attendances.at))
    .limit(1);
  return next?.at ?? null;
}

async function toRecord(
  ctx: CompanyCtx,
  clockIn: { id: string; driverId: string; workDate: string },
  row?: Row,
) {
  const [user] = row?.updatedBy
    ? await ctx.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, row.updatedBy))
    : [];
  return {
    attendanceId: clockIn.id,
    driverId: clockIn.driverId,
    workDate: clockIn.workDate,
    exceptions: (row?.exceptions ?? []) as DutyExceptionType[],
    ferryBoardedAt: row?.ferryBoardedAt?.toISOString() ?? null,
    ferryLandedAt: row?.ferryLandedAt?.toISOString() ?? null,
    unforeseenMinutes: row?.unforeseenMinutes ?? null,
    unforeseenReason: row?.unforeseenReason ?? null,
    updatedBy: user ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  } satisfies DutyExceptionsRecord;
}

/**
 * Replaces the special cases of the duty that starts with the 出勤 record `attendanceId` (改善基準告示,
 * domain-ja §3). The time on a ferry must lie within the duty: 400 at the field otherwise.
 */
export async function setDutyExceptions(
  ctx: CompanyCtx,
  attendanceId: string,
  input: Input,
): Promise<DutyExceptionsRecord> {
  const clockIn = await clockInOr404(ctx, attendanceId);
  if (input.ferryBoardedAt && Date.parse(input.ferryBoardedAt) < clockIn.at.getTime())
    throw atField('ferryBoardedAt', '乗船日時は出勤より後にしてください');
  const end = input.ferryLandedAt ? await dutyEnd(ctx, clockIn) : null;
  if (input.ferryLandedAt && end && Date.parse(input.ferryLandedAt) > end.getTime())
    throw atField('ferryLandedAt', '下船日時は退勤より前にしてください');
  const values = {
    exceptions: input.exceptions,
    ferryBoardedAt: input.ferryBoardedAt ? new Date(input.ferryBoardedAt) : null,
    ferryLandedAt: input.ferryLandedAt ? new Date(input.ferryLandedAt) : null,
    unforeseenMinutes: input.unforeseenMinutes,
    unforeseenReason: input.unforeseenReason,
    updatedBy: ctx.user.id,
  };
  // One row per duty: an upsert, so two saves at once both land (the later one wins) without a 500.
  const row = await withActor(ctx, async (w) => {
    const [saved] = await w.db
      .insert(dutyExceptions)
      .values({ ...values, companyId: ctx.companyId, attendanceId: clockIn.id, driverId: clockIn.driverId })
      .onConflictDoUpdate({
        target: [dutyExceptions.companyId, dutyExceptions.attendanceId],
        set: { ...values, updatedAt: ctx.clock(), version: sql`${dutyExceptions.version} + 1` },
      })
      .returning();
    return saved;
  });
  return toRecord(ctx, clockIn, row);
}
