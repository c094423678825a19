import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ConsignorDelivery,
  courseStatusLabels,
  destinationStatusLabels,
  outcomeDetailText,
  positionNoteLabels,
} from '@rikuun/contract';
import { stopColors } from '../../components/map/map-points.ts';
import { ProofThumbnails } from '../courses/index.ts';
import { clockTime } from '../locations/index.ts';
import { ConsignorTrackingLinkButton } from '../tracking-links/index.ts';

const slotOf = (start: string | null, end: string | null) =>
  start || end ? `${start ?? ''}〜${end ?? ''}` : '指定なし';

/**
 * The side list: each course with its carrier, driver, position note and stops (status and when it
 * was reached, window, ETA, an outcome's details, and the proof of delivery once delivered).
 */
export function DeliveryList({ deliveries }: { deliveries: readonly ConsignorDelivery[] }) {
  if (deliveries.length === 0)
    return <Typography color="text.secondary">この日のお届けはありません。</Typography>;
  return (
    <Stack spacing={2}>
      {deliveries.map((d) => (
        <Paper
          key={d.courseId}
          variant="outlined"
          sx={{ p: 2 }}
          component="section"
          aria-label={d.courseName}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {d.courseName}
            </Typography>
            <Chip size="small" label={courseStatusLabels[d.status]} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {d.companyName}
            {d.driverName ? `・ドライバー ${d.driverName}` : ''}
          </Typography>
          {d.position ? (
            <Typography variant="body2">現在地 {clockTime(d.position.recordedAt)} 時点</Typography>
          ) : (
            d.positionNote && (
              <Typography variant="body2" color="text.secondary">
                {positionNoteLabels[d.positionNote]}
              </Typography>
            )
          )}
          <Stack component="ol" spacing={0.5} sx={{ pl: 0, mt: 1, mb: 0, listStyle: 'none' }}>
            {d.stops.map((s) => (
              <Stack component="li" key={s.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography
                  variant="body2"
                  sx={{ minWidth: 24, fontWeight: 700, color: stopColors[s.status] }}
                  aria-hidden
                >
                  {s.sequence}
                </Typography>
                <Stack sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap>
                    {s.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {destinationStatusLabels[s.status]}
                    {s.finishedAt ? ` ${clockTime(s.finishedAt)}` : ''}・時間指定{' '}
                    {slotOf(s.timeWindowStart, s.timeWindowEnd)}
                    {s.eta && !s.finishedAt ? `・到着予定 ${clockTime(s.eta)}` : ''}
                  </Typography>
                  {outcomeDetailText(s) && <Typography variant="caption">{outcomeDetailText(s)}</Typography>}
                  <ProofThumbnails actions={[s]} stopName={s.name} />
                </Stack>
                <ConsignorTrackingLinkButton destinationId={s.id} name={s.name} />
              </Stack>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
