import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { type Alert, alertChipLabel, alertKindLabels } from '@rikuun/contract';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { alertSubjectPath } from './alert-links.ts';

const chipColor = { danger: 'error', warning: 'warning', info: 'info' } as const;

function AlertText({ alert }: { alert: Alert }) {
  return (
    <ListItemText
      primary={
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }} component="span">
          <Chip size="small" color={chipColor[alert.severity]} label={alertChipLabel(alert)} />
          <Chip size="small" variant="outlined" label={alertKindLabels[alert.kind]} />
          <strong>{alert.subjectName}</strong>
        </Stack>
      }
      secondary={`${alert.message}${alert.dueOn ? `（期限 ${formatDate(alert.dueOn)}）` : ''}`}
      slotProps={{ primary: { component: 'div' }, secondary: { sx: { mt: 0.5 } } }}
    />
  );
}

/** Alerts in the order given, each linking to its driver or vehicle. */
export function AlertList({ alerts }: { alerts: readonly Alert[] }) {
  return (
    <List disablePadding>
      {alerts.map((alert) => {
        const to = alertSubjectPath(alert);
        return (
          <ListItem key={alert.id} disablePadding divider>
            {to ? (
              <ListItemButton component={Link} to={to}>
                <AlertText alert={alert} />
              </ListItemButton>
            ) : (
              <AlertText alert={alert} />
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
