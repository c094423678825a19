import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { accidentReportListQuery } from '@rikuun/contract';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListQuery } from '../../lib/use-list-query.ts';
import { AccidentFilters } from './AccidentFilters.tsx';
import { accidentColumns, accidentReportPath } from './accident-columns.tsx';
import { useLazyListAccidentReportsQuery, useListAccidentReportsQuery } from './accident-reports.api.ts';

/** 事故報告一覧: newest first, filters in the URL, the legal deadline as a chip, CSV出力. */
export function AccidentReportListPage() {
  const { query, setQuery, table } = useListQuery(accidentReportListQuery);
  const { data, error, isFetching, refetch } = useListAccidentReportsQuery(query);
  const [fetchReports] = useLazyListAccidentReportsQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchReports({ ...query, page, perPage }).unwrap(),
    [fetchReports, query],
  );
  return (
    <>
      <PageHeader
        title="事故報告"
        actions={
          <Button
            component={RouterLink}
            to="/accident-reports/new"
            variant="contained"
            startIcon={<AddIcon />}
          >
            事故を報告
          </Button>
        }
      />
      <AccidentFilters query={query} onChange={setQuery} />
      <DataTable
        label="事故報告一覧"
        columns={accidentColumns}
        rowId={(r) => r.id}
        rowHref={accidentReportPath}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        {...table}
        emptyMessage="条件に一致する事故報告はありません"
        csv={{ fileName: '事故報告一覧', fetchPage }}
      />
    </>
  );
}
