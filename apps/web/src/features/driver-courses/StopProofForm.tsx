import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { describeError } from '../../lib/errors.ts';
import { coursePath, stopPath } from './driver-course-links.ts';
import { OutboxStatus } from './OutboxStatus.tsx';
import { type Photo, ProofPhotos } from './ProofPhotos.tsx';
import type { ProofOfDelivery } from './record-action.ts';
import { SignatureField, type SignatureHandle } from './SignatureField.tsx';

type Props = {
  course: { id: string };
  stop: { id: string; sequence: number; name: string };
  date: string;
  /** The action's name: 「完了」, 「不在」 … (the title is 「…の記録」). */
  label: string;
  possible: boolean;
  withSignature: boolean;
  color: 'success' | 'warning';
  /**
   * Records the action with the proof taken here; false when the page's own fields refused it (their
   * errors shown there), so nothing is sent. Back to the course once recorded.
   */
  onRecord: (proof: ProofOfDelivery) => Promise<boolean>;
  /** The action's own fields, between the title and the photos. */
  children?: ReactNode;
};

/** A stop's action on the phone: its fields, photos, a signature, then one request through the outbox. */
export function StopProofForm({
  course,
  stop,
  date,
  label,
  possible,
  withSignature,
  color,
  onRecord,
  children,
}: Props) {
  const navigate = useNavigate();
  const signature = useRef<SignatureHandle>(null);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [compressing, setCompressing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit() {
    setSaving(true);
    setFailure(null);
    try {
      const drawn = withSignature ? ((await signature.current?.toBlob()) ?? null) : null;
      const recorded = await onRecord({ photos: photos.map((p) => p.blob), signature: drawn });
      if (!recorded) {
        setSaving(false);
        return;
      }
      navigate(coursePath(course.id, date));
    } catch (e) {
      setFailure(describeError(e).messages.join(' '));
      setSaving(false);
    }
  }

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
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
          {label}の記録
        </Typography>
        <Typography sx={{ fontSize: 20, mt: 0.5, overflowWrap: 'anywhere' }}>
          {stop.sequence}. {stop.name}
        </Typography>
      </div>
      {!possible && <Alert severity="warning">この配送先には{label}を記録できません。</Alert>}
      {children}
      <ProofPhotos photos={photos} onChange={setPhotos} onBusy={setCompressing} />
      {withSignature && <SignatureField ref={signature} />}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button
        variant="contained"
        color={color}
        size="large"
        disabled={!possible || compressing || saving}
        onClick={() => void submit()}
        sx={{ minHeight: 72, fontSize: 22, fontWeight: 700 }}
      >
        {label}を記録
      </Button>
    </Stack>
  );
}
