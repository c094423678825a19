import {
  accountingMonthLabel,
  CARRIED_OVER_LABEL,
  type DriverStatement,
  daysBetween,
  PAYMENT_NOTICE_CONFIRMATION_TEXT,
  type PaymentNoticeContact,
  paymentNoticeContactText,
} from '@rikuun/contract';
import { createPdf, dateText, FONT, numberPages, pdfToBuffer } from '../../lib/pdf/pdf-document.ts';
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
  yen,
} from './document-pdf.ts';
import { drawExemptReasons, drawReturns } from './return-section-pdf.ts';

export type PaymentNoticePdfData = {
  documentNumber: string;
  version: number;
  issuedOn: string;
  statement: DriverStatement;
  /** The buyer: the company. */
  company: DocumentParty & { registrationNumber: string | null };
  /** The transitional credit % for an unregistered (免税) contractor; null when registered. */
  unregisteredCreditPercent: number | null;
  bankAccount: BankAccountText | null;
  /** Whom the driver asks about the notice: the company's お問い合わせ先 (自社設定), else the issuer. */
  contact: PaymentNoticeContact;
};

export const UNREGISTERED_TEXT = '登録番号なし（免税事業者）';

/**
 * 支払通知書（仕入明細書）(domain-ja §4): the buyer's name, the driver's name and 登録番号, the period,
 * the lines, 立替金 reimbursed, totals and tax per rate, the total, the payment due date (≤ 60 days),
 * the driver's account, and the request to confirm. 値引き・返品 of earlier months form a 返還 part with
 * the original months' dates. When deductions and returns leave nothing to pay it is a 相殺通知書: no
 * payment date and no transfer.
 */
export function renderPaymentNoticePdf(data: PaymentNoticePdfData): Promise<Buffer> {
  const { statement: s } = data;
  const offset = s.documentKind === 'offset_notice';
  const title = offset ? '相殺通知書' : '支払通知書';
  const doc = createPdf({
    title: `${title} ${data.documentNumber}`,
    author: data.company.name,
    subject: `${s.driverName} ${s.accountingMonth}`,
  });
  const y = drawHeading(doc, `${title}（仕入明細書）`, [
    [`${title}番号`, `${data.documentNumber}（第${data.version}版）`],
    ['発行日', dateText(data.issuedOn)],
  ]);
  const addresseeBottom = drawAddressee(doc, s.driverName, '様', y);
  const registration = s.registrationNumber
    ? [`登録番号　${s.registrationNumber}`]
    : [UNREGISTERED_TEXT, `仕入税額控除の経過措置　${data.unregisteredCreditPercent ?? 0}%`];
  doc.font(FONT).fontSize(9);
  let lineY = addresseeBottom;
  for (const line of registration) {
    doc.text(line, 40, lineY);
    lineY = doc.y + 1;
  }
  doc.text(
    s.dueOn
      ? '下記のとおりお支払いいたします。'
      : offset
        ? '下記のとおり相殺し、今回お支払いする金額はありません。'
        : '今回お支払いする金額はありません。',
    40,
    lineY + 4,
  );
  const partyBottom = drawPartyBlock(
    doc,
    data.company,
    data.company.registrationNumber ? [`登録番号　${data.company.registrationNumber}`] : [],
    y,
  );
  const rows: [string, string][] = [['対象期間', periodText(s.period)]];
  if (s.dueOn)
    rows.push([
      'お支払予定日',
      `${dateText(s.dueOn)}（対象期間の初日から${daysBetween(s.period.from, s.dueOn)}日）`,
    ]);
  else if (s.totalAmount < 0)
    rows.push([
      '差引',
      `${yen(s.totalAmount)}（控除・返還がお支払額を上回っています。翌月のお支払額から差し引きます）`,
    ]);
  drawAmountBox(doc, 'お支払金額', Math.max(s.totalAmount, 0), rows, Math.max(partyBottom, doc.y) + 10);
  const own = s.lines.filter((l) => l.originalSales === null);
  if (own.length > 0 || !s.returns) drawStatementLines(doc, own);
  drawReturns(doc, '仕入に係る対価の返還等', s.lines, s.returns);
  drawExemptReasons(doc, s.lines);
  drawReimbursements(
    doc,
    '立替金（精算）',
    '立替金は実費の精算で、消費税の課税対象外です。',
    s.reimbursements,
  );
  const carried = s.carriedOver;
  drawTaxSummary(
    doc,
    s.tax,
    '立替金（精算）',
    s.reimbursementTotal,
    s.totalAmount,
    carried ? [[CARRIED_OVER_LABEL, carried.amount]] : [],
  );
  if (carried)
    drawNote(
      doc,
      `${CARRIED_OVER_LABEL}は${accountingMonthLabel(carried.fromMonth)}分の相殺通知書（${carried.documentNumber}）で控除しきれなかった金額です。消費税は同通知書に記載済みのため、課税対象外です。`,
    );
  // Nothing is paid: no account and no transfer are named.
  if (s.dueOn) drawBankAccount(doc, 'お振込先口座', data.bankAccount, '口座が登録されていません。');
  drawNote(doc, PAYMENT_NOTICE_CONFIRMATION_TEXT);
  drawNote(doc, paymentNoticeContactText(data.contact));
  labelFollowingPages(doc, `${title} ${data.documentNumber}（第${data.version}版）`);
  numberPages(doc);
  return pdfToBuffer(doc);
}
