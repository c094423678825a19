import {
  type DestinationAction,
  type DestinationActionValues,
  destinationStatusOf,
  impossibleActionMessage,
  nextDestinationStatus,
} from '@rikuun/contract';
import { and, eq } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { withActor } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { conflictOnUnique } from '../../lib/db/errors.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { companyDestinations, destinationWithCourse, lockCourse } from '../destinations/destination-rows.ts';
import { actionsOfDestination, companyActions, readActions } from './action-reads.ts';
import { refreshCourseStatus } from './course-progress.ts';
import { destinationActions } from './destination-actions.table.ts';

type W = CompanyCtx & { db: Tx };

const usedElsewhere = () => conflict('この端末の記録IDは別の配送先の作業実績に使われています。');

async function actionOr404(ctx: CompanyCtx, destinationId: string, id: string): Promise<DestinationAction> {
  const [action] = await readActions(
    ctx,
    and(eq(destinationActions.id, id), eq(destinationActions.destinationId, destinationId)),
  );
  if (!action) throw notFound('作業実績');
  return action;
}

/**
 * The stop (and its course) an action is about; with a driver, only a stop of that driver's course
 * (another driver's stop is not found).
 */
async function stopFor(ctx: CompanyCtx, destinationId: string, driverId?: string) {
  const found = await destinationWithCourse(ctx, destinationId);
  if (driverId !== undefined && found.course.driverId !== driverId) throw notFound('配送先');
  return found;
}

/** A retried post with the phone's id finds the first record (of this stop; another stop's is 409). */
async function recorded(w: W, destinationId: string, clientActionId: string | null) {
  if (!clientActionId) return undefined;
  const [first] = await readActions(w, eq(destinationActions.clientActionId, clientActionId));
  if (first && first.destinationId !== destinationId) throw usedElsewhere();
  return first;
}

/**
 * Records what happened at a stop, in one transaction: the action, the stop's new status and the
 * course's status (運行中 from the first action, 完了 when every stop is finished). An impossible move
 * is 409 with the reason. Staff call it on a driver's behalf; the driver app (POST
 * /self/destinations/{id}/actions) calls it with the driver's own ctx and `driverId`.
 * `created` is false when the clientActionId was recorded before (the first record is answered).
 */
export async function recordDestinationAction(
  ctx: CompanyCtx,
  destinationId: string,
  input: DestinationActionValues,
  opts: { driverId?: string } = {},
): Promise<{ action: DestinationAction; created: boolean }> {
  const { course } = await stopFor(ctx, destinationId, opts.driverId);
  const write = () =>
    withActor(ctx, async (w) => {
      const locked = await lockCourse(w, course.id);
      const first = await recorded(w, destinationId, input.clientActionId);
      if (first) return { action: first, created: false };
      if (locked.status === 'cancelled') throw conflict('中止されたコースには作業実績を記録できません。');
      const stop = await companyDestinations(w).findOr404(destinationId);
      const status = nextDestinationStatus(stop.status, input.type);
      if (!status) throw conflict(impossibleActionMessage(stop.status, input.type));
      const row = await companyActions(w).insert({
        destinationId,
        courseId: course.id,
        type: input.type,
        at: input.at ? new Date(input.at) : ctx.clock(),
        latitude: input.latitude,
        longitude: input.longitude,
        memo: input.memo,
        clientActionId: input.clientActionId,
        recordedBy: ctx.user.id,
      });
      if (status !== stop.status) await companyDestinations(w).update(destinationId, { status });
      await refreshCourseStatus(w, locked);
      return { action: await actionOr404(w, destinationId, row.id), created: true };
    });
  // Two first posts of one phone id racing on different stops: the unique index decides.
  return conflictOnUnique(write, usedElsewhere);
}

export async function listDestinationActions(ctx: CompanyCtx, destinationId: string) {
  await stopFor(ctx, destinationId);
  const data = await actionsOfDestination(ctx, destinationId);
  return { data, total: data.length };
}

export async function getDestinationAction(ctx: CompanyCtx, destinationId: string, id: string) {
  await stopFor(ctx, destinationId);
  return actionOr404(ctx, destinationId, id);
}

/**
 * Staff correcting the record: the action goes, the stop's status is what its remaining actions (in
 * time order) make it, and the course's status follows.
 */
export async function deleteDestinationAction(ctx: CompanyCtx, destinationId: string, id: string) {
  const { course } = await stopFor(ctx, destinationId);
  await actionOr404(ctx, destinationId, id);
  await withActor(ctx, async (w) => {
    const locked = await lockCourse(w, course.id);
    await companyActions(w).deleteOr404(id, '作業実績');
    const stop = await companyDestinations(w).findOr404(destinationId);
    // A carried-over stop stays carried over: that move is the course's, not an action's.
    const status =
      stop.status === 'carried_over'
        ? stop.status
        : destinationStatusOf(await actionsOfDestination(w, destinationId));
    if (status !== stop.status) await companyDestinations(w).update(destinationId, { status });
    await refreshCourseStatus(w, locked);
  });
}
