import {
  OPTIMIZATION_REPLAN_SECONDS,
  type OptimizationReplanValues,
  type OptimizationResult,
  type OptimizationRun,
  type OptimizeValues,
} from '@rikuun/contract';
import type { Progress, Solution } from '@rikuun/optimizer';
import { and, eq, type SQL } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { conflict, validationFailed } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { travelTimes } from '../../lib/routing/travel-times.ts';
import { getRoutingDurationSettings } from '../companies/company-preferences.service.ts';
import { checkRoutes } from './optimization-confirm.service.ts';
import { cancelSolve, isReserved, releaseSolve, reserveSolve, startSolve } from './optimization-pool.ts';
import { buildProblem, located, type PlanInput, toResult } from './optimization-problem.ts';
import { optimizationRuns } from './optimization-runs.table.ts';
import {
  activeVehicles,
  availableDrivers,
  companyBases,
  plannableCourses,
} from './optimization-targets.service.ts';

/**
 * What a run keeps in params: the request, and the plan input it was solved from (confirm checks it).
 * A replan also keeps the stops its first run could not serve and it did not plan again (`carried`).
 */
export type RunParams = { input: OptimizeValues; plan: PlanInput; carried?: OptimizationResult['unserved'] };
type RunRow = typeof optimizationRuns.$inferSelect;

const runs = (ctx: CompanyCtx) => companyRows(ctx, optimizationRuns, '最適化');
const BUSY = 'ほかの最適化を計算中です。終わってから、もう一度お試しください。';
/** A run still "running" this long after its time limit lost its instance (restart, crash). */
const LOST_AFTER_MS = 120_000;

export async function runOr404(ctx: CompanyCtx, runId: string): Promise<RunRow> {
  return runs(ctx).findOr404(runId);
}

/**
 * None of the stops can be placed on the map: 400 naming each stop at its own field (`stops.<id>`), so
 * the page shows them at their course with a link to fix them. (Some of them only: the run plans the
 * others, and these come back unserved with the reason.)
 */
function unlocatedStops(
  stops: { id: string; name: string; courseId: string }[],
  courseNames: Map<string, string>,
) {
  return validationFailed([
    {
      property: 'stops',
      constraints: {},
      children: stops.map((s) => ({
        property: s.id,
        constraints: {
          coordinates: `配送先「${s.name}」（${courseNames.get(s.courseId) ?? 'コース'}）に位置情報（緯度・経度）がありません`,
        },
        children: [],
      })),
    },
  ]);
}

/** Reads and checks what the request names; 400 at the field when something is not plannable. */
async function planInput(ctx: CompanyCtx, input: OptimizeValues): Promise<PlanInput> {
  const [base] = await companyBases(ctx, input.baseId);
  if (!base) throw fieldError('baseId', 'exists', '拠点が見つかりません');
  if (base.latitude === null || base.longitude === null)
    throw fieldError('baseId', 'coordinates', 'この拠点には緯度・経度が登録されていないため最適化できません');
  const plan = await plannableCourses(ctx, input.deliveryDate, { courseIds: input.courseIds });
  if (plan.length !== new Set(input.courseIds).size)
    throw fieldError('courseIds', 'plannable', 'この配送日の未開始のコースではないものが含まれています');
  const drivers = new Map(
    (await availableDrivers(ctx, input.deliveryDate, input.driverIds)).map((d) => [d.id, d]),
  );
  if (input.driverIds.some((id) => !drivers.has(id)))
    throw fieldError(
      'driverIds',
      'available',
      '割り当てられないドライバー（無効・免許期限切れ）が含まれています',
    );
  const vehicles = new Map((await activeVehicles(ctx, input.vehicleIds)).map((v) => [v.id, v]));
  if (input.vehicleIds.some((id) => !vehicles.has(id)))
    throw fieldError('vehicleIds', 'available', '使用できない車両が含まれています');
  const stops = plan.flatMap(({ stops }) => stops);
  if (stops.length === 0) throw fieldError('courseIds', 'stops', '選んだコースに配送先がありません');
  if (!stops.some((s) => s.latitude !== null && s.longitude !== null))
    throw unlocatedStops(stops, new Map(plan.map(({ course }) => [course.id, course.name])));
  const settings = await getRoutingDurationSettings(ctx);
  return {
    base: { id: base.id, name: base.name, latitude: base.latitude, longitude: base.longitude },
    stops: stops.map((s) => ({
      id: s.id,
      courseId: s.courseId,
      name: s.name,
      latitude: s.latitude,
      longitude: s.longitude,
      quantity: s.quantity,
      weightKg: s.weightKg,
      timeWindowStart: s.timeWindowStart,
      timeWindowEnd: s.timeWindowEnd,
      serviceMinutes: s.serviceMinutes,
    })),
    routes: input.driverIds.map((driverId, i) => {
      const d = drivers.get(driverId) as NonNullable<ReturnType<typeof drivers.get>>;
      const v = vehicles.get(input.vehicleIds[i] as string) as NonNullable<ReturnType<typeof vehicles.get>>;
      return {
        driverId,
        driverName: d.name,
        availableFrom: d.availableFrom,
        availableUntil: d.availableUntil,
        vehicleId: v.id,
        vehicleName: v.name,
        maxLoadKg: v.maxLoadKg,
      };
    }),
    settings,
  };
}

