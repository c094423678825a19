import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ChangeHistoryEntry, historyActionLabels, type ListResponse } from '@rikuun/contract';
import { Fragment, type ReactNode } from 'react';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { Loading, QueryError } from './QueryStatus.tsx';

export type ChangeHistoryProps = {
  /** The page of history as the API answers it ({data, total}, newest first). */
  data: ListResponse<ChangeHistoryEntry> | undefined;
  error: unknown;
  onRetry?: () => void;
  page: number;
  perPage: number;
  onPageChange(page: number): void;
  /** The feature's labels of its fields (registrationNumber → 登録番号); unknown fields show their name. */
  labels: Readonly<Record<string, string>>;
  /** Shows a value of a field (enum labels, units); the default handles dates, yes/no and empty. */
  formatValue?: (field: string, value: unknown) => ReactNode;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

function defaultValue(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'はい' : 'いいえ';
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDate(value);
  if (typeof value === 'string' && ISO_TIMESTAMP.test(value)) return formatDateTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A record's change history (変更履歴): who changed which field from what to what, newest first. */
export function ChangeHistory(props: ChangeHistoryProps) {
  const { data, error, onRetry, page, perPage, onPageChange, labels } = props;
  const show = (field: string, value: unknown) =>
    value === null || value === undefined ? '—' : (props.formatValue?.(field, value) ?? defaultValue(value));
  const pageCount = data ? Math.ceil(data.total / perPage) : 0;

  return (
    <Card variant="outlined" component="section" aria-labelledby="change-history-title">
      <CardContent>
        <Typography variant="h2" component="h2" id="change-history-title" sx={{ mb: 1 }}>
          変更履歴
        </Typography>
        {error ? <QueryError error={error} onRetry={onRetry} /> : null}
        {!data && !error && <Loading />}
        {data && data.data.length === 0 && (
          <Typography sx={{ color: 'text.secondary', py: 2 }}>変更履歴はありません</Typography>
        )}
        {data && data.data.length > 0 && (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="change-history-title">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>日時</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>変更者</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>項目</TableCell>
                  <TableCell>変更前</TableCell>
                  <TableCell>変更後</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.map((entry) => {
                  // An update shows each changed field; a registration or deletion is one line.
                  const fields = entry.action === 'update' ? entry.fields : [null];
                  return (
                    <Fragment key={entry.id}>
                      {fields.map((field, i) => (
                        <TableRow key={field ?? entry.action}>
                          {i === 0 && (
                            <>
                              <TableCell
                                rowSpan={fields.length}
                                sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}
                              >
                                {formatDateTime(entry.changedAt)}
                              </TableCell>
                              <TableCell rowSpan={fields.length} sx={{ verticalAlign: 'top' }}>
                                {entry.actor?.name ?? 'システム'}
                              </TableCell>
                            </>
                          )}
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            {field === null ? (
                              <Chip size="small" label={historyActionLabels[entry.action]} />
                            ) : (
                              (labels[field] ?? field)
                            )}
                          </TableCell>
                          <TableCell sx={{ overflowWrap: 'anywhere' }}>
                            {field === null ? '—' : show(field, entry.before?.[field])}
                          </TableCell>
                          <TableCell sx={{ overflowWrap: 'anywhere' }}>
                            {field === null ? '—' : show(field, entry.after?.[field])}
                          </TableCell>
                        </TableRow>
                      ))}
                    </Fragment>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {pageCount > 1 && (
          <Pagination
            count={pageCount}
            page={page}
            onChange={(_event, next) => onPageChange(next)}
            sx={{ mt: 1, display: 'flex', justifyContent: 'center' }}
          />
        )}
      </CardContent>
    </Card>
  );
}
