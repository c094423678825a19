import {
  type JpAccountType,
  jpAccountTypeLabels,
  type ReimbursementLine,
  type StatementLine,
  type TaxSummary,
} from '@rikuun/contract';
import { A4_MARGIN, dateText, FONT, FONT_BOLD, type PdfDoc } from '../../lib/pdf/pdf-document.ts';
import { contentWidth, drawTable, type PdfColumn } from '../../lib/pdf/pdf-table.ts';

/**
 * The parts an invoice and a payment notice share (domain-ja §4): header, party blocks, the lines with
 * the reduced rate marked ※, 立替金 apart, the totals per rate and the bank account.
 */

const yenFormat = new Intl.NumberFormat('ja-JP');
/** ¥12,345 (negative: −¥1,000). */
export const yen = (amount: number) => `${amount < 0 ? '−' : ''}¥${yenFormat.format(Math.abs(amount))}`;
export const REDUCED_RATE = 8;
export const REDUCED_RATE_NOTE = '※は軽減税率対象';

export type DocumentParty = {
  name: string;
  zipCode?: string | null;
  address?: string | null;
  phone?: string | null;
};

export type BankAccountText = {
  bankName: string | null;
  branchName: string | null;
  jpAccountType: string | null;
  accountNumber: string | null;
  accountHolder: string | null;
};

export const slash = (date: string) => date.replaceAll('-', '/');

/** Title centred, number and issue date at the right. */
export function drawHeading(doc: PdfDoc, title: string, meta: [string, string][]) {
  const width = contentWidth(doc);
  doc.font(FONT_BOLD).fontSize(20).text(title, A4_MARGIN, A4_MARGIN, { width, align: 'center' });
  let y = A4_MARGIN + 34;
  doc.font(FONT).fontSize(9);
  for (const [label, value] of meta) {
    doc.text(`${label}　${value}`, A4_MARGIN, y, { width, align: 'right' });
    y += 13;
  }
  return y + 6;
}

/** The addressee, large and underlined, with its honorific. */
export function drawAddressee(doc: PdfDoc, name: string, honorific: string, y: number) {
  const width = contentWidth(doc) * 0.55;
  doc.font(FONT_BOLD).fontSize(14).text(`${name}　${honorific}`, A4_MARGIN, y, { width });
  const bottom = doc.y + 2;
  doc
    .moveTo(A4_MARGIN, bottom)
    .lineTo(A4_MARGIN + width, bottom)
    .lineWidth(0.8)
    .stroke();
  doc.font(FONT).fontSize(9);
  return bottom + 8;
}

/** A party block at the right: name, address, phone, then any extra lines (登録番号). */
export function drawPartyBlock(
  doc: PdfDoc,
  party: DocumentParty,
  extra: string[],
  y: number,
  seal?: Buffer | null,
) {
  const x = A4_MARGIN + contentWidth(doc) * 0.58;
  const width = contentWidth(doc) * 0.42;
  doc
    .font(FONT_BOLD)
    .fontSize(11)
    .text(party.name, x, y, { width: width - 50 });
  doc.font(FONT).fontSize(8.5);
  const lines = [
    party.zipCode ? `〒${party.zipCode}` : null,
    party.address ?? null,
    party.phone ? `TEL ${party.phone}` : null,
    ...extra,
  ].filter((l): l is string => Boolean(l));
  for (const line of lines) doc.text(line, x, doc.y + 1, { width });
  const bottom = doc.y;
  if (seal) {
    try {
      doc.image(seal, x + width - 56, y - 4, { fit: [56, 56] });
    } catch {
      // An unreadable image is left out rather than refusing the document.
    }
  }
  return Math.max(bottom, y + 56);
}

/** The boxed amount line (ご請求金額 / お支払金額) and the period and due date beside it. */
export function drawAmountBox(
  doc: PdfDoc,
  label: string,
  amount: number,
  rows: [string, string][],
  y: number,
  suffix = '（税込）',
) {
  const width = contentWidth(doc) * 0.55;
  doc.rect(A4_MARGIN, y, width, 30).lineWidth(1).stroke();
  doc
    .font(FONT_BOLD)
    .fontSize(11)
    .text(label, A4_MARGIN + 8, y + 9, { width: 110, lineBreak: false });
  doc.fontSize(15).text(`${yen(amount)}${suffix}`, A4_MARGIN + 110, y + 6, {
    width: width - 118,
    align: 'right',
    lineBreak: false,
  });
  let rowY = y + 38;
  doc.font(FONT).fontSize(9);
  for (const [k, v] of rows) {
    doc.text(`${k}：${v}`, A4_MARGIN, rowY, { width: contentWidth(doc) });
    rowY += 13;
  }
  return rowY + 6;
}

const lineColumns: PdfColumn[] = [
  { header: '日付', width: 58 },
  { header: '内容', width: 222 },
  { header: '数量', width: 55, align: 'right' },
  { header: '単価', width: 62, align: 'right' },
  { header: '金額（税抜）', width: 75, align: 'right' },
  { header: '税率', width: 43, align: 'center' },
];

const quantityText = (line: StatementLine) =>
  line.quantity === null ? '' : `${yenFormat.format(line.quantity)}${line.unit ?? ''}`;
const rateText = (rate: number) => `${rate}%${rate === REDUCED_RATE ? '※' : ''}`;

