import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { msg } from '@rikuun/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import {
  type Control,
  Controller,
  type ControllerFieldState,
  type FieldPath,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';
import {
  DATE_FIELD_MAX,
  DATE_FIELD_MIN,
  dateFieldMessage,
  fromDateText,
  toDateText,
} from './date-field-values.ts';

type Bounds = {
  /** Earliest date accepted, YYYY-MM-DD (the contract's bound by default). */
  min?: string;
  /** Latest date accepted, YYYY-MM-DD. */
  max?: string;
  /** For dates of past events (整備日, 初度登録日): no date after today. */
  disableFuture?: boolean;
};

type Props<T extends FieldValues> = Bounds & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  helperText?: string;
};

/**
 * A business date (form value YYYY-MM-DD, empty: null) through MUI X's date picker, shown as YYYY/MM/DD
 * with a Japanese calendar. A date typed wrong (2025/02/30) or out of range becomes a value the contract's
 * date schema refuses, so the form never saves it empty or wrong; the field says what is wrong.
 */
export function DateFieldControl<T extends FieldValues>({ control, name, ...props }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => <BoundDatePicker field={field} fieldState={fieldState} {...props} />}
    />
  );
}

type BoundProps = Omit<Props<FieldValues>, 'control' | 'name'> & {
  field: {
    name: string;
    value: unknown;
    onChange: (value: string | null) => void;
    onBlur: () => void;
    ref: RefCallBack;
  };
  fieldState: ControllerFieldState;
};

function BoundDatePicker({
  field,
  fieldState,
  label,
  required,
  helperText,
  min = DATE_FIELD_MIN,
  max = DATE_FIELD_MAX,
  disableFuture,
}: BoundProps) {
  // The picker's own value: it keeps what was typed even while the form holds INVALID_DATE.
  const [picked, setPicked] = useState<Dayjs | null>(() => fromDateText(field.value));
  const [pickerError, setPickerError] = useState<DateValidationError>(null);
  const sent = useRef<unknown>(field.value);

  // The form was reset or loaded another record: show its value.
  useEffect(() => {
    if (field.value === sent.current) return;
    sent.current = field.value;
    setPicked(fromDateText(field.value));
  }, [field.value]);

  // Not while typing: once the user has left the field or tried to save.
  const pickerMessage =
    pickerError !== null && (fieldState.isTouched || fieldState.error !== undefined)
      ? dateFieldMessage(label, pickerError, { min, max })
      : undefined;
  // An empty required date: say so, rather than the schema's format message (the field shows YYYY/MM/DD).
  const emptyMessage =
    fieldState.error && fieldState.error.type !== 'server' && field.value == null
      ? msg.required(label)
      : undefined;
  const message = pickerMessage ?? emptyMessage ?? fieldState.error?.message;

  return (
    <DatePicker
      label={label}
      value={picked}
      format="YYYY/MM/DD"
      minDate={dayjs(min)}
      maxDate={dayjs(max)}
      disableFuture={disableFuture}
      inputRef={field.ref}
      onError={setPickerError}
      onChange={(value, context) => {
        setPicked(value);
        setPickerError(context.validationError);
        const next = toDateText(value, context.validationError);
        sent.current = next;
        field.onChange(next);
      }}
      slotProps={{
        // Japanese order in the calendar header: 2026年11月, not the adapter's 11月 2026.
        calendarHeader: { format: 'YYYY年M月' },
        textField: {
          name: field.name,
          required,
          onBlur: field.onBlur,
          error: message !== undefined,
          helperText: message ?? helperText,
          fullWidth: true,
        },
      }}
    />
  );
}
