import Typography from '@mui/material/Typography';
import { approvalAlertKinds } from '@rikuun/contract';
import { QueryError } from '../../components/QueryStatus.tsx';
import { AlertList, useListAlertsQuery } from '../alerts/index.ts';
import { DashboardPanel } from './DashboardPanel.tsx';

/**
 * Expenses and daily reports drivers sent for approval, one line per driver and kind (the alerts
 * already count them), with the way to the approvals inbox.
 */
export function ApprovalsPanel() {
  // The same cached request as the alerts panel: one call for both.
  const { data, error, refetch, isLoading } = useListAlertsQuery();
  const waiting = (data?.data ?? []).filter((a) => approvalAlertKinds.includes(a.kind));
  return (
    <DashboardPanel
      title="承認待ち"
      count={data ? waiting.length : undefined}
      loading={isLoading}
      link={{ to: '/approvals', label: '承認待ちを開く' }}
    >
      {error && <QueryError error={error} onRetry={refetch} />}
      {data && waiting.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 1 }}>承認待ちの経費・日報はありません</Typography>
      )}
      {waiting.length > 0 && <AlertList alerts={waiting} />}
    </DashboardPanel>
  );
}
