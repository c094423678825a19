import { type Attendance, isPositiveReading, type RollCallConfirmValues } from '@rikuun/contract';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { withActor } from '../../lib/db/company-rows.ts';
import { conflict } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { getRollCallSettings } from '../companies/roll-call-settings.service.ts';
import { companyAttendances, readAttendances } from './attendance-reads.ts';
import { attendances } from './attendances.table.ts';
import { confirmRefusal } from './roll-call-rules.ts';

/**
 * POST /attendances/{id}/confirm: the signed-in staff user does the company's part of the 点呼 and
 * becomes its 点呼執行者 (confirmedBy, confirmedAt now), with the method, the instructions and, for a
 * positive reading, the 措置 that ends its alert. Refusals follow roll-call-rules.ts; two staff
 * confirming at once: one wins, the other is 409.
 */
export async function confirmRollCall(
  ctx: CompanyCtx,
  id: string,
  input: RollCallConfirmValues,
): Promise<Attendance> {
  return withActor(ctx, async (w) => {
    const record = await companyAttendances(w).findOr404(id, '点呼記録');
    const refusal = confirmRefusal(record, input, await getRollCallSettings(w));
    if (refusal?.kind === 'conflict') throw conflict(refusal.message);
    if (refusal) throw fieldError(refusal.field, 'rollCall', refusal.message);
    const [done] = await companyAttendances(w).update(
      and(eq(attendances.id, id), isNull(attendances.confirmedAt)) as SQL,
      {
        confirmedBy: ctx.user.id,
        confirmedAt: ctx.clock(),
        method: input.method,
        instructions: input.instructions,
        confirmMemo: input.memo,
        // The 措置 belongs to a positive reading only (a batch confirmed together shares one form).
        alcoholOutcome: isPositiveReading(record) ? input.alcoholOutcome : null,
      },
    );
    if (!done) throw conflict('この点呼はすでに確認されています。');
    const [confirmed] = await readAttendances(w, eq(attendances.id, id));
    return confirmed as Attendance;
  });
}
