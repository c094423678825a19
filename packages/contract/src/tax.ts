import { z } from 'zod';

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
