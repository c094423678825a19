import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatWorkMinutes as fmt,
  type LimitItem,
  type LimitLevel,
  type LimitWarning,
  limitLevels,
  limitWarnings,
  type SelfWorkingTime,
  selfWorkingTimeAt,
} from '@rikuun/contract';
import { useEffect, useRef, useState } from 'react';
import { useDutyNow } from '../attendances/index.ts';
import { SeverityIcon, severityColor } from './WorkingTimeParts.tsx';
import { useGetSelfWorkingTimeQuery } from './working-time.api.ts';

/** The figures are read again this often; between reads the phone's clock moves them on. */
const REFRESH_MS = 60_000;
const TICK_MS = 15_000;

/** The phone's clock, read again every TICK_MS (Playwright's clock in the browser tests). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(id);
  }, []);
  return now;
}

const severityOf = (level: LimitLevel) =>
  level === 'reached' ? 'breach' : level === 'near' ? 'near' : undefined;

function restText(rest: SelfWorkingTime['rest']): string {
  if (rest.afterDaysOff) return '休日明け';
  return rest.minutes === null ? '—' : fmt(rest.minutes);
}

/** One figure: what it is, the figure large (coloured and marked when near or at its limit), the limit. */
function Figure({
  label,
  value,
  limit,
  level,
}: {
  label: string;
  value: string;
  limit: string;
  level: LimitLevel;
}) {
  const severity = severityOf(level);
  return (
    <Box role="group" aria-label={label} sx={{ minWidth: 0 }}>
      <Typography sx={{ fontSize: 16, color: 'text.secondary' }}>{label}</Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, color: severityColor(severity) }}>
        {severity && <SeverityIcon severity={severity} />}
        <Typography component="span" sx={{ fontSize: 26, fontWeight: 700, lineHeight: 1.3 }}>
          {value}
        </Typography>
      </Stack>
      <Typography sx={{ fontSize: 15, color: 'text.secondary' }}>{limit}</Typography>
    </Box>
  );
}

/**
 * The driver's figures of the day moved on to the phone's clock, how close each is to its limit and
 * the warnings. The server's figures are read every minute and after each 出勤・休憩・退勤; the phone's
 * clock moves them on in between.
 */
function useDriverLimits() {
  const { state } = useDutyNow();
  const { data, refetch } = useGetSelfWorkingTimeQuery(undefined, { pollingInterval: REFRESH_MS });
  const now = useNow();
  // 出勤・休憩・退勤 change what grows: read the figures again when the state changes.
  const seenState = useRef(state);
  useEffect(() => {
    if (seenState.current === state) return;
    seenState.current = state;
    void refetch();
  }, [state, refetch]);
  if (!data) return null;
  const figures = selfWorkingTimeAt(data, now);
  return { figures, levels: limitLevels(figures), warnings: limitWarnings(figures, now) };
}

/** The warnings, large: red at a limit (announced at once), amber before it. */
function LimitAlerts({ warnings }: { warnings: readonly LimitWarning[] }) {
  return warnings.map((w) => (
    <Alert
      key={w.item}
      severity={w.level === 'reached' ? 'error' : 'warning'}
      role={w.level === 'reached' ? 'alert' : 'status'}
      sx={{ fontSize: 19, fontWeight: 700, alignItems: 'center' }}
    >
      {w.message}
    </Alert>
  ));
}

/** Only the warnings of the driver's limits (the course page, where he is while driving); none: nothing. */
export function DriverLimitAlerts() {
  const limits = useDriverLimits();
  if (!limits?.warnings.length) return null;
  return (
    <Stack spacing={1} component="section" aria-label="労働時間の注意">
      <LimitAlerts warnings={limits.warnings} />
    </Stack>
  );
}

/**
 * The driver's own limits of the day on his home (改善基準告示): 連続運転 since the last break, 拘束,
 * 運転 and the rest before the duty, each against its limit, in large type; a warning from 30 minutes
 * before each limit and at it (連続運転: take the 30-minute break).
 */
export function DriverLimitsCard() {
  const limits = useDriverLimits();
  if (!limits) return null;
  const { figures: d, levels, warnings } = limits;
  const { restraint, driving, continuousDriving: c, rest } = d;
  const figures: { item: LimitItem; label: string; value: string; limit: string }[] = [
    {
      item: 'continuous_driving',
      label: '連続運転',
      value: fmt(c.minutes),
      limit: `上限 ${fmt(c.limitMinutes)}`,
    },
    {
      item: 'restraint',
      label: '拘束時間',
      value: fmt(restraint.minutes),
      limit:
        restraint.limitMinutes === restraint.maxMinutes
          ? `上限 ${fmt(restraint.maxMinutes)}`
          : `原則 ${fmt(restraint.limitMinutes)}・最大 ${fmt(restraint.maxMinutes)}`,
    },
    {
      item: 'driving',
      label: '運転時間',
      value: fmt(driving.minutes),
      limit: `目安 ${fmt(driving.limitMinutes)}`,
    },
    {
      item: 'rest',
      label: rest.running ? '休息（退勤から）' : '勤務前の休息',
      value: restText(rest),
      limit: `最低 ${fmt(rest.minMinutes)}・目標 ${fmt(rest.targetMinutes)}`,
    },
  ];

  return (
    <Card variant="outlined" component="section" aria-label="本日の労働時間">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h2" component="h2">
            本日の労働時間
          </Typography>
          <LimitAlerts warnings={warnings} />
          {restraint.because && (
            <Typography sx={{ fontSize: 15 }}>{restraint.because}の上限で表示しています。</Typography>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            {figures.map((f) => (
              <Figure key={f.item} label={f.label} value={f.value} limit={f.limit} level={levels[f.item]} />
            ))}
          </Box>
          {!d.duty && <Typography sx={{ color: 'text.secondary' }}>本日はまだ出勤していません。</Typography>}
        </Stack>
      </CardContent>
    </Card>
  );
}
