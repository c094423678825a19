import {
  accountingMonthSchema,
  type ClientStatementSummary,
  type DriverStatementSummary,
  type ListResponse,
  paginationQuery,
  sortQuery,
} from '@rikuun/contract';
import { z } from 'zod';
import { pendingTotal } from './month-close-format.ts';

export const closeTabs = ['clients', 'drivers', 'subcontracts'] as const;
export type CloseTab = (typeof closeTabs)[number];

/**
 * The month close screen's URL (?month=2026-10&tab=drivers&sort=-totalAmount): the server answers every
 * counterparty of the month at once, so paging and sorting happen here.
 */
export const monthCloseQuery = paginationQuery.extend({
  month: accountingMonthSchema().optional(),
  tab: z.enum(closeTabs).optional(),
  sort: sortQuery(['name', 'totalAmount', 'pending']).optional(),
});

type Summary = ClientStatementSummary | DriverStatementSummary;
const nameOf = (s: Summary) => ('clientName' in s ? s.clientName : s.driverName);

/** The page of rows in the sort asked for (names in Japanese order). */
export function pageOf<T extends Summary>(
  all: ListResponse<T> | undefined,
  { page, perPage, sort }: { page: number; perPage: number; sort?: string },
): ListResponse<T> | undefined {
  if (!all) return undefined;
  const key = sort?.replace(/^-/, '') ?? 'name';
  const sign = sort?.startsWith('-') ? -1 : 1;
  const compare = (a: T, b: T) =>
    key === 'totalAmount'
      ? a.totalAmount - b.totalAmount
      : key === 'pending'
        ? pendingTotal(a.pending) - pendingTotal(b.pending)
        : nameOf(a).localeCompare(nameOf(b), 'ja');
  const sorted = [...all.data].sort(
    (a, b) => sign * compare(a, b) || nameOf(a).localeCompare(nameOf(b), 'ja'),
  );
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: all.total };
}
