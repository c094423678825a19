import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { parseNumberText } from '@rikuun/contract';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** How the text typed becomes the form value (e.g. '' → null, digits → number). */
  parse?: (text: string) => unknown;
};

/** A text field bound to react-hook-form; null and undefined show as empty. */
export function TextFieldControl<T extends FieldValues>({
  control,
  name,
  parse,
  helperText,
  ...props
}: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(parse ? parse(event.target.value) : event.target.value)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

export const emptyToNull = (text: string): string | null => (text === '' ? null : text);

/** Numbers stay numbers (full-width digits too); anything else is left for the schema to reject. */
export const toOptionalNumber = (text: string): number | string | null => {
  const n = parseNumberText(text);
  if (n === null) return null;
  return Number.isFinite(n) ? n : text;
};
