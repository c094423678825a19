import DoneAll from '@mui/icons-material/DoneAll';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type RoutingSourceRow,
  routingSourceListQuery,
  routingSourceStatuses,
  routingSourceStatusLabels,
} from '@rikuun/contract';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import type { Column } from '../../components/data-table/columns.ts';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { ListSelectFilter } from '../../components/data-table/ListSelectFilter.tsx';
import { ListDateFilter } from '../../components/ListDateFilter.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useListQuery } from '../../lib/use-list-query.ts';
import { RoutingSourceLayout } from './RoutingSourceLayout.tsx';
import { RoutingSourceRowDialog } from './RoutingSourceRowDialog.tsx';
import { RoutingSourceUploader } from './RoutingSourceUploader.tsx';
import {
  useDeleteRoutingSourceRowMutation,
  useLazyListRoutingSourceQuery,
  useListRoutingSourceQuery,
  useMarkRoutingSourceProcessedMutation,
} from './routing-source.api.ts';
import { routingSourceColumns } from './routing-source-columns.tsx';

const statusOptions = routingSourceStatuses.map((value) => ({
  value,
  label: routingSourceStatusLabels[value],
}));

/** 配送データ: the consignor user uploads his delivery data, sees the rows by date and marks them processed. */
export function RoutingSourcePage() {
  const { query, setQuery, table } = useListQuery(routingSourceListQuery);
  const { data, error, isFetching, refetch } = useListRoutingSourceQuery(query);
  const [fetchRows] = useLazyListRoutingSourceQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchRows({ ...query, page, perPage }).unwrap(),
    [fetchRows, query],
  );
  const [mark, marking] = useMarkRoutingSourceProcessedMutation();
  const [confirming, setConfirming] = useState<{ ids: readonly string[]; clear: () => void } | null>(null);
  const [editing, setEditing] = useState<RoutingSourceRow | null>(null);
  const [deleting, setDeleting] = useState<RoutingSourceRow | null>(null);
  const [deleteRow, deletion] = useDeleteRoutingSourceRowMutation();

  const removeRow = async () => {
    if (!deleting) return;
    try {
      await deleteRow(deleting.id).unwrap();
      notifySuccess('配送データを削除しました');
    } catch (err) {
      handleError(err);
    } finally {
      setDeleting(null);
    }
  };

  // A row still 未処理 can be corrected or deleted; a processed one belongs to the carrier now.
  const columns: Column<RoutingSourceRow>[] = [
    ...routingSourceColumns,
    {
      id: 'actions',
      label: '操作',
      noWrap: true,
      csv: false,
      card: 'secondary',
      render: (row) =>
        row.status === 'new' ? (
          <Stack direction="row" spacing={0.5}>
            <Button size="small" onClick={() => setEditing(row)} aria-label={`${row.name ?? ''}を修正`}>
              修正
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => setDeleting(row)}
              aria-label={`${row.name ?? ''}を削除`}
            >
              削除
            </Button>
          </Stack>
        ) : null,
    },
  ];

  const markProcessed = async () => {
    if (!confirming) return;
    try {
      const { updated } = await mark({ ids: confirming.ids }).unwrap();
      notifySuccess(`${updated.toLocaleString('ja-JP')}件を処理済みにしました`);
      confirming.clear();
    } catch (err) {
      handleError(err);
    } finally {
      setConfirming(null);
    }
  };

  return (
    <>
      <PageHeader
        title="配送データ"
        subtitle="配送先のCSVファイルをアップロードします。誤りのある行も保存され、修正が必要な内容を確認できます。"
      />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
            アップロード
          </Typography>
          <RoutingSourceUploader />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            ファイルの形式はページ下の「ファイルの形式とテンプレート」をご確認ください。
          </Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
            配送データ一覧
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
            <ListDateFilter
              label="配送日"
              value={query.deliveryDate}
              onChange={(deliveryDate) => setQuery({ deliveryDate })}
            />
            <ListSelectFilter
              label="状態"
              value={query.status}
              options={statusOptions}
              onChange={(status) => setQuery({ status })}
            />
          </Stack>
          <DataTable
            label="配送データ一覧"
            columns={columns}
            rowId={(row) => row.id}
            data={data}
            error={error}
            isFetching={isFetching}
            onRetry={refetch}
            {...table}
            emptyMessage="条件に一致する配送データはありません"
            csv={{ fileName: '配送データ', fetchPage }}
            bulkActions={(ids, clear) => (
              <Button size="small" startIcon={<DoneAll />} onClick={() => setConfirming({ ids, clear })}>
                処理済みにする
              </Button>
            )}
          />
        </Paper>
        <Accordion variant="outlined" disableGutters>
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography variant="subtitle1" component="h2">
              ファイルの形式とテンプレート
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <RoutingSourceLayout />
          </AccordionDetails>
        </Accordion>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title="処理済みにしますか？"
        message={`選択した${confirming?.ids.length.toLocaleString('ja-JP') ?? ''}件を処理済みにします。`}
        confirmLabel="処理済みにする"
        busy={marking.isLoading}
        onConfirm={markProcessed}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="配送データを削除しますか？"
        message={`${deleting?.name ?? ''}（${deleting?.fileName ?? ''} ${deleting?.lineNumber ?? ''}行目）を削除します。`}
        busy={deletion.isLoading}
        onConfirm={removeRow}
        onClose={() => setDeleting(null)}
      />
      {editing && <RoutingSourceRowDialog row={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
