import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { DateTimeFieldControl } from '../../components/form/DateFieldControl.tsx';
import { INVALID_DATE } from '../../components/form/date-field-values.ts';
import { fromLocalInput, toLocalInput } from './daily-report-form-values.ts';

type Props<T extends FieldValues> = { control: Control<T>; name: FieldPath<T>; label: string };

/**
 * A date and time (Tokyo) for an instant of the report through the kit's date-time field; the value is
 * ISO 8601 with +09:00 (null when empty). Text it cannot read stays INVALID_DATE for the contract to refuse.
 */
export function DateTimeControl<T extends FieldValues>({ control, name, label }: Props<T>) {
  return (
    <DateTimeFieldControl
      control={control}
      name={name}
      label={label}
      toField={(value) => (value === INVALID_DATE ? INVALID_DATE : toLocalInput(value as string | null))}
      fromField={(text) => (text === INVALID_DATE ? INVALID_DATE : fromLocalInput(text))}
    />
  );
}
