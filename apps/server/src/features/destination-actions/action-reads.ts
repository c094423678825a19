import type { DestinationAction, StoredFile } from '@rikuun/contract';
import { asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, ownedBy, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { files } from '../../lib/storage/files.table.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { type FileRow, toStoredFile } from '../files/files.service.ts';
import { destinationActionFiles } from './action-files.table.ts';
import { destinationActions } from './destination-actions.table.ts';

// Reads of recorded actions with who recorded them and their proof of delivery; the destinations
// feature reads a course's actions through here for its details. Two queries whatever the count:
// the actions, then the files of all of them.

export const companyActions = (ctx: CompanyCtx) => companyRows(ctx, destinationActions, '作業実績');

const columns = {
  id: destinationActions.id,
  destinationId: destinationActions.destinationId,
  courseId: destinationActions.courseId,
  type: destinationActions.type,
  at: destinationActions.at,
  latitude: destinationActions.latitude,
  longitude: destinationActions.longitude,
  memo: destinationActions.memo,
  clientActionId: destinationActions.clientActionId,
  reason: destinationActions.reason,
  redeliveryAt: destinationActions.redeliveryAt,
  deliveredQuantity: destinationActions.deliveredQuantity,
  recordedByName: users.name,
  createdAt: destinationActions.createdAt,
};

type ActionFields = Omit<DestinationAction, 'proofImages' | 'signatureImage'>;
type Row = { at: Date; createdAt: Date; redeliveryAt: Date | null } & Omit<
  ActionFields,
  'at' | 'createdAt' | 'redeliveryAt'
>;

/** An action as read, its files not yet signed (signing happens outside the write's transaction). */
export type LoadedAction = ActionFields & { proof: FileRow[]; signature: FileRow | null };

/** The company's actions meeting the conditions with their file rows, oldest first. */
export async function loadActions(
  ctx: CompanyCtx,
  ...conditions: (SQL | undefined)[]
): Promise<LoadedAction[]> {
  const rows: Row[] = await ctx.db
    .select(columns)
    .from(destinationActions)
    .leftJoin(users, eq(users.id, destinationActions.recordedBy))
    .where(companyActions(ctx).where(...conditions))
    .orderBy(asc(destinationActions.at), asc(destinationActions.createdAt), asc(destinationActions.id));
  const linked = await filesOfActions(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const own = linked.filter((l) => l.actionId === row.id);
    return {
      ...row,
      at: row.at.toISOString(),
      createdAt: row.createdAt.toISOString(),
      redeliveryAt: row.redeliveryAt?.toISOString() ?? null,
      proof: own.filter((l) => l.kind === 'proof').map((l) => l.file),
      signature: own.find((l) => l.kind === 'signature')?.file ?? null,
    };
  });
}

async function filesOfActions(ctx: CompanyCtx, actionIds: string[]) {
  if (actionIds.length === 0) return [];
  return ctx.db
    .select({ actionId: destinationActionFiles.actionId, kind: destinationActionFiles.kind, file: files })
    .from(destinationActionFiles)
    .innerJoin(
      files,
      sameCompanyAs(files, destinationActionFiles, eq(files.id, destinationActionFiles.fileId)),
    )
    .where(
      ownedBy(
        ctx,
        destinationActionFiles,
        inArray(destinationActionFiles.actionId, actionIds),
        isNull(files.deletedAt),
      ),
    )
    .orderBy(asc(destinationActionFiles.sortOrder));
}

/** The actions as the API answers them, with fresh signed links to their files. */
export async function signActions(storage: Storage, loaded: LoadedAction[]): Promise<DestinationAction[]> {
  const sign = (row: FileRow): Promise<StoredFile> => toStoredFile(storage, row);
  return Promise.all(
    loaded.map(async ({ proof, signature, ...action }) => ({
      ...action,
      proofImages: await Promise.all(proof.map(sign)),
      signatureImage: signature ? await sign(signature) : null,
    })),
  );
}

/** The company's actions meeting the conditions, oldest first (ties in the order recorded). */
export async function readActions(ctx: CompanyCtx, ...conditions: (SQL | undefined)[]) {
  return signActions(ctx.storage, await loadActions(ctx, ...conditions));
}

export const actionsOfDestination = (ctx: CompanyCtx, destinationId: string) =>
  readActions(ctx, eq(destinationActions.destinationId, destinationId));

export const actionsOfCourse = (ctx: CompanyCtx, courseId: string) =>
  readActions(ctx, eq(destinationActions.courseId, courseId));

export const actionsOfDestinations = (ctx: CompanyCtx, destinationIds: string[]) =>
  destinationIds.length === 0
    ? Promise.resolve([])
    : readActions(ctx, inArray(destinationActions.destinationId, destinationIds));
