import Chip from '@mui/material/Chip';
import {
  type DriverStatus,
  driverStatusLabels,
  type InvitationStatus,
  invitationStatusLabels,
} from '@rikuun/contract';

/** 有効・無効, in words (not colour only). */
export function DriverStatusChip({ status }: { status: DriverStatus }) {
  return status === 'active' ? (
    <Chip size="small" color="success" variant="outlined" label={driverStatusLabels.active} />
  ) : (
    <Chip size="small" variant="outlined" label={driverStatusLabels.inactive} />
  );
}

const invitationColors = { not_sent: 'default', sent: 'warning', accepted: 'info' } as const;

/** 招待状況: 未送信, 招待中 (mail out, not signed in yet) or 利用開始済み. */
export function InvitationChip({ status }: { status: InvitationStatus }) {
  return (
    <Chip
      size="small"
      variant={status === 'accepted' ? 'outlined' : 'filled'}
      color={invitationColors[status]}
      label={invitationStatusLabels[status]}
    />
  );
}
