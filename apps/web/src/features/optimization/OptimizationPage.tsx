import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { todayInTokyo } from '@rikuun/contract';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DateField } from '../../components/form/DateField.tsx';
import { isoDateOf } from '../../components/form/date-field-values.ts';
import { Loading } from '../../components/Loading.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryError } from '../../components/QueryStatus.tsx';
import { useSearchOptimizationTargetsQuery } from './optimization.api.ts';
import { RunPanel } from './RunPanel.tsx';
import { TargetsForm } from './TargetsForm.tsx';

/**
 * 配車最適化: the day's courses not yet started, the drivers and vehicles to use; 最適化を開始 runs
 * the optimizer on the server (progress, 中止), then the plan can be adjusted and confirmed (確定).
 */
export function OptimizationPage() {
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? todayInTokyo();
  const baseId = params.get('baseId') ?? '';
  const [runId, setRunId] = useState<string | null>(null);
  const [baseError, setBaseError] = useState<string | null>(null);
  const targets = useSearchOptimizationTargetsQuery({ deliveryDate: date });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    setRunId(null);
    setBaseError(null);
  };
  const bases = targets.data?.bases ?? [];
  // Without a choice, the first base that has coordinates (one without cannot be planned from).
  const chosenBase =
    bases.find((b) => b.id === baseId) ?? bases.find((b) => b.latitude !== null && b.longitude !== null);

  return (
    <>
      <PageHeader
        title="配車最適化"
        subtitle="配送日の未開始のコースを、選んだドライバーと車両に割り振ります"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <DateField
          label="配送日"
          value={date}
          onChange={(next) => {
            if (isoDateOf(next)) set('date', next as string);
          }}
        />
        <TextField
          select
          label="拠点（出発・帰着）"
          value={chosenBase?.id ?? ''}
          onChange={(e) => set('baseId', e.target.value)}
          sx={{ minWidth: 240 }}
          error={baseError !== null}
          helperText={
            baseError &&
            chosenBase && (
              <>
                {baseError}{' '}
                <Link component={RouterLink} to={`/bases/${chosenBase.id}/edit`}>
                  拠点を修正
                </Link>
              </>
            )
          }
        >
          {bases.map((b) => (
            <MenuItem key={b.id} value={b.id} disabled={b.latitude === null || b.longitude === null}>
              {b.name}
              {b.latitude === null || b.longitude === null ? '（緯度・経度未登録）' : ''}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {targets.error ? (
        <QueryError error={targets.error} onRetry={targets.refetch} />
      ) : !targets.data ? (
        <Loading />
      ) : runId ? (
        <RunPanel runId={runId} date={date} onRestart={() => setRunId(null)} onReplanned={setRunId} />
      ) : (
        <TargetsForm
          key={date}
          targets={targets.data}
          baseId={chosenBase?.id ?? null}
          onStarted={setRunId}
          onBaseError={setBaseError}
        />
      )}
    </>
  );
}
