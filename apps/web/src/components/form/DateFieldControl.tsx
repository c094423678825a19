import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { emptyToNull, TextFieldControl } from './TextFieldControl.tsx';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  helperText?: string;
};

/**
 * A business date (YYYY-MM-DD) as the browser's native date input: phones open their own calendar, and
 * the value is already in the format the API takes. An optional date left empty is stored as null.
 */
export function DateFieldControl<T extends FieldValues>({ required, ...props }: Props<T>) {
  return (
    <TextFieldControl
      {...props}
      type="date"
      required={required}
      parse={required ? undefined : emptyToNull}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