/** POST /courses/optimize: records the run, answers at once; the solve goes on in a worker thread. */
export async function startOptimization(ctx: CompanyCtx, input: OptimizeValues) {
  return launch(ctx, { input, plan: await planInput(ctx, input) });
}

/**
 * POST /courses/optimize/{runId}/replan: a finished run's plan after staff moved stops between routes.
 * A new run keeps every stop on the route it was given (as a skill only that route's vehicle has) and
 * orders it and times it again, breaks included; a stop its route cannot take is unserved with the
 * reason. What the first run left unserved and staff did not place stays unserved.
 */
export async function replanOptimization(ctx: CompanyCtx, runId: string, input: OptimizationReplanValues) {
  const run = await runOr404(ctx, runId);
  if (run.status !== 'succeeded' || !run.result) throw conflict('計算が終わった最適化だけ、計算し直せます。');
  const params = run.params as RunParams;
  const result = run.result as unknown as OptimizationResult;
  checkRoutes({ runId, routes: input.routes }, params, result);
  const routeIndex = new Map(params.plan.routes.map((r, i) => [`${r.driverId}/${r.vehicleId}`, i]));
  const pins: Record<string, number> = {};
  for (const r of input.routes) {
    const index = routeIndex.get(`${r.driverId}/${r.vehicleId}`) as number;
    for (const stopId of r.stopIds) pins[stopId] = index;
  }
  return launch(ctx, {
    input: {
      ...params.input,
      options: { ...params.input.options, timeLimitSeconds: OPTIMIZATION_REPLAN_SECONDS },
    },
    plan: { ...params.plan, stops: params.plan.stops.filter((s) => s.id in pins), pins },
    carried: result.unserved.filter((u) => !(u.stopId in pins)),
  });
}

/** Records a run and starts its solve; 409 when this instance already solves as many as it may. */
async function launch(ctx: CompanyCtx, params: RunParams) {
  const id = crypto.randomUUID();
  if (!reserveSolve(id)) throw conflict(BUSY);
  try {
    await runs(ctx).insert({
      id,
      deliveryDate: params.input.deliveryDate,
      params,
      progress: { percent: 0, distanceKm: null, vehicles: null, unserved: null },
      createdBy: ctx.user.id,
    });
  } catch (err) {
    releaseSolve(id);
    throw err;
  }
  void solveInBackground(ctx, id, params);
  return { runId: id, status: 'running' as const };
}

