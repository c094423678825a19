import type { CsvValue } from '@rikuun/contract';
import type { ReactNode } from 'react';

/**
 * One column of a list: its header, its cell, how it sorts, and where it goes on a phone card.
 * `value` is the plain text of the cell: shown when there is no `render`, used as the cell's title when
 * it is cut short (ellipsis) and written to the CSV export.
 */
export type Column<T> = {
  id: string;
  /** Header in the table, label on a card line and header of the CSV column. */
  label: string;
  value?: (row: T) => CsvValue;
  /** The cell; defaults to `value` (or — when empty). */
  render?: (row: T) => ReactNode;
  /** The contract's sort key: makes the header a sort button (`sort=key`, `sort=-key`). */
  sortKey?: string;
  align?: 'left' | 'right' | 'center';
  /** Keep the cell on one line (codes, dates, numbers, short names). */
  noWrap?: boolean;
  /** Cut long text with … at this width (the whole text shows as the cell's title). */
  maxWidth?: number;
  minWidth?: number;
  /** On a phone card: the title line, a status at its right, or a detail line. Absent: desktop only. */
  card?: 'primary' | 'status' | 'secondary';
  /** Write the column into the CSV export (default true when it has a value). */
  csv?: boolean;
};

/** The text of a cell, or — for nothing. */
export const EMPTY_CELL = '—';

export function cellContent<T>(column: Column<T>, row: T): ReactNode {
  if (column.render) return column.render(row);
  const value = column.value?.(row);
  return value === null || value === undefined || value === '' ? EMPTY_CELL : String(value);
}

export const isBlank = <T>(column: Column<T>, row: T): boolean => {
  if (!column.value) return false;
  const value = column.value(row);
  return value === null || value === undefined || value === '';
};
