import {
  type Attendance,
  formatTokyoMonthDayTime,
  healthConditionLabels,
  type RollCallRegisterQuery,
  rollCallKindLabels,
  rollCallMethodLabels,
  toCsv,
} from '@rikuun/contract';
import { asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRow } from '../../lib/db/company-rows.ts';
import {
  createPdf,
  dateText,
  FONT,
  FONT_BOLD,
  numberPages,
  pdfToBuffer,
} from '../../lib/pdf/pdf-document.ts';
import { drawWrappedTable, type PdfColumn } from '../../lib/pdf/pdf-table.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { companyAttendances, selectAttendances, toAttendance } from './attendance-reads.ts';
import { attendances } from './attendances.table.ts';

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

const yesNo = (v: boolean | null, yes = 'あり', no = 'なし') => (v === null ? '' : v ? yes : no);
const alcohol = (r: Attendance) =>
  r.alcoholDetected === null
    ? ''
    : `${r.alcoholDetected ? 'あり' : 'なし'} ${r.alcoholValue?.toFixed(2) ?? ''}`.trim();
/** The 点呼執行者: the confirming staff user, or the self-reported name of a record from before. */
const checker = (r: Attendance) =>
  r.confirmedBy?.name ?? (r.legacyCheckedBy ? `${r.legacyCheckedBy}（本人入力）` : '未確認');
const methodOf = (r: Attendance) => (r.method ? rollCallMethodLabels[r.method] : '');

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

const pdfColumns: [PdfColumn, (r: Attendance) => string][] = [
  [{ header: '日時', width: 56 }, (r) => formatTokyoMonthDayTime(new Date(r.at))],
  [{ header: 'ドライバー', width: 62 }, (r) => r.driverName],
  [{ header: '区分', width: 32 }, (r) => rollCallKindLabels[r.type] ?? ''],
  [{ header: '車両', width: 58 }, (r) => r.vehicleRegistrationNumber ?? ''],
  [{ header: '方法', width: 38 }, (r) => `${methodOf(r)}${r.awayFromBase ? '・出先' : ''}`],
  [{ header: '検知器', width: 30 }, (r) => yesNo(r.detectorUsed, '使用', '未使用')],
  [{ header: '酒気帯び', width: 46 }, alcohol],
  [{ header: '健康', width: 34 }, (r) => (r.healthCondition ? healthConditionLabels[r.healthCondition] : '')],
  [{ header: '睡眠', width: 26, align: 'right' }, (r) => (r.sleepHours === null ? '' : `${r.sleepHours}h`)],
  [{ header: '日常点検', width: 36 }, (r) => yesNo(r.dailyInspectionDone, '実施', '未実施')],
  [
    { header: '状況・通告', width: 120 },
    (r) => [r.vehicleRoadReport, r.handoverNote && `通告：${r.handoverNote}`].filter(Boolean).join(' / '),
  ],
  [
    { header: '指示事項・措置', width: 120 },
    (r) => [r.instructions, r.alcoholOutcome && `措置：${r.alcoholOutcome}`].filter(Boolean).join(' / '),
  ],
  [{ header: '点呼執行者', width: 104 }, checker],
];

/** 点呼記録簿 as an A4 (landscape) PDF: one row per 点呼 (cells wrap), the header repeated on each page. */
export async function rollCallRegisterPdf(ctx: CompanyCtx, q: RollCallRegisterQuery & Period) {
  const rows = await registerRows(ctx, q);
  const [company] = await ctx.db.select({ name: companies.name }).from(companies).where(companyRow(ctx));
  const doc = createPdf({ title: fileBase(q), author: company?.name }, 'landscape');
  doc.font(FONT_BOLD).fontSize(16).text('点呼記録簿', { align: 'center' });
  doc
    .font(FONT)
    .fontSize(9)
    .text(`${company?.name ?? ''}　期間 ${dateText(q.from)} 〜 ${dateText(q.to)}　${rows.length}件`, {
      align: 'right',
    })
    .moveDown(0.5);
  if (rows.length === 0) doc.text('この期間の点呼記録はありません。');
  else
    drawWrappedTable(
      doc,
      pdfColumns.map(([c]) => c),
      rows.map((r) => pdfColumns.map(([, v]) => v(r))),
    );
  numberPages(doc);
  return { fileName: `${fileBase(q)}.pdf`, pdf: await pdfToBuffer(doc) };
}
