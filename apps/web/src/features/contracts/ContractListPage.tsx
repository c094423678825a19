import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { contractListQuery } from '@rikuun/contract';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListQuery } from '../../lib/use-list-query.ts';
import { ContractFilters } from './ContractFilters.tsx';
import { contractColumns, contractPath } from './contract-columns.tsx';
import { useLazyListContractsQuery, useListContractsQuery } from './contracts.api.ts';

export function ContractListPage() {
  const { query, setQuery, table } = useListQuery(contractListQuery, { defaults: { sort: '-from' } });
  const { data, error, isFetching, refetch } = useListContractsQuery(query);
  const [fetchContracts] = useLazyListContractsQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchContracts({ ...query, page, perPage }).unwrap(),
    [fetchContracts, query],
  );

  return (
    <>
      <PageHeader
        title="契約"
        subtitle="取引先ごとの運賃・単価と契約期間"
        actions={
          <Button component={RouterLink} to="/contracts/new" variant="contained" startIcon={<AddIcon />}>
            新規登録
          </Button>
        }
      />
      <ContractFilters query={query} onChange={setQuery} />
      <DataTable
        label="契約一覧"
        columns={contractColumns}
        rowId={(contract) => contract.id}
        rowHref={contractPath}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        {...table}
        emptyMessage="条件に一致する契約はありません"
        csv={{ fileName: '契約一覧', fetchPage }}
      />
    </>
  );
}
