import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsignorDelivery, ConsignorPosition, ConsignorStreamEvent } from '@rikuun/contract';
import { todayInTokyo } from '@rikuun/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListDateFilter } from '../../components/ListDateFilter.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useConsignorDeliveriesQuery } from './consignor-map.api.ts';
import { DeliveryList } from './DeliveryList.tsx';
import { DeliveryMap } from './DeliveryMap.tsx';
import { LIVE_REFRESH_MS, POLL_MS, useDeliveryStream } from './use-delivery-stream.ts';

const modeNotes = {
  connecting: '接続しています…',
  live: 'リアルタイムで更新しています',
  polling: `${POLL_MS / 1000}秒ごとに更新しています`,
} as const;

/**
 * お届けマップ: the consignor's courses of a date across the companies carrying them, their stops with
 * status and ETA, and each truck while it runs one of them. Live from the stream; every 30 s when the
 * stream is not available (and every 2 minutes while live, for courses added to the date).
 */
export function ConsignorMapPage() {
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? todayInTokyo();
  const [moved, setMoved] = useState<Record<string, ConsignorPosition>>({});
  // The query's refetch, for the stream's handler (made before the query).
  const refetchRef = useRef<() => void>(() => undefined);
  const onEvent = useCallback((event: ConsignorStreamEvent) => {
    if (event.type === 'position') setMoved((m) => ({ ...m, [event.courseId]: event.position }));
    else refetchRef.current();
  }, []);
  const mode = useDeliveryStream(date, onEvent);
  const { data, error, refetch } = useConsignorDeliveriesQuery(
    { date },
    { pollingInterval: mode === 'polling' ? POLL_MS : LIVE_REFRESH_MS },
  );
  refetchRef.current = refetch;

  // A pushed position newer than the last read replaces it; a course no longer in progress shows none.
  const deliveries = useMemo<ConsignorDelivery[]>(
    () =>
      (data?.data ?? []).map((d) => {
        const pushed = moved[d.courseId];
        if (!pushed || d.status !== 'in_progress') return d;
        if (d.position && d.position.recordedAt >= pushed.recordedAt) return d;
        return { ...d, position: pushed, positionNote: null };
      }),
    [data, moved],
  );

  return (
    <>
      <PageHeader title="お届けマップ" subtitle={modeNotes[mode]} />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <ListDateFilter
          label="日付"
          value={date}
          onChange={(value) => {
            setMoved({});
            setParams(value ? { date: value } : {});
          }}
        />
      </Stack>
      {error ? (
        <Alert severity="error">お届け情報を読み込めませんでした。</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <Box>
            <DeliveryMap deliveries={deliveries} height={{ xs: 360, md: 600 }} />
            <Typography variant="caption" color="text.secondary">
              ドライバーの位置は、お客様の便を運行している間だけ表示されます。
            </Typography>
          </Box>
          <Box sx={{ maxHeight: { md: 640 }, overflowY: { md: 'auto' } }}>
            {data && <DeliveryList deliveries={deliveries} />}
          </Box>
        </Box>
      )}
    </>
  );
}
