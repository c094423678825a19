import { DUTY_BARRED_MESSAGE, formatTokyoMonthDayTime, tokyoDayStart } from '@rikuun/contract';
import { asc, eq } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { ownedBy } from '../../lib/db/company-rows.ts';
import { conflict } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { barredOn, startsOrContinuesDuty } from '../attendances/attendance-reads.ts';
import { attendances } from '../attendances/attendances.table.ts';

/**
 * What a driver did at a stop happened on the course's day and within his duty: not before the
 * delivery date's 00:00 (Tokyo), nor before the day's first 出勤 of the course's driver when there is
 * one. The earliest 出勤 of the work date, not the latest, so a record kept offline during a morning
 * duty is still taken after an afternoon 出勤 of the same day. The phone sends the time it recorded
 * (its outbox replays it later), so a replay after the 出勤 is accepted. A driver barred from duty
 * that day (a positive alcohol reading at the 出勤) records nothing: 409.
 */
export async function checkActionTime(
  ctx: CompanyCtx,
  course: { deliveryDate: string; driverId: string | null },
  at: Date,
) {
  if (at < tokyoDayStart(course.deliveryDate)) {
    throw fieldError(
      'at',
      'beforeDeliveryDate',
      `日時が配送日（${course.deliveryDate.replaceAll('-', '/')}）より前です。作業した日時を指定してください。`,
    );
  }
  if (!course.driverId) return;
  // 乗務禁止: a positive reading at the day's 出勤 stops every stop of that day (輸送安全規則 第7条).
  if (await barredOn(ctx, course.driverId, course.deliveryDate)) throw conflict(DUTY_BARRED_MESSAGE);
  const [clockIn] = await ctx.db
    .select({ at: attendances.at })
    .from(attendances)
    .where(
      ownedBy(
        ctx,
        attendances,
        eq(attendances.driverId, course.driverId),
        eq(attendances.type, 'clock_in'),
        eq(attendances.workDate, course.deliveryDate),
        startsOrContinuesDuty,
      ),
    )
    .orderBy(asc(attendances.at))
    .limit(1);
  if (clockIn && at < clockIn.at) {
    throw fieldError(
      'at',
      'beforeClockIn',
      `日時が出勤（${formatTokyoMonthDayTime(clockIn.at)}）より前です。出勤後の日時を指定してください。`,
    );
  }
}
