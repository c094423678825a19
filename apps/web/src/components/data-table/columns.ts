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
  /**
   * The row's action (発行, 承認状況, 操作): on a desk the column goes last and stays at the table's
   * right edge while the other columns scroll under it, so a wide table never hides it.
   */
  sticky?: boolean;
};

/** The desk table's column order: the sticky action columns last. */
export const deskOrder = <T>(columns: readonly Column<T>[]): readonly Column<T>[] =>
  columns.some((c) => c.sticky)
    ? [...columns.filter((c) => !c.sticky), ...columns.filter((c) => c.sticky)]
    : columns;

/** The text of a cell, or — for nothing. */
/** A row's 操作 (its buttons): kept in view at the table's right edge, a detail line on a card, not in CSV. */
export const actionsColumn = <T>(render: (row: T) => ReactNode): Column<T> => ({
  id: 'actions',
  label: '操作',
  render,
  noWrap: true,
  csv: false,
  card: 'secondary',
  sticky: true,
});

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

/**
 * What a row is called, for its checkbox's name (「山田 太郎 2026/11/20 駐車場代を選択」): the phone
 * card's title and detail lines (`card: 'primary'`, then `'secondary'`), three values at most so rows
 * of one driver differ; else its first column with a value.
 */
export function rowName<T>(columns: readonly Column<T>[], row: T): string {
  const text = (column: Column<T>) => {
    const value = column.value?.(row);
    return value === null || value === undefined ? '' : String(value);
  };
  const title = [
    ...columns.filter((c) => c.card === 'primary'),
    ...columns.filter((c) => c.card === 'secondary'),
  ]
    .map(text)
    .filter((t) => t !== '')
    .slice(0, 3)
    .join(' ');
  return title || columns.map(text).find((t) => t !== '') || '';
}

/** The checkbox of a row: named after the row. */
export const selectLabel = (name: string) => (name ? `${name}を選択` : '選択');
