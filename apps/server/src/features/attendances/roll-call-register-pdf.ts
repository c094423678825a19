import {
  type Attendance,
  formatTokyoMonthDayTime,
  healthConditionLabels,
  rollCallKindLabels,
} from '@rikuun/contract';
import {
  createPdf,
  dateText,
  FONT,
  FONT_BOLD,
  numberPages,
  pdfToBuffer,
} from '../../lib/pdf/pdf-document.ts';
import { drawWrappedTable, type PdfColumn } from '../../lib/pdf/pdf-table.ts';
import { alcohol, checker, methodOf, yesNo } from './roll-call-cells.ts';

export type RollCallRegisterPdfData = {
  title: string;
  companyName: string | null;
  from: string;
  to: string;
  /** The period's 点呼, in time order. */
  rows: Attendance[];
};

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
export function renderRollCallRegisterPdf(q: RollCallRegisterPdfData): Promise<Buffer> {
  const { rows } = q;
  const doc = createPdf({ title: q.title, author: q.companyName ?? undefined }, 'landscape');
  doc.font(FONT_BOLD).fontSize(16).text('点呼記録簿', { align: 'center' });
  doc
    .font(FONT)
    .fontSize(9)
    .text(`${q.companyName ?? ''}　期間 ${dateText(q.from)} 〜 ${dateText(q.to)}　${rows.length}件`, {
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
  return pdfToBuffer(doc);
}
