import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { progressLabel, progressPercent, timeRange } from '../courses/index.ts';
import { OutboxStatus } from './OutboxStatus.tsx';
import type { ShownCourse } from './pending-actions.ts';

/** The course page's top: back to the day, the course, its progress and what waits to be sent. */
export function CourseHeader({
  course,
  back,
  backLabel,
}: {
  course: ShownCourse;
  back: string;
  backLabel: string;
}) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Button component={RouterLink} to={back} startIcon={<ArrowBack />} sx={{ minHeight: 48 }}>
          {backLabel}
        </Button>
        <OutboxStatus />
      </Stack>
      <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {course.name}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {[timeRange(course.startTime, course.endTime), course.vehicleRegistrationNumber, course.baseName]
          .filter(Boolean)
          .join('・')}
      </Typography>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>進捗 {progressLabel(course)}</Typography>
        <LinearProgress
          variant="determinate"
          value={progressPercent(course)}
          sx={{ height: 10, borderRadius: 5, mt: 0.5 }}
          aria-label="進捗"
        />
      </Box>
    </Stack>
  );
}
