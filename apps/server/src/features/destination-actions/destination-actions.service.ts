import {
  type DestinationAction,
  type DestinationActionType,
  type DestinationActionValues,
  destinationActionLabels,
  destinationStatusOf,
  impossibleActionMessage,
  nextDestinationStatus,
  PROOF_ONLY_WHEN_COMPLETED,
  photoActionTypes,
  proofFileLabels,
  signatureActionTypes,
} from '@rikuun/contract';
import { and, eq } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { asActor } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { conflictOnUnique } from '../../lib/db/errors.ts';
import { conflict, notFound, unsupportedMediaType } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import type { Upload } from '../../lib/http/multipart.ts';
import { companyDestinations, destinationWithCourse, lockCourse } from '../destinations/destination-rows.ts';
import { type FileRow, withFileTransaction } from '../files/files.service.ts';
import { mailHeadingStop } from '../tracking-links/heading-mail.ts';
import { destinationActionFiles } from './action-files.table.ts';
import {
  actionsOfDestination,
  companyActions,
  type LoadedAction,
  loadActions,
  signActions,
} from './action-reads.ts';
import { checkActionTime } from './action-time.ts';
import { refreshCourseStatus } from './course-progress.ts';
import { destinationActions } from './destination-actions.table.ts';

type W = CompanyCtx & { db: Tx };

/** The proof of delivery sent with a 完了 (already streamed into storage by readMultipart). */
export type ProofUploads = { proofImages: readonly Upload[]; signatureImage: readonly Upload[] };

const usedElsewhere = () => conflict('この端末の記録IDは別の配送先の作業実績に使われています。');

async function loadedOr404(ctx: CompanyCtx, destinationId: string, id: string): Promise<LoadedAction> {
  const [action] = await loadActions(
    ctx,
    and(eq(destinationActions.id, id), eq(destinationActions.destinationId, destinationId)),
  );
  if (!action) throw notFound('作業実績');
  return action;
}

async function actionOr404(ctx: CompanyCtx, destinationId: string, id: string): Promise<DestinationAction> {
  const [action] = await signActions(ctx.storage, [await loadedOr404(ctx, destinationId, id)]);
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
  const [first] = await loadActions(w, eq(destinationActions.clientActionId, clientActionId));
  if (first && first.destinationId !== destinationId) throw usedElsewhere();
  return first;
}

/**
 * Photos belong to a 完了 and to the outcomes (the 不在票, the parcel); the signature (the PNG the
 * phone drew) to a 完了 or 一部配達, where someone received goods.
 */
function checkProof(type: DestinationActionType, proof: ProofUploads | undefined) {
  if (!proof) return;
  if (proof.proofImages.length > 0 && !photoActionTypes.includes(type))
    throw fieldError('proofImages', 'proofOnlyWhenCompleted', PROOF_ONLY_WHEN_COMPLETED);
  if (proof.signatureImage.length > 0 && !signatureActionTypes.includes(type))
    throw fieldError('signatureImage', 'proofOnlyWhenCompleted', PROOF_ONLY_WHEN_COMPLETED);
  if (proof.signatureImage.some((u) => u.contentType !== 'image/png')) {
    throw unsupportedMediaType(`${proofFileLabels.signatureImage}はPNG形式の画像を送信してください。`);
  }
}

/** A 一部配達 hands over fewer pieces than the stop has (when its 個数 is known). */
function checkDeliveredQuantity(input: DestinationActionValues, quantity: number | null) {
  if (input.deliveredQuantity === null || quantity === null || input.deliveredQuantity < quantity) return;
  throw fieldError(
    'deliveredQuantity',
    'lessThanQuantity',
    `${destinationActionLabels.deliveredQuantity}は配送先の個数（${quantity}）より少なく入力してください（すべて渡したときは「完了」）`,
  );
}

/** Links the saved files to the action: photos in the order sent, then the signature. */
async function linkProof(w: W, actionId: string, proof: FileRow[], signature: FileRow[]) {
  const links = [
    ...proof.map((file, i) => ({ fileId: file.id, kind: 'proof' as const, sortOrder: i })),
    ...signature.map((file) => ({ fileId: file.id, kind: 'signature' as const, sortOrder: 0 })),
  ];
  if (links.length === 0) return;
  await w.db
    .insert(destinationActionFiles)
    .values(links.map((link) => ({ ...link, companyId: w.companyId, actionId })));
}

