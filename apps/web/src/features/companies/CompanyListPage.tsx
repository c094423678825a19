import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { companyActiveLabel, companyListQuery } from '@rikuun/contract';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { ListSearchField } from '../../components/data-table/ListSearchField.tsx';
import { ListSelectFilter } from '../../components/data-table/ListSelectFilter.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListQuery } from '../../lib/use-list-query.ts';
import { useLazyListCompaniesQuery, useListCompaniesQuery } from './companies.api.ts';
import { companyColumns, companyPath } from './company-columns.tsx';

const activeOptions = [
  { value: 'true', label: companyActiveLabel(true) },
  { value: 'false', label: companyActiveLabel(false) },
] as const;

/** The system administrator's home: every company on the platform. */
export function CompanyListPage() {
  const { query, setQuery, table } = useListQuery(companyListQuery, { defaults: { sort: 'name' } });
  const { data, error, isFetching, refetch } = useListCompaniesQuery(query);
  const [fetchCompanies] = useLazyListCompaniesQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchCompanies({ ...query, page, perPage }).unwrap(),
    [fetchCompanies, query],
  );

  return (
    <>
      <PageHeader
        title="運送会社"
        actions={
          <Button component={RouterLink} to="/companies/new" variant="contained" startIcon={<AddIcon />}>
            新規登録
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <ListSearchField
          value={query.q}
          placeholder="会社名・フリガナ・法人番号・電話番号など"
          onChange={(q) => setQuery({ q }, { replace: true })}
        />
        <ListSelectFilter
          label="利用状態"
          value={query.active === undefined ? undefined : query.active ? 'true' : 'false'}
          options={activeOptions}
          onChange={(active) => setQuery({ active: active === undefined ? undefined : active === 'true' })}
        />
      </Stack>
      <DataTable
        label="運送会社一覧"
        columns={companyColumns}
        rowId={(company) => company.id}
        rowHref={companyPath}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        {...table}
        emptyMessage="条件に一致する運送会社はありません"
        csv={{ fileName: '運送会社一覧', fetchPage }}
      />
    </>
  );
}
