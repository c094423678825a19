import {
  approveStatusLabels,
  closingPeriod,
  type DailyReport,
  type DutyRecordPdfQuery,
  formatTokyoMonthDayTime,
  dailyReportLabels as L,
  todayInTokyo,
} from '@rikuun/contract';
import { between, eq } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRow, companyRows } from '../../lib/db/company-rows.ts';
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
import { companies } from '../../lib/tenancy/companies.table.ts';
import { japaneseDay } from '../course-notifications/assign-notification-message.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { readDailyReports } from './daily-report-reads.ts';
import { dailyReports } from './daily-reports.table.ts';

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

/**
 * 乗務記録 (乗務等の記録, 輸送安全規則 第8条) of a driver for a calendar month, A4: a table of the items
 * per report, in date order. Another company's driver answers 404.
 */
export async function dutyRecordPdf(ctx: CompanyCtx, query: DutyRecordPdfQuery) {
  const driver = await companyRows(ctx, drivers, 'ドライバー').findOr404(query.driverId);
  const { from, to } = closingPeriod(query.month, 0);
  const reports = await readDailyReports(
    ctx,
    eq(dailyReports.driverId, driver.id),
    between(dailyReports.date, from, to),
  );
  const [company] = await ctx.db.select({ name: companies.name }).from(companies).where(companyRow(ctx));
  const [year, month] = query.month.split('-').map(Number);
  const title = `乗務記録 ${year}年${month}月 ${driver.name}`;
  const doc = createPdf({
    title,
    author: company?.name,
    subject: '乗務等の記録（貨物自動車運送事業輸送安全規則第8条）',
  });
  doc.font(FONT_BOLD).fontSize(16).text('乗務記録（乗務等の記録）', { align: 'center' });
  doc
    .font(FONT)
    .fontSize(9)
    .text(`${company?.name ?? ''}　作成日 ${dateText(todayInTokyo(ctx.clock()))}`, { align: 'right' })
    .moveDown(0.3)
    .fontSize(11)
    .text(
      `運転者 ${driver.name}　対象 ${year}年${month}月（${dateText(from)}〜${dateText(to)}）　${reports.length}件`,
    );
  if (reports.length === 0) doc.moveDown().fontSize(10).text('この月の日報はありません。');
  for (const r of reports) {
    dayHeading(doc, r);
    drawWrappedPairs(doc, rowsOf(r));
  }
  numberPages(doc);
  return {
    pdf: await pdfToBuffer(doc),
    fileName: `乗務記録_${driver.name.replace(/\s+/g, '')}_${query.month}.pdf`,
  };
}
