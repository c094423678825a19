import { z } from 'zod';
import { intSchema, pastDateSchema, requiredText, uuidSchema } from './common.ts';
import { invoiceRegistrationNumberSchema } from './japanese-fields.ts';

/**
 * 傭車料の支払 (decision 058): what a company owes each partner company that accepted its 傭車 offers,
 * per accounting month (月末締め: the offers whose delivery date falls in the month), with the
 * partner's invoice recorded against it. The amounts are derived from the accepted offers; only the
 * partner's invoice is stored.
 */
export const partnerInvoiceLabels = {
  invoiceNumber: '請求書番号',
  registrationNumber: '登録番号',
  amount: '請求金額（税込）',
  invoiceDate: '請求日',
} as const;
const L = partnerInvoiceLabels;

export const PARTNER_INVOICE_MAX_YEN = 1_000_000_000;

/** PUT /statements/subcontracts/{partnerCompanyId}/invoice: the partner's invoice as received. */
export const partnerInvoiceInput = z.object({
  invoiceNumber: requiredText(L.invoiceNumber, 50),
  registrationNumber: invoiceRegistrationNumberSchema(L.registrationNumber, { strict: true }),
  amount: intSchema(L.amount, 0, PARTNER_INVOICE_MAX_YEN),
  invoiceDate: pastDateSchema(L.invoiceDate),
});
export type PartnerInvoiceFields = z.input<typeof partnerInvoiceInput>;
export type PartnerInvoiceValues = z.output<typeof partnerInvoiceInput>;

export const partnerInvoiceSchema = z.object({
  invoiceNumber: z.string(),
  registrationNumber: z.string().nullable(),
  amount: z.number().int(),
  invoiceDate: z.string(),
  recordedAt: z.string(),
});
export type PartnerInvoice = z.infer<typeof partnerInvoiceSchema>;

/** One course given to the partner: what the company pays for it and what it bills its own client. */
export const subcontractLineSchema = z.object({
  offerId: z.uuid(),
  deliveryDate: z.string(),
  courseName: z.string(),
  /** 傭車料 + 附帯業務料 + 燃料サーチャージ, tax excluded. */
  payableAmount: z.number().int(),
  /** The client billed for the course (its 月次締め keeps the line), or null when there is none. */
  billedClientName: z.string().nullable(),
  /** Tax excluded; null: not billed automatically (no contract, or a quantity the plan cannot give). */
  billedAmount: z.number().int().nullable(),
});
export type SubcontractLine = z.infer<typeof subcontractLineSchema>;

export const subcontractPayableSchema = z.object({
  partnerCompanyId: z.uuid(),
  partnerName: z.string(),
  /** The partner's 登録番号 from its settings (null: none recorded). */
  partnerRegistrationNumber: z.string().nullable(),
  accountingMonth: z.string(),
  /** The earliest 支払期日 of the month's offers. */
  dueOn: z.string(),
  lines: z.array(subcontractLineSchema),
  /** Tax excluded. */
  amount: z.number().int(),
  /** 10%, rounded by the company's own rounding: what the partner's invoice should show. */
  taxAmount: z.number().int(),
  totalAmount: z.number().int(),
  invoice: partnerInvoiceSchema.nullable(),
  /** The invoice's amount less totalAmount (null without an invoice): anything but 0 needs a look. */
  difference: z.number().int().nullable(),
});
export type SubcontractPayable = z.infer<typeof subcontractPayableSchema>;

export const subcontractPartnerParams = z.object({ partnerCompanyId: uuidSchema('傭車先') });
