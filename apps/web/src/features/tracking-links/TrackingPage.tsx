import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { destinationStatusLabels, type TrackingView, trackingHeadline } from '@rikuun/contract';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Loading } from '../../components/Loading.tsx';
import { formatDateLong, pad, partsOf } from '../../lib/format.ts';

/** How often the page asks again while it is open (the driver moves, the stop's status changes). */
const REFRESH_MS = 30_000;

const clock = (instant: string) => {
  const p = partsOf(instant);
  return p ? `${p.hour}:${pad(p.minute)}` : '';
};

type State = { view: TrackingView } | { failure: string } | null;

/** Reads GET /v1/track/{token} without sign-in: the link itself is the only credential. */
async function readTracking(token: string): Promise<State> {
  try {
    const res = await fetch(`/v1/track/${encodeURIComponent(token)}`, { cache: 'no-store' });
    if (res.ok) return { view: (await res.json()) as TrackingView };
    if (res.status === 429)
      return { failure: 'アクセスが集中しています。しばらくしてからもう一度お試しください。' };
    return { failure: 'このリンクは無効か、有効期限が切れています。' };
  } catch {
    return { failure: '通信できませんでした。電波の良い場所で再読み込みしてください。' };
  }
}

/** /track/:token — the recipient's page: one stop, phone first, no sign-in. */
export function TrackingPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>(null);

  useEffect(() => {
    let current = true;
    const load = () => readTracking(token).then((next) => current && setState(next));
    void load();
    const timer = window.setInterval(load, REFRESH_MS);
    return () => {
      current = false;
      window.clearInterval(timer);
    };
  }, [token]);

  return (
    <Container component="main" maxWidth="sm" sx={{ py: 2 }}>
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        お届け状況
      </Typography>
      {state === null ? (
        <Loading />
      ) : 'failure' in state ? (
        <Alert severity="warning">{state.failure}</Alert>
      ) : (
        <TrackingCard view={state.view} />
      )}
    </Container>
  );
}

function TrackingCard({ view }: { view: TrackingView }) {
  const { stop, etaWindow, position } = view;
  const slot =
    stop.timeWindowStart || stop.timeWindowEnd
      ? `${stop.timeWindowStart ?? ''}〜${stop.timeWindowEnd ?? ''}`
      : null;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {trackingHeadline(view)}
          </Typography>
          <Box>
            <Chip label={destinationStatusLabels[stop.status]} size="small" />
          </Box>
          {etaWindow && (
            <Box>
              <Typography variant="body2" color="text.secondary">
                到着予定
              </Typography>
              <Typography variant="h4" component="p" aria-label="到着予定の時間帯">
                {clock(etaWindow.from)}〜{clock(etaWindow.to)}
              </Typography>
            </Box>
          )}
        </Stack>
      </Paper>
      {position && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2">ドライバーの現在地（{clock(position.recordedAt)} 時点）</Typography>
          <Link
            href={`https://www.openstreetmap.org/?mlat=${position.latitude}&mlon=${position.longitude}#map=16/${position.latitude}/${position.longitude}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            地図で見る
          </Link>
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary">
            お届け先
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{stop.name}</Typography>
          {stop.address && <Typography variant="body2">{stop.address}</Typography>}
          <Typography variant="body2">お届け日 {formatDateLong(view.deliveryDate)}</Typography>
          {slot && <Typography variant="body2">時間指定 {slot}</Typography>}
          <Typography variant="body2">配送会社 {view.companyName}</Typography>
        </Stack>
      </Paper>
      <Typography variant="caption" color="text.secondary">
        到着予定は目安です。交通状況により前後することがあります。このページは30秒ごとに更新されます。
      </Typography>
    </Stack>
  );
}
