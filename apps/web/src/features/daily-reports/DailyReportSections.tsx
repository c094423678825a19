import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DailyReport, dailyReportLabels as L } from '@rikuun/contract';
import type { ReactNode } from 'react';
import { DetailList } from '../../components/DetailList.tsx';
import { formatDateLong } from '../../lib/format.ts';
import { kmText, spanText, timeText } from './daily-report-format.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const confirmed = (yes: boolean) => (yes ? '荷主確認済み' : '荷主未確認');

function Rows({ empty, lines }: { empty: string; lines: string[] }) {
  if (lines.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>;
  return (
    <Stack component="ul" spacing={0.75} sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the record's rows have no ids and never reorder here
        <Typography component="li" key={i}>
          {line}
        </Typography>
      ))}
    </Stack>
  );
}

/**
 * Every item of the 乗務等の記録 (輸送安全規則 第8条, domain-ja §6): driver, vehicle, start and end of
 * duty (place, time), waypoints, distance, load, breaks, driver changes, 荷待ち (30 min or more), 荷役・附帯業務, accidents
 * and delays, instructions.
 */
export function DailyReportSections({ report: r }: { report: DailyReport }) {
  const d = r.date;
  return (
    <>
      <Section title="乗務">
        <DetailList
          items={[
            { label: L.date, value: formatDateLong(r.date) },
            { label: 'ドライバー', value: r.driverName },
            { label: L.vehicleId, value: r.vehicleRegistrationNumber },
            { label: L.contractId, value: r.contractName ?? '契約なし' },
            { label: '取引先', value: r.clientName },
            { label: L.startAt, value: [timeText(r.startAt, d), r.startPlace].filter(Boolean).join('　') },
            { label: L.endAt, value: [timeText(r.endAt, d), r.endPlace].filter(Boolean).join('　') },
            {
              label: 'メーター',
              value:
                r.startOdometerKm !== null || r.endOdometerKm !== null
                  ? `${kmText(r.startOdometerKm) || '—'} → ${kmText(r.endOdometerKm) || '—'}`
                  : '',
            },
            {
              label: '走行距離',
              value:
                r.distanceKm === null
                  ? ''
                  : `${kmText(r.distanceKm)}${r.startOdometerKm === null || r.endOdometerKm === null ? '（走行記録）' : ''}`,
            },
            { label: L.waypoints, value: r.waypoints },
            { label: L.loadStatus, value: r.loadStatus },
          ]}
        />
      </Section>
      <Section title={L.breaks}>
        <Rows
          empty="休憩の記録はありません"
          lines={r.breaks.map((b) => [spanText(b.start, b.end, d), b.place].filter(Boolean).join('　'))}
        />
      </Section>
      <Section title={L.driverChanges}>
        <Rows
          empty="運転交替の記録はありません"
          lines={r.driverChanges.map((c) => [timeText(c.at, d), c.place ?? '地点未記入'].join('　'))}
        />
      </Section>
      <Section title={`${L.waitingRecords}（30分以上）`}>
        <Rows
          empty="荷待ちの記録はありません"
          lines={r.waitingRecords.map((w) =>
            [
              w.place ?? '場所未記入',
              `到着・出発 ${spanText(w.arrivedAt, w.departedAt, d) || '—'}`,
              `荷役 ${spanText(w.loadingStartAt, w.loadingEndAt, d) || '—'}`,
              confirmed(w.shipperConfirmed),
            ].join('　'),
          )}
        />
      </Section>
      <Section title={L.loadingWork}>
        <Rows
          empty="荷役・附帯業務の記録はありません"
          lines={r.loadingWork.map((l) =>
            [
              l.place ?? '場所未記入',
              spanText(l.startAt, l.endAt, d),
              l.description,
              confirmed(l.shipperConfirmed),
            ]
              .filter(Boolean)
              .join('　'),
          )}
        />
      </Section>
      <Section title="その他">
        <DetailList
          items={[
            { label: L.accidentOrDelay, value: r.accidentOrDelay ?? 'なし' },
            { label: L.instructions, value: r.instructions },
            { label: L.memo, value: r.memo },
          ]}
        />
      </Section>
    </>
  );
}
