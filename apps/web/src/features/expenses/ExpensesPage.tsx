import { useCallback, useMemo } from 'react';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ExpenseBulkActions } from './ExpenseBulkActions.tsx';
import { ExpenseFilters } from './ExpenseFilters.tsx';
import { expenseColumns } from './expense-columns.tsx';
import { expensePath } from './expense-format.tsx';
import { apiQuery, useExpenseListQuery } from './expense-list-params.ts';
import { useLazyListExpensesQuery, useListExpensesQuery } from './expenses.api.ts';

/** 経費: the drivers' expenses by course day, 申請中 first shown, with bulk approval and CSV. */
export function ExpensesPage() {
  const { query, setQuery, table } = useExpenseListQuery();
  const request = useMemo(() => apiQuery(query), [query]);
  const { data, error, isFetching, refetch } = useListExpensesQuery(request);
  const [fetchExpenses] = useLazyListExpensesQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchExpenses({ ...request, page, perPage }).unwrap(),
    [fetchExpenses, request],
  );
  const selectable = query.status === 'requested';
  return (
    <>
      <PageHeader title="経費" subtitle="ドライバーが立て替えた高速代・駐車場代・燃料代などの確認と承認" />
      <ExpenseFilters query={query} onChange={setQuery} />
      <DataTable
        label="経費一覧"
        columns={expenseColumns}
        rowId={(e) => e.id}
        rowHref={(e) => expensePath(e.id)}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        {...table}
        emptyMessage="条件に一致する経費はありません"
        csv={{ fileName: '経費一覧', fetchPage }}
        {...(selectable
          ? {
              bulkActions: (ids: readonly string[], clear: () => void) => (
                <ExpenseBulkActions ids={ids} onDone={clear} />
              ),
            }
          : {})}
      />
    </>
  );
}
