import TextField from '@mui/material/TextField';
import { parseNumberText } from '@rikuun/contract';
import { useEffect, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  unit?: string;
};

/**
 * Text typed → number (full-width digits folded, ',' as '.'), '' → null; what cannot be a number is
 * left for the schema to refuse.
 */
export const parseDecimal = parseNumberText;

/**
 * A number with decimals on the phone's number pad. Keeps the text as typed ("0.", "0.0"), so a
 * decimal can be entered digit by digit, and gives the form the number.
 */
export function DecimalField<T extends FieldValues>({ control, name, label, unit }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DecimalInput
          label={unit ? `${label}（${unit}）` : label}
          name={field.name}
          value={field.value as number | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

type InputProps = {
  label: string;
  name: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  error?: string;
};

function DecimalInput({ label, name, value, onChange, onBlur, error }: InputProps) {
  const [text, setText] = useState(value === null || value === undefined ? '' : String(value));
  // A value set from outside (a reset) replaces the text; the number typed here keeps its text.
  useEffect(() => {
    setText((current) =>
      parseDecimal(current) === (value ?? null) ? current : value == null ? '' : String(value),
    );
  }, [value]);
  return (
    <TextField
      label={label}
      name={name}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseDecimal(event.target.value));
      }}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal', style: { fontSize: 20 } } }}
    />
  );
}
