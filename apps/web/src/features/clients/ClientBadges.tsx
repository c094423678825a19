import Chip from '@mui/material/Chip';
import { clientActiveLabel } from '@rikuun/contract';

/** 取引中 / 取引停止. */
export function ClientActiveChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      label={clientActiveLabel(active)}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
    />
  );
}
