import {
  approveStatusLabels,
  type DailyReport,
  formatTokyoMonthDayTime,
  dailyReportLabels as L,
} from '@rikuun/contract';
import {
  A4_MARGIN,
  createPdf,
  dateText,
  FONT,
  FONT_BOLD,
  numberPages,
  type PdfDoc,
  pdfToBuffer,
} from '../../lib/pdf/pdf-document.ts';
import { drawWrappedPairs } from '../../lib/pdf/pdf-pairs.ts';
import { japaneseDay } from '../course-notifications/assign-notification-message.ts';

const dash = (v: string | null | undefined) => (v === null || v === undefined || v.trim() === '' ? '—' : v);
/** 「11/10 06:00」 in Tokyo time. */
const at = (iso: string | null) => (iso ? formatTokyoMonthDayTime(new Date(iso)) : '—');
/** 「06:00」: the time of an instant of the report's own day. */
const time = (iso: string | null) => (iso ? (at(iso).split(' ').at(-1) ?? '—') : '—');
const span = (from: string | null, to: string | null) => `${time(from)}〜${time(to)}`;
const list = (items: string[]) => (items.length > 0 ? items.join('\n') : 'なし');

function distance(r: DailyReport) {
  if (r.startOdometerKm !== null && r.endOdometerKm !== null)
    return `${r.distanceKm} km（メーター ${r.startOdometerKm}〜${r.endOdometerKm}）`;
  return r.trackDistanceKm !== null ? `${r.trackDistanceKm} km（走行記録）` : '—';
}

/** The rows of one report: every item of 輸送安全規則 第8条 (domain-ja §6), in its order. */
function rowsOf(r: DailyReport): [string, string][] {
  return [
    [L.vehicleId, dash(r.vehicleRegistrationNumber)],
    [L.startAt, `${at(r.startAt)}　${dash(r.startPlace)}`],
    [L.endAt, `${at(r.endAt)}　${dash(r.endPlace)}`],
    ['走行距離', distance(r)],
    [L.waypoints, dash(r.waypoints)],
    [L.breaks, list(r.breaks.map((b) => `${span(b.start, b.end)} ${dash(b.place)}`))],
    [L.driverChanges, list(r.driverChanges.map((c) => `${at(c.at)} ${dash(c.place)}`))],
    [L.loadStatus, dash(r.loadStatus)],
    [
      L.waitingRecords,
      list(
        r.waitingRecords.map(
          (w) =>
            `${dash(w.place)} 到着${time(w.arrivedAt)} 出発${time(w.departedAt)}` +
            (w.loadingStartAt ? ` 荷役${span(w.loadingStartAt, w.loadingEndAt)}` : '') +
            (w.shipperConfirmed ? '（荷主確認済）' : ''),
        ),
      ),
    ],
    [
      L.loadingWork,
      list(
        r.loadingWork.map(
          (l) =>
            `${dash(l.place)} ${span(l.startAt, l.endAt)} ${dash(l.description)}` +
            (l.shipperConfirmed ? '（荷主確認済）' : ''),
        ),
      ),
    ],
    [L.accidentOrDelay, dash(r.accidentOrDelay)],
    [L.instructions, dash(r.instructions)],
    ['承認', `${approveStatusLabels[r.approveStatus]}${r.decidedByName ? `（${r.decidedByName}）` : ''}`],
  ];
}

function dayHeading(doc: PdfDoc, r: DailyReport) {
  if (doc.y > doc.page.height - 260) doc.addPage();
  doc
    .moveDown(0.6)
    .font(FONT_BOLD)
    .fontSize(11)
    .text(`${japaneseDay(r.date)}　${r.contractName ?? '契約なし'}`, A4_MARGIN, doc.y)
    .font(FONT)
    .fontSize(9)
    .moveDown(0.2);
}

export type DutyRecordPdfData = {
  driverName: string;
  companyName: string | null;
  /** YYYY-MM and its calendar days. */
  month: string;
  from: string;
  to: string;
  /** 作成日 (Tokyo). */
  madeOn: string;
  /** The month's reports, in date order. */
  reports: DailyReport[];
};

/**
 * 乗務記録 (乗務等の記録, 輸送安全規則 第8条) of a driver for a calendar month, A4: a table of the items
 * per report, in date order.
 */
export function renderDutyRecordPdf(data: DutyRecordPdfData): Promise<Buffer> {
  const { reports, from, to } = data;
  const [year, month] = data.month.split('-').map(Number);
  const doc = createPdf({
    title: `乗務記録 ${year}年${month}月 ${data.driverName}`,
    author: data.companyName ?? undefined,
    subject: '乗務等の記録（貨物自動車運送事業輸送安全規則第8条）',
  });
  doc.font(FONT_BOLD).fontSize(16).text('乗務記録（乗務等の記録）', { align: 'center' });
  doc
    .font(FONT)
    .fontSize(9)
    .text(`${data.companyName ?? ''}　作成日 ${dateText(data.madeOn)}`, { align: 'right' })
    .moveDown(0.3)
    .fontSize(11)
    .text(
      `運転者 ${data.driverName}　対象 ${year}年${month}月（${dateText(from)}〜${dateText(to)}）　${reports.length}件`,
    );
  if (reports.length === 0) doc.moveDown().fontSize(10).text('この月の日報はありません。');
  for (const r of reports) {
    dayHeading(doc, r);
    drawWrappedPairs(doc, rowsOf(r));
  }
  numberPages(doc);
  return pdfToBuffer(doc);
}
