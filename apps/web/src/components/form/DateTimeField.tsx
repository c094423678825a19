import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import type { ReactNode, Ref } from 'react';
import { useRef, useState } from 'react';
import { DateField } from './DateField.tsx';
import { INVALID_DATE, joinDateTime } from './date-field-values.ts';
import type { PickerFieldCommon } from './PickerTextField.tsx';
import { TimeField } from './TimeField.tsx';

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** 2026-12-31T21:30 → its date and time parts (null for what is not there). */
function partsOf(value: string | null | undefined): { date: string | null; time: string | null } {
  const m = value ? LOCAL.exec(value) : null;
  return m ? { date: m[1] ?? null, time: m[2] ?? null } : { date: null, time: null };
}

export type DateTimeFieldProps = Omit<PickerFieldCommon, 'inputRef' | 'onBlur' | 'name'> & {
  /** Tokyo wall-clock time as a datetime-local input had it: 2026-12-31T21:30; '' or null when empty. */
  value: string | null | undefined;
  /** 2026-12-31T21:30, '' when both parts are empty, INVALID_DATE when one is missing or unreadable. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The date part's input (the form focuses it on an error). */
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  min?: string;
  max?: string;
  disableFuture?: boolean;
  helperText?: ReactNode;
};

/**
 * A date and a time of day (Tokyo) as one value: the kit's date field (named by the label) and a 時刻
 * field side by side in a group of that name, as tall as one field, in place of datetime-local (which shows 9:30 PM on an English browser). Each
 * caller keeps turning the 2026-12-31T21:30 text into what its API takes (an instant with +09:00).
 */
export function DateTimeField({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  required,
  disabled,
  error,
  helperText,
  size,
  fullWidth,
  sx,
  min,
  max,
  disableFuture,
}: DateTimeFieldProps) {
  const [parts, setParts] = useState(() => partsOf(value));
  const sent = useRef<string | null | undefined>(value);
  // Changed from outside (a reset, another record): take its parts.
  if (value !== sent.current && !(value === INVALID_DATE)) {
    sent.current = value;
    setParts(partsOf(value));
  }
  const [missing, setMissing] = useState(false);

  const update = (next: { date: string | null; time: string | null }) => {
    setParts(next);
    const joined = joinDateTime(next.date, next.time);
    // One part there and the other empty: say what is missing (a part typed wrong says so itself).
    setMissing((next.date === null) !== (next.time === null));
    sent.current = joined;
    if (joined !== (value ?? '')) onChange(joined);
  };
  const message = missing ? `${label}は日付と時刻の両方を入力してください` : error;

  return (
    <FormControl
      role="group"
      aria-label={label}
      required={required}
      disabled={disabled}
      error={message !== undefined}
      fullWidth={fullWidth}
      sx={[{ minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateField
          label={label}
          name={name}
          inputRef={inputRef}
          value={parts.date}
          onChange={(date) => update({ ...parts, date })}
          onBlur={onBlur}
          required={required}
          disabled={disabled}
          size={size}
          min={min}
          max={max}
          disableFuture={disableFuture}
          sx={{ flex: '1 1 10.5rem', minWidth: '10.5rem' }}
        />
        <TimeField
          label="時刻"
          value={parts.time}
          onChange={(time) => update({ ...parts, time })}
          onBlur={onBlur}
          required={required}
          disabled={disabled}
          size={size}
          sx={{ flex: '0 1 8rem', minWidth: '8rem' }}
        />
      </Stack>
      {(message ?? helperText) && <FormHelperText>{message ?? helperText}</FormHelperText>}
    </FormControl>
  );
}
