import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  OPTIMIZATION_DEFAULT_SECONDS,
  type OptimizationTargets,
  optimizationObjectiveLabels,
  optimizationObjectives,
} from '@rikuun/contract';
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { handleError } from '../../lib/errors.ts';
import { MissingCoordinates } from './MissingCoordinates.tsx';
import { useStartOptimizationMutation } from './optimization.api.ts';

const seconds = [5, OPTIMIZATION_DEFAULT_SECONDS, 30, 60];
type Objective = (typeof optimizationObjectives)[number];

/** The courses whose stops to plan, and per driver the vehicle they drive (one route each). */
export function TargetsForm({
  targets,
  baseId,
  onStarted,
  onBaseError,
}: {
  targets: OptimizationTargets;
  baseId: string | null;
  onStarted: (runId: string) => void;
  /** The server's message for the base (no coordinates), shown at the page's base field. */
  onBaseError: (message: string | null) => void;
}) {
  // The server's messages by field (baseId, stops.<id>), each shown where that field is.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [courseIds, setCourseIds] = useState(() => new Set(targets.courses.map((c) => c.id)));
  const [vehicleOf, setVehicleOf] = useState<Record<string, string>>({});
  const [timeLimit, setTimeLimit] = useState(OPTIMIZATION_DEFAULT_SECONDS);
  const [objective, setObjective] = useState<Objective>('distance');
  const [start, starting] = useStartOptimizationMutation();
  // A phone: one card per course and per driver instead of the tables.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const toggle = (id: string) =>
    setCourseIds((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const pairs = Object.entries(vehicleOf).filter(([, v]) => v);
  const used = new Set(pairs.map(([, v]) => v));
  const stops = targets.courses.filter((c) => courseIds.has(c.id)).reduce((n, c) => n + c.stopCount, 0);

  const submit = async () => {
    if (!baseId) return;
    try {
      const res = await start({
        deliveryDate: targets.deliveryDate,
        baseId,
        courseIds: [...courseIds],
        driverIds: pairs.map(([d]) => d),
        vehicleIds: pairs.map(([, v]) => v),
        options: { timeLimitSeconds: timeLimit, objective },
      }).unwrap();
      onStarted(res.runId);
    } catch (err) {
      const found: Record<string, string> = {};
      const collect = ((name: string, error: { message?: string }) => {
        found[name] = error.message ?? '';
      }) as UseFormSetError<FieldValues>;
      const stopFields = targets.courses.flatMap((c) => c.stops.map((s) => `stops.${s.id}`));
      handleError(err, { setError: collect, knownFields: ['baseId', ...stopFields] });
      setFieldErrors(found);
      onBaseError(found.baseId ?? null);
    }
  };

  const vehicleSelect = (d: OptimizationTargets['drivers'][number]) => (
    <TextField
      select
      size="small"
      value={vehicleOf[d.id] ?? ''}
      onChange={(e) => setVehicleOf((s) => ({ ...s, [d.id]: e.target.value }))}
      sx={{ minWidth: { sm: 260 } }}
      fullWidth={phone}
      slotProps={{ select: { SelectDisplayProps: { 'aria-label': `${d.name}の車両` } } }}
    >
      <MenuItem value="">使わない</MenuItem>
      {targets.vehicles.map((v) => (
        <MenuItem key={v.id} value={v.id} disabled={used.has(v.id) && vehicleOf[d.id] !== v.id}>
          {v.name}
          {v.maxLoadKg ? `（${v.maxLoadKg}kg）` : ''}
        </MenuItem>
      ))}
    </TextField>
  );

  if (targets.courses.length === 0)
    return <Alert severity="info">この配送日に、最適化できる未開始のコースはありません。</Alert>;
  return (
    <Stack spacing={2}>
      {targets.unassignedStopCount > 0 && (
        <Alert severity="info">未割当のコースに{targets.unassignedStopCount}件の配送先があります。</Alert>
      )}
      <Paper variant="outlined">
        <Typography variant="h2" sx={{ p: 2, pb: 0 }}>
          対象のコース（{stops}件の配送先）
        </Typography>
        {phone ? (
          <Stack component="ul" aria-label="対象のコース" sx={{ listStyle: 'none', m: 0, p: 1, gap: 1 }}>
            {targets.courses.map((c) => (
              <Paper component="li" key={c.id} variant="outlined" sx={{ p: 1 }}>
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Checkbox
                    checked={courseIds.has(c.id)}
                    onChange={() => toggle(c.id)}
                    slotProps={{ input: { 'aria-label': c.name } }}
                  />
                  <Typography sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {c.name}
                    {c.unassigned ? '（未割当）' : ''}
                  </Typography>
                </Stack>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  配送先{c.stopCount}件・{c.quantity}個・{c.weightKg}kg
                </Typography>
                <Typography variant="body2" component="div">
                  位置情報: <MissingCoordinates course={c} errors={fieldErrors} />
                </Typography>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table size="small" aria-label="対象のコース">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>コース</TableCell>
                <TableCell align="right">配送先</TableCell>
                <TableCell align="right">数量</TableCell>
                <TableCell align="right">重量(kg)</TableCell>
                <TableCell>位置情報</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {targets.courses.map((c) => (
                <TableRow key={c.id} hover>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={courseIds.has(c.id)}
                      onChange={() => toggle(c.id)}
                      slotProps={{ input: { 'aria-label': c.name } }}
                    />
                  </TableCell>
                  <TableCell>
                    {c.name}
                    {c.unassigned ? '（未割当）' : ''}
                  </TableCell>
                  <TableCell align="right">{c.stopCount}</TableCell>
                  <TableCell align="right">{c.quantity}</TableCell>
                  <TableCell align="right">{c.weightKg}</TableCell>
                  <TableCell>
                    <MissingCoordinates course={c} errors={fieldErrors} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      <Paper variant="outlined">
        <Typography variant="h2" sx={{ p: 2, pb: 0 }}>
          ドライバーと車両
        </Typography>
        {phone ? (
          <Stack sx={{ p: 1, gap: 1.5 }}>
            {targets.drivers.map((d) => (
              <div key={d.id}>
                <Typography sx={{ fontWeight: 700 }}>{d.name}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                  勤務可能時間:{' '}
                  {d.availableFrom || d.availableUntil
                    ? `${d.availableFrom ?? ''}〜${d.availableUntil ?? ''}`
                    : '指定なし'}
                </Typography>
                {vehicleSelect(d)}
              </div>
            ))}
          </Stack>
        ) : (
          <Table size="small" aria-label="ドライバーと車両">
            <TableHead>
              <TableRow>
                <TableCell>ドライバー</TableCell>
                <TableCell>勤務可能時間</TableCell>
                <TableCell>車両（選ぶと対象になります）</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {targets.drivers.map((d) => (
                <TableRow key={d.id}>
                  <TableCell>{d.name}</TableCell>
                  <TableCell>
                    {d.availableFrom || d.availableUntil
                      ? `${d.availableFrom ?? ''}〜${d.availableUntil ?? ''}`
                      : '指定なし'}
                  </TableCell>
                  <TableCell>{vehicleSelect(d)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label="計算時間"
          value={timeLimit}
          onChange={(e) => setTimeLimit(Number(e.target.value))}
        >
          {seconds.map((s) => (
            <MenuItem key={s} value={s}>
              {s}秒
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="目的"
          value={objective}
          onChange={(e) => setObjective(e.target.value as Objective)}
        >
          {optimizationObjectives.map((o) => (
            <MenuItem key={o} value={o}>
              {optimizationObjectiveLabels[o]}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          onClick={submit}
          disabled={!baseId || starting.isLoading || courseIds.size === 0 || pairs.length === 0}
        >
          最適化を開始
        </Button>
      </Stack>
    </Stack>
  );
}
