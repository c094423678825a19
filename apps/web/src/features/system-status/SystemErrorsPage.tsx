import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ErrorSource, errorSourceLabels, errorSources } from '@rikuun/contract';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { ErrorGroupTable } from './ErrorGroupTable.tsx';
import { useListErrorGroupsQuery } from './system-status.api.ts';

const PER_PAGE = 50;

/** エラー: the web app's and the server's unexpected errors, grouped, the latest first. */
export function SystemErrorsPage() {
  const [page, setPage] = useState(1);
  const [source, setSource] = useState<ErrorSource | ''>('');
  const { data, error, isLoading, refetch } = useListErrorGroupsQuery({
    page,
    perPage: PER_PAGE,
    ...(source ? { source } : {}),
  });
  return (
    <Stack spacing={2}>
      <PageHeader title="エラー" subtitle="予期しないエラーをメッセージと発生箇所ごとにまとめています。" />
      <TextField
        select
        label="発生元"
        size="small"
        value={source}
        onChange={(e) => {
          setSource(e.target.value as ErrorSource | '');
          setPage(1);
        }}
        sx={{ maxWidth: 200 }}
      >
        <MenuItem value="">すべて</MenuItem>
        {errorSources.map((s) => (
          <MenuItem key={s} value={s}>
            {errorSourceLabels[s]}
          </MenuItem>
        ))}
      </TextField>
      {error ? <QueryError error={error} onRetry={refetch} /> : null}
      {isLoading ? (
        <Loading />
      ) : (
        <Paper
          variant="outlined"
          sx={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label="エラーの一覧"
        >
          <ErrorGroupTable groups={data?.data ?? []} />
        </Paper>
      )}
      {(data?.total ?? 0) > PER_PAGE && (
        <Pagination
          count={Math.ceil((data?.total ?? 0) / PER_PAGE)}
          page={page}
          onChange={(_e, p) => setPage(p)}
        />
      )}
    </Stack>
  );
}
