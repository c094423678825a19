import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  OPTIMIZATION_DEFAULT_SECONDS,
  type OptimizationTargets,
  optimizationObjectiveLabels,
  optimizationObjectives,
} from '@rikuun/contract';
import { useState } from 'react';
import { handleError } from '../../lib/errors.ts';
import { useStartOptimizationMutation } from './optimization.api.ts';

const seconds = [5, OPTIMIZATION_DEFAULT_SECONDS, 30, 60];
type Objective = (typeof optimizationObjectives)[number];

/** The courses whose stops to plan, and per driver the vehicle they drive (one route each). */
export function TargetsForm({
  targets,
  baseId,
  onStarted,
}: {
  targets: OptimizationTargets;
  baseId: string | null;
  onStarted: (runId: string) => void;
}) {
  const [courseIds, setCourseIds] = useState(() => new Set(targets.courses.map((c) => c.id)));
  const [vehicleOf, setVehicleOf] = useState<Record<string, string>>({});
  const [timeLimit, setTimeLimit] = useState(OPTIMIZATION_DEFAULT_SECONDS);
  const [objective, setObjective] = useState<Objective>('distance');
  const [start, starting] = useStartOptimizationMutation();
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
      handleError(err);
    }
  };

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
                <TableCell>{c.missingCoordinates ? `${c.missingCoordinates}件なし` : 'すべてあり'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper variant="outlined">
        <Typography variant="h2" sx={{ p: 2, pb: 0 }}>
          ドライバーと車両
        </Typography>
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
                <TableCell>
                  <TextField
                    select
                    size="small"
                    value={vehicleOf[d.id] ?? ''}
                    onChange={(e) => setVehicleOf((s) => ({ ...s, [d.id]: e.target.value }))}
                    sx={{ minWidth: 260 }}
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
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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
