import { useCallback, useState } from 'react';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { ListQueryBase } from '../../lib/list-query.ts';
import { ExpenseBulkActions } from './ExpenseBulkActions.tsx';
import { expenseColumns } from './expense-columns.tsx';
import { expensePath } from './expense-format.tsx';
import { useLazyListExpensesQuery, useListExpensesQuery } from './expenses.api.ts';

/**
 * 承認待ちの経費: every requested expense, oldest first of the list's newest-first pages, with bulk
 * 承認 and 差戻し (a reason asked). The row opens the expense. Its page is its own state, so it can sit
 * on a page beside other inboxes without taking the URL.
 */
export function ExpenseApprovalInbox({ label = '承認待ちの経費' }: { label?: string }) {
  const [paging, setPaging] = useState<ListQueryBase>({ page: 1, perPage: 50 });
  const query = { approveStatus: 'requested' as const, page: paging.page, perPage: paging.perPage };
  const { data, error, isFetching, refetch } = useListExpensesQuery(query);
  const [fetchExpenses] = useLazyListExpensesQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchExpenses({ approveStatus: 'requested', page, perPage }).unwrap(),
    [fetchExpenses],
  );
  const onQueryChange = useCallback(
    (change: Partial<ListQueryBase>) => setPaging((current) => ({ ...current, ...change })),
    [],
  );
  return (
    <DataTable
      label={label}
      columns={expenseColumns}
      rowId={(e) => e.id}
      rowHref={(e) => expensePath(e.id)}
      data={data}
      error={error}
      isFetching={isFetching}
      onRetry={refetch}
      query={paging}
      onQueryChange={onQueryChange}
      emptyMessage="承認待ちの経費はありません"
      csv={{ fileName: '承認待ちの経費', fetchPage }}
      bulkActions={(ids, clear) => <ExpenseBulkActions ids={ids} onDone={clear} />}
    />
  );
}
