import Alert from '@mui/material/Alert';
import { nextDestinationStatus } from '@rikuun/contract';
import { useParams } from 'react-router';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { recordAction } from './record-action.ts';
import { StopProofForm } from './StopProofForm.tsx';
import { useDriverCourse } from './use-driver-day.ts';

/** Proof of delivery: photos and a signature, then 完了を記録 (one request through the outbox). */
export function DriverCompletePage() {
  const { courseId = '', destinationId = '' } = useParams();
  const { course, date, error, isLoading, refetch } = useDriverCourse(courseId);

  if (course === undefined) return isLoading ? <Loading /> : <QueryError error={error} onRetry={refetch} />;
  const stop = course?.destinations.find((d) => d.id === destinationId);
  if (!course || !stop) return <Alert severity="warning">この配送先は見つかりません。</Alert>;
  const possible = course.status !== 'cancelled' && nextDestinationStatus(stop.status, 'completed') !== null;

  return (
    <StopProofForm
      course={course}
      stop={stop}
      date={date}
      label="完了"
      possible={possible}
      withSignature
      color="success"
      onRecord={async (proof) => {
        await recordAction(stop, 'completed', proof);
        return true;
      }}
    />
  );
}
