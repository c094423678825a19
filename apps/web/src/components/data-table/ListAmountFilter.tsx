import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useDebouncedFilter } from './use-debounced-filter.ts';

type Props = {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
};

/** A yen bound of a list (金額の下限・上限): digits only, applied after a pause in typing. */
export function ListAmountFilter({ label, value, onChange }: Props) {
  const { text, setText, commit } = useDebouncedFilter(value === undefined ? '' : String(value), (typed) =>
    onChange(typed === undefined ? undefined : Number(typed)),
  );
  return (
    <TextField
      label={label}
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value.normalize('NFKC').replace(/\D/g, ''))}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      sx={{ maxWidth: { sm: 150 } }}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        input: { endAdornment: <InputAdornment position="end">円</InputAdornment> },
      }}
    />
  );
}
