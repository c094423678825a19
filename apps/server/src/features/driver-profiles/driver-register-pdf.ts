import {
  aptitudeTestKindLabels,
  type DriverRegister,
  driverLabels,
  employmentTypeLabels,
  licenseClassLabels,
  trainingKindLabels,
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

/** 30 × 24 mm, the usual size of a 台帳 photo, in points. */
const PHOTO_WIDTH = 68;
const PHOTO_HEIGHT = 85;

const orDash = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : String(v);
const day = (v: string | null) => (v ? dateText(v) : '—');

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

function pairs(doc: PdfDoc, rows: [string, string][], width = contentWidth(doc)) {
  drawTable(
    doc,
    [
      { header: '項目', width: 130 },
      { header: '内容', width: width - 130 },
    ],
    rows,
  );
}

/** A table, or 「記録なし」 when there is nothing to list. */
function listOrNone(doc: PdfDoc, columns: { header: string; width: number }[], rows: string[][]) {
  if (rows.length === 0) doc.text('記録なし', A4_MARGIN + 10, doc.y).moveDown(0.3);
  else drawTable(doc, columns, rows);
}

function photo(doc: PdfDoc, r: DriverRegister, image: Buffer | null, top: number) {
  const x = doc.page.width - A4_MARGIN - PHOTO_WIDTH;
  if (image)
    doc.image(image, x, top, { fit: [PHOTO_WIDTH, PHOTO_HEIGHT], align: 'center', valign: 'center' });
  else
    doc
      .rect(x, top, PHOTO_WIDTH, PHOTO_HEIGHT)
      .stroke()
      .fontSize(8)
      .text('写真なし', x + 14, top + 38);
  doc
    .fontSize(7)
    .text(r.photo ? `撮影日 ${dateText(r.photo.takenOn)}` : '', x - 10, top + PHOTO_HEIGHT + 3, {
      width: PHOTO_WIDTH + 20,
      align: 'center',
    })
    .fontSize(9);
}

export type DriverRegisterPdfData = {
  register: DriverRegister;
  /** The photo as pdfkit embeds it (JPEG or PNG); null: none, or not readable. */
  photo: Buffer | null;
};

/** 運転者台帳 (A4, 輸送安全規則 第9条の5): every item of the article, the photo, and what is missing. */
export function renderDriverRegisterPdf({
  register: r,
  photo: image,
}: DriverRegisterPdfData): Promise<Buffer> {
  const doc = createPdf({ title: `運転者台帳 ${r.name}`, author: r.companyName });
  doc.font(FONT_BOLD).fontSize(16).text('運転者台帳', { align: 'center' });
  doc
    .font(FONT)
    .fontSize(9)
    .text(`${r.companyName}　作成日 ${dateText(r.madeOn)}`, { align: 'right' });
  const top = doc.y + 6;
  photo(doc, r, image, top);
  doc.y = top;
  heading(doc, '運転者');
  pairs(
    doc,
    [
      [driverLabels.name, `${r.name}${r.nameKana ? `（${r.nameKana}）` : ''}`],
      [driverLabels.birthDate, r.birthDate ? `${dateText(r.birthDate)}（${r.age}歳）` : '—'],
      ['住所', r.address ? `${r.zipCode ? `〒${r.zipCode} ` : ''}${r.address}` : '—'],
      [
        driverLabels.employmentType,
        employmentTypeLabels[r.employmentType as keyof typeof employmentTypeLabels] ?? r.employmentType,
      ],
      ['雇入れの年月日', day(r.hiredOn)],
      ['運転者に選任された年月日', day(r.appointedOn)],
    ],
    contentWidth(doc) - PHOTO_WIDTH - 20,
  );
  heading(doc, '運転免許');
  pairs(doc, [
    ['免許証の番号', orDash(r.license.number)],
    ['種類', r.license.class ? licenseClassLabels[r.license.class] : '—'],
    ['有効期限', day(r.license.expiresOn)],
    ['条件', orDash(r.license.conditions)],
  ]);
  heading(doc, '事故の記録');
  listOrNone(
    doc,
    [
      { header: '発生日', width: 90 },
      { header: '場所', width: 150 },
      { header: '概要', width: contentWidth(doc) - 330 },
      { header: '死傷者', width: 90 },
    ],
    r.accidents.map((a) => [
      dateText(a.accidentDate),
      a.address,
      a.description,
      `死${a.deaths}・重${a.serious}・軽${a.minor}`,
    ]),
  );
  heading(doc, '健康状態');
  pairs(doc, [
    [driverLabels.healthCondition, orDash(r.health.condition)],
    ['直近の健康診断', day(r.health.latestCheckupOn)],
    ['次回の受診期限', day(r.health.nextDueOn)],
  ]);
  heading(doc, '指導の実施状況');
  listOrNone(
    doc,
    [
      { header: '実施日', width: 90 },
      { header: '種類', width: 150 },
      { header: '内容', width: contentWidth(doc) - 320 },
      { header: '時間', width: 40 },
      { header: '指導者', width: 40 },
    ],
    r.trainings.map((t) => [
      dateText(t.conductedOn),
      trainingKindLabels[t.kind],
      t.content,
      t.minutes === null ? '—' : `${t.minutes}分`,
      orDash(t.instructor),
    ]),
  );
  heading(doc, '適性診断の受診状況');
  listOrNone(
    doc,
    [
      { header: '受診日', width: 90 },
      { header: '種類', width: 130 },
      { header: '受診機関', width: 120 },
      { header: '結果・所見', width: contentWidth(doc) - 340 },
    ],
    r.aptitudeTests.map((a) => [
      dateText(a.takenOn),
      aptitudeTestKindLabels[a.kind],
      orDash(a.institution),
      orDash(a.result),
    ]),
  );
  if (r.aptitudeDue.length > 0) {
    doc.moveDown(0.2);
    for (const d of r.aptitudeDue) doc.text(`・${d.message}`, A4_MARGIN + 10, doc.y);
  }
  if (r.leftOn) {
    heading(doc, '解任');
    pairs(doc, [
      ['解任の年月日', dateText(r.leftOn)],
      ['解任の理由', orDash(r.leftReason)],
      ['保存期限', r.keepUntil ? `${dateText(r.keepUntil)}まで` : '—'],
    ]);
  }
  if (r.missing.length > 0) {
    heading(doc, '未記入の項目');
    doc.text(r.missing.map((m) => m.label).join('、'), A4_MARGIN + 10, doc.y, {
      width: contentWidth(doc) - 10,
    });
  }
  numberPages(doc);
  return pdfToBuffer(doc);
}
