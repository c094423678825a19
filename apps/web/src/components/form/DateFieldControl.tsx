import { msg } from '@rikuun/contract';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField } from './DateField.tsx';
import { DateTimeField } from './DateTimeField.tsx';
import { TimeField } from './TimeField.tsx';

type Bound<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  helperText?: string;
  fullWidth?: boolean;
};

type DateBounds = {
  /** Earliest date accepted, YYYY-MM-DD (the contract's bound by default). */
  min?: string;
  /** Latest date accepted, YYYY-MM-DD. */
  max?: string;
  /** For dates of past events (整備日, 初度登録日): no date after today. */
  disableFuture?: boolean;
};

/**
 * A business date of a form (value YYYY-MM-DD, empty: null) through the kit's DateField: shown
 * 2026/12/31 (木), typed any usual way. A date typed wrong or out of range becomes a value the contract's
 * date schema refuses, so the form never saves it empty or wrong; the field says what is wrong. Server
 * errors land here as the form's field errors.
 */
export function DateFieldControl<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helperText,
  fullWidth = true,
  ...bounds
}: Bound<T> & DateBounds) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        // An empty required date: say so, rather than the schema's format message.
        const empty =
          fieldState.error && fieldState.error.type !== 'server' && field.value == null
            ? msg.required(label)
            : undefined;
        return (
          <DateField
            label={label}
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            required={required}
            error={empty ?? fieldState.error?.message}
            helperText={helperText}
            fullWidth={fullWidth}
            {...bounds}
          />
        );
      }}
    />
  );
}

/** A time of day of a form (HH:MM, empty: null) through the kit's TimeField, 24-hour. */
export function TimeFieldControl<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helperText,
  fullWidth = true,
  allow24,
}: Bound<T> & { allow24?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TimeField
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          required={required}
          allow24={allow24}
          error={fieldState.error?.message}
          helperText={helperText}
          fullWidth={fullWidth}
        />
      )}
    />
  );
}

/**
 * A date and time of a form through the kit's DateTimeField. The form value is the Tokyo wall-clock
 * text (2026-12-31T21:30, '' when empty) unless `toField`/`fromField` turn it into what the form holds
 * (an instant with +09:00, null when empty).
 */
export function DateTimeFieldControl<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helperText,
  fullWidth = true,
  toField,
  fromField,
  ...bounds
}: Bound<T> &
  DateBounds & {
    /** The form value → 2026-12-31T21:30 text. */
    toField?: (value: unknown) => string;
    /** 2026-12-31T21:30 text ('' when empty, INVALID_DATE when unreadable) → the form value. */
    fromField?: (text: string) => unknown;
  }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimeField
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={toField ? toField(field.value) : (field.value as string | null)}
          onChange={(text) => field.onChange(fromField ? fromField(text) : text)}
          onBlur={field.onBlur}
          required={required}
          error={fieldState.error?.message}
          helperText={helperText}
          fullWidth={fullWidth}
          {...bounds}
        />
      )}
    />
  );
}
