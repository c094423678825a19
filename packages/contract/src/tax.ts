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
export const taxRateSchema = z
  .number({ error: TAX_RATE_MESSAGE })
  .refine((v): v is TaxRate => (taxRates as readonly number[]).includes(v), { error: TAX_RATE_MESSAGE });
