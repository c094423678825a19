import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { DATE_FIELD_MAX, DATE_FIELD_MIN, fromDateText } from './form/date-field-values.ts';

type Props = {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

/** A date filter of a list (YYYY-MM-DD in the URL); a date typed only half way filters nothing yet. */
export function ListDateFilter({ label, value, onChange }: Props) {
  return (
    <DatePicker
      label={label}
      value={fromDateText(value)}
      format="YYYY/MM/DD"
      minDate={dayjs(DATE_FIELD_MIN)}
      maxDate={dayjs(DATE_FIELD_MAX)}
      onChange={(picked, context) => {
        if (picked === null) onChange(undefined);
        else if (context.validationError === null && picked.isValid()) onChange(picked.format('YYYY-MM-DD'));
      }}
      slotProps={{
        calendarHeader: { format: 'YYYY年M月' },
        textField: { size: 'small', sx: { minWidth: 160, maxWidth: { sm: 180 } } },
        field: { clearable: true },
      }}
    />
  );
}
