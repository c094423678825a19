import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { fromLocalInput, toLocalInput } from './daily-report-form-values.ts';

type Props<T extends FieldValues> = { control: Control<T>; name: FieldPath<T>; label: string };

/** A date and time (Tokyo) for an instant of the report: the phone's own picker, the value ISO 8601. */
export function DateTimeControl<T extends FieldValues>({ control, name, label }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type="datetime-local"
          name={field.name}
          inputRef={field.ref}
          value={toLocalInput(field.value as string | null)}
          onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}
