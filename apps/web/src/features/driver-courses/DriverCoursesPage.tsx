import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, todayInTokyo } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { shortDate } from '../courses/index.ts';
import { CourseCard } from './CourseCard.tsx';
import { dayPath } from './driver-course-links.ts';
import { OutboxStatus } from './OutboxStatus.tsx';
import { useDateParam, useDriverDay } from './use-driver-day.ts';

const dayButton = { minHeight: 48, minWidth: 96 } as const;

/** The driver's courses of a day (default today), as large cards; previous and next day buttons. */
export function DriverCoursesPage() {
  const date = useDateParam();
  const { courses, error, isLoading, refetch } = useDriverDay(date);
  const today = todayInTokyo();

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <div>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {date === today ? '本日' : date < today ? '過去' : '予定'}
          </Typography>
          <Typography variant="h1" component="h1">
            {shortDate(date)}のコース
          </Typography>
        </div>
        <OutboxStatus />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button
          component={RouterLink}
          to={dayPath(addDays(date, -1))}
          variant="outlined"
          startIcon={<ChevronLeft />}
          sx={dayButton}
        >
          前日
        </Button>
        {date !== today && (
          <Button component={RouterLink} to={dayPath(today)} variant="outlined" sx={dayButton}>
            本日
          </Button>
        )}
        <Button
          component={RouterLink}
          to={dayPath(addDays(date, 1))}
          variant="outlined"
          endIcon={<ChevronRight />}
          sx={dayButton}
        >
          翌日
        </Button>
      </Stack>
      {courses ? (
        courses.length === 0 ? (
          <Alert severity="info">この日のコースはありません。</Alert>
        ) : (
          <Stack spacing={2} component="section" aria-label="コース一覧">
            {courses.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </Stack>
        )
      ) : isLoading ? (
        <Loading />
      ) : (
        <QueryError error={error} onRetry={refetch} />
      )}
    </Stack>
  );
}
