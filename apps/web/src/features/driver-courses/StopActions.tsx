import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { type DestinationActionType, destinationActionTypeLabels } from '@rikuun/contract';
import { useState } from 'react';
import { mainActionOf, type ShownStop, secondaryActionsOf } from './pending-actions.ts';

type Props = {
  stop: ShownStop;
  busy: boolean;
  /** Records the action (完了 opens the proof-of-delivery screen instead). */
  onAction: (type: DestinationActionType) => void;
};

/** The one main action of the stop by its status (未着 → 到着, 到着 → 完了); the rest behind a menu. */
export function StopActions({ stop, busy, onAction }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const main = mainActionOf(stop.status);
  const others = secondaryActionsOf(stop.status);
  const pick = (type: DestinationActionType) => {
    setAnchor(null);
    onAction(type);
  };
  return (
    <Stack spacing={1.5}>
      {main && (
        <Button
          variant="contained"
          color={main === 'completed' ? 'success' : 'primary'}
          size="large"
          disabled={busy}
          onClick={() => pick(main)}
          sx={{ minHeight: 72, fontSize: 24, fontWeight: 700 }}
        >
          {destinationActionTypeLabels[main]}
        </Button>
      )}
      {others.length > 0 && (
        <>
          <Button
            variant="outlined"
            size="large"
            startIcon={<MoreHoriz />}
            disabled={busy}
            onClick={(e) => setAnchor(e.currentTarget)}
            aria-haspopup="menu"
            sx={{ minHeight: 56 }}
          >
            その他の記録
          </Button>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {others.map((type) => (
              <MenuItem
                key={type}
                onClick={() => pick(type)}
                sx={{ minHeight: 56, minWidth: 220, fontSize: 18 }}
              >
                {destinationActionTypeLabels[type]}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Stack>
  );
}
