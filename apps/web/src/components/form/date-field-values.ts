import type { DateValidationError } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';

/** The plausible range of a business date: the contract's own bounds, for the picker's calendar. */
export { MAX_DATE as DATE_FIELD_MAX, MIN_DATE as DATE_FIELD_MIN } from '@rikuun/contract';

/**
 * The form value of a date typed wrong or out of range: not a date, so the contract's schema refuses it
 * and the form cannot be saved, while the picker keeps showing what was typed.
 */
export const INVALID_DATE = 'invalid-date';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Form value (YYYY-MM-DD or null) → the picker's value. */
export function fromDateText(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/** The picker's value and its validation → form value: YYYY-MM-DD, null when empty, else INVALID_DATE. */
export function toDateText(value: Dayjs | null, error: DateValidationError): string | null {
  if (value === null) return null;
  if (error !== null || !value.isValid()) return INVALID_DATE;
  return value.format('YYYY-MM-DD');
}

const shown = (iso: string) => iso.replaceAll('-', '/');

/** What the field says when the picker refuses the date. */
export function dateFieldMessage(
  label: string,
  error: Exclude<DateValidationError, null>,
  bounds: { min: string; max: string },
): string {
  switch (error) {
    case 'minDate':
    case 'maxDate':
      return `${label}は${shown(bounds.min)}から${shown(bounds.max)}までの日付で入力してください`;
    case 'disableFuture':
      return `${label}に未来の日付は入力できません`;
    default:
      return `${label}は正しい日付で入力してください`;
  }
}
