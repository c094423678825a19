import type { FeeType } from './contracts.ts';

/**
 * 日報の運賃 (domain-model §4): the quantity a daily report is paid by, from its contract's fee type,
 * and the amounts unit price × quantity. Pure functions, used by the server on every write and by the
 * prefill, and by the web to show what a quantity will come to.
 */

/** What a day's work is counted from. Instants are ISO 8601 text. */
export type FeeFacts = {
  /** The driver's live courses of the contract that day (cancelled ones left out). */
  courses: number;
  /** Stops of those courses that were completed. */
  completedStops: number;
  /** The quantity (個数) of the completed stops. */
  deliveredItems: number;
  startAt: string | null;
  endAt: string | null;
  breaks: { start: string; end: string | null }[];
  startOdometerKm: number | null;
  endOdometerKm: number | null;
};

const MINUTE = 60_000;

/** Rounded to two decimals (hours to 0.01 h, kilometres to 10 m): what the report shows and stores. */
const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/**
 * Minutes of work between startAt and endAt, less the breaks inside it (a break without an end, or
 * partly outside the day, counts only for its part inside). null without both ends.
 */
export function workedMinutes(f: Pick<FeeFacts, 'startAt' | 'endAt' | 'breaks'>): number | null {
  if (!f.startAt || !f.endAt) return null;
  const start = Date.parse(f.startAt);
  const end = Date.parse(f.endAt);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return null;
  let breakMs = 0;
  for (const b of f.breaks) {
    if (!b.end) continue;
    const from = Math.max(start, Date.parse(b.start));
    const to = Math.min(end, Date.parse(b.end));
    if (to > from) breakMs += to - from;
  }
  return Math.round((end - start - breakMs) / MINUTE);
}

/**
 * The quantity by fee type: per_day 1 a report; per_course the courses; per_stop the completed stops;
 * per_item the delivered quantity; per_hour the worked hours (to 0.01 h); per_km end − start odometer
 * (to 0.01 km). null when the facts needed are missing (no times, no odometer readings).
 */
export function feeQuantity(feeType: FeeType, f: FeeFacts): number | null {
  switch (feeType) {
    case 'per_day':
      return 1;
    case 'per_course':
      return f.courses;
    case 'per_stop':
      return f.completedStops;
    case 'per_item':
      return f.deliveredItems;
    case 'per_hour': {
      const minutes = workedMinutes(f);
      return minutes === null ? null : twoDecimals(minutes / 60);
    }
    case 'per_km':
      return f.startOdometerKm === null || f.endOdometerKm === null || f.endOdometerKm < f.startOdometerKm
        ? null
        : twoDecimals(f.endOdometerKm - f.startOdometerKm);
  }
}

export type FeeTerms = { billingUnitPrice: number; paymentUnitPrice: number | null };
export type DailyReportFees = { billingAmount: number | null; paymentAmount: number | null };

/**
 * Whole yen: unit price × quantity, rounded half up (四捨五入) once per amount; a fraction comes only
 * from hours and kilometres. The quantity counts to 0.01 and the product is taken in integers first, so
 * 35円 × 62.3 km is 2,180.5 → 2,181円 (not 2,180 through a binary fraction). Without a quantity there is
 * no amount; without a 支払単価 (an employed driver) no payment amount.
 */
export const feeAmount = (unitPrice: number | null, quantity: number | null): number | null =>
  unitPrice === null || quantity === null ? null : Math.round((unitPrice * Math.round(quantity * 100)) / 100);

export const dailyReportFees = (terms: FeeTerms | null, quantity: number | null): DailyReportFees =>
  terms
    ? {
        billingAmount: feeAmount(terms.billingUnitPrice, quantity),
        paymentAmount: feeAmount(terms.paymentUnitPrice, quantity),
      }
    : { billingAmount: null, paymentAmount: null };

/** 荷待ち is a record the law asks for from 30 minutes (domain-ja §6). */
export const WAITING_RECORD_MINUTES = 30;
