import {
  type AccidentReport,
  type AccidentSubmissionInput,
  accidentDetailsSchema,
  accidentKeepUntil,
  accidentReportDeadline,
  accidentReportLabels as L,
  todayInTokyo,
} from '@rikuun/contract';
import type { CompanyCtx } from '../../lib/context.ts';
import { withActor } from '../../lib/db/company-rows.ts';
import { conflict } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { companyReports, readAccidentReport } from './accident-report-reads.ts';

const staffScope = { driverId: null };

/** A recorded time must fall between the accident and now. */
function checkTime(ctx: CompanyCtx, field: keyof typeof L, at: string, accidentAt: Date): Date {
  const time = new Date(at);
  if (time.getTime() < accidentAt.getTime()) {
    throw fieldError(field, 'min', `${L[field]}は事故の発生日時以降を入力してください`);
  }
  if (time.getTime() > ctx.clock().getTime()) {
    throw fieldError(field, 'max', `${L[field]}に未来の日時は入力できません`);
  }
  return time;
}

/**
 * Staff record the 速報 and the 報告書 as made (the alerts end with them). Only what the rules ask
 * for can be recorded: a 速報 for an accident that needs none would be a false entry in the record.
 */
export async function recordAccidentSubmission(
  ctx: CompanyCtx,
  id: string,
  input: AccidentSubmissionInput,
): Promise<AccidentReport> {
  await withActor(ctx, async (w) => {
    const row = await companyReports(w).findOr404(id);
    const details = accidentDetailsSchema.parse(row.details);
    const deadline = accidentReportDeadline({ ...row, details });
    const accidentAt = new Date(`${row.accidentDate}T${row.accidentTime}:00+09:00`);
    const set: { flashReportedAt?: Date | null; submittedAt?: Date | null } = {};
    if (input.flashReportedAt !== undefined) {
      if (input.flashReportedAt !== null && deadline.kind !== 'flash_24h') {
        throw fieldError('flashReportedAt', 'required', 'この事故は速報の対象ではありません');
      }
      set.flashReportedAt =
        input.flashReportedAt === null
          ? null
          : checkTime(w, 'flashReportedAt', input.flashReportedAt, accidentAt);
    }
    if (input.submittedAt !== undefined) {
      if (input.submittedAt !== null && deadline.kind === null) {
        throw fieldError('submittedAt', 'required', 'この事故は事故報告書の提出の対象ではありません');
      }
      set.submittedAt =
        input.submittedAt === null ? null : checkTime(w, 'submittedAt', input.submittedAt, accidentAt);
    }
    await companyReports(w).updateOr404(id, set);
  });
  return readAccidentReport(ctx, staffScope, id);
}

/** 事故の記録 are kept 3 years (輸送安全規則 第9条の2): a deletion before then is refused (409). */
export async function deleteAccidentReport(ctx: CompanyCtx, id: string): Promise<void> {
  const row = await companyReports(ctx).findOr404(id);
  const keepUntil = accidentKeepUntil(row.accidentDate);
  if (todayInTokyo(ctx.clock()) <= keepUntil) {
    const [y, m, d] = keepUntil.split('-').map(Number);
    throw conflict(`事故の記録は3年間の保存が必要なため、${y}年${m}月${d}日までは削除できません。`);
  }
  await companyReports(ctx).softDeleteOr404(id);
}
