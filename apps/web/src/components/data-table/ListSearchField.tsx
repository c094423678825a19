import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useDebouncedFilter } from './use-debounced-filter.ts';

type Props = {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  label?: string;
  placeholder?: string;
};

/**
 * A list's search box: the search waits for a pause in typing (or Enter) before it changes the URL,
 * and follows the URL when back/forward changes it.
 */
export function ListSearchField({ value = '', onChange, label = '検索', placeholder }: Props) {
  const { text, setText, commit } = useDebouncedFilter(value, onChange);

  return (
    <TextField
      label={label}
      placeholder={placeholder}
      type="search"
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      sx={{ maxWidth: { sm: 320 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
