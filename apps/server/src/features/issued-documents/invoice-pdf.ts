import type { ClientStatement } from '@rikuun/contract';
import { createPdf, dateText, numberPages, pdfToBuffer } from '../../lib/pdf/pdf-document.ts';
import {
  type BankAccountText,
  type DocumentParty,
  drawAddressee,
  drawAmountBox,
  drawBankAccount,
  drawHeading,
  drawNote,
  drawPartyBlock,
  drawReimbursements,
  drawStatementLines,
  drawTaxSummary,
  labelFollowingPages,
  periodText,
} from './document-pdf.ts';
import { drawExemptReasons, drawReturns } from './return-section-pdf.ts';

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
 * the total, due date and 振込先. 値引き・返品 of earlier months form a 返還 part with the dates of the
 * original sales and their tax per rate (the invoice then doubles as a 適格返還請求書); a month that
 * returns more than it bills is a 返還請求書: no due date, no bank account.
 */
export function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  const { statement: s } = data;
  const returning = s.documentKind === 'return_invoice';
  const title = returning ? '返還請求書' : '請求書';
  const doc = createPdf({
    title: `${title} ${data.documentNumber}`,
    author: data.issuer.name,
    subject: `${s.clientName} ${s.accountingMonth}`,
  });
  const y = drawHeading(doc, returning ? '返還請求書（適格返還請求書）' : title, [
    [`${title}番号`, `${data.documentNumber}（第${data.version}版）`],
    ['発行日', dateText(data.issuedOn)],
  ]);
  const addresseeBottom = drawAddressee(doc, s.clientName, data.honorific, y);
  doc.text(
    returning
      ? '下記のとおり、売上に係る対価の返還等をいたします。'
      : s.returns
        ? '下記のとおりご請求申し上げます（売上に係る対価の返還等を含みます）。'
        : '下記のとおりご請求申し上げます。',
    40,
    addresseeBottom,
  );
  const partyBottom = drawPartyBlock(
    doc,
    data.issuer,
    [`登録番号　${data.issuer.registrationNumber}`],
    y,
    data.seal,
  );
  const boxY = Math.max(partyBottom, doc.y) + 10;
  if (returning) {
    drawAmountBox(doc, '返還金額', -s.totalAmount, [['対象期間', periodText(s.period)]], boxY);
  } else {
    drawAmountBox(
      doc,
      'ご請求金額',
      s.totalAmount,
      [
        ['請求期間', periodText(s.period)],
        ...(s.dueOn ? [['お支払期限', dateText(s.dueOn)] as [string, string]] : []),
      ],
      boxY,
    );
  }
  const own = s.lines.filter((l) => l.originalSales === null);
  if (own.length > 0 || !s.returns) drawStatementLines(doc, own);
  drawReturns(doc, '売上に係る対価の返還等', s.lines, s.returns);
  drawExemptReasons(doc, s.lines);
  drawReimbursements(doc, '立替金', '立替金は実費のご請求で、消費税の課税対象外です。', s.reimbursements);
  drawTaxSummary(doc, s.tax, '立替金', s.reimbursementTotal, s.totalAmount);
  // Nothing to pay: no account to pay into (a 返還請求書 asks for no payment).
  if (s.dueOn) drawBankAccount(doc, 'お振込先', data.bankAccount, '振込先は別途ご案内いたします。');
  if (s.returns) drawNote(doc, RETURN_NOTE);
  labelFollowingPages(doc, `${title} ${data.documentNumber}（第${data.version}版）`);
  numberPages(doc);
  return pdfToBuffer(doc);
}

/** 消費税法 57条の4 ③: the returns part is a 適格返還請求書; the original sales are by accounting month. */
const RETURN_NOTE =
  '「売上に係る対価の返還等」は適格返還請求書の記載事項です。元の取引の年月日は、その取引を請求した月の請求期間で記載しています。';
