import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Course, CourseStatus } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../components/data-table/columns.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import {
  courseStatusColors,
  courseStatusText,
  progressLabel,
  progressPercent,
  timeRange,
} from './dispatch/course-display.ts';

export const coursePath = (course: { id: string }) => `/courses/${course.id}`;

export function CourseStatusChip({
  status,
  carriedOverCount = 0,
}: {
  status: CourseStatus;
  /** Stops carried over to another course: the chip reads 完了（一部繰越）. */
  carriedOverCount?: number;
}) {
  return (
    <Chip
      size="small"
      label={courseStatusText(status, carriedOverCount)}
      color={courseStatusColors[status]}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      sx={{ height: 20, fontSize: 12 }}
    />
  );
}

type Counts = { destinationCount: number; completedCount: number };

/** 「3/12 完了」 over a thin bar. */
export function CourseProgress({ course, width = 96 }: { course: Counts; width?: number | string }) {
  return (
    <Box sx={{ width, minWidth: 64 }}>
      <Typography variant="caption" sx={{ display: 'block', lineHeight: 1.4, whiteSpace: 'nowrap' }}>
        {progressLabel(course)}
      </Typography>
      {course.destinationCount > 0 && (
        <LinearProgress
          variant="determinate"
          value={progressPercent(course)}
          color={course.completedCount === course.destinationCount ? 'success' : 'primary'}
          aria-label={`進捗 ${progressLabel(course)}`}
          sx={{ height: 4, borderRadius: 2 }}
        />
      )}
    </Box>
  );
}

/** The course list's columns: table, phone card and CSV export. */
export const courseColumns: readonly Column<Course>[] = [
  {
    id: 'deliveryDate',
    label: '配送日',
    value: (c) => formatDate(c.deliveryDate),
    sortKey: 'deliveryDate',
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'name',
    label: 'コース名',
    value: (c) => c.name,
    render: (c) => (
      <Link component={RouterLink} to={coursePath(c)}>
        {c.name}
      </Link>
    ),
    sortKey: 'name',
    maxWidth: 240,
    card: 'primary',
  },
  {
    id: 'time',
    label: '時間',
    value: (c) => timeRange(c.startTime, c.endTime),
    sortKey: 'startTime',
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'driverName',
    label: 'ドライバー',
    value: (c) => c.driverName,
    render: (c) => c.driverName ?? <Chip size="small" variant="outlined" color="warning" label="未割当" />,
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'vehicle',
    label: '車両',
    value: (c) => c.vehicleRegistrationNumber,
    render: (c) =>
      c.vehicleRegistrationNumber ?? <Chip size="small" variant="outlined" color="warning" label="未割当" />,
    noWrap: true,
    card: 'secondary',
  },
  { id: 'contractName', label: '契約', value: (c) => c.contractName, maxWidth: 180 },
  { id: 'clientName', label: '取引先', value: (c) => c.clientName, maxWidth: 180, card: 'secondary' },
  {
    id: 'status',
    label: '状態',
    value: (c) => courseStatusText(c.status, c.carriedOverCount),
    render: (c) => <CourseStatusChip status={c.status} carriedOverCount={c.carriedOverCount} />,
    noWrap: true,
    card: 'status',
  },
  {
    id: 'progress',
    label: '進捗',
    value: (c) => `${c.completedCount}/${c.destinationCount}`,
    render: (c) => <CourseProgress course={c} />,
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'notified',
    label: '通知',
    value: (c) => (c.assignmentNotifiedAt ? formatDateTime(c.assignmentNotifiedAt) : ''),
    render: (c) =>
      c.assignmentNotifiedAt ? (
        <Chip
          size="small"
          variant="outlined"
          color="success"
          label="通知済"
          title={formatDateTime(c.assignmentNotifiedAt)}
        />
      ) : (
        '—'
      ),
    noWrap: true,
  },
];
