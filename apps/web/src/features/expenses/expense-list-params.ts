import { approveStatuses, expenseListQuery } from '@rikuun/contract';
import { z } from 'zod';
import { useListQuery } from '../../lib/use-list-query.ts';

/** 承認状況 in the URL: absent means 申請中 (what waits), `all` every state. */
export const expenseStatusFilters = ['all', ...approveStatuses] as const;
export type ExpenseStatusFilter = (typeof expenseStatusFilters)[number];

const expensePageQuery = expenseListQuery
  .omit({ approveStatus: true, isApproved: true })
  .extend({ status: z.enum(expenseStatusFilters).default('requested') });
export type ExpensePageQuery = z.output<typeof expensePageQuery>;

export const useExpenseListQuery = () =>
  useListQuery(expensePageQuery, { defaults: { status: 'requested' } });

/** The API's query for the page's: `all` filters nothing. */
export function apiQuery({ status, ...rest }: ExpensePageQuery) {
  return { ...rest, ...(status === 'all' ? {} : { approveStatus: status }) };
}
