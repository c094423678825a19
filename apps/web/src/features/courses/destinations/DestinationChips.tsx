import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  type DestinationAction,
  type DestinationStatus,
  type DestinationType,
  destinationActionTypeLabels,
  destinationStatusLabels,
  destinationTypeLabels,
  outcomeDetailText,
} from '@rikuun/contract';
import { formatActionTime } from '../course-format.ts';

const statusColors: Record<DestinationStatus, ChipProps['color']> = {
  pending: 'default',
  arrived: 'warning',
  completed: 'success',
  absent: 'error',
  skipped: 'default',
  carried_over: 'default',
  carried_back: 'error',
  redelivery_requested: 'error',
  partial: 'warning',
  refused: 'error',
};

const typeColors: Record<DestinationType, ChipProps['color']> = {
  pickup: 'secondary',
  delivery: 'primary',
  base: 'default',
  waypoint: 'info',
};

export function DestinationStatusChip({ status }: { status: DestinationStatus }) {
  return (
    <Chip
      size="small"
      color={statusColors[status]}
      variant={status === 'pending' || status === 'carried_over' ? 'outlined' : 'filled'}
      label={destinationStatusLabels[status]}
    />
  );
}

export function DestinationTypeChip({ type }: { type: DestinationType }) {
  return (
    <Chip size="small" variant="outlined" color={typeColors[type]} label={destinationTypeLabels[type]} />
  );
}

/** The recorded actions, oldest first: 「到着 9:12」「完了 9:20」「持戻り 17:05 理由：住所不明」. */
export function ActionChips({
  actions,
  courseDate,
}: {
  actions: readonly DestinationAction[];
  courseDate: string;
}) {
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label="作業実績">
      {actions.map((action) => (
        <Chip
          key={action.id}
          size="small"
          variant="outlined"
          label={[
            `${destinationActionTypeLabels[action.type]} ${formatActionTime(action.at, courseDate)}`,
            outcomeDetailText(action),
          ]
            .filter(Boolean)
            .join(' ')}
          title={[action.recordedByName, action.memo].filter(Boolean).join(' / ') || undefined}
        />
      ))}
    </Stack>
  );
}
