import { z } from 'zod';
import { dateSchema, msg, uuidSchema } from './common.ts';
import { optimizationRunStatuses } from './platform-states.ts';

/** 配車最適化 (spec §4): search the targets, optimize in the background, confirm into courses. */
export const optimizationLabels = {
  deliveryDate: '配送日',
  baseId: '拠点',
  courseIds: 'コース',
  driverIds: 'ドライバー',
  vehicleIds: '車両',
  timeLimitSeconds: '計算時間',
  objective: '目的',
  runId: '最適化',
  routes: 'ルート',
  stopIds: '配送先',
} as const;
const L = optimizationLabels;

export const OPTIMIZATION_MAX_STOPS = 1000;
export const OPTIMIZATION_MAX_ROUTES = 100;
export const OPTIMIZATION_DEFAULT_SECONDS = 10;
export const OPTIMIZATION_MAX_SECONDS = 60;

const ids = (label: string, max: number) =>
  z
    .array(uuidSchema(label), { error: msg.select(label) })
    .max(max, { error: `${label}は${max}件以下で指定してください` });

export const optimizationTargetsInput = z.object({
  deliveryDate: dateSchema(L.deliveryDate),
  baseId: uuidSchema(L.baseId).optional(),
  courseIds: ids(L.courseIds, OPTIMIZATION_MAX_ROUTES * 10).optional(),
});
export type OptimizationTargetsValues = z.output<typeof optimizationTargetsInput>;

const latLng = { latitude: z.number().nullable(), longitude: z.number().nullable() };

export const optimizationTargetStopSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  sequence: z.number().int(),
  address: z.string().nullable(),
  quantity: z.number().int().nullable(),
  weightKg: z.number().nullable(),
  timeWindowStart: z.string().nullable(),
  timeWindowEnd: z.string().nullable(),
  hasCoordinates: z.boolean(),
  ...latLng,
});
export const optimizationTargetCourseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  baseId: z.uuid().nullable(),
  driverId: z.uuid().nullable(),
  vehicleId: z.uuid().nullable(),
  /** No driver or no vehicle yet: its stops are the day's unassigned stops. */
  unassigned: z.boolean(),
  stopCount: z.number().int(),
  quantity: z.number().int(),
  weightKg: z.number(),
  missingCoordinates: z.number().int(),
  stops: z.array(optimizationTargetStopSchema),
});
export const optimizationTargetsSchema = z.object({
  deliveryDate: z.string(),
  bases: z.array(z.object({ id: z.uuid(), name: z.string(), ...latLng })),
  courses: z.array(optimizationTargetCourseSchema),
  unassignedStopCount: z.number().int(),
  drivers: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      availableFrom: z.string().nullable(),
      availableUntil: z.string().nullable(),
    }),
  ),
  vehicles: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      maxLoadKg: z.number().nullable(),
      baseId: z.uuid().nullable(),
    }),
  ),
});
export type OptimizationTargets = z.infer<typeof optimizationTargetsSchema>;

export const optimizationObjectives = ['distance', 'vehicles'] as const;
export const optimizationObjectiveLabels = { distance: '走行距離を優先', vehicles: '台数を優先' } as const;

export const optimizeInput = z
  .object({
    deliveryDate: dateSchema(L.deliveryDate),
    baseId: uuidSchema(L.baseId),
    courseIds: ids(L.courseIds, OPTIMIZATION_MAX_ROUTES * 10).min(1, { error: msg.select(L.courseIds) }),
    /** Paired in order with vehicleIds: route i is driverIds[i] with vehicleIds[i]. */
    driverIds: ids(L.driverIds, OPTIMIZATION_MAX_ROUTES).min(1, { error: msg.select(L.driverIds) }),
    vehicleIds: ids(L.vehicleIds, OPTIMIZATION_MAX_ROUTES).min(1, { error: msg.select(L.vehicleIds) }),
    options: z
      .object({
        timeLimitSeconds: z
          .number({ error: `${L.timeLimitSeconds}は数値で入力してください` })
          .int({ error: `${L.timeLimitSeconds}は整数で入力してください` })
          .min(1, { error: `${L.timeLimitSeconds}は1秒以上で入力してください` })
          .max(OPTIMIZATION_MAX_SECONDS, {
            error: `${L.timeLimitSeconds}は${OPTIMIZATION_MAX_SECONDS}秒以下で入力してください`,
          })
          .default(OPTIMIZATION_DEFAULT_SECONDS),
        objective: z.enum(optimizationObjectives, { error: msg.select(L.objective) }).default('distance'),
      })
      .default({ timeLimitSeconds: OPTIMIZATION_DEFAULT_SECONDS, objective: 'distance' }),
  })
  .refine((v) => v.driverIds.length === v.vehicleIds.length, {
    path: ['vehicleIds'],
    error: 'ドライバーと車両は同じ数を選んでください（同じ順で組み合わせます）',
  })
  .refine((v) => new Set(v.driverIds).size === v.driverIds.length, {
    path: ['driverIds'],
    error: '同じドライバーが2回選ばれています',
  })
  .refine((v) => new Set(v.vehicleIds).size === v.vehicleIds.length, {
    path: ['vehicleIds'],
    error: '同じ車両が2回選ばれています',
  });
