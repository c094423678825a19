import type { ChangeHistoryEntry, ListResponse } from '@rikuun/contract';
import { useState } from 'react';
import { ChangeHistory, type ChangeHistoryProps } from './ChangeHistory.tsx';

const PER_PAGE = 10;

/** A feature's history query hook (RTK Query's `useGet…HistoryQuery`). */
export type HistoryQueryHook = (arg: { id: string; page: number; perPage: number }) => {
  data?: ListResponse<ChangeHistoryEntry>;
  error?: unknown;
  refetch: () => unknown;
};

type Props = Pick<ChangeHistoryProps, 'labels' | 'formatValue'> & {
  /** The record whose history is shown. */
  id: string;
  /** Always the same hook for one use (a module-level import), so the rules of hooks hold. */
  useHistory: HistoryQueryHook;
};

/** A record's 変更履歴 card, ten changes a page, read through the feature's history query. */
export function PagedChangeHistory({ id, useHistory, labels, formatValue }: Props) {
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useHistory({ id, page, perPage: PER_PAGE });
  return (
    <ChangeHistory
      data={data}
      error={error}
      onRetry={refetch}
      page={page}
      perPage={PER_PAGE}
      onPageChange={setPage}
      labels={labels}
      formatValue={formatValue}
    />
  );
}
