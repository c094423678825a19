import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type FindingSeverity, findingSeverityLabels, type WorkingTimeFinding } from '@rikuun/contract';
import type { ReactNode } from 'react';

/** Text colour of a severity: red for a breach, amber for near, readable in light and dark mode. */
export const severityColor = (severity: FindingSeverity | undefined) => (theme: Theme) =>
  severity === 'breach'
    ? theme.palette.error[theme.palette.mode === 'dark' ? 'light' : 'main']
    : severity === 'near'
      ? theme.palette.warning[theme.palette.mode === 'dark' ? 'light' : 'dark']
      : 'inherit';

/** The severity's icon, named for screen readers (colour is never the only sign). */
export function SeverityIcon({ severity }: { severity: FindingSeverity }) {
  const Icon = severity === 'breach' ? ErrorOutline : WarningAmber;
  return (
    <Icon
      role="img"
      aria-label={findingSeverityLabels[severity]}
      color={severity === 'breach' ? 'error' : 'warning'}
      sx={{ fontSize: 18 }}
    />
  );
}

/** A figure with its severity: icon and colour when a rule is broken or near. */
export function Judged({ severity, children }: { severity?: FindingSeverity; children: ReactNode }) {
  if (!severity) return <>{children}</>;
  return (
    <Stack
      direction="row"
      component="span"
      sx={{ alignItems: 'center', gap: 0.5, color: severityColor(severity), fontWeight: 700 }}
    >
      <SeverityIcon severity={severity} />
      <span>{children}</span>
    </Stack>
  );
}

/** The findings, each with its icon; nothing when there are none. */
export function FindingList({ findings }: { findings: readonly WorkingTimeFinding[] }) {
  if (findings.length === 0) return null;
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {findings.map((f) => (
        <Stack component="li" key={`${f.rule}:${f.severity}:${f.message}`} direction="row" sx={{ gap: 0.5 }}>
          <SeverityIcon severity={f.severity} />
          <Typography variant="body2" sx={{ color: severityColor(f.severity) }}>
            {f.message}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
