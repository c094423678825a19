import type {
  OptimizationConfirmResult,
  OptimizationConfirmValues,
  OptimizationResult,
} from '@rikuun/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs, withActor } from '../../lib/db/company-rows.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { courses } from '../courses/courses.table.ts';
import { destinations } from '../destinations/destinations.table.ts';
import type { RunParams } from './optimization.service.ts';
import { optimizationRuns } from './optimization-runs.table.ts';

const STARTED = '開始済みのコースまたは配送先が含まれるため確定できません。もう一度最適化してください。';
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;
/** destinations as `d` in a correlated subquery of courses. */
const d = alias(destinations, 'd');
/** A time of day the course form accepts (HH:mm before 24:00), else none. */
const timeOfDay = (t: string) => (t < '24:00' ? t : null);

/** Checks the routes against the run: its driver–vehicle pairs, every served stop once, only its stops. */
export function checkRoutes(input: OptimizationConfirmValues, params: RunParams, result: OptimizationResult) {
  const pairs = new Set(params.plan.routes.map((r) => `${r.driverId}/${r.vehicleId}`));
  const drivers = new Set<string>();
  input.routes.forEach((r, i) => {
    if (!pairs.has(`${r.driverId}/${r.vehicleId}`) || drivers.has(r.driverId))
      throw fieldError(
        `routes.${i}.driverId`,
        'pair',
        'ドライバーと車両の組み合わせが最適化の条件と一致しません',
      );
    drivers.add(r.driverId);
  });
  const planned = new Set(params.plan.stops.map((s) => s.id));
  const given = input.routes.flatMap((r) => r.stopIds);
  const seen = new Set<string>();
  for (const id of given) {
    if (!planned.has(id) || seen.has(id))
      throw fieldError('routes', 'stops', '配送先は最適化した配送先を、それぞれ1回だけ指定してください');
    seen.add(id);
  }
  const served = result.routes.flatMap((r) => r.stops.map((s) => s.stopId));
  if (served.some((id) => !seen.has(id)))
    throw fieldError('routes', 'stops', '最適化で割り当てられた配送先がすべて含まれていません');
  return given;
}

/**
 * POST /courses/optimize/confirm: in one transaction, each route becomes a course of the date: a
 * course of the run whose stops all go to that route is reused (most stops first), else a new one is
 * created; stops move and are renumbered in one statement; courses left empty are deleted.
 */
