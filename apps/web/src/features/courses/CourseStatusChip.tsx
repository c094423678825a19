import Chip, { type ChipProps } from '@mui/material/Chip';
import { type CourseStatus, courseStatusLabels } from '@rikuun/contract';

const colors: Record<CourseStatus, ChipProps['color']> = {
  planned: 'default',
  in_progress: 'primary',
  completed: 'success',
  cancelled: 'default',
};

/** 予定 / 運行中 / 完了 / 中止. */
export function CourseStatusChip({
  status,
  size = 'small',
}: {
  status: CourseStatus;
  size?: ChipProps['size'];
}) {
  return (
    <Chip
      size={size}
      color={colors[status]}
      variant={status === 'planned' || status === 'cancelled' ? 'outlined' : 'filled'}
      label={courseStatusLabels[status]}
    />
  );
}
