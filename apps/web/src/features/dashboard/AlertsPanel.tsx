import Typography from '@mui/material/Typography';
import { approvalAlertKinds } from '@rikuun/contract';
import { QueryError } from '../../components/QueryStatus.tsx';
import { AlertList, useListAlertsQuery } from '../alerts/index.ts';
import { DashboardPanel } from './DashboardPanel.tsx';

const SHOWN = 5;

/**
 * The most urgent alerts (the list comes past-due first), with the way to all of them. Approvals
 * waiting have their own panel.
 */
export function AlertsPanel() {
  const { data, error, refetch, isLoading } = useListAlertsQuery();
  const alerts = (data?.data ?? []).filter((a) => !approvalAlertKinds.includes(a.kind));
  return (
    <DashboardPanel
      title="アラート"
      count={data ? alerts.length : undefined}
      loading={isLoading}
      link={{
        to: '/alerts',
        label: alerts.length > SHOWN ? `すべて見る（${alerts.length}件）` : 'アラートを開く',
      }}
    >
      {error && <QueryError error={error} onRetry={refetch} />}
      {data && alerts.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 1 }}>対応が必要なアラートはありません</Typography>
      )}
      {alerts.length > 0 && <AlertList alerts={alerts.slice(0, SHOWN)} />}
    </DashboardPanel>
  );
}
