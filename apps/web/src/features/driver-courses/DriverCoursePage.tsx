import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { CourseMessagesCard } from '../course-messages/index.ts';
import { ExpenseLinkButton } from '../expenses/index.ts';
import { DriverLimitAlerts } from '../working-time/index.ts';
import { CourseHeader } from './CourseHeader.tsx';
import { dayPath, stopPath } from './driver-course-links.ts';
import { NextStopCard } from './NextStopCard.tsx';
import { nextStopOf } from './pending-actions.ts';
import { StopRow } from './StopRow.tsx';
import { StopsMap } from './StopsMap.tsx';
import { useDriverCourse } from './use-driver-day.ts';

/** One course on the phone: the next stop first and highlighted, then every stop in sequence. */
export function DriverCoursePage() {
  const { courseId = '' } = useParams();
  const { course, date, error, isLoading, refetch } = useDriverCourse(courseId);

  if (course === undefined) return isLoading ? <Loading /> : <QueryError error={error} onRetry={refetch} />;
  if (course === null)
    return (
      <Alert severity="warning">このコースは見つかりません（担当ではないか、別の日のコースです）。</Alert>
    );

  const next = course.status === 'cancelled' ? null : nextStopOf(course.destinations);
  const others = course.destinations.filter((d) => d.id !== next?.id);
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <CourseHeader course={course} back={dayPath(date)} backLabel="コース一覧" />
      <DriverLimitAlerts />
      {course.status === 'cancelled' && <Alert severity="warning">このコースは中止されました。</Alert>}
      {course.memo && <Alert severity="info">{course.memo}</Alert>}
      {course.carriedOverCount > 0 && (
        <Alert severity="info">
          未完了の配送先{course.carriedOverCount}件は別の日のコースに繰り越されました。このコースの配送先は
          {course.destinationCount}件です。
        </Alert>
      )}
      {next && <NextStopCard stop={next} to={stopPath(course.id, next.id, date)} />}
      {!next && course.destinationCount > 0 && course.status !== 'cancelled' && (
        <Alert severity="success">
          {course.carriedOverCount > 0
            ? 'このコースに残った配送先はすべて終わりました。お疲れさまでした。'
            : 'すべての配送先が完了しました。お疲れさまでした。'}
        </Alert>
      )}
      {others.length > 0 && (
        <section aria-label="配送先一覧">
          <Typography variant="h2" component="h2" sx={{ fontSize: 18, mb: 1 }}>
            {next ? 'ほかの配送先' : '配送先'}
          </Typography>
          <List disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {others.map((stop) => (
              <StopRow key={stop.id} stop={stop} to={stopPath(course.id, stop.id, date)} />
            ))}
          </List>
        </section>
      )}
      {course.destinations.length > 0 && <StopsMap stops={course.destinations} />}
      {course.status !== 'cancelled' && <ExpenseLinkButton date={date} courseId={course.id} />}
      <CourseMessagesCard side="driver" courseId={course.id} />
    </Stack>
  );
}
