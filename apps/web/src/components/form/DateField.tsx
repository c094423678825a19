import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { lazy, useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import {
  DATE_FIELD_MAX,
  DATE_FIELD_MIN,
  type DateProblem,
  dateFieldMessage,
  INVALID_DATE,
  isoDateOf,
  readDateField,
  shownDate,
} from './date-field-values.ts';
import { type PickerFieldCommon, PickerTextField } from './PickerTextField.tsx';

const CalendarPopover = lazy(() =>
  import('./PickerPopovers.tsx').then((m) => ({ default: m.CalendarPopover })),
);

export type DateFieldProps = PickerFieldCommon & {
  /** YYYY-MM-DD, null when empty (INVALID_DATE while what was typed is no date). */
  value: string | null | undefined;
  /** YYYY-MM-DD, null when emptied, INVALID_DATE for text that is no date or out of bounds. */
  onChange: (value: string | null) => void;
  /** Earliest date accepted, YYYY-MM-DD (the contract's bound by default). */
  min?: string;
  /** Latest date accepted, YYYY-MM-DD. */
  max?: string;
  /** For dates of past events (整備日, 初度登録日): no date after today. */
  disableFuture?: boolean;
};

/**
 * The product's one date field: shows 2026/12/31 (木) whatever the browser's locale; reads 20261231,
 * 2026/12/31, 2026-12-31, 12/31 and full-width digits (lib/format.ts `parseDateText`); a Japanese
 * calendar behind its button. The value is ISO YYYY-MM-DD for the form and the API. A date it cannot
 * read or out of bounds becomes INVALID_DATE (the contract refuses it) and the field says why.
 */
export function DateField({
  value,
  onChange,
  min = DATE_FIELD_MIN,
  max = DATE_FIELD_MAX,
  disableFuture,
  ...common
}: DateFieldProps) {
  const [problem, setProblem] = useState<DateProblem | null>(null);
  const bounds = { min, max, disableFuture };
  const iso = isoDateOf(value);
  // Cleared from outside (reset, another record): what it said about the old text no longer holds.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== INVALID_DATE) setProblem(null);
  }

  return (
    <PickerTextField
      {...common}
      shown={shownDate(value)}
      value={value}
      commit={(text) => {
        const read = readDateField(text, bounds);
        setProblem(read.problem);
        if (read.value !== value) onChange(read.value);
        return { sent: read.value, text: read.problem === null ? formatDate(read.value) : undefined };
      }}
      problem={problem === null ? undefined : dateFieldMessage(common.label, problem, bounds)}
      placeholder="2026/12/31"
      inputMode="numeric"
      buttonLabel="カレンダーを開く"
      icon={<CalendarMonthOutlined />}
      popover={({ anchorEl, onClose, pick }) => (
        <CalendarPopover
          anchorEl={anchorEl}
          title={`${common.label}の選択`}
          value={iso}
          min={min}
          max={max}
          disableFuture={disableFuture}
          onClose={onClose}
          onPick={(date) => pick(formatDate(date))}
        />
      )}
    />
  );
}
