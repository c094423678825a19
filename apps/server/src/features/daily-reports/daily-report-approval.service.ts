import type { ApprovalDecisionInput, DailyReportBulkDecisionInput } from '@rikuun/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs, withActor } from '../../lib/db/company-rows.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { queuePush } from '../../lib/push/push.ts';
import { japaneseDay } from '../course-notifications/assign-notification-message.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { companyDailyReports, readDailyReportOr404 } from './daily-report-reads.ts';
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
    await decide(w, [report], input);
    return readDailyReportOr404(w, id);
  });
}

/**
 * POST /daily-reports/actions/update-status (staff, an addition): several reports decided at once, all
 * or nothing: an id not found → 404, one not requested → 409, and nothing is changed.
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
    await decide(w, rows, { status: input.status, comment: input.comment ?? null });
    return { count: rows.length };
  });
}
