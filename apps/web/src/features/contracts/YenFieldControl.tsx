import InputAdornment from '@mui/material/InputAdornment';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextFieldControl, toOptionalNumber } from '../../components/form/TextFieldControl.tsx';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** 「便」: shown after 円 as 円 / 便. */
  unit?: string;
  helperText?: string;
};

/** A whole-yen amount: numeric keyboard on phones, 円 (per unit) after the number. */
export function YenFieldControl<T extends FieldValues>({
  control,
  name,
  label,
  required,
  unit,
  helperText,
}: Props<T>) {
  return (
    <TextFieldControl
      control={control}
      name={name}
      label={label}
      required={required}
      type="number"
      parse={toOptionalNumber}
      helperText={helperText}
      slotProps={{
        input: {
          endAdornment: <InputAdornment position="end">{unit ? `円 / ${unit}` : '円'}</InputAdornment>,
        },
        htmlInput: { min: 0, step: 1, inputMode: 'numeric' },
      }}
    />
  );
}
