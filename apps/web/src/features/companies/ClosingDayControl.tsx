import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { closingDayLabel } from '@rikuun/contract';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** 月末 first, then the 1st to the 28th: the value is the number the contract takes (0 = 月末). */
const days = [0, ...Array.from({ length: 28 }, (_, i) => i + 1)];

type Props<T extends FieldValues> = { control: Control<T>; name: FieldPath<T>; label: string };

/** 締日 as a menu of numbers (SelectControl keeps text values). */
export function ClosingDayControl<T extends FieldValues>({ control, name, label }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? 0}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(Number(event.target.value))}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? '請求書の対象期間を決める日'}
        >
          {days.map((day) => (
            <MenuItem key={day} value={day}>
              {closingDayLabel(day)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