async function solveInBackground(ctx: CompanyCtx, id: string, { input, plan, carried = [] }: RunParams) {
  const options = input.options;
  const stillRunning = and(eq(optimizationRuns.id, id), eq(optimizationRuns.status, 'running')) as SQL;
  const finish = (set: Partial<RunRow>) =>
    runs(ctx)
      .update(stillRunning, { ...set, finishedAt: ctx.clock() })
      .catch((err: unknown) => ctx.log.error({ err, runId: id }, 'optimization: could not record the end'));
  try {
    const mapped = plan.stops.filter(located);
    const points = [plan.base, ...mapped].map((p) => ({
      latitude: p.latitude as number,
      longitude: p.longitude as number,
    }));
    const matrix = await travelTimes(points, plan.settings, ctx.config.routing);
    if (!isReserved(id)) return;
    const timeLimitMs = options.timeLimitSeconds * 1000;
    let lastWrite = 0;
    const onProgress = (p: Progress) => {
      const now = Date.now();
      if (now - lastWrite < 500) return;
      lastWrite = now;
      const progress = {
        percent: Math.min(99, Math.round((p.elapsedMs / timeLimitMs) * 100)),
        distanceKm: Math.round(p.distance / 10) / 100,
        vehicles: p.vehicles,
        unserved: p.unassigned + (plan.stops.length - mapped.length) + carried.length,
      };
      // The row is the truth: cancelled from another instance, the update finds nothing and the worker stops.
      void runs(ctx)
        .update(stillRunning, { progress })
        .then((rows) => (rows.length === 0 ? cancelSolve(id) : undefined))
        .catch((err: unknown) => ctx.log.warn({ err, runId: id }, 'optimization: progress not recorded'));
    };
    startSolve(
      id,
      { problem: buildProblem(plan, matrix), timeLimitMs, objective: options.objective },
      {
        onProgress,
        onDone: (solution: Solution) => {
          const result = toResult(plan, solution, matrix.source);
          result.unserved.push(...carried);
          const summary = { percent: 100, distanceKm: result.distanceKm, vehicles: result.routes.length };
          void finish({
            status: 'succeeded',
            result: result as unknown as Record<string, unknown>,
            progress: { ...summary, unserved: result.unserved.length },
          });
        },
        onError: (err) => {
          ctx.log.error({ err, runId: id }, 'optimization: the solve failed');
          void finish({
            status: 'failed',
            error: '最適化の計算に失敗しました。条件を見直して、もう一度お試しください。',
          });
        },
      },
    );
  } catch (err) {
    releaseSolve(id);
    ctx.log.error({ err, runId: id }, 'optimization: could not prepare the solve');
    await finish({ status: 'failed', error: '移動時間を求められなかったため、最適化できませんでした。' });
  }
}

export function toRun(row: RunRow): OptimizationRun {
  const p = row.progress as OptimizationRun['progress'];
  return {
    id: row.id,
    deliveryDate: row.deliveryDate,
    status: row.status,
    progress: p,
    result: (row.result as OptimizationResult | null) ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** GET /courses/optimize/{runId}. A run whose instance stopped before its end is reported failed. */
export async function getOptimization(ctx: CompanyCtx, runId: string): Promise<OptimizationRun> {
  const row = await runOr404(ctx, runId);
  const limitMs = ((row.params as RunParams).input?.options?.timeLimitSeconds ?? 60) * 1000;
  if (row.status === 'running' && ctx.clock().getTime() - row.createdAt.getTime() > limitMs + LOST_AFTER_MS) {
    const [lost] = await runs(ctx).update(
      and(eq(optimizationRuns.id, runId), eq(optimizationRuns.status, 'running')) as SQL,
      { status: 'failed', error: '計算が中断されました。もう一度お試しください。', finishedAt: ctx.clock() },
    );
    if (lost) return toRun(lost);
  }
  return toRun(row);
}

/** POST /courses/optimize/{runId}/cancel: marks the run cancelled and stops its worker. */
export async function cancelOptimization(ctx: CompanyCtx, runId: string): Promise<OptimizationRun> {
  await runOr404(ctx, runId);
  const [row] = await runs(ctx).update(
    and(eq(optimizationRuns.id, runId), eq(optimizationRuns.status, 'running')) as SQL,
    { status: 'cancelled', cancelRequestedAt: ctx.clock(), finishedAt: ctx.clock() },
  );
  if (!row) throw conflict('この最適化は計算中ではないため中止できません。');
  await cancelSolve(runId);
  return toRun(row);
}
