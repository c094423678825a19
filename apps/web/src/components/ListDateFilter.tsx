import { DateField } from './form/DateField.tsx';
import { INVALID_DATE } from './form/date-field-values.ts';

type Props = {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

/**
 * A date filter of a list (YYYY-MM-DD in the URL) through the kit's DateField: a date typed wrong
 * filters nothing new (the field says why), an emptied one removes the filter.
 */
export function ListDateFilter({ label, value, onChange }: Props) {
  return (
    <DateField
      label={label}
      size="small"
      value={value ?? null}
      onChange={(next) => {
        if (next !== INVALID_DATE) onChange(next ?? undefined);
      }}
      sx={{ minWidth: 180, maxWidth: { sm: 200 } }}
    />
  );
}
