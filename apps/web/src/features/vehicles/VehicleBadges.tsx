import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { activeLabel, todayInTokyo } from '@rikuun/contract';
import { formatDate } from '../../lib/format.ts';
import { inspectionStatus } from './inspection-status.ts';

/** 車検満了日 with a warning when it has passed or falls within 30 days (in words, not colour only). */
export function InspectionDate({ expiresOn }: { expiresOn: string | null }) {
  const status = inspectionStatus(expiresOn, todayInTokyo());
  if (status.kind === 'none') return <>—</>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <span>{formatDate(expiresOn)}</span>
      {status.kind === 'expired' && <Chip size="small" color="error" label="期限切れ" />}
      {status.kind === 'soon' && (
        <Chip
          size="small"
          color="warning"
          label={status.daysLeft === 0 ? '本日満了' : `残り${status.daysLeft}日`}
        />
      )}
    </Stack>
  );
}

export function ActiveChip({ active }: { active: boolean }) {
  return active ? (
    <Chip size="small" color="success" variant="outlined" label={activeLabel(true)} />
  ) : (
    <Chip size="small" variant="outlined" label={activeLabel(false)} />
  );
}
