import { todayInTokyo } from '@rikuun/contract';
import { formatDate, parseDateText, parseTimeText } from '../../lib/format.ts';

/** The plausible range of a business date: the contract's own bounds, for the field and its calendar. */
export { MAX_DATE as DATE_FIELD_MAX, MIN_DATE as DATE_FIELD_MIN } from '@rikuun/contract';

/**
 * The form value of a date typed wrong or out of range: not a date, so the contract's schema refuses it
 * and the form cannot be saved, while the field keeps showing what was typed.
 */
export const INVALID_DATE = 'invalid-date';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type DateBounds = {
  /** Earliest date accepted, YYYY-MM-DD. */
  min: string;
  /** Latest date accepted, YYYY-MM-DD. */
  max: string;
  /** No date after today (dates of past events). */
  disableFuture?: boolean;
};

/** Why a typed date is refused. */
export type DateProblem = 'invalidDate' | 'minDate' | 'maxDate' | 'disableFuture';

/** A form value that is a date (YYYY-MM-DD), or null. */
export const isoDateOf = (value: unknown): string | null =>
  typeof value === 'string' && ISO_DATE.test(value) ? value : null;

/** The text a date field shows for its form value: 2026/12/31 (木), empty for anything else. */
export const shownDate = (value: unknown): string => formatDate(isoDateOf(value));

/**
 * What the field sends for the text typed: YYYY-MM-DD, null when empty, INVALID_DATE (with the
 * reason) when it is no date or out of bounds. `today` is Tokyo's (YYYY-MM-DD).
 */
export function readDateField(
  text: string,
  bounds: DateBounds,
  today: string = todayInTokyo(),
): { value: string | null; problem: DateProblem | null } {
  if (text.trim() === '') return { value: null, problem: null };
  const date = parseDateText(text, today);
  const problem: DateProblem | null =
    date === null
      ? 'invalidDate'
      : date < bounds.min
        ? 'minDate'
        : date > bounds.max
          ? 'maxDate'
          : bounds.disableFuture && date > today
            ? 'disableFuture'
            : null;
  return problem === null ? { value: date, problem } : { value: INVALID_DATE, problem };
}

const shown = (iso: string) => iso.replaceAll('-', '/');

/** What the field says when it refuses the date. */
export function dateFieldMessage(label: string, problem: DateProblem, bounds: DateBounds): string {
  switch (problem) {
    case 'minDate':
    case 'maxDate':
      return `${label}は${shown(bounds.min)}から${shown(bounds.max)}までの日付で入力してください`;
    case 'disableFuture':
      return `${label}に未来の日付は入力できません`;
    default:
      return `${label}は正しい日付（例: 2026/12/31、20261231）で入力してください`;
  }
}

/**
 * A date part (YYYY-MM-DD) and a time part (HH:MM) → the date-time field's value, the text a
 * datetime-local input had: 2026-12-31T21:30, '' when both are empty, INVALID_DATE when one is missing
 * or is no date or time.
 */
export function joinDateTime(date: string | null, time: string | null): string {
  if (date === null && time === null) return '';
  const day = isoDateOf(date);
  return day && time && parseTimeText(time) === time ? `${day}T${time}` : INVALID_DATE;
}
