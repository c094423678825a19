import type { ClientStatement } from '@rikuun/contract';
import { createPdf, dateText, numberPages, pdfToBuffer } from '../../lib/pdf/pdf-document.ts';
import {
  type BankAccountText,
  type DocumentParty,
  drawAddressee,
  drawAmountBox,
  drawBankAccount,
  drawHeading,
  drawPartyBlock,
  drawReimbursements,
  drawStatementLines,
  drawTaxSummary,
  labelFollowingPages,
  periodText,
} from './document-pdf.ts';

export type InvoicePdfData = {
  documentNumber: string;
  version: number;
  issuedOn: string;
  statement: ClientStatement;
  honorific: string;
  issuer: DocumentParty & { registrationNumber: string };
  seal: Buffer | null;
  bankAccount: BankAccountText | null;
};

/**
 * 請求書 as a 適格請求書 (domain-ja §4): issuer and 登録番号, issue date, recipient with 敬称, period by
 * the client's 締日, the lines (reduced rate marked ※), 立替金 apart, totals and tax once per rate,
 * the total, due date and 振込先.
 */
export function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  const { statement: s } = data;
  const doc = createPdf({
    title: `請求書 ${data.documentNumber}`,
    author: data.issuer.name,
    subject: `${s.clientName} ${s.accountingMonth}`,
  });
  const y = drawHeading(doc, '請求書', [
    ['請求書番号', `${data.documentNumber}（第${data.version}版）`],
    ['発行日', dateText(data.issuedOn)],
  ]);
  const addresseeBottom = drawAddressee(doc, s.clientName, data.honorific, y);
  doc.text('下記のとおりご請求申し上げます。', 40, addresseeBottom);
  const partyBottom = drawPartyBlock(
    doc,
    data.issuer,
    [`登録番号　${data.issuer.registrationNumber}`],
    y,
    data.seal,
  );
  drawAmountBox(
    doc,
    'ご請求金額',
    s.totalAmount,
    [
      ['請求期間', periodText(s.period)],
      ['お支払期限', dateText(s.dueOn)],
    ],
    Math.max(partyBottom, doc.y) + 10,
  );
  drawStatementLines(doc, s.lines);
  drawReimbursements(doc, '立替金', '立替金は実費のご請求で、消費税の課税対象外です。', s.reimbursements);
  drawTaxSummary(doc, s.tax, '立替金', s.reimbursementTotal, s.totalAmount);
  drawBankAccount(doc, 'お振込先', data.bankAccount, '振込先は別途ご案内いたします。');
  labelFollowingPages(doc, `請求書 ${data.documentNumber}（第${data.version}版）`);
  numberPages(doc);
  return pdfToBuffer(doc);
}
