import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { importSettingListQuery } from '@rikuun/contract';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { ListSearchField } from '../../components/data-table/ListSearchField.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListQuery } from '../../lib/use-list-query.ts';
import { importSettingColumns, importSettingPath } from './import-setting-columns.tsx';
import { useLazyListImportSettingsQuery, useListImportSettingsQuery } from './import-settings.api.ts';
import { PresetMenuButton } from './PresetMenuButton.tsx';

/** 取込設定: how the company's CSV files become courses. */
export function ImportSettingListPage() {
  const { query, setQuery, table } = useListQuery(importSettingListQuery, { defaults: { sort: 'name' } });
  const { data, error, isFetching, refetch } = useListImportSettingsQuery(query);
  const [fetchSettings] = useLazyListImportSettingsQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchSettings({ ...query, page, perPage }).unwrap(),
    [fetchSettings, query],
  );
  return (
    <>
      <PageHeader
        title="取込設定"
        subtitle="CSVファイルの列と、コース・配送先の項目の対応を登録します。"
        actions={
          <>
            <PresetMenuButton />
            <Button
              component={RouterLink}
              to="/import-settings/new"
              variant="contained"
              startIcon={<AddIcon />}
            >
              新規登録
            </Button>
          </>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <ListSearchField
          value={query.q}
          placeholder="設定名"
          onChange={(q) => setQuery({ q }, { replace: true })}
        />
      </Stack>
      <DataTable
        label="取込設定一覧"
        columns={importSettingColumns}
        rowId={(s) => s.id}
        rowHref={importSettingPath}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        {...table}
        emptyMessage="取込設定はありません。「プリセットから作成」で標準レイアウトから始められます"
        csv={{ fileName: '取込設定一覧', fetchPage }}
      />
    </>
  );
}
