import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { driverOutbox } from '../driver-app/index.ts';
import { createPositionBatcher, pointFromPosition, type TrackedPoint } from './position-batcher.ts';

type TrackerState = 'off' | 'tracking' | 'denied' | 'unavailable';

const notes: Record<Exclude<TrackerState, 'off'>, string> = {
  tracking: '位置情報を送信しています',
  denied: '位置情報の利用が許可されていません。端末の設定で許可してください',
  unavailable: '現在地を取得できません',
};

/** How often the timer looks whether a batch is due (the batcher decides; 30 s by default). */
const CHECK_MS = 5_000;

function send(points: TrackedPoint[]) {
  // The outbox keeps the batch while offline and sends it in order later.
  void driverOutbox
    .enqueue({ kind: 'locations', url: '/locations', body: { json: { points } }, label: '位置情報' })
    .catch(() => undefined);
}

/**
 * While `active` (the driver is on duty), watches the phone's position and queues batches in the
 * outbox: every 30 s, or at once after 100 m of movement (position-batcher.ts). Renders only a
 * one-line status; nothing when inactive.
 */
export function PositionTracker({ active }: { active: boolean }) {
  const [state, setState] = useState<TrackerState>('off');

  useEffect(() => {
    if (!active) {
      setState('off');
      return;
    }
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState('unavailable');
      return;
    }
    const batcher = createPositionBatcher();
    const watchId = navigator.geolocation.watchPosition(
      (position) => {
        setState('tracking');
        const batch = batcher.add(pointFromPosition(position), Date.now());
        if (batch) send(batch);
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 60_000 },
    );
    const timer = setInterval(() => {
      const batch = batcher.due(Date.now());
      if (batch) send(batch);
    }, CHECK_MS);
    return () => {
      navigator.geolocation.clearWatch(watchId);
      clearInterval(timer);
      const rest = batcher.flush(Date.now());
      if (rest) send(rest);
    };
  }, [active]);

  if (state === 'off') return null;
  return (
    <Typography
      variant="caption"
      role="status"
      noWrap
      sx={{
        color: state === 'tracking' ? 'text.secondary' : 'warning.dark',
        display: 'block',
        py: 0.25,
        px: 1,
      }}
    >
      {notes[state]}
    </Typography>
  );
}
