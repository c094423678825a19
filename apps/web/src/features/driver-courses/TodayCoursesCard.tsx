import ArrowForward from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { todayInTokyo } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import { formatEta, progressLabel, timeRange } from '../courses/index.ts';
import { coursePath, dayPath } from './driver-course-links.ts';
import { nextStopOf } from './pending-actions.ts';
import { useDriverDay } from './use-driver-day.ts';

/** The driver home's summary of today: the course to work on, its next stop, a big button to open it. */
export function TodayCoursesCard() {
  const date = todayInTokyo();
  const { courses, isLoading, isError } = useDriverDay(date);
  const open = courses?.filter((c) => c.status !== 'cancelled' && c.status !== 'completed') ?? [];
  const current = open[0];
  const next = current ? nextStopOf(current.destinations) : null;

  return (
    <Card variant="outlined" component="section" aria-label="本日のコース">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h2" component="h2">
            本日のコース
          </Typography>
          {isLoading && <Typography sx={{ color: 'text.secondary' }}>読み込み中…</Typography>}
          {isError && !courses && (
            <Typography sx={{ color: 'error.main' }}>コースを読み込めませんでした。</Typography>
          )}
          {courses && courses.length === 0 && <Typography>本日のコースはありません。</Typography>}
          {courses && courses.length > 0 && !current && (
            <Typography>本日のコースはすべて終了しました。</Typography>
          )}
          {current && (
            <>
              <div>
                <Typography sx={{ fontSize: 20, fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {current.name}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>
                  {[
                    timeRange(current.startTime, current.endTime),
                    current.vehicleRegistrationNumber,
                    progressLabel(current),
                  ]
                    .filter(Boolean)
                    .join('・')}
                </Typography>
              </div>
              {next && (
                <Typography>
                  次の配送先：{next.sequence}. {next.name}
                  {next.eta ? `（到着予定 ${formatEta(next.eta)}）` : ''}
                </Typography>
              )}
              <Button
                component={RouterLink}
                to={coursePath(current.id, date)}
                variant="contained"
                size="large"
                endIcon={<ArrowForward />}
                sx={{ minHeight: 56, fontSize: 18 }}
              >
                コースを開く
              </Button>
            </>
          )}
          {courses && courses.length > 1 && (
            <Button component={RouterLink} to={dayPath(date)} sx={{ minHeight: 48 }}>
              本日のコース {courses.length}件を見る
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
