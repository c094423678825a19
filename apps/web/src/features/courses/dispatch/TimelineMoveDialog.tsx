import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TimelineCourse } from '@rikuun/contract';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ActionDialog } from '../../../components/ActionDialog.tsx';
import { coursePath } from '../course-columns.tsx';
import { barLabel } from './DispatchTimeline.tsx';
import { OptionPicker } from './OptionPicker.tsx';
import { axisLabels, rowMarkLabels, type TimelineAxis, type TimelineRow } from './timeline-layout.ts';
import type { CourseChange } from './use-move-course.ts';

type Props = {
  course: TimelineCourse;
  axis: TimelineAxis;
  rows: readonly TimelineRow[];
  busy: boolean;
  /** Resolves true when the move was saved (the dialog closes), false when refused (it stays open). */
  onMove: (change: CourseChange, message: string) => Promise<boolean>;
  onClose: () => void;
};

/**
 * The timeline's way to move a bar without dragging (keyboard, touch): pick the vehicle or driver of
 * the course among the rows. Its times are changed on the course's page (開始予定・終了予定).
 */
export function TimelineMoveDialog({ course, axis, rows, busy, onMove, onClose }: Props) {
  const current = axis === 'vehicle' ? course.vehicleId : course.driverId;
  const [picked, setPicked] = useState<string | null>(current);
  const options = useMemo(
    () =>
      rows
        .filter((r) => r.id !== null)
        .map((r) => ({
          value: r.id as string,
          label: [r.label, r.sub, ...r.marks.map((m) => `（${rowMarkLabels[m]}）`)].filter(Boolean).join(' '),
        })),
    [rows],
  );
  const label = axisLabels[axis];
  const submit = async () => {
    const change: CourseChange = axis === 'vehicle' ? { vehicleId: picked } : { driverId: picked };
    const message =
      axis === 'vehicle'
        ? picked
          ? '車両を割り当てました'
          : '車両の割り当てを外しました'
        : 'コースを移動しました';
    if (await onMove(change, message)) onClose();
  };
  return (
    <ActionDialog
      title={`「${course.name}」の${label}`}
      submitLabel="移動"
      busy={busy}
      ready={picked !== current}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2">{barLabel(course)}</Typography>
      <OptionPicker
        label={`移動先の${label}`}
        options={options}
        value={picked}
        onChange={setPicked}
        placeholder="未割当"
        autoFocus
      />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        開始予定・終了予定は
        <Link component={RouterLink} to={coursePath(course)}>
          コースの詳細
        </Link>
        で変更できます。
      </Typography>
    </ActionDialog>
  );
}
