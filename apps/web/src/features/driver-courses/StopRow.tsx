import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { destinationActionTypeLabels } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { DestinationStatusChip } from '../courses/index.ts';
import { isFinished, type ShownStop } from './pending-actions.ts';

/** The stop's number in a circle: filled for the next stop. */
export function StopNumber({ sequence, next, done }: { sequence: number; next?: boolean; done?: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{
        flexShrink: 0,
        width: 40,
        height: 40,
        borderRadius: '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontWeight: 700,
        fontSize: 18,
        bgcolor: next ? 'primary.main' : 'action.selected',
        color: next ? 'primary.contrastText' : done ? 'text.secondary' : 'text.primary',
      }}
    >
      {sequence}
    </Box>
  );
}

/** What waits on the phone for this stop: 「到着 送信待ち」. */
export function WaitingChips({ stop }: { stop: ShownStop }) {
  if (stop.waiting.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {stop.waiting.map((w) => (
        <Chip
          key={w.clientActionId}
          size="small"
          color="warning"
          variant="outlined"
          label={`${destinationActionTypeLabels[w.type]} 送信待ち`}
        />
      ))}
    </Stack>
  );
}

/**
 * One stop of the list (a list item); finished ones greyed by the name's colour, not by opacity, which
 * took the 完了 chip under 4.5:1. The link's name is what it shows, its number first (「1. 豊洲…」).
 */
export function StopRow({ stop, to }: { stop: ShownStop; to: string }) {
  const done = isFinished(stop.status);
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={to}
        sx={{ minHeight: 64, gap: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <StopNumber sequence={stop.sequence} done={done} />
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: done ? 'text.secondary' : undefined }}
          >
            <Box component="span" sx={visuallyHidden}>
              {stop.sequence}.{' '}
            </Box>
            {stop.name}
          </Typography>
          <WaitingChips stop={stop} />
        </Stack>
        <DestinationStatusChip status={stop.status} />
      </ListItemButton>
    </li>
  );
}
