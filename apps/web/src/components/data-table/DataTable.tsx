import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ListResponse } from '@rikuun/contract';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { keepFocusWhileChanging } from '../../lib/focus-return.ts';
import { type ListQueryBase, toggleSort } from '../../lib/list-query.ts';
import { QueryError } from '../QueryStatus.tsx';
import { CsvDownloadButton, type CsvExport } from './CsvDownloadButton.tsx';
import type { Column } from './columns.ts';
import { DesktopTable } from './DesktopTable.tsx';
import { LoadingRows } from './LoadingRows.tsx';
import { PhoneCards } from './PhoneCards.tsx';
import { SortSelect } from './SortSelect.tsx';
import { TablePager } from './TablePager.tsx';
import { useRowSelection } from './use-row-selection.ts';

export const PER_PAGE_OPTIONS = [20, 50, 100, 200] as const;

export type DataTableProps<T> = {
  /** What the list is (車両一覧): the table's accessible name. */
  label: string;
  columns: readonly Column<T>[];
  rowId: (row: T) => string;
  /** The row's page: the row (or card) opens it. */
  rowHref?: (row: T) => string;
  /** The list query's result (RTK Query). */
  data: ListResponse<T> | undefined;
  error: unknown;
  isFetching: boolean;
  onRetry: () => void;
  /** The list's page, perPage and sort (from useListQuery) and how to change them. */
  query: ListQueryBase;
  onQueryChange: (change: Partial<ListQueryBase>, options?: { replace?: boolean }) => void;
  perPageOptions?: readonly number[];
  /** Shown when nothing matches: 条件に一致する車両はありません */
  emptyMessage: string;
  /** A CSV download of the whole filtered list, in the toolbar. */
  csv?: CsvExport<T>;
  /** Bulk actions for the selected rows; giving them turns on row selection. */
  bulkActions?: (selectedIds: readonly string[], clearSelection: () => void) => ReactNode;
};

/**
 * A list screen's table: desktop table from `md` up and cards below, sortable headers (a menu on phones),
 * Japanese pagination, loading, empty and error states, row selection and a CSV download. A list page
 * gives its columns, its query (useListQuery) and its RTK Query result.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, data, error, isFetching, onRetry, query, onQueryChange, emptyMessage } = props;
  const compact = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const selection = useRowSelection();
  const selectable = props.bulkActions !== undefined;
  const { clear } = selection;
  const frame = useRef<HTMLDivElement>(null);
  // A bulk action's bar goes with the selection it cleared, and the rows it decided leave the list:
  // the keyboard focus stays on the list (not the page's top), from where Tab reaches the rows again.
  const clearAfterAction = useCallback(() => {
    clear();
    keepFocusWhileChanging(() => frame.current, new Promise((done) => setTimeout(done, 1_000)));
  }, [clear]);

  // The rows shown changed (page, filters, a bulk action's refetch): what was selected is gone from view.
  useEffect(() => {
    if (data) clear();
  }, [data, clear]);

  // A link to a page past the end (rows were deleted since): show the last page instead.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / query.perPage)) : 1;
  useEffect(() => {
    if (data && data.data.length === 0 && data.total > 0 && query.page > lastPage)
      onQueryChange({ page: lastPage }, { replace: true });
  }, [data, query.page, lastPage, onQueryChange]);

  const onSort = (key: string) => onQueryChange({ sort: toggleSort(query.sort, key) });
  const hasSort = columns.some((column) => column.sortKey);
  const rowsProps = {
    label,
    columns,
    rows: data?.data ?? [],
    rowId: props.rowId,
    rowHref: props.rowHref,
    selection: selectable ? selection : undefined,
  };

  const toolbar = (
    <Stack
      direction="row"
      // With row selection the bar of bulk actions follows the rows in the tab order (the keyboard
      // selects rows, then acts on them) and still shows above them.
      sx={{ alignItems: 'center', gap: 1, px: 1.5, py: 1, flexWrap: 'wrap', minHeight: 52, order: -1 }}
    >
      {selectable && selection.ids.length > 0 ? (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {selection.ids.length}件を選択中
          </Typography>
          {props.bulkActions?.(selection.ids, clearAfterAction)}
        </>
      ) : (
        compact && hasSort && <SortSelect columns={columns} sort={query.sort} onSort={onSort} />
      )}
      <Box sx={{ flexGrow: 1 }} />
      {props.csv && data && data.total > 0 && <CsvDownloadButton columns={columns} csv={props.csv} />}
    </Stack>
  );

  return (
    <Paper
      ref={frame}
      variant="outlined"
      tabIndex={selectable ? -1 : undefined}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      {!selectable && toolbar}
      <Box sx={{ height: 4 }}>{isFetching && data && <LinearProgress aria-label="読み込み中" />}</Box>
      {error !== undefined && error !== null && (
        <Box sx={{ p: 1.5 }}>
          <QueryError error={error} onRetry={onRetry} />
        </Box>
      )}
      {!data && !error && <LoadingRows />}
      {data && data.data.length === 0 && (
        <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{emptyMessage}</Typography>
      )}
      {data &&
        data.data.length > 0 &&
        (compact ? (
          <PhoneCards {...rowsProps} />
        ) : (
          <DesktopTable {...rowsProps} sort={query.sort} onSort={onSort} />
        ))}
      {data && data.total > 0 && (
        <TablePager
          total={data.total}
          page={query.page}
          perPage={query.perPage}
          perPageOptions={props.perPageOptions ?? PER_PAGE_OPTIONS}
          compact={compact}
          onChange={onQueryChange}
        />
      )}
      {selectable && toolbar}
    </Paper>
  );
}
