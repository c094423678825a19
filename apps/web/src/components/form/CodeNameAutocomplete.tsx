import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { codeAndName } from './reference-fields.ts';
import { emptyToNull } from './TextFieldControl.tsx';

export type CodeNameOption = { code: string; name: string; kana: string };

type Props = {
  /** The form field that holds the name; the text typed is the name (a name not offered is kept). */
  name: string;
  label: string;
  /** The option the form's name and code make now, or null. */
  picked: CodeNameOption | null;
  options: readonly CodeNameOption[];
  /** How many matched in all (the list shows the best ones). */
  total: number;
  loading: boolean;
  /** The text to search for changed (typing, or opening the list). */
  onSearch: (text: string) => void;
  onPick: (option: CodeNameOption) => void;
  noOptionsText: string;
  helperText?: string;
  disabled?: boolean;
};

/**
 * A name field that offers what the server finds as the user types (`0001 みずほ銀行`, kana below),
 * the server doing the matching (kana, width, code). Free text stays possible: codes are separate
 * fields that stay editable.
 */
export function CodeNameAutocomplete({
  name,
  label,
  picked,
  options,
  total,
  loading,
  onSearch,
  onPick,
  noOptionsText,
  helperText,
  disabled,
}: Props) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const [open, setOpen] = useState(false);
  const more = total - options.length;

  return (
    <Autocomplete<CodeNameOption, false, false, true>
      freeSolo
      open={open}
      onOpen={() => {
        setOpen(true);
        onSearch(String(field.value ?? ''));
      }}
      onClose={() => setOpen(false)}
      options={options}
      value={picked}
      inputValue={String(field.value ?? '')}
      onInputChange={(_event, text, reason) => {
        // 'reset' is the picked option's name, which onChange writes itself.
        if (reason === 'reset') return;
        field.onChange(emptyToNull(text));
        onSearch(text);
      }}
      onChange={(_event, option) => {
        if (option && typeof option !== 'string') onPick(option);
      }}
      filterOptions={(x) => x}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      isOptionEqualToValue={(option, value) => typeof value !== 'string' && option.code === value.code}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.code)}
      loading={loading}
      loadingText="検索中…"
      noOptionsText={noOptionsText}
      disabled={disabled}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{codeAndName(option)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {option.kana}
            </Typography>
          </Box>
        </Box>
      )}
      slotProps={{ listbox: { 'aria-label': label } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error?.message ??
            (open && more > 0
              ? `ほか${more.toLocaleString('ja-JP')}件。続けて入力すると絞り込めます`
              : helperText)
          }
        />
      )}
    />
  );
}
