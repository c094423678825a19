import {
  type Alert,
  addDays,
  computeDuties,
  summarizeMonth,
  type WorkingTimeFinding,
  withFindings,
} from '@rikuun/contract';
import { inArray } from 'drizzle-orm';
import { companyRows } from '../../lib/db/company-rows.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { monthContexts } from '../working-time/working-time.service.ts';
import { workEventsByDriver } from '../working-time/working-time-records.ts';
import type { AlertSource } from './alert-sources.ts';

type Found = { date: string | null; finding: WorkingTimeFinding };

/** Limits a duty still going comes up to as time passes: worth a warning now (a short rest is not). */
const NEAR_RULES: readonly WorkingTimeFinding['rule'][] = ['restraint_daily', 'continuous_driving'];

/** 「11月24日の勤務：…（ほか2件）」: the latest finding, and how many more there are. */
function alertMessage(found: Found[]): string {
  const latest = found.at(-1) as Found;
  const when = latest.date
    ? `${Number(latest.date.slice(5, 7))}月${Number(latest.date.slice(8, 10))}日の勤務：`
    : '今月：';
  const more = found.length > 1 ? `（ほか${found.length - 1}件）` : '';
  return `${when}${latest.finding.message}${more}`;
}

/**
 * 改善基準告示 findings as alerts, one of each kind per driver: breaches (danger) of the duties since
 * the month began — and of yesterday on the 1st — and of the month so far; near-breaches (warning) of
 * the duties still going: 拘束時間 and 連続運転 approaching their limits. Computed from the records on each call, like the report.
 */
export const workingTimeAlerts: AlertSource = async (ctx, { today }) => {
  const month = today.slice(0, 7);
  const yesterday = addDays(today, -1);
  const since = yesterday < `${month}-01` ? yesterday : `${month}-01`;
  // Two weeks back: the 2-week driving average and the rest before the first duty need them.
  const [events, contextOf] = await Promise.all([
    workEventsByDriver(ctx, { from: addDays(since, -14), to: today }),
    monthContexts(ctx, month, { withYear: false }),
  ]);
  const now = ctx.clock();
  const perDriver = new Map<string, { breach: Found[]; near: Found[] }>();
  for (const [driverId, list] of events) {
    const duties = withFindings(computeDuties(list, now));
    const found = { breach: [] as Found[], near: [] as Found[] };
    for (const d of duties.filter((x) => x.workDate >= since))
      for (const finding of d.findings) {
        if (finding.severity === 'breach') found.breach.push({ date: d.workDate, finding });
        else if (d.ongoing && NEAR_RULES.includes(finding.rule))
          found.near.push({ date: d.workDate, finding });
      }
    for (const finding of summarizeMonth(month, duties, contextOf(driverId)).findings)
      if (finding.severity === 'breach') found.breach.push({ date: null, finding });
    if (found.breach.length || found.near.length) perDriver.set(driverId, found);
  }
  if (perDriver.size === 0) return [];
  const names = await ctx.db
    .select({ id: drivers.id, name: drivers.name })
    .from(drivers)
    .where(companyRows(ctx, drivers).where(inArray(drivers.id, [...perDriver.keys()])));
  return names.flatMap(({ id, name }) => {
    const found = perDriver.get(id);
    if (!found) return [];
    const alert = (kind: Alert['kind'], severity: Alert['severity'], list: Found[]): Alert[] =>
      list.length
        ? [
            {
              id: `${kind}:${id}`,
              kind,
              severity,
              subjectType: 'driver',
              subjectId: id,
              subjectName: name,
              dueOn: null,
              message: alertMessage(list),
            },
          ]
        : [];
    return [
      ...alert('working_time_breach', 'danger', found.breach),
      ...alert('working_time_near', 'warning', found.near),
    ];
  });
};
