import ArrowForward from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DestinationStatusChip, formatEta, timeRange } from '../courses/index.ts';
import type { ShownStop } from './pending-actions.ts';
import { StopNumber, WaitingChips } from './StopRow.tsx';

/** The next stop, highlighted, with the one main action of the course page: open it. */
export function NextStopCard({ stop, to }: { stop: ShownStop; to: string }) {
  const address = [stop.address1, stop.address2].filter(Boolean).join(' ');
  const timeWindow = timeRange(stop.timeWindowStart, stop.timeWindowEnd);
  const eta = formatEta(stop.eta);
  return (
    <Card
      component="section"
      aria-label="次の配送先"
      sx={{ border: 2, borderColor: 'primary.main', bgcolor: 'background.paper' }}
    >
      <CardContent>
        <Stack spacing={1.25}>
          <Typography variant="overline" sx={{ color: 'primary.main', fontWeight: 700, lineHeight: 1.5 }}>
            次の配送先
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <StopNumber sequence={stop.sequence} next />
            <Typography variant="h2" component="h2" sx={{ fontSize: 22, overflowWrap: 'anywhere', flex: 1 }}>
              {stop.name}
            </Typography>
            <DestinationStatusChip status={stop.status} />
          </Stack>
          {address && <Typography sx={{ overflowWrap: 'anywhere' }}>{address}</Typography>}
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            {timeWindow && <Typography>指定 {timeWindow}</Typography>}
            {eta && <Typography>到着予定 {eta}</Typography>}
          </Stack>
          <WaitingChips stop={stop} />
          <Button
            component={RouterLink}
            to={to}
            variant="contained"
            size="large"
            endIcon={<ArrowForward />}
            sx={{ minHeight: 56, fontSize: 18 }}
          >
            この配送先を開く
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