export type OptimizeValues = z.output<typeof optimizeInput>;
export type OptimizeInput = z.input<typeof optimizeInput>;

export const optimizationRunParams = z.object({ runId: uuidSchema(L.runId) });

export const unservedReasons = [
  'no_coordinates',
  'capacity',
  'time_window',
  'shift',
  'max_span',
  'max_driving_time',
  'fleet',
  'skills',
  'cancelled',
] as const;
export type UnservedReason = (typeof unservedReasons)[number];
export const unservedReasonLabels: Record<UnservedReason, string> = {
  no_coordinates: '位置情報（緯度・経度）がありません',
  capacity: 'どの車両の最大積載量にも収まりません',
  time_window: '指定時間内に到着できません',
  shift: 'ドライバーの勤務時間内に戻れません',
  max_span: '拘束時間の上限を超えます',
  max_driving_time: '運転時間の上限を超えます',
  fleet: '車両が足りません（単独なら配送できます）',
  skills: '条件に合う車両がありません',
  cancelled: '計算が中止されました',
};

const stopRef = { stopId: z.uuid(), courseId: z.uuid(), name: z.string(), ...latLng };
export const optimizationRouteSchema = z.object({
  driverId: z.uuid(),
  driverName: z.string(),
  vehicleId: z.uuid(),
  vehicleName: z.string(),
  /** HH:mm (times of day may pass 24:00 on long shifts). */
  departure: z.string(),
  arrival: z.string(),
  distanceKm: z.number(),
  durationMinutes: z.number().int(),
  drivingMinutes: z.number().int(),
  loadKg: z.number(),
  quantity: z.number().int(),
  stops: z.array(
    z.object({
      ...stopRef,
      arrival: z.string(),
      start: z.string(),
      departure: z.string(),
      /** 待機: minutes waiting for the stop's 指定時間 to open (working time, not a break). */
      waitMinutes: z.number().int().default(0),
    }),
  ),
  /** The route's 待機 summed, apart from its breaks (runs before it was reported answer 0). */
  waitingMinutes: z.number().int().default(0),
  /**
   * 休憩 planned for the 連続運転 limit: at a stop, on the road, or (`wait`, runs planned before waiting
   * stopped counting as a break) while waiting.
   */
  breaks: z.array(
    z.object({
      afterStops: z.number().int(),
      kind: z.enum(['stop', 'road', 'wait']),
      start: z.string(),
      minutes: z.number().int(),
    }),
  ),
});
export type OptimizationRoute = z.infer<typeof optimizationRouteSchema>;

export const optimizationResultSchema = z.object({
  base: z.object({ id: z.uuid(), name: z.string(), latitude: z.number(), longitude: z.number() }),
  routes: z.array(optimizationRouteSchema),
  unserved: z.array(z.object({ ...stopRef, reason: z.enum(unservedReasons) })),
  distanceKm: z.number(),
  travelSource: z.enum(['osrm', 'straight_line']),
});
export type OptimizationResult = z.infer<typeof optimizationResultSchema>;

export const optimizationRunSchema = z.object({
  id: z.uuid(),
  deliveryDate: z.string(),
  status: z.enum(optimizationRunStatuses),
  /** 0–100 and the best plan so far. */
  progress: z
    .object({
      percent: z.number(),
      distanceKm: z.number().nullable(),
      vehicles: z.number().int().nullable(),
      unserved: z.number().int().nullable(),
    })
    .nullable(),
  result: optimizationResultSchema.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type OptimizationRun = z.infer<typeof optimizationRunSchema>;
export const optimizationStartedSchema = z.object({ runId: z.uuid(), status: z.literal('running') });

/** Each route of a plan as staff leave it: its driver–vehicle pair and its stops. */
const plannedRoutesInput = z
  .array(
    z.object({
      driverId: uuidSchema(L.driverIds),
      vehicleId: uuidSchema(L.vehicleIds),
      stopIds: ids(L.stopIds, OPTIMIZATION_MAX_STOPS),
    }),
    { error: msg.select(L.routes) },
  )
  .min(1, { error: msg.select(L.routes) })
  .max(OPTIMIZATION_MAX_ROUTES);

export const optimizationConfirmInput = z.object({ runId: uuidSchema(L.runId), routes: plannedRoutesInput });
export type OptimizationConfirmValues = z.output<typeof optimizationConfirmInput>;

/**
 * POST /courses/optimize/{runId}/replan: after stops were moved between routes, a new run keeps each
 * stop on the route it was given and plans the order and the times again (breaks included).
 */
export const optimizationReplanInput = z.object({ routes: plannedRoutesInput });
export type OptimizationReplanValues = z.output<typeof optimizationReplanInput>;
/** A replan only orders each route's own stops: a short search finds it. */
export const OPTIMIZATION_REPLAN_SECONDS = 2;
export const optimizationConfirmSchema = z.object({
  courses: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      driverId: z.uuid(),
      vehicleId: z.uuid(),
      stopIds: z.array(z.uuid()),
      created: z.boolean(),
    }),
  ),
});
export type OptimizationConfirmResult = z.infer<typeof optimizationConfirmSchema>;