/** The taxable lines (fees and adjustments); reduced-rate ones marked ※ with the note under the table. */
export function drawStatementLines(doc: PdfDoc, lines: StatementLine[]) {
  doc.x = A4_MARGIN;
  doc
    .font(FONT_BOLD)
    .fontSize(10)
    .text('明細', A4_MARGIN, doc.y + 6);
  doc.moveDown(0.3);
  const rows = lines.map((line) => [
    line.date ? slash(line.date) : '',
    `${line.taxRate === REDUCED_RATE ? '※' : ''}${line.description}`,
    quantityText(line),
    line.unitPrice === null ? '' : yen(line.unitPrice),
    yen(line.amount),
    rateText(line.taxRate),
  ]);
  if (rows.length === 0) rows.push(['', '明細はありません', '', '', '', '']);
  drawTable(doc, lineColumns, rows);
  if (lines.some((l) => l.taxRate === REDUCED_RATE)) {
    doc.font(FONT).fontSize(8.5).text(REDUCED_RATE_NOTE, A4_MARGIN, doc.y);
    doc.moveDown(0.3);
  }
}

const reimbursementColumns: PdfColumn[] = [
  { header: '日付', width: 58 },
  { header: '支払先', width: 130 },
  { header: '内容', width: 252 },
  { header: '金額', width: 75, align: 'right' },
];

/** 立替金: listed apart, outside the consumption tax of the document; dated by the receipt. */
export function drawReimbursements(doc: PdfDoc, title: string, note: string, lines: ReimbursementLine[]) {
  if (lines.length === 0) return;
  ensureSpace(doc, 60);
  doc
    .font(FONT_BOLD)
    .fontSize(10)
    .text(title, A4_MARGIN, doc.y + 4);
  doc.moveDown(0.3);
  drawTable(
    doc,
    reimbursementColumns,
    lines.map((r) => [slash(r.paidOn), r.payeeName ?? '', r.description, yen(r.amount)]),
  );
  doc.font(FONT).fontSize(8.5).text(note, A4_MARGIN, doc.y);
  doc.moveDown(0.3);
}

/** 「10%対象 ¥X 消費税 ¥Y」 per rate, then the totals; answers nothing (moves doc.y). */
export function drawTaxSummary(
  doc: PdfDoc,
  tax: TaxSummary,
  reimbursementLabel: string,
  reimbursement: number,
  total: number,
  /** Amounts outside the tax between the 立替金 and the total (a driver's carried shortfall). */
  untaxed: [label: string, amount: number][] = [],
) {
  ensureSpace(doc, 40 + (tax.byRate.length + untaxed.length) * 14 + 60);
  const x = A4_MARGIN + contentWidth(doc) * 0.45;
  const width = contentWidth(doc) * 0.55;
  let y = doc.y + 6;
  doc.font(FONT).fontSize(9.5);
  const row = (label: string, value: string, bold = false) => {
    doc.font(bold ? FONT_BOLD : FONT).text(label, x, y, { width: width * 0.6, lineBreak: false });
    doc.text(value, x + width * 0.6, y, { width: width * 0.4, align: 'right', lineBreak: false });
    y += 14;
  };
  for (const r of tax.byRate) {
    const label =
      r.taxRate === 0
        ? '0%対象（免税・不課税）'
        : `${r.taxRate}%対象${r.taxRate === REDUCED_RATE ? '（軽減税率）' : ''}`;
    const text =
      r.taxRate === 0 ? yen(r.taxableAmount) : `${yen(r.taxableAmount)}　消費税 ${yen(r.taxAmount)}`;
    row(label, text);
  }
  y += 2;
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.5)
    .stroke();
  y += 4;
  row('小計（税抜）', yen(tax.taxableAmount));
  row('消費税', yen(tax.taxAmount));
  if (reimbursement !== 0) row(reimbursementLabel, yen(reimbursement));
  for (const [label, amount] of untaxed) row(label, yen(amount));
  row(untaxed.length > 0 ? '差引合計' : '合計（税込）', yen(total), true);
  doc.x = A4_MARGIN;
  doc.y = y + 6;
}

/** 振込先 / お振込先口座: bank, branch, type, number, holder. */
export function drawBankAccount(
  doc: PdfDoc,
  title: string,
  account: BankAccountText | null,
  missing: string,
) {
  ensureSpace(doc, 50);
  doc
    .font(FONT_BOLD)
    .fontSize(10)
    .text(title, A4_MARGIN, doc.y + 4);
  doc.font(FONT).fontSize(9);
  const complete = account?.bankName && account.accountNumber;
  const text = complete
    ? [
        `${account.bankName}　${account.branchName ?? ''}`,
        `${account.jpAccountType ? (jpAccountTypeLabels[account.jpAccountType as JpAccountType] ?? '') : ''}　${account.accountNumber}`,
        `口座名義　${account.accountHolder ?? ''}`,
      ].join('　')
    : missing;
  doc.text(text, A4_MARGIN, doc.y + 2, { width: contentWidth(doc) });
  doc.moveDown(0.5);
}

/** Notes at the foot (remarks); a new page when the space left is short. */
export function drawNote(doc: PdfDoc, text: string) {
  ensureSpace(doc, 30);
  doc
    .font(FONT)
    .fontSize(9)
    .text(text, A4_MARGIN, doc.y + 4, { width: contentWidth(doc) });
}

export function ensureSpace(doc: PdfDoc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom - 12) {
    doc.addPage();
    doc.y = doc.page.margins.top;
  }
}

export const periodText = (period: { from: string; to: string }) =>
  `${dateText(period.from)}〜${dateText(period.to)}`;

/** The document's number at the head of every page after the first, so a loose page still says whose it is. */
export function labelFollowingPages(doc: PdfDoc, text: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const top = doc.page.margins.top;
    doc.page.margins.top = 0;
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor('#666666')
      .text(text, A4_MARGIN, 22, { width: contentWidth(doc), align: 'right', lineBreak: false });
    doc.page.margins.top = top;
  }
  doc.fillColor('black');
}
