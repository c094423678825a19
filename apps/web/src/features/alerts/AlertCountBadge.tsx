import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link } from 'react-router';
import { useListAlertsQuery } from './alerts.api.ts';

/** The top bar's alert count (company staff): links to the alerts page; red when something is past due. */
export function AlertCountBadge() {
  const { data } = useListAlertsQuery(undefined, { pollingInterval: 10 * 60_000 });
  const count = data?.total ?? 0;
  const danger = data?.data.some((a) => a.severity === 'danger') ?? false;
  return (
    <IconButton color="inherit" component={Link} to="/alerts" aria-label={`アラート ${count}件`}>
      <Badge badgeContent={count} max={99} color={danger ? 'error' : 'warning'}>
        <NotificationsOutlined />
      </Badge>
    </IconButton>
  );
}
