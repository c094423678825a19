import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { parseSort } from '../../lib/list-query.ts';
import { type Column, cellContent, deskOrder, rowName, selectLabel } from './columns.ts';
import type { RowSelection } from './use-row-selection.ts';

type Props<T> = {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  rowHref?: (row: T) => string;
  sort?: string;
  onSort?: (key: string) => void;
  selection?: RowSelection;
};

/** A click on a link, button or checkbox inside a row does its own thing, not the row's navigation. */
const isInteractive = (event: MouseEvent | KeyboardEvent) =>
  (event.target as HTMLElement).closest('a, button, input, label, [role="checkbox"]') !== null;

/**
 * The action column stuck to the scroller's right edge, over the columns scrolling beneath it (a table
 * has one: several would lie on each other).
 */
const stickyCell = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: { palette: { divider: string } }) => `inset 1px 0 0 ${theme.palette.divider}`,
} as const;

/** The dense desktop table: sortable headers, one line per cell where the column asks for it. */
export function DesktopTable<T>({
  label,
  rows,
  rowId,
  rowHref,
  sort,
  onSort,
  selection,
  ...props
}: Props<T>) {
  const columns = deskOrder(props.columns);
  const navigate = useNavigate();
  const current = parseSort(sort);
  const ids = rows.map(rowId);
  const selectedHere = ids.filter((id) => selection?.isSelected(id)).length;

  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={rowHref || selection ? -1 : 0}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={ids.length > 0 && selectedHere === ids.length}
                  indeterminate={selectedHere > 0 && selectedHere < ids.length}
                  onChange={(event) => selection.setMany(ids, event.target.checked)}
                  slotProps={{ input: { 'aria-label': 'このページをすべて選択' } }}
                />
              </TableCell>
            )}
            {columns.map((column) => {
              const active = column.sortKey !== undefined && current?.key === column.sortKey;
              return (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sortDirection={active ? current?.direction : false}
                  sx={{
                    minWidth: column.minWidth,
                    maxWidth: column.maxWidth,
                    ...(column.sticky ? { ...stickyCell, zIndex: 2 } : {}),
                  }}
                >
                  {column.sortKey && onSort ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? current?.direction : 'asc'}
                      onClick={() => onSort(column.sortKey as string)}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const id = rowId(row);
            const href = rowHref?.(row);
            return (
              <TableRow
                key={id}
                hover
                selected={selection?.isSelected(id) ?? false}
                onClick={href ? (event) => !isInteractive(event) && navigate(href) : undefined}
                // A row that opens its record by click is a tab stop and opens with Enter too.
                tabIndex={href ? 0 : undefined}
                onKeyDown={
                  href
                    ? (event) => {
                        if (event.key === 'Enter' && !isInteractive(event)) navigate(href);
                      }
                    : undefined
                }
                sx={
                  href
                    ? {
                        cursor: 'pointer',
                        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                      }
                    : undefined
                }
              >
                {selection && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={selection.isSelected(id)}
                      onChange={(event) => selection.setMany([id], event.target.checked)}
                      slotProps={{ input: { 'aria-label': selectLabel(rowName(columns, row)) } }}
                    />
                  </TableCell>
                )}
                {columns.map((column) => {
                  const text = column.maxWidth ? column.value?.(row) : undefined;
                  return (
                    <TableCell
                      key={column.id}
                      align={column.align}
                      title={text === null || text === undefined ? undefined : String(text)}
                      sx={{
                        minWidth: column.minWidth,
                        maxWidth: column.maxWidth,
                        ...(column.noWrap || column.maxWidth ? { whiteSpace: 'nowrap' } : {}),
                        ...(column.maxWidth ? { overflow: 'hidden', textOverflow: 'ellipsis' } : {}),
                        ...(column.sticky ? stickyCell : {}),
                      }}
                    >
                      {cellContent(column, row)}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
