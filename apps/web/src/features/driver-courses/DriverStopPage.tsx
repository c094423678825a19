import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type DestinationActionType,
  destinationActionTypeLabels,
  isUndeliveredOutcome,
  nextDestinationStatus,
  outcomeDetailText,
} from '@rikuun/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useOneSubmit } from '../../components/form/use-one-submit.ts';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { describeError } from '../../lib/errors.ts';
import { DestinationStatusChip, formatActionTime } from '../courses/index.ts';
import { ExpenseLinkButton } from '../expenses/index.ts';
import { CourseHeader } from './CourseHeader.tsx';
import { completePath, coursePath, outcomePath } from './driver-course-links.ts';
import { recordAction } from './record-action.ts';
import { StopActions } from './StopActions.tsx';
import { StopDetails } from './StopDetails.tsx';
import { WaitingChips } from './StopRow.tsx';
import { useDriverCourse } from './use-driver-day.ts';

/** One stop: where it is, how to get there, and the one thing to record next. */
export function DriverStopPage() {
  const { courseId = '', destinationId = '' } = useParams();
  const { course, date, error, isLoading, refetch } = useDriverCourse(courseId);
  const navigate = useNavigate();
  // 到着 turns into 完了 in place: a double tap on 到着 must not open 完了 with its second tap.
  const once = useOneSubmit({ settleMs: 1000 });
  const [failure, setFailure] = useState<string | null>(null);

  if (course === undefined) return isLoading ? <Loading /> : <QueryError error={error} onRetry={refetch} />;
  const stop = course?.destinations.find((d) => d.id === destinationId);
  if (!course || !stop) return <Alert severity="warning">この配送先は見つかりません。</Alert>;

  const back = coursePath(course.id, date);
  async function act(type: DestinationActionType) {
    if (!stop || !course) return;
    if (type === 'completed') {
      navigate(completePath(course.id, stop.id, date));
      return;
    }
    // An outcome takes a reason and photos (the 不在票) on its own screen.
    if (isUndeliveredOutcome(type)) {
      navigate(outcomePath(course.id, stop.id, type, date));
      return;
    }
    await once.run(async () => {
      setFailure(null);
      try {
        await recordAction(stop, type);
        // 到着 and the work at the stop leave it open: 完了 is the next button on this same screen.
        if (nextDestinationStatus(stop.status, type) !== 'arrived') navigate(back);
      } catch (e) {
        setFailure(describeError(e).messages.join(' '));
      }
    });
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <CourseHeader course={course} back={back} backLabel="配送先一覧" />
      <Stack spacing={1} component="section" aria-label="配送先">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip label={`${stop.sequence}件目`} variant="outlined" />
          <DestinationStatusChip status={stop.status} />
        </Stack>
        <Typography variant="h2" component="h2" sx={{ fontSize: 26, overflowWrap: 'anywhere' }}>
          {stop.name}
        </Typography>
        <WaitingChips stop={stop} />
      </Stack>
      {failure && <Alert severity="error">{failure}</Alert>}
      {course.status === 'cancelled' ? (
        <Alert severity="warning">このコースは中止されたため、記録できません。</Alert>
      ) : (
        <StopActions stop={stop} busy={once.busy} onAction={(type) => void act(type)} />
      )}
      {course.status !== 'cancelled' && (
        <ExpenseLinkButton date={date} courseId={course.id} destinationId={stop.id} />
      )}
      <StopDetails stop={stop} />
      {stop.actions.length > 0 && (
        <section aria-label="記録済みの作業">
          <Typography variant="h2" component="h2" sx={{ fontSize: 18, mb: 1 }}>
            記録済み
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {stop.actions.map((a) => (
              <Chip
                key={a.id}
                label={[
                  `${destinationActionTypeLabels[a.type]} ${formatActionTime(a.at, course.deliveryDate)}`,
                  outcomeDetailText(a),
                ]
                  .filter(Boolean)
                  .join(' ')}
              />
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}
