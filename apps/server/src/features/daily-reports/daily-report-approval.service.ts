import {
  type ApprovalDecisionInput,
  type DailyReportBulkDecisionInput,
  type MissingItem,
  missingDailyReportItems,
  missingItemsMessage,
  type ValidationErrorItem,
} from '@rikuun/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs, withActor } from '../../lib/db/company-rows.ts';
import { AppError, conflict, notFound } from '../../lib/http/errors.ts';
import { queuePush } from '../../lib/push/push.ts';
import { japaneseDay } from '../course-notifications/assign-notification-message.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { dayFactsOf } from './daily-report-day-facts.ts';
import { companyDailyReports, readDailyReportOr404, readDailyReports } from './daily-report-reads.ts';
import { lockReport, writerOf } from './daily-reports.service.ts';
import { dailyReports } from './daily-reports.table.ts';

/** The driver app's 日報 page of a date. */
export const driverDailyReportPath = (date: string) => `/driver/daily-report?date=${date}`;

const NOT_REQUESTED = '承認申請中の日報ではないため、承認・差戻しできません。';

/**
 * POST /daily-reports/{id}/request-approval: a driver his own, or staff; draft or rejected → requested.
 */
export async function requestDailyReportApproval(ctx: CompanyCtx, id: string) {
  const writer = writerOf(ctx);
  return withActor(ctx, async (w) => {
    const report = await lockReport(w, writer, id);
    if (report.approveStatus === 'requested') throw conflict('この日報はすでに承認申請中です。');
    if (report.approveStatus === 'approved') throw conflict('承認済みの日報は申請できません。');
    await companyDailyReports(w).update(id, {
      approveStatus: 'requested',
      requestedAt: ctx.clock(),
      decidedAt: null,
      decidedBy: null,
    });
    return readDailyReportOr404(w, id);
  });
}

const missingErrors = (items: MissingItem[]): ValidationErrorItem[] =>
  items.map((i) => ({ property: i.field, constraints: { required: i.label }, children: [] }));

/** What a report lacks for 第8条 (missingDailyReportItems with the facts of its day). */
async function missingOf(ctx: CompanyCtx, id: string) {
  const report = await readDailyReportOr404(ctx, id);
  return { report, missing: missingDailyReportItems(report, await dayFactsOf(ctx, report)) };
}

type Decided = { id: string; driverId: string; date: string };

/**
 * Writes the decision on reports that are all requested (checked by the caller), and for a send-back
 * queues one push per driver in the same transaction: the driver is told, or nothing is saved.
 */
async function decide(w: CompanyCtx, reports: Decided[], input: ApprovalDecisionInput) {
  const comment = input.comment?.trim() || null;
  await companyDailyReports(w).update(
    inArray(
      dailyReports.id,
      reports.map((r) => r.id),
    ),
    { approveStatus: input.status, statusComment: comment, decidedAt: w.clock(), decidedBy: w.user.id },
  );
  if (input.status === 'rejected') await notifyRejected(w, reports, comment ?? '');
}

/** Queues a push to each driver (active, with a sign-in user) whose reports were sent back. */
async function notifyRejected(w: CompanyCtx, reports: Decided[], comment: string) {
  const driverIds = [...new Set(reports.map((r) => r.driverId))];
  const reachable = await w.db
    .select({ id: drivers.id, userId: users.id })
    .from(drivers)
    .innerJoin(users, sameCompanyAs(users, drivers, eq(users.id, drivers.userId)))
    .where(
      and(
        companyRows(w, drivers, 'ドライバー').where(inArray(drivers.id, driverIds)),
        eq(drivers.active, true),
        eq(users.active, true),
      ),
    );
  for (const driver of reachable) {
    const own = reports.filter((r) => r.driverId === driver.id).sort((a, b) => a.date.localeCompare(b.date));
    const first = own[0];
    if (!first) continue;
    const what = own.length === 1 ? `${japaneseDay(first.date)}の日報` : `日報${own.length}件`;
    const reason = comment.length > 80 ? `${comment.slice(0, 80)}…` : comment;
    await queuePush(w.db, {
      userId: driver.userId,
      title: '日報が差し戻されました',
      body: `${what}が差し戻されました。理由：${reason}`,
      url: driverDailyReportPath(first.date),
    });
  }
}

/** POST /daily-reports/{id}/update-status (staff): requested → approved | rejected (with the reason). */
export async function decideDailyReport(ctx: CompanyCtx, id: string, input: ApprovalDecisionInput) {
  return withActor(ctx, async (w) => {
    const report = await lockReport(w, { driverId: null }, id);
    if (report.approveStatus !== 'requested') throw conflict(NOT_REQUESTED);
    if (input.status === 'approved') {
      const { missing } = await missingOf(w, id);
      if (missing.length > 0)
        throw new AppError(409, 'conflict', missingItemsMessage(missing), missingErrors(missing));
    }
    await decide(w, [report], input);
    return readDailyReportOr404(w, id);
  });
}

/**
 * POST /daily-reports/actions/update-status (staff, an addition): several reports decided at once, all
 * or nothing: an id not found → 404, one not requested → 409, and nothing is changed. Approving, every
 * report lacking a 第8条 item is named (errors: `ids.N` with the date, driver and items; the items as
 * children) and none is approved.
 */
export async function decideDailyReports(ctx: CompanyCtx, input: DailyReportBulkDecisionInput) {
  const ids = [...new Set(input.ids)];
  return withActor(ctx, async (w) => {
    const rows = await w.db
      .select({
        id: dailyReports.id,
        driverId: dailyReports.driverId,
        date: dailyReports.date,
        status: dailyReports.approveStatus,
      })
      .from(dailyReports)
      .where(companyDailyReports(w).where(inArray(dailyReports.id, ids)))
      .for('update');
    if (rows.length !== ids.length) throw notFound('日報');
    const waiting = rows.filter((r) => r.status !== 'requested');
    if (waiting.length > 0)
      throw conflict(`承認申請中ではない日報が${waiting.length}件含まれています。選択を見直してください。`);
    if (input.status === 'approved') await refuseIncomplete(w, input.ids, ids);
    await decide(w, rows, { status: input.status, comment: input.comment ?? null });
    return { count: rows.length };
  });
}

/** 409 naming each incomplete report of a bulk approval (by its index in the request), or nothing. */
async function refuseIncomplete(ctx: CompanyCtx, requested: string[], ids: string[]) {
  const reports = await readDailyReports(ctx, inArray(dailyReports.id, ids));
  const errors: ValidationErrorItem[] = [];
  for (const report of reports) {
    const missing = missingDailyReportItems(report, await dayFactsOf(ctx, report));
    if (missing.length === 0) continue;
    const what = `${japaneseDay(report.date)} ${report.driverName}：${missing.map((m) => m.label).join('、')}`;
    errors.push({
      property: `ids.${requested.indexOf(report.id)}`,
      constraints: { incomplete: what },
      children: missingErrors(missing),
    });
  }
  if (errors.length === 0) return;
  errors.sort((a, b) => Number(a.property.slice(4)) - Number(b.property.slice(4)));
  throw new AppError(
    409,
    'conflict',
    `乗務記録として必要な項目が未記入の日報が${errors.length}件あるため、どれも承認していません。${errors
      .map((e) => e.constraints?.incomplete)
      .join(' / ')}`,
    errors,
  );
}
