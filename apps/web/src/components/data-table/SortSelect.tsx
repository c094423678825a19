import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Column } from './columns.ts';

/** On phones the headers are gone: the sort is chosen from a menu instead. */
export function SortSelect<T>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly Column<T>[];
  sort: string | undefined;
  onSort: (sort: string) => void;
}) {
  const sortable = columns.filter((column) => column.sortKey);
  return (
    <TextField
      select
      size="small"
      label="並び順"
      value={sort ?? ''}
      onChange={(event) => onSort(event.target.value)}
      fullWidth={false}
      sx={{ minWidth: 180 }}
    >
      {sortable.flatMap((column) => [
        <MenuItem key={column.sortKey} value={column.sortKey}>
          {column.label}（昇順）
        </MenuItem>,
        <MenuItem key={`-${column.sortKey}`} value={`-${column.sortKey}`}>
          {column.label}（降順）
        </MenuItem>,
      ])}
    </TextField>
  );
}
