import Navigation from '@mui/icons-material/Navigation';
import Phone from '@mui/icons-material/Phone';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { destinationLabels as L } from '@rikuun/contract';
import { DetailList } from '../../components/DetailList.tsx';
import { formatEta, formatLoad, timeRange } from '../courses/index.ts';
import { navigationUrl } from './driver-course-links.ts';
import type { ShownStop } from './pending-actions.ts';

const bigButton = { minHeight: 56, fontSize: 18, flex: 1 } as const;

/** Where and what: 電話 and ナビ as big buttons, then the stop's particulars. */
export function StopDetails({ stop }: { stop: ShownStop }) {
  const nav = navigationUrl(stop);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5}>
        <Button
          variant="outlined"
          size="large"
          startIcon={<Phone />}
          sx={bigButton}
          disabled={!stop.phone}
          component="a"
          href={stop.phone ? `tel:${stop.phone.replace(/[^\d+]/g, '')}` : undefined}
        >
          電話
        </Button>
        <Button
          variant="outlined"
          size="large"
          startIcon={<Navigation />}
          sx={bigButton}
          disabled={!nav}
          component="a"
          href={nav ?? undefined}
          target="_blank"
          rel="noopener"
        >
          ナビ
        </Button>
      </Stack>
      <DetailList
        items={[
          {
            label: '住所',
            value: [stop.zipCode && `〒${stop.zipCode}`, stop.address1, stop.address2]
              .filter(Boolean)
              .join(' '),
          },
          { label: L.phone, value: stop.phone },
          { label: '指定時間', value: timeRange(stop.timeWindowStart, stop.timeWindowEnd) },
          { label: L.eta, value: formatEta(stop.eta) },
          { label: '荷物', value: formatLoad(stop.quantity, stop.weightKg) },
          { label: L.memo, value: stop.memo },
        ]}
      />
    </Stack>
  );
}