/**
 * Records what happened at a stop, in one transaction: the action, its proof files (bytes and rows),
 * the stop's new status and the course's status (運行中 from the first action, 完了 when every stop
 * is finished). An impossible move is 409 with the reason; a time before the course's day or the
 * driver's 出勤 is 400 at `at` (action-time.ts). Staff call it on a driver's behalf; the
 * driver app (POST /self/destinations/{id}/actions) calls it with the driver's own ctx and `driverId`.
 * `created` is false when the clientActionId was recorded before: the first record is answered and
 * the retry's uploads are not kept (the request discards bytes nothing points at).
 */
export async function recordDestinationAction(
  ctx: CompanyCtx,
  destinationId: string,
  input: DestinationActionValues,
  opts: { driverId?: string; proof?: ProofUploads } = {},
): Promise<{ action: DestinationAction; created: boolean }> {
  checkProof(input.type, opts.proof);
  const { course } = await stopFor(ctx, destinationId, opts.driverId);
  const write = () =>
    withFileTransaction(ctx, async (tx, stored) => {
      const w = await asActor(ctx, tx);
      const locked = await lockCourse(w, course.id);
      const first = await recorded(w, destinationId, input.clientActionId);
      if (first) return { loaded: first, created: false };
      if (locked.status === 'cancelled') throw conflict('中止されたコースには作業実績を記録できません。');
      const at = input.at ? new Date(input.at) : ctx.clock();
      await checkActionTime(w, locked, at);
      const stop = await companyDestinations(w).findOr404(destinationId);
      const status = nextDestinationStatus(stop.status, input.type);
      if (!status) throw conflict(impossibleActionMessage(stop.status, input.type));
      checkDeliveredQuantity(input, stop.quantity);
      const row = await companyActions(w).insert({
        destinationId,
        courseId: course.id,
        type: input.type,
        at,
        latitude: input.latitude,
        longitude: input.longitude,
        memo: input.memo,
        clientActionId: input.clientActionId,
        reason: input.reason,
        redeliveryAt: input.redeliveryAt ? new Date(input.redeliveryAt) : null,
        deliveredQuantity: input.deliveredQuantity,
        recordedBy: ctx.user.id,
      });
      const owner = { companyId: ctx.companyId };
      const proof = await stored.save(owner, opts.proof?.proofImages ?? []);
      const signature = await stored.save(owner, opts.proof?.signatureImage ?? []);
      await linkProof(w, row.id, proof, signature);
      if (status !== stop.status) await companyDestinations(w).update(destinationId, { status });
      await refreshCourseStatus(w, locked);
      return { loaded: await loadedOr404(w, destinationId, row.id), created: true };
    });
  // Two first posts of one phone id racing on different stops: the unique index decides.
  const { loaded, created } = await conflictOnUnique(write, usedElsewhere);
  // Links are signed after the commit: signing may read its key from the database.
  const [action] = await signActions(ctx.storage, [loaded]);
  if (!action) throw notFound('作業実績');
  if (created) await tellNextRecipient(ctx, course.id);
  return { action, created };
}

/**
 * The stop the driver now heads to may have a recipient waiting for the tracking mail (decision 075).
 * The action is committed already: a failure here is logged, not answered as the action's failure.
 */
async function tellNextRecipient(ctx: CompanyCtx, courseId: string) {
  try {
    await mailHeadingStop(ctx, courseId);
  } catch (err) {
    ctx.log.error({ err, courseId }, 'tracking mail could not be queued');
  }
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
 * Staff correcting the record: the action goes (its proof files with it), the stop's status is what
 * its remaining actions (in time order) make it, and the course's status follows.
 */
export async function deleteDestinationAction(ctx: CompanyCtx, destinationId: string, id: string) {
  const { course } = await stopFor(ctx, destinationId);
  const action = await loadedOr404(ctx, destinationId, id);
  await withFileTransaction(ctx, async (tx, stored) => {
    const w = await asActor(ctx, tx);
    const locked = await lockCourse(w, course.id);
    await companyActions(w).deleteOr404(id, '作業実績');
    const fileIds = [...action.proof, ...(action.signature ? [action.signature] : [])].map((f) => f.id);
    await stored.removeAfterCommit(fileIds, { companyId: ctx.companyId });
    const stop = await companyDestinations(w).findOr404(destinationId);
    // A carried-over stop stays carried over: that move is the course's, not an action's.
    const status =
      stop.status === 'carried_over'
        ? stop.status
        : destinationStatusOf(await loadActions(w, eq(destinationActions.destinationId, destinationId)));
    if (status !== stop.status) await companyDestinations(w).update(destinationId, { status });
    await refreshCourseStatus(w, locked);
  });
}
