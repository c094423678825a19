import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

type Props<V extends string> = {
  label: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
  /** The choice that filters nothing. */
  allLabel?: string;
};

/** A list filter chosen from a menu; 「すべて」 clears it. */
export function ListSelectFilter<V extends string>({
  label,
  value,
  options,
  onChange,
  allLabel = 'すべて',
}: Props<V>) {
  return (
    <TextField
      select
      label={label}
      size="small"
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as V | undefined)}
      sx={{ minWidth: 140, maxWidth: { sm: 180 } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
