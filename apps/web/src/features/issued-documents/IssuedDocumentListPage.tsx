import { issuedDocumentListQuery } from '@rikuun/contract';
import { useCallback } from 'react';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListQuery } from '../../lib/use-list-query.ts';
import { IssuedDocumentFilters } from './IssuedDocumentFilters.tsx';
import { issuedDocumentColumns } from './issued-document-columns.tsx';
import { useLazyListIssuedDocumentsQuery, useListIssuedDocumentsQuery } from './issued-documents.api.ts';

/** 発行済み書類: the register of issued invoices and payment notices, searchable as the 電帳法 asks. */
export function IssuedDocumentListPage() {
  const { query, setQuery, table } = useListQuery(issuedDocumentListQuery, {
    defaults: { sort: '-issuedOn' },
  });
  const { data, error, isFetching, refetch } = useListIssuedDocumentsQuery(query);
  const [fetchDocuments] = useLazyListIssuedDocumentsQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchDocuments({ ...query, page, perPage }).unwrap(),
    [fetchDocuments, query],
  );

  return (
    <>
      <PageHeader title="発行済み書類" />
      <IssuedDocumentFilters query={query} onChange={setQuery} />
      <DataTable
        label="発行済み書類一覧"
        columns={issuedDocumentColumns}
        rowId={(d) => d.id}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        {...table}
        emptyMessage="条件に一致する書類はありません"
        csv={{ fileName: '発行済み書類', fetchPage }}
      />
    </>
  );
}
