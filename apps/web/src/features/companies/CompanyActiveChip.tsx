import Chip from '@mui/material/Chip';
import { companyActiveLabel } from '@rikuun/contract';

/** 利用中 / 利用停止 (an inactive company's users cannot sign in). */
export function CompanyActiveChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      label={companyActiveLabel(active)}
      color={active ? 'success' : 'default'}
      variant={active ? 'outlined' : 'filled'}
    />
  );
}
