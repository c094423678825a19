import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
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
import { type OptimizationResult, unservedReasonLabels } from '@rikuun/contract';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { fixStopPath } from './MissingCoordinates.tsx';
import { OptimizationMap } from './OptimizationMap.tsx';
import { useConfirmOptimizationMutation, useReplanOptimizationMutation } from './optimization.api.ts';
import { routeColor } from './route-colors.ts';

type Stop = OptimizationResult['routes'][number]['stops'][number];

/**
 * The plan: one table per route (stops with arrival times, distance, times, load), the map, the stops
 * left out with the reason; each stop can go to another route before 確定.
 */
export function ResultView({
  runId,
  date,
  result,
  onRestart,
  onReplanned,
}: {
  runId: string;
  date: string;
  result: OptimizationResult;
  onRestart: () => void;
  /** A replan started: the page follows the new run. */
  onReplanned: (runId: string) => void;
}) {
  // Where each stop goes: the route's index; moved stops go to the end of their new route.
  const [routeOf, setRouteOf] = useState<Record<string, number>>(() =>
    Object.fromEntries(result.routes.flatMap((r, i) => r.stops.map((s) => [s.stopId, i]))),
  );
  const [confirm, confirming] = useConfirmOptimizationMutation();
  const [replan, replanning] = useReplanOptimizationMutation();
  const [done, setDone] = useState(false);
  const stopsOf = useMemo(() => {
    const all = result.routes.flatMap((r) => r.stops);
    return result.routes.map((_, i) => all.filter((s) => routeOf[s.stopId] === i));
  }, [result, routeOf]);
  const moved = result.routes.some((r, i) => r.stops.some((s) => routeOf[s.stopId] !== i));

  const routes = result.routes.map((r, i) => ({
    driverId: r.driverId,
    vehicleId: r.vehicleId,
    stopIds: (stopsOf[i] ?? []).map((s) => s.stopId),
  }));
  const recompute = async () => {
    try {
      const res = await replan({
        runId,
        body: { routes: routes.filter((r) => r.stopIds.length > 0) },
      }).unwrap();
      onReplanned(res.runId);
    } catch (err) {
      handleError(err);
    }
  };
  const submit = async () => {
    try {
      const res = await confirm({ runId, routes }).unwrap();
      notifySuccess(`${res.courses.length}件のコースに確定しました`);
      setDone(true);
    } catch (err) {
      handleError(err);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography>
        {result.routes.length}ルート・合計{result.distanceKm}km
        {result.travelSource === 'straight_line' ? '（移動時間は直線距離からの概算です）' : ''}
      </Typography>
      {moved && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" onClick={recompute} disabled={replanning.isLoading}>
              時刻を再計算
            </Button>
          }
        >
          配送先を移したルートの順番・時刻・距離は、「時刻を再計算」で計算し直せます（移した配送先はそのルートのままです）。
        </Alert>
      )}
      <OptimizationMap result={result} stopsOf={stopsOf} />
      {result.routes.map((r, i) => (
        <Paper key={r.driverId} variant="outlined">
          <Stack direction="row" spacing={1} sx={{ p: 2, pb: 1, alignItems: 'center' }}>
            <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: routeColor(i) }} />
            <Typography variant="h2">
              {r.driverName}・{r.vehicleName}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ px: 2, color: 'text.secondary' }}>
            出発 {r.departure}・帰着 {r.arrival}・{r.distanceKm}km・拘束{r.durationMinutes}分（運転
            {r.drivingMinutes}
            分）・積載 {r.loadKg}kg／{r.quantity}個{r.waitingMinutes > 0 && `・待機${r.waitingMinutes}分`}
            {r.breaks
              .map((b) => `・休憩${b.minutes}分 ${b.start}〜${b.kind === 'wait' ? '（待機中）' : ''}`)
              .join('')}
          </Typography>
          {/* On a phone the route's stops scroll sideways inside their card, never the page. */}
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={`${r.driverName}のルート`}>
              <TableHead>
                <TableRow>
                  <TableCell>順</TableCell>
                  <TableCell>配送先</TableCell>
                  <TableCell>到着</TableCell>
                  <TableCell>待機</TableCell>
                  <TableCell>出発</TableCell>
                  <TableCell>ルート</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(stopsOf[i] ?? []).map((s: Stop, k) => (
                  <TableRow key={s.stopId}>
                    <TableCell>{k + 1}</TableCell>
                    <TableCell>{s.name}</TableCell>
                    <TableCell>{r.stops.includes(s) ? s.arrival : '—'}</TableCell>
                    <TableCell>
                      {r.stops.includes(s) && s.waitMinutes > 0 ? `${s.waitMinutes}分（〜${s.start}）` : '—'}
                    </TableCell>
                    <TableCell>{r.stops.includes(s) ? s.departure : '—'}</TableCell>
                    <TableCell>
                      <TextField
                        select
                        size="small"
                        value={i}
                        disabled={done}
                        onChange={(e) => setRouteOf((m) => ({ ...m, [s.stopId]: Number(e.target.value) }))}
                        slotProps={{ select: { SelectDisplayProps: { 'aria-label': `${s.name}のルート` } } }}
                      >
                        {result.routes.map((o, j) => (
                          <MenuItem key={o.driverId} value={j}>
                            {o.driverName}
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Paper>
      ))}
      {result.unserved.length > 0 && (
        <Alert severity="warning">
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            割り当てられなかった配送先（{result.unserved.length}件、元のコースに残ります）
          </Typography>
          {result.unserved.map((u) => (
            <Typography key={u.stopId} variant="body2">
              {u.name}: {unservedReasonLabels[u.reason]}
              {u.reason === 'no_coordinates' && (
                <>
                  {' '}
                  <Link component={RouterLink} to={fixStopPath(u.courseId, u.stopId)}>
                    修正する
                  </Link>
                </>
              )}
            </Typography>
          ))}
        </Alert>
      )}
      {done ? (
        <Alert
          severity="success"
          action={
            <Button component={RouterLink} to={`/dispatch?deliveryDate=${date}`}>
              配車表を開く
            </Button>
          }
        >
          コースに確定しました。
        </Alert>
      ) : (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={submit} disabled={confirming.isLoading}>
            確定
          </Button>
          <Button onClick={onRestart}>条件を変えてやり直す</Button>
        </Stack>
      )}
    </Stack>
  );
}
