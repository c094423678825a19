import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { groupListQuery } from '@rikuun/contract';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { ListSearchField } from '../../components/data-table/ListSearchField.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListQuery } from '../../lib/use-list-query.ts';
import { groupColumns, groupPath } from './group-columns.tsx';
import { useLazyListGroupsQuery, useListGroupsQuery } from './groups.api.ts';

export function GroupListPage() {
  const { query, setQuery, table } = useListQuery(groupListQuery, { defaults: { sort: 'name' } });
  const { data, error, isFetching, refetch } = useListGroupsQuery(query);
  const [fetchGroups] = useLazyListGroupsQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchGroups({ ...query, page, perPage }).unwrap(),
    [fetchGroups, query],
  );

  return (
    <>
      <PageHeader
        title="グループ"
        subtitle="ドライバーを班・営業所などのまとまりで管理します"
        actions={
          <Button component={RouterLink} to="/groups/new" variant="contained" startIcon={<AddIcon />}>
            新規登録
          </Button>
        }
      />
      <Box sx={{ mb: 2, maxWidth: { sm: 360 } }}>
        <ListSearchField
          value={query.q}
          placeholder="グループ名"
          onChange={(q) => setQuery({ q }, { replace: true })}
        />
      </Box>
      <DataTable
        label="グループ一覧"
        columns={groupColumns}
        rowId={(group) => group.id}
        rowHref={groupPath}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        {...table}
        emptyMessage="条件に一致するグループはありません"
        csv={{ fileName: 'グループ一覧', fetchPage }}
      />
    </>
  );
}
