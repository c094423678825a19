import {
  type AccidentFileCategory,
  type AccidentReport,
  accidentCriterionLabels,
  accidentFileCategoryLabels,
  accidentDetailLabels as D,
  accidentReportLabels as L,
  reportDeadlineKindLabels,
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
import { contentWidth, drawTable } from '../../lib/pdf/pdf-table.ts';

export type AccidentReportPdfData = {
  report: AccidentReport;
  companyName: string | null;
  /** 作成日 (Tokyo). */
  madeOn: string;
  /** The report's images, each as pdfkit embeds it (null: not readable). */
  photos: { category: AccidentFileCategory; fileName: string; image: Buffer | null }[];
};

const PHOTO_WIDTH = 250;
const PHOTO_HEIGHT = 190;

const yesNo = (v: boolean | null) => (v === null ? '—' : v ? 'あり' : 'なし');
const orDash = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : String(v);

function heading(doc: PdfDoc, text: string) {
  if (doc.y > doc.page.height - 120) doc.addPage();
  doc
    .moveDown(0.6)
    .font(FONT_BOLD)
    .fontSize(11)
    .text(text, A4_MARGIN, doc.y)
    .font(FONT)
    .fontSize(9)
    .moveDown(0.2);
}

function pairs(doc: PdfDoc, rows: [string, string][]) {
  const width = contentWidth(doc);
  drawTable(
    doc,
    [
      { header: '項目', width: 130 },
      { header: '内容', width: width - 130 },
    ],
    rows,
  );
}

function paragraph(doc: PdfDoc, label: string, text: string | null) {
  doc.font(FONT_BOLD).fontSize(9).text(label, A4_MARGIN, doc.y);
  doc
    .font(FONT)
    .fontSize(9)
    .text(orDash(text), A4_MARGIN + 10, doc.y, { width: contentWidth(doc) - 10 });
  doc.moveDown(0.4);
}

/** 「2026年3月11日 09:00」 (Tokyo) or 未実施. */
const submitted = (at: string | null) => {
  if (!at) return '未実施';
  const local = new Date(new Date(at).getTime() + 9 * 3_600_000).toISOString();
  return `${dateText(local.slice(0, 10))} ${local.slice(11, 16)}`;
};

function deadlineText(r: AccidentReport): [string, string][] {
  const d = r.reportDeadline;
  if (!d.kind) return [['報告期限', '自動車事故報告規則による報告の対象ではありません']];
  const rows: [string, string][] = [['報告の種類', reportDeadlineKindLabels[d.kind]]];
  if (d.kind === 'flash_24h' && d.dueAt) {
    rows.push(['速報（24時間以内）', `${dateText(d.dueAt.slice(0, 10))} ${d.dueAt.slice(11, 16)}まで`]);
  }
  if (d.kind === 'flash_24h') rows.push([L.flashReportedAt, submitted(r.flashReportedAt)]);
  if (d.reportDueOn) rows.push(['事故報告書（30日以内）', `${dateText(d.reportDueOn)}まで`]);
  rows.push([L.submittedAt, submitted(r.submittedAt)]);
  rows.push(['該当する事由', d.reasons.join('、')]);
  return rows;
}

function photos(doc: PdfDoc, linked: AccidentReportPdfData['photos']) {
  if (linked.length === 0) return;
  heading(doc, '写真・画像');
  let column = 0;
  let top = doc.y;
  for (const { category, fileName, image } of linked) {
    if (column === 0 && top + PHOTO_HEIGHT + 30 > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      top = doc.page.margins.top;
    }
    const x = A4_MARGIN + column * (PHOTO_WIDTH + 15);
    if (image)
      doc.image(image, x, top, { fit: [PHOTO_WIDTH, PHOTO_HEIGHT], align: 'center', valign: 'center' });
    else
      doc
        .rect(x, top, PHOTO_WIDTH, PHOTO_HEIGHT)
        .stroke()
        .text('（この画像は表示できません）', x + 10, top + 90);
    doc
      .fontSize(8)
      .text(`${accidentFileCategoryLabels[category]}：${fileName}`, x, top + PHOTO_HEIGHT + 4, {
        width: PHOTO_WIDTH,
        lineBreak: false,
        ellipsis: true,
      })
      .fontSize(9);
    column = (column + 1) % 2;
    if (column === 0) top += PHOTO_HEIGHT + 24;
  }
  doc.x = A4_MARGIN;
  doc.y = column === 0 ? top : top + PHOTO_HEIGHT + 24;
}

/** 事故報告書 (A4): every field, the deadline, the details, the files and the photos. */
export function renderAccidentReportPdf(data: AccidentReportPdfData): Promise<Buffer> {
  const { report: r, companyName } = data;
  const doc = createPdf({ title: `事故報告書 ${r.accidentDate}`, author: companyName ?? undefined });
  const d = r.details;
  doc.font(FONT_BOLD).fontSize(16).text('事故報告書', { align: 'center' });
  doc
    .font(FONT)
    .fontSize(9)
    .text(`${companyName ?? ''}　作成日 ${dateText(data.madeOn)}`, { align: 'right' });

  heading(doc, '事故の概要');
  pairs(doc, [
    ['発生日時', `${dateText(r.accidentDate)} ${r.accidentTime}`],
    [L.address1, `〒${r.zipCode} ${r.address1}${r.address2 ? ` ${r.address2}` : ''}`],
    [L.isCorrectAddress, yesNo(r.isCorrectAddress)],
    ['緯度・経度', r.latitude !== null && r.longitude !== null ? `${r.latitude}, ${r.longitude}` : '—'],
    [L.driverId, r.driverName],
    [L.carRegistrationNumber, orDash(r.carRegistrationNumber)],
    [L.courseId, orDash(r.courseName)],
    [L.isCritical, r.isCritical ? '該当' : '非該当'],
    ['記録の保存期限', `${dateText(r.keepUntil)}まで`],
  ]);
  heading(doc, L.reportDeadline);
  pairs(doc, deadlineText(r));

  heading(doc, L.details);
  pairs(doc, [
    [D.weather, orDash(d.weather)],
    [D.roadCondition, orDash(d.roadCondition)],
    [D.vehiclesInvolved, d.vehiclesInvolved === null ? '—' : `${d.vehiclesInvolved}台`],
    [
      '死傷者',
      `${D.deaths} ${d.injuries.deaths}名・${D.serious} ${d.injuries.serious}名・${D.minor} ${d.injuries.minor}名`,
    ],
    [D.policeReported, d.policeReported ? `届出済み（${orDash(d.policeStation)}）` : '未届出'],
    [D.insurerNotified, d.insurerNotified ? '連絡済み' : '未連絡'],
    ['該当事項', d.criteria.map((k) => accidentCriterionLabels[k]).join('、') || 'なし'],
  ]);
  paragraph(doc, D.description, d.description);
  paragraph(doc, D.cause, d.cause);
  paragraph(doc, D.preventionMeasures, d.preventionMeasures);
  paragraph(doc, D.damage, d.damage);

  heading(doc, D.otherParty);
  pairs(doc, [
    [D.otherPartyName, orDash(d.otherParty.name)],
    [D.otherPartyPhone, orDash(d.otherParty.phone)],
    [D.otherPartyVehicle, orDash(d.otherParty.vehicle)],
    [D.otherPartyInsurer, orDash(d.otherParty.insurer)],
  ]);

  if (r.files.length > 0) {
    heading(doc, L.files);
    drawTable(
      doc,
      [
        { header: '分類', width: 130 },
        { header: 'ファイル名', width: contentWidth(doc) - 130 },
      ],
      r.files.map((f) => [accidentFileCategoryLabels[f.category], f.fileName]),
    );
  }
  photos(doc, data.photos);
  numberPages(doc);
  return pdfToBuffer(doc);
}
