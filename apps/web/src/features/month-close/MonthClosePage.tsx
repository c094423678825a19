import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { accountingMonthLabel, type PendingCounts } from '@rikuun/contract';
import { useCallback } from 'react';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListQuery } from '../../lib/use-list-query.ts';
import { TransferFileButton } from '../issued-documents/index.ts';
import { MonthPicker } from '../working-time/index.ts';
import { JournalExportButton } from './JournalExportButton.tsx';
import { useListClientStatementsQuery, useListDriverStatementsQuery } from './month-close.api.ts';
import { defaultCloseMonth, pendingTotal } from './month-close-format.ts';
import { type CloseTab, monthCloseQuery, pageOf } from './month-close-query.ts';
import { SubcontractPayables } from './SubcontractPayables.tsx';
import {
  clientStatementColumns,
  clientStatementPath,
  driverStatementColumns,
  driverStatementPath,
} from './statement-columns.tsx';

/** Sums what still waits over the rows. */
const waiting = (rows: { pending: PendingCounts }[] | undefined) =>
  (rows ?? []).reduce(
    (sum, r) => ({
      dailyReports: sum.dailyReports + r.pending.dailyReports,
      expenses: sum.expenses + r.pending.expenses,
      counterparties: sum.counterparties + (pendingTotal(r.pending) > 0 ? 1 : 0),
    }),
    { dailyReports: 0, expenses: 0, counterparties: 0 },
  );

function PendingBanner({ rows, who }: { rows: { pending: PendingCounts }[] | undefined; who: string }) {
  const w = waiting(rows);
  if (w.counterparties === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>未承認の記録があります</AlertTitle>
      {who}
      {w.counterparties}件に、未承認の日報{w.dailyReports}件・経費{w.expenses}
      件があります。承認されるまで金額に含まれません。発行の前に承認してください。
    </Alert>
  );
}

/** 月次締め: each client's invoice and each contractor driver's payment of the month, before issue. */
export function MonthClosePage() {
  const { query, setQuery, table } = useListQuery(monthCloseQuery, {
    defaults: { month: defaultCloseMonth() },
  });
  const month = query.month ?? defaultCloseMonth();
  const tab: CloseTab = query.tab ?? 'clients';
  const clients = useListClientStatementsQuery(month, {
    skip: tab !== 'clients',
    refetchOnMountOrArgChange: true,
  });
  const drivers = useListDriverStatementsQuery(month, {
    skip: tab !== 'drivers',
    refetchOnMountOrArgChange: true,
  });
  const clientPage = pageOf(clients.data, query);
  const driverPage = pageOf(drivers.data, query);
  const fetchClients = useCallback(
    async (page: number, perPage: number) =>
      pageOf(clients.data, { ...query, page, perPage }) ?? { data: [], total: 0 },
    [clients.data, query],
  );
  const fetchDrivers = useCallback(
    async (page: number, perPage: number) =>
      pageOf(drivers.data, { ...query, page, perPage }) ?? { data: [], total: 0 },
    [drivers.data, query],
  );

  return (
    <>
      <PageHeader
        title="月次締め"
        subtitle={`${accountingMonthLabel(month)}分：承認済みの日報・経費、傭車と調整額から、締日ごとに集計します`}
        actions={
          <>
            <MonthPicker month={month} onChange={(next) => setQuery({ month: next }, { replace: true })} />
            {tab === 'drivers' && <TransferFileButton accountingMonth={month} />}
            <JournalExportButton accountingMonth={month} />
          </>
        }
      />
      <Tabs
        value={tab}
        onChange={(_event, next: CloseTab) => setQuery({ tab: next, sort: undefined })}
        aria-label="締めの対象"
        sx={{ mb: 2 }}
      >
        <Tab value="clients" label="取引先（請求）" />
        <Tab value="drivers" label="ドライバー（支払）" />
        <Tab value="subcontracts" label="傭車（支払）" />
      </Tabs>
      {tab === 'subcontracts' ? (
        <SubcontractPayables month={month} />
      ) : tab === 'clients' ? (
        <Stack>
          <PendingBanner rows={clients.data?.data} who="取引先" />
          <DataTable
            label={`${accountingMonthLabel(month)}の請求`}
            columns={clientStatementColumns}
            rowId={(s) => s.clientId}
            rowHref={clientStatementPath}
            data={clientPage}
            error={clients.error}
            isFetching={clients.isFetching}
            onRetry={clients.refetch}
            {...table}
            emptyMessage="取引先が登録されていません"
            csv={{ fileName: `月次締め_請求_${month}`, fetchPage: fetchClients }}
          />
        </Stack>
      ) : (
        <Stack>
          <PendingBanner rows={drivers.data?.data} who="ドライバー" />
          <DataTable
            label={`${accountingMonthLabel(month)}の支払`}
            columns={driverStatementColumns}
            rowId={(s) => s.driverId}
            rowHref={driverStatementPath}
            data={driverPage}
            error={drivers.error}
            isFetching={drivers.isFetching}
            onRetry={drivers.refetch}
            {...table}
            emptyMessage="業務委託のドライバーが登録されていません"
            csv={{ fileName: `月次締め_支払_${month}`, fetchPage: fetchDrivers }}
          />
        </Stack>
      )}
    </>
  );
}
