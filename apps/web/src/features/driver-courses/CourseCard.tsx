import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { courseStatusLabels } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import { courseStatusColors, progressLabel, progressPercent, timeRange } from '../courses/index.ts';
import { coursePath } from './driver-course-links.ts';
import type { ShownCourse } from './pending-actions.ts';

/** One course of the day as a large card: name, time, vehicle, progress, status. */
export function CourseCard({ course }: { course: ShownCourse }) {
  const cancelled = course.status === 'cancelled';
  return (
    <Card variant="outlined" sx={{ opacity: cancelled ? 0.7 : 1 }}>
      <CardActionArea component={RouterLink} to={coursePath(course.id, course.deliveryDate)}>
        <CardContent>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="h2" component="h2" sx={{ fontSize: 20, overflowWrap: 'anywhere' }}>
                {course.name}
              </Typography>
              <Chip color={courseStatusColors[course.status]} label={courseStatusLabels[course.status]} />
            </Stack>
            <Typography sx={{ fontSize: 18 }}>
              {timeRange(course.startTime, course.endTime) || '時間未定'}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {course.vehicleRegistrationNumber ?? '車両未定'}
              {course.baseName ? `・${course.baseName}` : ''}
            </Typography>
            <Box>
              <Typography sx={{ fontWeight: 700 }} aria-label={`進捗 ${progressLabel(course)}`}>
                進捗 {progressLabel(course)}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={progressPercent(course)}
                sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
                aria-hidden
              />
            </Box>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