export async function confirmOptimization(
  ctx: CompanyCtx,
  input: OptimizationConfirmValues,
): Promise<OptimizationConfirmResult> {
  return withActor(ctx, async (w) => {
    const [run] = await w.db
      .select()
      .from(optimizationRuns)
      .where(companyRows(w, optimizationRuns).where(eq(optimizationRuns.id, input.runId)))
      .for('update');
    if (!run) throw notFound('最適化');
    if (run.status === 'confirmed') throw conflict('この最適化はすでに確定されています。');
    if (run.status !== 'succeeded' || !run.result)
      throw conflict('計算が完了していない最適化は確定できません。');
    const params = run.params as RunParams;
    const result = run.result as unknown as OptimizationResult;
    const given = checkRoutes(input, params, result);
    const courseIds = [...new Set(params.input.courseIds)];

    const locked = await w.db
      .select()
      .from(courses)
      .where(companyRows(w, courses).where(inArray(courses.id, courseIds)))
      .orderBy(courses.id)
      .for('update');
    const stopRows = await w.db
      .select({ id: destinations.id, courseId: destinations.courseId, status: destinations.status })
      .from(destinations)
      .where(companyRows(w, destinations).where(inArray(destinations.courseId, courseIds)));
    const byStop = new Map(stopRows.map((s) => [s.id, s]));
    if (
      locked.length !== courseIds.length ||
      locked.some((c) => c.status !== 'planned' || c.deliveryDate !== run.deliveryDate) ||
      stopRows.some((s) => s.status !== 'pending') ||
      given.some((id) => !byStop.has(id))
    )
      throw conflict(STARTED);

    // A course can be reused for a route only when none of its stops stays out of that route.
    const moving = new Set(given);
    const reusable = new Set(
      locked.filter((c) => stopRows.every((s) => s.courseId !== c.id || moving.has(s.id))).map((c) => c.id),
    );
    const taken = new Set<string>();
    const routeCourse: (string | null)[] = input.routes.map((r) => {
      const counts = new Map<string, number>();
      for (const id of r.stopIds) {
        const c = byStop.get(id)?.courseId as string;
        if (reusable.has(c) && !taken.has(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
      }
      const best = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
      if (best) taken.add(best);
      return best;
    });
    const planned = new Map(result.routes.map((r) => [r.driverId, r]));
    const out: OptimizationConfirmResult['courses'] = [];
    for (const [i, r] of input.routes.entries()) {
      if (r.stopIds.length === 0) continue;
      const plannedRoute = planned.get(r.driverId);
      const times = {
        startTime: plannedRoute ? timeOfDay(plannedRoute.departure) : null,
        endTime: plannedRoute ? timeOfDay(plannedRoute.arrival) : null,
      };
      const set = { driverId: r.driverId, vehicleId: r.vehicleId, baseId: params.plan.base.id, ...times };
      let id = routeCourse[i] ?? null;
      let name: string;
      if (id) {
        const [row] = await companyRows(w, courses).update(id, { ...set, updatedAt: ctx.clock() });
        name = (row as typeof courses.$inferSelect).name;
      } else {
        name =
          `最適化 ${plannedRoute?.driverName ?? ''} ${run.deliveryDate.slice(5).replace('-', '/')}`.trim();
        const row = await companyRows(w, courses).insert({ deliveryDate: run.deliveryDate, name, ...set });
        id = row.id;
      }
      out.push({
        id,
        name,
        driverId: r.driverId,
        vehicleId: r.vehicleId,
        stopIds: r.stopIds,
        created: !routeCourse[i],
      });
    }
    const moves = input.routes.flatMap((r) => {
      const course = out.find((c) => c.driverId === r.driverId)?.id as string;
      return r.stopIds.map((id, k) => ({ id, course, ord: k + 1 }));
    });
    if (moves.length) {
      await w.db.execute(sql`
        update ${destinations} set course_id = o.course, sequence = o.ord, updated_at = now(),
          version = version + 1
        from unnest(${uuidArray(moves.map((m) => m.id))}::uuid[], ${uuidArray(moves.map((m) => m.course))}::uuid[],
          ${`{${moves.map((m) => m.ord).join(',')}}`}::int[]) as o(id, course, ord)
        where ${destinations.id} = o.id and ${companyRows(w, destinations).where()}`);
    }
    // Stops left out of every route stay in their course: renumber those courses' stops 1…n after them.
    const kept = locked.filter((c) => !taken.has(c.id)).map((c) => c.id);
    if (kept.length) {
      await w.db.execute(sql`
        update ${destinations} d set sequence = n.ord, version = d.version + 1 from (
          select id, row_number() over (partition by course_id order by sequence, id) as ord
          from ${destinations} where ${companyRows(w, destinations).where(sql`${destinations.courseId} = any(${uuidArray(kept)}::uuid[])`)}
        ) n where d.id = n.id`);
      await companyRows(w, courses).update(
        and(
          inArray(courses.id, kept),
          sql`not exists (select 1 from ${destinations} d where ${sameCompanyAs(d, courses, eq(d.courseId, courses.id))})`,
        ) as ReturnType<typeof sql>,
        { deletedAt: ctx.clock() },
      );
    }
    await w.db
      .update(optimizationRuns)
      .set({ status: 'confirmed' })
      .where(companyRows(w, optimizationRuns).where(eq(optimizationRuns.id, run.id)));
    return { courses: out };
  });
}
