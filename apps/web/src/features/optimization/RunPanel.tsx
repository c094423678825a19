import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { optimizationRunStatusLabels } from '@rikuun/contract';
import { Loading } from '../../components/Loading.tsx';
import { QueryError } from '../../components/QueryStatus.tsx';
import { handleError } from '../../lib/errors.ts';
import { useCancelOptimizationMutation, useGetOptimizationRunQuery } from './optimization.api.ts';
import { ResultView } from './ResultView.tsx';

/** A run: its progress while it computes (polled every second, 中止), then the plan to confirm. */
export function RunPanel({
  runId,
  date,
  onRestart,
  onReplanned,
}: {
  runId: string;
  date: string;
  onRestart: () => void;
  onReplanned: (runId: string) => void;
}) {
  const run = useGetOptimizationRunQuery(runId);
  const running = run.data?.status === 'running';
  useGetOptimizationRunQuery(runId, { pollingInterval: running ? 1000 : 0, skip: !running });
  const [cancel, cancelling] = useCancelOptimizationMutation();
  if (run.error) return <QueryError error={run.error} onRetry={run.refetch} />;
  if (!run.data) return <Loading />;
  const { status, progress, result, error } = run.data;
  const again = (
    <Button onClick={onRestart} sx={{ alignSelf: 'flex-start' }}>
      条件を変えてやり直す
    </Button>
  );

  if (status === 'running')
    return (
      <Stack spacing={1.5} role="status" aria-live="polite">
        <Typography>最適化しています…（{progress?.percent ?? 0}%）</Typography>
        <LinearProgress variant="determinate" value={progress?.percent ?? 0} aria-label="最適化の進み具合" />
        {progress?.distanceKm != null && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            現在の最良案: {progress.vehicles}台・{progress.distanceKm}km
            {progress.unserved ? `・未配送${progress.unserved}件` : ''}
          </Typography>
        )}
        <Box>
          <Button
            color="error"
            variant="outlined"
            disabled={cancelling.isLoading}
            onClick={() => cancel(runId).unwrap().catch(handleError)}
          >
            中止
          </Button>
        </Box>
      </Stack>
    );
  if (status === 'succeeded' && result)
    return (
      <ResultView
        key={runId}
        runId={runId}
        date={date}
        result={result}
        onRestart={onRestart}
        onReplanned={onReplanned}
      />
    );
  return (
    <Stack spacing={1.5}>
      <Alert severity={status === 'failed' ? 'error' : 'info'}>
        {status === 'cancelled'
          ? '最適化を中止しました。'
          : status === 'confirmed'
            ? 'この最適化は確定済みです。'
            : (error ?? optimizationRunStatusLabels[status])}
      </Alert>
      {again}
    </Stack>
  );
}
