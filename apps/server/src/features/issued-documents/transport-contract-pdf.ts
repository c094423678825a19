import { type TaxSummary, tierLabel } from '@rikuun/contract';
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
import { contentWidth, drawTable, type PdfColumn } from '../../lib/pdf/pdf-table.ts';
import {
  type DocumentParty,
  drawHeading,
  drawNote,
  drawTaxSummary,
  ensureSpace,
  yen,
} from './document-pdf.ts';

export type TransportContractPdfData = {
  documentNumber: string;
  version: number;
  issuedOn: string;
  /** Whose copy: the offering company's (委託者控) or the accepting company's (受託者控). */
  copyFor: 'shipper' | 'carrier';
  /** 委託者 (the offering company) and 受託者 (the accepting company), with their 登録番号. */
  shipper: DocumentParty & { registrationNumber: string | null };
  carrier: DocumentParty & { registrationNumber: string | null };
  primeCompanyName: string;
  tier: number;
  acceptedAt: Date;
  courseName: string;
  deliveryDate: string;
  cargo: string;
  fromArea: string;
  toArea: string;
  destinationCount: number;
  fee: number;
  incidentalWork: string | null;
  incidentalFee: number;
  fuelSurcharge: number;
  tax: TaxSummary;
  paymentDueOn: string;
};

export const TRANSPORT_CONTRACT_NOTE =
  '本書面は、貨物自動車運送事業法に基づき、運送契約の締結に際して契約の当事者間で交付する書面です。受託者が本件運送をさらに他の事業者に委託する場合は、元請事業者に実運送事業者の名称・請負階層等を通知してください。';

const tokyoDateTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function drawParties(doc: PdfDoc, data: TransportContractPdfData, y: number) {
  const half = contentWidth(doc) / 2 - 6;
  const block = (title: string, party: TransportContractPdfData['shipper'], x: number) => {
    doc.font(FONT).fontSize(8.5).text(title, x, y, { width: half });
    doc
      .font(FONT_BOLD)
      .fontSize(11)
      .text(party.name, x, doc.y + 1, { width: half });
    doc.font(FONT).fontSize(8.5);
    const lines = [
      party.zipCode ? `〒${party.zipCode}` : null,
      party.address ?? null,
      party.phone ? `TEL ${party.phone}` : null,
      party.registrationNumber ? `登録番号　${party.registrationNumber}` : null,
    ].filter((l): l is string => Boolean(l));
    for (const line of lines) doc.text(line, x, doc.y + 1, { width: half });
    return doc.y;
  };
  const left = block('委託者（運送を委託する事業者）', data.shipper, A4_MARGIN);
  const right = block('受託者（運送を引き受ける事業者）', data.carrier, A4_MARGIN + half + 12);
  return Math.max(left, right) + 10;
}

const termColumns: PdfColumn[] = [
  { header: '項目', width: 130 },
  { header: '内容', width: 385 },
];

const feeColumns: PdfColumn[] = [
  { header: '区分', width: 130 },
  { header: '内容', width: 290 },
  { header: '金額（税抜）', width: 95, align: 'right' },
];

/**
 * 運送契約の書面 (貨物自動車運送事業法, 2025-04; domain-ja §6): the parties, 運送の内容 (cargo, section,
 * date), the 対価, 附帯業務 with its fee, 燃料サーチャージ, tax, 支払期日, and the chain's 元請 and tier.
 */
export function renderTransportContractPdf(data: TransportContractPdfData): Promise<Buffer> {
  const doc = createPdf({
    title: `運送契約書面 ${data.documentNumber}`,
    author: data.copyFor === 'shipper' ? data.shipper.name : data.carrier.name,
    subject: `${data.courseName} ${data.deliveryDate}`,
  });
  let y = drawHeading(doc, '運送契約書面', [
    ['書類番号', `${data.documentNumber}（第${data.version}版）`],
    ['発行日', dateText(data.issuedOn)],
    ['控', data.copyFor === 'shipper' ? '委託者控' : '受託者控'],
  ]);
  y = drawParties(doc, data, y);
  doc
    .font(FONT)
    .fontSize(9)
    .text(
      `${tokyoDateTime.format(data.acceptedAt)}、委託者と受託者は下記のとおり運送契約を締結しました。`,
      A4_MARGIN,
      y,
      { width: contentWidth(doc) },
    );
  doc.moveDown(0.6);
  doc.font(FONT_BOLD).fontSize(10).text('運送の内容', A4_MARGIN, doc.y);
  doc.moveDown(0.3);
  drawTable(doc, termColumns, [
    ['運行日', dateText(data.deliveryDate)],
    ['コース', `${data.courseName}（配送先${data.destinationCount}件）`],
    ['貨物の内容', data.cargo],
    ['区間', `${data.fromArea} → ${data.toArea}`],
    ['元請事業者', data.primeCompanyName],
    ['受託者の請負階層', tierLabel(data.tier)],
  ]);
  doc.moveDown(0.6);
  ensureSpace(doc, 120);
  doc.font(FONT_BOLD).fontSize(10).text('対価', A4_MARGIN, doc.y);
  doc.moveDown(0.3);
  drawTable(doc, feeColumns, [
    ['運賃（傭車料）', '上記運送の対価', yen(data.fee)],
    ['附帯業務', data.incidentalWork ?? 'なし', yen(data.incidentalFee)],
    ['燃料サーチャージ', data.fuelSurcharge > 0 ? '運賃とは別に収受' : 'なし', yen(data.fuelSurcharge)],
  ]);
  drawTaxSummary(doc, data.tax, '', 0, data.tax.totalAmount);
  ensureSpace(doc, 40);
  doc
    .font(FONT_BOLD)
    .fontSize(10)
    .text('支払方法・支払期日', A4_MARGIN, doc.y + 4);
  doc
    .font(FONT)
    .fontSize(9)
    .text(
      `${dateText(data.paymentDueOn)}までに受託者の指定する口座へ振込（振込手数料は委託者負担）`,
      A4_MARGIN,
      doc.y + 2,
      {
        width: contentWidth(doc),
      },
    );
  doc.moveDown(0.6);
  drawNote(doc, TRANSPORT_CONTRACT_NOTE);
  numberPages(doc);
  return pdfToBuffer(doc);
}
