import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { courseImportPhaseLabels } from '@rikuun/contract';
import type { ImportState } from './use-course-import.ts';

function Bar({ label, percent, detail }: { label: string; percent: number | null; detail?: string }) {
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {detail ?? (percent === null ? '' : `${percent}%`)}
        </Typography>
      </Stack>
      <LinearProgress
        aria-label={label}
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? 0}
      />
    </Box>
  );
}

/** The upload's bar, then the server's: reading the rows, then writing the courses. */
export function ImportProgress({ state }: { state: ImportState }) {
  if (state.step !== 'uploading' && state.step !== 'processing') return null;
  const uploaded = state.step === 'uploading' ? Math.round(state.fraction * 100) : 100;
  const progress = state.step === 'processing' ? state.progress : null;
  return (
    <Stack spacing={2} role="status" aria-live="polite" sx={{ my: 2 }}>
      <Bar label="ファイルを送信しています" percent={uploaded} />
      {state.step === 'processing' && (
        <Bar
          label={progress ? courseImportPhaseLabels[progress.phase] : 'ファイルを確認しています'}
          percent={progress ? progress.percent : null}
          detail={progress ? `${progress.rows.toLocaleString('ja-JP')}行` : undefined}
        />
      )}
    </Stack>
  );
}
