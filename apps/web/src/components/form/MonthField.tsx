import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { todayInTokyo } from '@rikuun/contract';
import { lazy, useState } from 'react';
import { formatMonth, parseMonthText } from '../../lib/format.ts';
import { DATE_FIELD_MAX, DATE_FIELD_MIN } from './date-field-values.ts';
import { type PickerFieldCommon, PickerTextField } from './PickerTextField.tsx';

const MonthPopover = lazy(() => import('./PickerPopovers.tsx').then((m) => ({ default: m.MonthPopover })));

export type MonthFieldProps = PickerFieldCommon & {
  /** YYYY-MM, null when empty. */
  value: string | null | undefined;
  /** YYYY-MM, or null when emptied; text that is no month is not sent (the field says so). */
  onChange: (value: string | null) => void;
};

/**
 * The product's one month field: shows 2026年12月; reads 202612, 2026/12, 2026-12, 12 (this year) and
 * full-width digits (lib/format.ts `parseMonthText`); a grid of months behind its button.
 */
export function MonthField({ value, onChange, ...common }: MonthFieldProps) {
  const [problem, setProblem] = useState(false);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setProblem(false);
  }
  return (
    <PickerTextField
      {...common}
      shown={formatMonth(value)}
      value={value}
      commit={(text) => {
        const typed = text.trim();
        const month = typed === '' ? null : parseMonthText(typed, todayInTokyo());
        const bad = typed !== '' && month === null;
        setProblem(bad);
        if (bad) return { sent: value };
        if (month !== (value ?? null)) onChange(month);
        return { sent: month, text: formatMonth(month) };
      }}
      problem={problem ? `${common.label}は年月（例: 2026年12月、202612）で入力してください` : undefined}
      placeholder="2026年12月"
      inputMode="numeric"
      buttonLabel="月の一覧を開く"
      icon={<CalendarMonthOutlined />}
      popover={({ anchorEl, onClose, pick }) => (
        <MonthPopover
          anchorEl={anchorEl}
          title={`${common.label}の選択`}
          value={value ?? null}
          min={DATE_FIELD_MIN}
          max={DATE_FIELD_MAX}
          onClose={onClose}
          onPick={(month) => pick(formatMonth(month))}
        />
      )}
    />
  );
}
