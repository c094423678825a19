import { accountingMonthLabel, type StatementLine, type TaxSummary } from '@rikuun/contract';
import { A4_MARGIN, FONT, FONT_BOLD, type PdfDoc } from '../../lib/pdf/pdf-document.ts';
import { contentWidth, drawTable, type PdfColumn } from '../../lib/pdf/pdf-table.ts';
import { ensureSpace, REDUCED_RATE, yen } from './document-pdf.ts';

/**
 * The 返還 part of a document (消費税法 57条の4 ③, 適格返還請求書): each 値引き・返品 with the dates of the
 * original dealings, then the amount returned and its tax per rate (rounded once per rate).
 */

const slash = (date: string) => date.replaceAll('-', '/');

/** 「2026年10月分（2026/09/21〜2026/10/20）」: the original dealings' month and dates. */
export const originalSalesText = (o: NonNullable<StatementLine['originalSales']>) =>
  `${accountingMonthLabel(o.accountingMonth)}分（${slash(o.from)}〜${slash(o.to)}）`;

const columns: PdfColumn[] = [
  { header: '元の取引の年月日', width: 200 },
  { header: '内容', width: 197 },
  { header: '返還額（税抜）', width: 75, align: 'right' },
  { header: '税率', width: 43, align: 'center' },
];

const rateText = (rate: number) => `${rate}%${rate === REDUCED_RATE ? '※' : ''}`;

export function drawReturns(doc: PdfDoc, title: string, lines: StatementLine[], returns: TaxSummary | null) {
  const returning = lines.filter((l) => l.originalSales !== null);
  if (!returns || returning.length === 0) return;
  ensureSpace(doc, 90 + returns.byRate.length * 14);
  doc
    .font(FONT_BOLD)
    .fontSize(10)
    .text(title, A4_MARGIN, doc.y + 6);
  doc.moveDown(0.3);
  drawTable(
    doc,
    columns,
    returning.map((l) => [
      l.originalSales ? originalSalesText(l.originalSales) : '',
      l.description,
      yen(l.amount),
      rateText(l.taxRate),
    ]),
  );
  const x = A4_MARGIN + contentWidth(doc) * 0.35;
  const width = contentWidth(doc) * 0.65;
  let y = doc.y + 4;
  const row = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? FONT_BOLD : FONT)
      .fontSize(9.5)
      .text(label, x, y, { width: width * 0.45, lineBreak: false });
    doc.text(value, x + width * 0.45, y, { width: width * 0.55, align: 'right', lineBreak: false });
    y += 14;
  };
  for (const r of returns.byRate) {
    const label = `返還 ${r.taxRate}%対象${r.taxRate === REDUCED_RATE ? '（軽減税率）' : ''}`;
    row(label, `${yen(r.taxableAmount)}　消費税 ${yen(r.taxAmount)}`);
  }
  row('返還額合計（税込）', yen(returns.totalAmount), true);
  doc.x = A4_MARGIN;
  doc.y = y + 4;
}

/** 「税率0%の理由: …」 under the lines, for every 0 % line that states one. */
export function drawExemptReasons(doc: PdfDoc, lines: StatementLine[]) {
  const reasons = [...new Set(lines.flatMap((l) => (l.taxExemptReason ? [l.taxExemptReason] : [])))];
  if (reasons.length === 0) return;
  doc
    .font(FONT)
    .fontSize(8.5)
    .text(`税率0%の理由：${reasons.join('、')}`, A4_MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}
