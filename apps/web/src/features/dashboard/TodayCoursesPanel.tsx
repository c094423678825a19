import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { courseStatuses, courseStatusLabels } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import { QueryError } from '../../components/QueryStatus.tsx';
import {
  CourseProgress,
  CourseStatusChip,
  coursePath,
  courseStatusColors,
  timeRange,
  totalProgress,
  useListCoursesQuery,
} from '../courses/index.ts';
import { DashboardPanel } from './DashboardPanel.tsx';
import { statusCounts } from './dashboard-summary.ts';

/** 本日のコース: the day's total progress, how many are in each state, and each course's progress. */
export function TodayCoursesPanel({ today }: { today: string }) {
  const { data, error, refetch, isLoading } = useListCoursesQuery({
    deliveryDate: today,
    perPage: 1000,
    sort: 'startTime',
  });
  const courses = data?.data ?? [];
  const total = totalProgress(courses);
  const counts = statusCounts(courses);

  return (
    <DashboardPanel
      title="本日のコース"
      count={data ? courses.length : undefined}
      loading={isLoading}
      link={{ to: '/dispatch', label: '配車表を開く' }}
    >
      {error && <QueryError error={error} onRetry={refetch} />}
      {data && courses.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 1 }}>本日のコースはありません</Typography>
      )}
      {courses.length > 0 && (
        <>
          <Box sx={{ mb: 1.5 }}>
            <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mb: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                本日の進捗
              </Typography>
              <Typography variant="h2" component="p">
                {total.percent}%
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                配送先 {total.completedCount}/{total.destinationCount} 完了
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={total.percent}
              aria-label="本日の進捗"
              sx={{ height: 8, borderRadius: 4 }}
            />
            <Stack direction="row" sx={{ gap: 0.75, mt: 1, flexWrap: 'wrap' }}>
              {courseStatuses.map((status) => (
                <Chip
                  key={status}
                  size="small"
                  variant="outlined"
                  color={courseStatusColors[status]}
                  label={`${courseStatusLabels[status]} ${counts[status]}`}
                />
              ))}
            </Stack>
          </Box>
          <Box sx={{ maxHeight: 420, overflow: 'auto' }}>
            <Table size="small" stickyHeader aria-label="本日のコース">
              <TableHead>
                <TableRow>
                  <TableCell>コース</TableCell>
                  <TableCell>時間</TableCell>
                  <TableCell>ドライバー</TableCell>
                  <TableCell>状態</TableCell>
                  <TableCell>進捗</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {courses.map((course) => (
                  <TableRow key={course.id} hover>
                    <TableCell sx={{ maxWidth: 220 }}>
                      <Link component={RouterLink} to={coursePath(course)} noWrap sx={{ display: 'block' }}>
                        {course.name}
                      </Link>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {timeRange(course.startTime, course.endTime) || '—'}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{course.driverName ?? '未割当'}</TableCell>
                    <TableCell>
                      <CourseStatusChip status={course.status} carriedOverCount={course.carriedOverCount} />
                    </TableCell>
                    <TableCell>
                      <CourseProgress course={course} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </DashboardPanel>
  );
}
