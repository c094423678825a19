import type { StoredFile } from '@rikuun/contract';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { ownedBy } from '../../lib/db/company-rows.ts';
import type { Db, Tx } from '../../lib/db/db.ts';
import { keepUploads, type Upload } from '../../lib/http/multipart.ts';
import { files } from '../../lib/storage/files.table.ts';
import type { Storage } from '../../lib/storage/storage.ts';

export type FileRow = typeof files.$inferSelect;
/** db may be the caller's transaction, so the file rows commit or roll back with the caller's records. */
export type FilesCtx = { db: Db | Tx; storage: Storage; clock?: () => Date };
/** The tenant a file belongs to; links are only handed out in that tenant's responses. */
export type FileOwner = { companyId?: string | null; consignorId?: string | null };

/**
 * Inserts the rows of uploads readMultipart has already streamed into storage. If the insert fails,
 * their bytes are removed before the error goes on, so a failed upload leaves neither bytes nor rows.
 * Once the rows exist the bytes are kept (no longer the request's to clean up). When the caller's
 * own transaction can still fail after this returns, use withFileTransaction so they go with it.
 */
export async function saveUploads(
  ctx: FilesCtx,
  owner: FileOwner,
  uploads: readonly Upload[],
): Promise<FileRow[]> {
  const rows = await insertFileRows(ctx, owner, uploads);
  keepUploads(uploads);
  return rows;
}

async function insertFileRows(ctx: FilesCtx, owner: FileOwner, uploads: readonly Upload[]) {
  if (uploads.length === 0) return [];
  try {
    const rows = await ctx.db
      .insert(files)
      .values(
        uploads.map((upload) => ({
          companyId: owner.companyId ?? null,
          consignorId: owner.consignorId ?? null,
          storageKey: upload.storageKey,
          fileName: upload.fileName,
          contentType: upload.contentType,
          size: upload.size,
          width: upload.image?.width ?? null,
          height: upload.image?.height ?? null,
          thumbnailKey: upload.image?.thumbnailKey ?? null,
        })),
      )
      .returning();
    // Keep the uploads' order: callers pair rows with their own metadata (sortOrder, category).
    return uploads.map((u) => rows.find((r) => r.storageKey === u.storageKey) as FileRow);
  } catch (err) {
    await removeObjects(ctx.storage, uploads.flatMap(keysOfUpload));
    throw err;
  }
}

/** Rows of live (not deleted) files, optionally restricted to an owner. */
export async function findFiles(
  db: Db | Tx,
  fileIds: readonly string[],
  owner?: FileOwner,
): Promise<FileRow[]> {
  if (fileIds.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, [...fileIds]), isNull(files.deletedAt), ...ownerFilter(owner)));
}

/** The file as the API hands it out, with a fresh signed link. */
export async function toStoredFile(storage: Storage, row: FileRow): Promise<StoredFile> {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    url: await storage.signedUrl(row),
    thumbnailUrl: row.thumbnailKey
      ? await storage.signedThumbnailUrl({ ...row, thumbnailKey: row.thumbnailKey })
      : null,
  };
}

/**
 * Marks the file deleted and removes its bytes. Call it after the caller's transaction has committed
 * (a rollback cannot bring bytes back), or use withFileTransaction's removeAfterCommit inside one.
 * Returns the row, or undefined when there was no live file with that id (and owner, when given).
 */
export async function removeFile(
  ctx: FilesCtx,
  fileId: string,
  owner?: FileOwner,
): Promise<FileRow | undefined> {
  const [row] = await removeFiles(ctx, [fileId], owner);
  return row;
}

export async function removeFiles(
  ctx: FilesCtx,
  fileIds: readonly string[],
  owner?: FileOwner,
): Promise<FileRow[]> {
  const rows = await markFilesDeleted(ctx.db, fileIds, owner, ctx.clock?.() ?? new Date());
  await removeObjects(ctx.storage, rows.flatMap(keysOfRow));
  return rows;
}

async function markFilesDeleted(
  db: Db | Tx,
  fileIds: readonly string[],
  owner: FileOwner | undefined,
  now: Date,
) {
  if (fileIds.length === 0) return [];
  return db
    .update(files)
    .set({ deletedAt: now })
    .where(and(inArray(files.id, [...fileIds]), isNull(files.deletedAt), ...ownerFilter(owner)))
    .returning();
}

/** What withFileTransaction hands the callback besides the transaction. */
export type FileTransaction = {
  save(owner: FileOwner, uploads: readonly Upload[]): Promise<FileRow[]>;
  /** Soft-deletes now (inside the transaction); the bytes go only once it has committed. */
  removeAfterCommit(fileIds: readonly string[], owner?: FileOwner): Promise<FileRow[]>;
};

/**
 * A transaction whose file changes follow it: bytes saved in it are removed if it rolls back, and
 * bytes of files deleted in it are removed only after it commits.
 */
export async function withFileTransaction<T>(
  ctx: { db: Db; storage: Storage; clock?: () => Date },
  fn: (tx: Tx, files: FileTransaction) => Promise<T>,
): Promise<T> {
  const saved: Upload[] = [];
  const toRemove: string[] = [];
  let result: T;
  try {
    result = await ctx.db.transaction((tx) =>
      fn(tx, {
        async save(owner, uploads) {
          const rows = await insertFileRows({ ...ctx, db: tx }, owner, uploads);
          saved.push(...uploads);
          return rows;
        },
        async removeAfterCommit(fileIds, owner) {
          const rows = await markFilesDeleted(tx, fileIds, owner, ctx.clock?.() ?? new Date());
          toRemove.push(...rows.flatMap(keysOfRow));
          return rows;
        },
      }),
    );
  } catch (err) {
    await removeObjects(ctx.storage, saved.flatMap(keysOfUpload));
    throw err;
  }
  keepUploads(saved);
  await removeObjects(ctx.storage, toRemove);
  return result;
}

/**
 * Best effort: a store that fails to delete must not fail the request whose data is already
 * consistent; the row is gone or marked deleted, so the bytes can no longer be linked.
 */
async function removeObjects(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}

const keysOfUpload = (u: Upload) => [u.storageKey, ...(u.image?.thumbnailKey ? [u.image.thumbnailKey] : [])];
const keysOfRow = (r: FileRow) => [r.storageKey, ...(r.thumbnailKey ? [r.thumbnailKey] : [])];

function ownerFilter(owner: FileOwner | undefined): SQL[] {
  const filters: SQL[] = [];
  if (owner?.companyId) filters.push(ownedBy({ companyId: owner.companyId }, files));
  if (owner?.consignorId) filters.push(eq(files.consignorId, owner.consignorId));
  return filters;
}
