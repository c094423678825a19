import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { lazy, useState } from 'react';
import { parseTimeText } from '../../lib/format.ts';
import { type PickerFieldCommon, PickerTextField } from './PickerTextField.tsx';

const TimeListPopover = lazy(() =>
  import('./PickerPopovers.tsx').then((m) => ({ default: m.TimeListPopover })),
);

export type TimeFieldProps = PickerFieldCommon & {
  /** HH:MM, null when empty. */
  value: string | null | undefined;
  /**
   * HH:MM, null when emptied; text it cannot read is sent as typed, so the contract's time schema
   * refuses it with its own message.
   */
  onChange: (value: string | null) => void;
  /** 24:00 is a time here (the end of a day); no field of the product allows it today. */
  allow24?: boolean;
};

/** What a time field says when it cannot read the text typed. */
export const timeFieldMessage = (label: string) =>
  `${label}は24時間表記の時刻（例: 21:30、2130）で入力してください`;

/**
 * The product's one time field: 24-hour HH:MM whatever the browser's locale (21:30, never 9:30 PM);
 * reads 930, 9:30, 21:30, ２１：３０ (lib/format.ts `parseTimeText`); a list of times every 15 minutes
 * behind its button.
 */
export function TimeField({ value, onChange, allow24, ...common }: TimeFieldProps) {
  const [problem, setProblem] = useState(false);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value === null || value === undefined || parseTimeText(value, { allow24 }) === value)
      setProblem(false);
  }
  return (
    <PickerTextField
      {...common}
      shown={value ?? ''}
      value={value}
      commit={(text) => {
        const typed = text.trim();
        const time = typed === '' ? null : parseTimeText(typed, { allow24 });
        const next = typed === '' ? null : (time ?? typed);
        setProblem(typed !== '' && time === null);
        if (next !== value) onChange(next);
        return { sent: next, text: time ?? undefined };
      }}
      problem={problem ? timeFieldMessage(common.label) : undefined}
      placeholder="21:30"
      inputMode="numeric"
      buttonLabel="時刻の一覧を開く"
      icon={<ScheduleOutlined />}
      popover={({ anchorEl, onClose, pick }) => (
        <TimeListPopover
          anchorEl={anchorEl}
          title={`${common.label}の選択`}
          value={value && parseTimeText(value) === value ? value : null}
          onClose={onClose}
          onPick={pick}
        />
      )}
    />
  );
}
