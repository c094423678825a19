import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** A choice; number values (締日, 税率) stay numbers in the form. */
export type SelectOption = { value: string | number; label: string };

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  /** Offers an empty choice that stores null, for optional fields. */
  emptyLabel?: string;
  required?: boolean;
  helperText?: string;
};

/** A select of texts or numbers bound to react-hook-form, built on TextField so it shares the label and error layout. */
export function SelectControl<T extends FieldValues>({
  control,
  name,
  label,
  options,
  emptyLabel,
  required,
  helperText,
}: Props<T>) {
  // The chosen option's own value, so a number option gives the form a number, not its text.
  const chosenValue = (selected: unknown) =>
    selected === ''
      ? null
      : (options.find((option) => String(option.value) === String(selected))?.value ?? selected);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          required={required}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(chosenValue(event.target.value))}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        >
          {emptyLabel !== undefined && (
            <MenuItem value="">
              <em>{emptyLabel}</em>
            </MenuItem>
          )}
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** Turns a contract label map ({ kei: '軽貨物', ... }) into select options, in declaration order. */
export const optionsFrom = (labels: Record<string, string>): SelectOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
