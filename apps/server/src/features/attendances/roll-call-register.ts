import {
  type Attendance,
  formatTokyoMonthDayTime,
  healthConditionLabels,
  type RollCallRegisterQuery,
  rollCallKindLabels,
  toCsv,
} from '@rikuun/contract';
import { asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRow } from '../../lib/db/company-rows.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { companyAttendances, selectAttendances, toAttendance } from './attendance-reads.ts';
import { attendances } from './attendances.table.ts';
import { alcohol, checker, methodOf, yesNo } from './roll-call-cells.ts';

type Period = { from: string; to: string; driverId?: string };

/** The 点呼 (乗務前・乗務後・中間) of the period's work dates, in time order; breaks are not 点呼. */
async function registerRows(ctx: CompanyCtx, q: Period): Promise<Attendance[]> {
  const rows = await selectAttendances(ctx)
    .where(
      companyAttendances(ctx).where(
        gte(attendances.workDate, q.from),
        lte(attendances.workDate, q.to),
        inArray(attendances.type, ['clock_in', 'clock_out', 'mid_duty']),
        q.driverId ? eq(attendances.driverId, q.driverId) : undefined,
      ),
    )
    .orderBy(asc(attendances.at), asc(attendances.id));
  return rows.map(toAttendance);
}

/** The columns of the 点呼記録簿, each with its value: the CSV has them all, the PDF the most of them. */
const fields: [string, (r: Attendance) => string | number | null][] = [
  ['日時', (r) => formatTokyoMonthDayTime(new Date(r.at))],
  ['乗務日', (r) => r.workDate],
  ['ドライバー', (r) => r.driverName],
  ['点呼区分', (r) => rollCallKindLabels[r.type] ?? ''],
  ['車両', (r) => r.vehicleRegistrationNumber],
  ['点呼方法', methodOf],
  ['出先', (r) => (r.awayFromBase ? '出先' : '営業所')],
  ['検知器', (r) => yesNo(r.detectorUsed, '使用', '未使用')],
  ['酒気帯び（mg/L）', alcohol],
  ['健康状態', (r) => (r.healthCondition ? healthConditionLabels[r.healthCondition] : '')],
  ['睡眠（時間）', (r) => r.sleepHours],
  ['日常点検', (r) => yesNo(r.dailyInspectionDone, '実施', '未実施')],
  ['自動車・道路・運行の状況', (r) => r.vehicleRoadReport],
  ['交替運転者への通告', (r) => r.handoverNote],
  ['指示事項', (r) => r.instructions],
  ['酒気帯び検知後の措置', (r) => r.alcoholOutcome],
  ['点呼執行者', checker],
  ['確認日時', (r) => (r.confirmedAt ? formatTokyoMonthDayTime(new Date(r.confirmedAt)) : '')],
  ['ドライバー備考', (r) => r.memo],
  ['執行者備考', (r) => r.confirmMemo],
];

const fileBase = (q: Period) => `点呼記録簿_${q.from}_${q.to}`;

/** 点呼記録簿 as CSV (UTF-8 with a BOM, so Excel in Japan opens it as UTF-8). */
export async function rollCallRegisterCsv(ctx: CompanyCtx, q: RollCallRegisterQuery & Period) {
  const rows = await registerRows(ctx, q);
  const body = toCsv([fields.map(([h]) => h), ...rows.map((r) => fields.map(([, v]) => v(r)))], {
    bom: true,
  });
  return { fileName: `${fileBase(q)}.csv`, body };
}

/** 点呼記録簿 as an A4 (landscape) PDF, drawn by renderRollCallRegisterPdf (in a PDF worker). */
export async function rollCallRegisterPdf(ctx: CompanyCtx, q: RollCallRegisterQuery & Period) {
  const rows = await registerRows(ctx, q);
  const [company] = await ctx.db.select({ name: companies.name }).from(companies).where(companyRow(ctx));
  const pdf = await ctx.renderPdf('rollCallRegister', {
    title: fileBase(q),
    companyName: company?.name ?? null,
    from: q.from,
    to: q.to,
    rows,
  });
  return { fileName: `${fileBase(q)}.pdf`, pdf };
}
