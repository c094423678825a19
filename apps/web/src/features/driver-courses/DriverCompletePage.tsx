import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { nextDestinationStatus } from '@rikuun/contract';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { describeError } from '../../lib/errors.ts';
import { coursePath, stopPath } from './driver-course-links.ts';
import { OutboxStatus } from './OutboxStatus.tsx';
import { type Photo, ProofPhotos } from './ProofPhotos.tsx';
import { recordAction } from './record-action.ts';
import { SignatureField, type SignatureHandle } from './SignatureField.tsx';
import { useDriverCourse } from './use-driver-day.ts';

/** Proof of delivery: photos and a signature, then 完了を記録 (one request through the outbox). */
export function DriverCompletePage() {
  const { courseId = '', destinationId = '' } = useParams();
  const { course, date, error, isLoading, refetch } = useDriverCourse(courseId);
  const navigate = useNavigate();
  const signature = useRef<SignatureHandle>(null);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [compressing, setCompressing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (course === undefined) return isLoading ? <Loading /> : <QueryError error={error} onRetry={refetch} />;
  const stop = course?.destinations.find((d) => d.id === destinationId);
  if (!course || !stop) return <Alert severity="warning">この配送先は見つかりません。</Alert>;
  const possible = course.status !== 'cancelled' && nextDestinationStatus(stop.status, 'completed') !== null;

  async function submit() {
    if (!stop || !course) return;
    setSaving(true);
    setFailure(null);
    try {
      const drawn = (await signature.current?.toBlob()) ?? null;
      await recordAction(stop, 'completed', { photos: photos.map((p) => p.blob), signature: drawn });
      navigate(coursePath(course.id, date));
    } catch (e) {
      setFailure(describeError(e).messages.join(' '));
      setSaving(false);
    }
  }

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Button
          component={RouterLink}
          to={stopPath(course.id, stop.id, date)}
          startIcon={<ArrowBack />}
          sx={{ minHeight: 48 }}
        >
          戻る
        </Button>
        <OutboxStatus />
      </Stack>
      <div>
        <Typography variant="h1" component="h1">
          完了の記録
        </Typography>
        <Typography sx={{ fontSize: 20, mt: 0.5, overflowWrap: 'anywhere' }}>
          {stop.sequence}. {stop.name}
        </Typography>
      </div>
      {!possible && <Alert severity="warning">この配送先には完了を記録できません。</Alert>}
      <ProofPhotos photos={photos} onChange={setPhotos} onBusy={setCompressing} />
      <SignatureField ref={signature} />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button
        variant="contained"
        color="success"
        size="large"
        disabled={!possible || compressing || saving}
        onClick={() => void submit()}
        sx={{ minHeight: 72, fontSize: 22, fontWeight: 700 }}
      >
        完了を記録
      </Button>
    </Stack>
  );
}
