import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Option } from './use-options.ts';

type Props = {
  label: string;
  options: readonly Option[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Shown instead of an empty field when nothing is chosen (「未割当」). */
  placeholder?: string;
  autoFocus?: boolean;
};

/** One record chosen from a list by typing part of its name. */
export function OptionPicker({ label, options, value, onChange, placeholder, autoFocus }: Props) {
  const selected = options.find((o) => o.value === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, next) => onChange(next?.value ?? null)}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      noOptionsText="該当するものはありません"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          autoFocus={autoFocus}
          // Keep the Autocomplete's own slot props (input ref, combobox role); only the label always shrinks.
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}
