import { ALERT_HORIZON_DAYS, type Alert, type AlertSeverity, addDays, todayInTokyo } from '@rikuun/contract';
import type { CompanyCtx } from '../../lib/context.ts';
import { ALERT_SOURCES } from './alert-sources.ts';

const rank: Record<AlertSeverity, number> = { danger: 0, warning: 1, info: 2 };

/**
 * The company's alerts, derived on each call (nothing stored, so they are never stale): the most
 * urgent first — by due date, a subject without a date (no checkup on file) as if due today.
 */
export async function listAlerts(ctx: CompanyCtx): Promise<{ data: Alert[]; total: number }> {
  const today = todayInTokyo(ctx.clock());
  const window = { today, until: addDays(today, ALERT_HORIZON_DAYS) };
  const found = (await Promise.all(ALERT_SOURCES.map((source) => source(ctx, window)))).flat();
  const data = found.sort(
    (a, b) =>
      (a.dueOn ?? today).localeCompare(b.dueOn ?? today) ||
      rank[a.severity] - rank[b.severity] ||
      a.subjectName.localeCompare(b.subjectName, 'ja') ||
      a.id.localeCompare(b.id),
  );
  return { data, total: data.length };
}
