import { z } from 'zod';
import { optionalText } from './common.ts';

/** Consumption tax rates in percent: standard, reduced, none. */
export const taxRates = [10, 8, 0] as const;
export type TaxRate = (typeof taxRates)[number];
export const taxRateLabels: Record<TaxRate, string> = {
  10: '10%',
  8: '8%（軽減税率）',
  0: '0%（非課税・不課税）',
};
export const taxIncludedLabel = (included: boolean) => (included ? '税込' : '税抜');

const TAX_RATE_MESSAGE = '税率は10%、8%、0%のいずれかを選択してください';

/**
 * Transport is a service: fees, contracts and adjustments are 10 % (0 % for 輸出免税 or what is outside
 * the tax, such as damages). 8 % is for food and drink, so only an expense may carry it.
 */
export const serviceTaxRates = [10, 0] as const;
export type ServiceTaxRate = (typeof serviceTaxRates)[number];
const SERVICE_TAX_RATE_MESSAGE =
  '運送は役務の提供のため、税率は10%です（輸出免税・不課税は0%）。8%（軽減税率）は飲食料品の経費にのみ使えます';
export const serviceTaxRateSchema = z
  .number({ error: SERVICE_TAX_RATE_MESSAGE })
  .refine((v): v is ServiceTaxRate => (serviceTaxRates as readonly number[]).includes(v), {
    error: SERVICE_TAX_RATE_MESSAGE,
  });

export const taxRateSchema = z
  .number({ error: TAX_RATE_MESSAGE })
  .refine((v): v is TaxRate => (taxRates as readonly number[]).includes(v), { error: TAX_RATE_MESSAGE });

/** The 0 % of a service: 輸出免税 (international transport) or outside the tax (damages). */
export const serviceTaxRateLabels: Record<ServiceTaxRate, string> = {
  10: '10%',
  0: '0%（輸出免税・不課税）',
};

/**
 * 0 % on a fee or adjustment needs its reason (輸出免税 of 消費税法 7条, or outside the tax such as
 * damages), printed on the invoice next to the line: a 税理士 must see why no tax was charged.
 */
export const TAX_EXEMPT_REASON_LABEL = '0%の理由';
export const TAX_EXEMPT_REASON_REQUIRED =
  '税率0%の理由を入力してください（例: 輸出免税（国際輸送）、損害賠償金のため不課税）';
export const taxExemptReasonSchema = optionalText(TAX_EXEMPT_REASON_LABEL, 200);

/** Refinement of a record with taxRate and taxExemptReason: 400 at taxExemptReason when 0 % has none. */
export function requireTaxExemptReason(
  value: { taxRate: number; taxExemptReason: string | null },
  ctx: z.RefinementCtx,
  path: (string | number)[] = [],
) {
  if (value.taxRate === 0 && !value.taxExemptReason)
    ctx.addIssue({ code: 'custom', path: [...path, 'taxExemptReason'], message: TAX_EXEMPT_REASON_REQUIRED });
}

/** The reason is kept only with 0 %: a rate changed back to 10 % leaves none behind. */
export const exemptReasonFor = (taxRate: number, reason: string | null | undefined) =>
  taxRate === 0 ? (reason ?? null) : null;
