import type { ClientStatement } from '@rikuun/contract';
import {
  createPdf,
  dateText,
  FONT,
  FONT_BOLD,
  numberPages,
  pdfToBuffer,
} from '../../lib/pdf/pdf-document.ts';
import { drawTable, type PdfColumn } from '../../lib/pdf/pdf-table.ts';
import {
  type DocumentParty,
  drawAddressee,
  drawAmountBox,
  drawHeading,
  drawNote,
  drawPartyBlock,
  labelFollowingPages,
  periodText,
  slash,
  yen,
} from './document-pdf.ts';

export type ReimbursementStatementPdfData = {
  documentNumber: string;
  version: number;
  issuedOn: string;
  statement: ClientStatement;
  honorific: string;
  issuer: DocumentParty & { registrationNumber: string | null };
  /** The month's invoice the 立替金 are billed with, when issued. */
  invoiceNumber: string | null;
};

const columns: PdfColumn[] = [
  { header: 'No.', width: 26, align: 'right' },
  { header: '日付', width: 58 },
  { header: '支払先', width: 122 },
  { header: '支払先の登録番号', width: 88 },
  { header: '内容', width: 146 },
  { header: '金額', width: 75, align: 'right' },
];

export const REIMBURSEMENT_NOTE =
  '上記は貴社のご負担として当社が立て替えて支払った実費です。当社の売上ではないため、消費税の課税対象外としてご請求します。領収書は当社で保管しており、ご請求に応じて写しをお渡しします。';

/**
 * 立替金精算書 (domain-ja §4 立替金): the client's 立替金 of the month, each receipt with its date, payee
 * (and its 登録番号, which the client needs to credit the tax as its own purchase), description and
 * amount, and the total billed with the invoice outside its consumption tax.
 */
export function renderReimbursementStatementPdf(data: ReimbursementStatementPdfData): Promise<Buffer> {
  const { statement: s } = data;
  const doc = createPdf({
    title: `立替金精算書 ${data.documentNumber}`,
    author: data.issuer.name,
    subject: `${s.clientName} ${s.accountingMonth}`,
  });
  const y = drawHeading(doc, '立替金精算書', [
    ['精算書番号', `${data.documentNumber}（第${data.version}版）`],
    ['発行日', dateText(data.issuedOn)],
  ]);
  const addresseeBottom = drawAddressee(doc, s.clientName, data.honorific, y);
  doc.text('下記のとおり立て替えましたので、ご精算をお願い申し上げます。', 40, addresseeBottom);
  const partyBottom = drawPartyBlock(
    doc,
    data.issuer,
    data.issuer.registrationNumber ? [`登録番号　${data.issuer.registrationNumber}`] : [],
    y,
  );
  const rows: [string, string][] = [['対象期間', periodText(s.period)]];
  // A month whose invoice asks for nothing (返還請求書) has no due date to point to.
  if (s.dueOn) rows.push(['お支払期限', `${dateText(s.dueOn)}（請求書と合わせてお支払いください）`]);
  if (data.invoiceNumber) rows.push(['請求書番号', data.invoiceNumber]);
  drawAmountBox(
    doc,
    '立替金合計',
    s.reimbursementTotal,
    rows,
    Math.max(partyBottom, doc.y) + 10,
    '（対象外）',
  );
  doc
    .font(FONT_BOLD)
    .fontSize(10)
    .text('明細', 40, doc.y + 6);
  doc.moveDown(0.3);
  drawTable(doc, columns, [
    ...s.reimbursements.map((r, i) => [
      String(i + 1),
      slash(r.paidOn),
      r.payeeName ?? '',
      r.payeeRegistrationNumber ?? '',
      r.description,
      yen(r.amount),
    ]),
    ['', '', '', '', '合計', yen(s.reimbursementTotal)],
  ]);
  doc.font(FONT);
  drawNote(doc, REIMBURSEMENT_NOTE);
  labelFollowingPages(doc, `立替金精算書 ${data.documentNumber}（第${data.version}版）`);
  numberPages(doc);
  return pdfToBuffer(doc);
}
