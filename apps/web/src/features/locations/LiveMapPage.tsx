import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { todayInTokyo } from '@rikuun/contract';
import { useEffect, useMemo, useState } from 'react';
import { DateField } from '../../components/form/DateField.tsx';
import { isoDateOf } from '../../components/form/date-field-values.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { formatDate } from '../../lib/format.ts';
import { DriverPositionList } from './DriverPositionList.tsx';
import { LiveMap } from './LiveMap.tsx';
import { formatDistance, tokyoDayRange, trackDistanceKm } from './live-map-format.ts';
import { useGetLatestPositionsQuery, useSearchLocationsQuery } from './locations.api.ts';

/** The drivers' positions move every 30 s; the map asks every 15 s. */
const POLL_MS = 15_000;

/** 位置情報: where each driver is now, and one driver's track of a day. */
export function LiveMapPage() {
  const latest = useGetLatestPositionsQuery(undefined, {
    pollingInterval: POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const today = todayInTokyo();
  const [date, setDate] = useState(today);
  const drivers = latest.data?.data ?? [];
  const selected = drivers.find((d) => d.driverId === selectedId) ?? null;
  // Today's track grows: re-read it with the positions.
  const track = useSearchLocationsQuery(
    selectedId ? { driverIds: [selectedId], ...tokyoDayRange(date) } : skipToken,
    {
      pollingInterval: date === today ? POLL_MS : 0,
    },
  );
  const points = selectedId ? (track.data?.data ?? []) : [];
  const distance = useMemo(() => trackDistanceKm(points), [points]);
  // "3分前" moves on between polls too.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  if (latest.isLoading) return <Loading />;
  return (
    <>
      <PageHeader
        title="位置情報"
        subtitle="ドライバーの現在地（15秒ごとに更新）。ドライバーを選ぶとその日の走行経路を表示します。"
      />
      {latest.error && <QueryError error={latest.error} onRetry={latest.refetch} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' } }}>
        <LiveMap
          drivers={drivers}
          selectedId={selectedId}
          onSelect={setSelectedId}
          track={points}
          height={{ xs: 360, md: 600 }}
        />
        <Paper variant="outlined" sx={{ alignSelf: 'start' }}>
          <Stack spacing={1.5} sx={{ p: 2 }}>
            <DateField
              label="経路の日付"
              size="small"
              value={date}
              max={today}
              onChange={(picked) => {
                const day = isoDateOf(picked);
                if (day) setDate(day);
              }}
            />
            {selected ? (
              <Box aria-live="polite">
                <Typography variant="subtitle2">
                  {selected.driverName}・{formatDate(date)}
                </Typography>
                {track.error ? (
                  <QueryError error={track.error} onRetry={track.refetch} />
                ) : track.isFetching && !track.data ? (
                  <Typography variant="body2">経路を読み込み中…</Typography>
                ) : points.length === 0 ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    この日の位置情報はありません。
                  </Typography>
                ) : (
                  <Typography variant="body2" data-testid="track-summary">
                    {points.length}件・{formatDistance(distance)}
                  </Typography>
                )}
              </Box>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                一覧か地図でドライバーを選んでください。
              </Typography>
            )}
          </Stack>
          <DriverPositionList drivers={drivers} selectedId={selectedId} onSelect={setSelectedId} now={now} />
        </Paper>
      </Box>
      {drivers.some((d) => !d.onDuty) && (
        <Alert severity="info" sx={{ mt: 2 }} variant="outlined">
          灰色のドライバーは勤務外です（最後に受信した位置を表示しています）。
        </Alert>
      )}
    </>
  );
}
