import { pad, partsOf } from '../../lib/format.ts';

/** Display helpers of the course page (times in Asia/Tokyo, whatever the browser's zone). */

const dateOf = (p: { year: number; month: number; day: number }) => `${p.year}-${pad(p.month)}-${pad(p.day)}`;

/** 到着予定: "09:05" (empty when there is none). */
export function formatEta(eta: string | null | undefined): string {
  const p = eta ? partsOf(eta) : null;
  return p ? `${pad(p.hour)}:${pad(p.minute)}` : '';
}

/**
 * When an action happened, short: "9:12" on the course's day, "11/22 9:12" on another day (a
 * correction recorded late, a course past midnight).
 */
export function formatActionTime(at: string, courseDate: string): string {
  const p = partsOf(at);
  if (!p) return '';
  const time = `${p.hour}:${pad(p.minute)}`;
  return dateOf(p) === courseDate ? time : `${p.month}/${p.day} ${time}`;
}

const grouped = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 1 });

/** 個数 and 重量: "10個 / 120 kg", either alone, or empty. */
export function formatLoad(quantity: number | null, weightKg: number | null): string {
  const parts = [
    quantity === null ? null : `${grouped.format(quantity)}個`,
    weightKg === null ? null : `${grouped.format(weightKg)} kg`,
  ].filter((p) => p !== null);
  return parts.join(' / ');
}

/** The value of a datetime-local field for an instant, in Tokyo time: "2026-11-21T09:05". */
export function toLocalDateTimeText(instant: Date): string {
  const p = partsOf(instant);
  return p ? `${dateOf(p)}T${pad(p.hour)}:${pad(p.minute)}` : '';
}

/** A datetime-local field's value (Tokyo time) as an instant with offset, or null when malformed. */
export function fromLocalDateTimeText(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const instant = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00+09:00`;
  const date = new Date(instant);
  // 2026-02-30 parses as March 2nd: refuse dates that do not exist.
  return !Number.isNaN(date.getTime()) && toLocalDateTimeText(date) === text ? instant : null;
}
