import {
  hasMaintenanceContent,
  MAINTENANCE_EMPTY_MESSAGE,
  MAINTENANCE_EMPTY_PATH,
  type Maintenance,
} from '@rikuun/contract';
import { and, asc, count, eq, gte, inArray, lte, max, type SQL, sql } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { keepVersion } from '../../lib/db/columns.ts';
import { asActor, companyRows, ownedBy } from '../../lib/db/company-rows.ts';
import { listPage } from '../../lib/db/list-page.ts';
import { notFound } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import type { Upload } from '../../lib/http/multipart.ts';
import { files } from '../../lib/storage/files.table.ts';
import { toStoredFile, withFileTransaction } from '../files/files.service.ts';
import { companyVehicles } from '../vehicles/vehicles.service.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';
import { checkTaskIds } from './maintenance-tasks.service.ts';
import {
  maintenanceImages,
  maintenances,
  maintenanceTaskLinks,
  maintenanceTasks,
} from './maintenances.table.ts';

export type MaintenanceValues = { maintained: string; memo: string | null; taskMasterIds: string[] };
type Row = typeof maintenances.$inferSelect;

function groupBy<T, V>(items: T[], key: (item: T) => string, value: (item: T) => V): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(value(item));
    else groups.set(k, [value(item)]);
  }
  return groups;
}

/** Loads tasks and images of a page of records in two queries, whatever the page size. */
async function withDetails(ctx: CompanyCtx, rows: Row[]): Promise<Maintenance[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [taskRows, imageRows] = await Promise.all([
    ctx.db
      .select({ maintenanceId: maintenanceTaskLinks.maintenanceId, task: maintenanceTasks })
      .from(maintenanceTaskLinks)
      .innerJoin(maintenanceTasks, eq(maintenanceTasks.id, maintenanceTaskLinks.taskId))
      .where(ownedBy(ctx, maintenanceTaskLinks, inArray(maintenanceTaskLinks.maintenanceId, ids)))
      .orderBy(asc(maintenanceTasks.sortOrder)),
    ctx.db
      .select({ maintenanceId: maintenanceImages.maintenanceId, file: files })
      .from(maintenanceImages)
      .innerJoin(files, eq(files.id, maintenanceImages.fileId))
      .where(inArray(maintenanceImages.maintenanceId, ids))
      .orderBy(asc(maintenanceImages.sortOrder)),
  ]);
  const tasksOf = groupBy(
    taskRows,
    (row) => row.maintenanceId,
    (row) => row.task,
  );
  const images = await Promise.all(
    imageRows.map(async ({ maintenanceId, file }) => ({
      maintenanceId,
      image: await toStoredFile(ctx.storage, file),
    })),
  );
  const imagesOf = groupBy(
    images,
    (row) => row.maintenanceId,
    (row) => row.image,
  );
  return rows.map((r) => toMaintenance(r, tasksOf.get(r.id) ?? [], imagesOf.get(r.id) ?? []));
}

/** A record as the API answers it, with its tasks (in master order) and its images' signed links. */
function toMaintenance(
  r: Row,
  tasks: (typeof maintenanceTasks.$inferSelect)[],
  images: Maintenance['images'],
): Maintenance {
  return {
    id: r.id,
    vehicleId: r.vehicleId,
    maintained: r.maintained,
    memo: r.memo,
    taskMasterIds: tasks.map((t) => t.id),
    tasks,
    images,
    createdAt: r.createdAt.toISOString(),
  };
}

const companyMaintenances = (ctx: CompanyCtx) => companyRows(ctx, maintenances, '整備記録');

/** The record, when it hangs on a current vehicle of the company: a deleted vehicle's records are 404. */
export async function findOwnMaintenance(ctx: CompanyCtx, vehicleId: string, maintenanceId: string) {
  await companyVehicles(ctx).findOr404(vehicleId);
  return companyMaintenances(ctx).findOr404(
    and(eq(maintenances.id, maintenanceId), eq(maintenances.vehicleId, vehicleId)) as SQL,
  );
}

/**
 * Keeps vehicles.last_maintained_on (the list's column and sort) in the writer's transaction: a new
 * record can only move it later (greatest() re-reads the row a concurrent writer updated); a removed
 * or changed record recomputes it from the vehicle's records.
 */
export async function syncLastMaintainedOn(ctx: CompanyCtx, vehicleId: string, added?: string) {
  const latest = added
    ? sql`greatest(${vehicles.lastMaintainedOn}, ${added}::date)`
    : sql`(${ctx.db
        .select({ latest: max(maintenances.maintained) })
        .from(maintenances)
        .where(companyMaintenances(ctx).where(eq(maintenances.vehicleId, vehicleId)))})`;
  // updatedAt and the version stay: a maintenance record is not an edit of the vehicle.
  await companyVehicles(ctx).update(vehicleId, {
    lastMaintainedOn: latest,
    updatedAt: sql`${vehicles.updatedAt}`,
    ...keepVersion,
  });
}

export async function listMaintenances(
  ctx: CompanyCtx,
  vehicleId: string,
  query: { page: number; perPage: number; from?: string | undefined; to?: string | undefined },
) {
  await companyVehicles(ctx).findOr404(vehicleId);
  const { data, total } = await listPage({
    table: maintenances,
    select: ctx.db.select().from(maintenances).$dynamic(),
    count: ctx.db.select({ total: count() }).from(maintenances).$dynamic(),
    where: companyMaintenances(ctx).where(
      eq(maintenances.vehicleId, vehicleId),
      query.from ? gte(maintenances.maintained, query.from) : undefined,
      query.to ? lte(maintenances.maintained, query.to) : undefined,
    ),
    sort: undefined,
    sorts: { maintained: maintenances.maintained },
    defaultSort: '-maintained',
    tieBreaker: maintenances.id,
    query,
  });
  return { data: await withDetails(ctx, data), total };
}

/** One record of a current vehicle of the company, with its tasks and images (404 otherwise). */
export async function getMaintenance(
  ctx: CompanyCtx,
  vehicleId: string,
  maintenanceId: string,
): Promise<Maintenance> {
  const [found] = await withDetails(ctx, [await findOwnMaintenance(ctx, vehicleId, maintenanceId)]);
  if (!found) throw notFound('整備記録');
  return found;
}

/** An empty record (no task, memo or image) is refused, in the validation shape, at the items. */
export function assertMaintenanceContent(input: Omit<MaintenanceValues, 'maintained'>, imageCount: number) {
  if (!hasMaintenanceContent(input, imageCount)) {
    throw fieldError(MAINTENANCE_EMPTY_PATH, 'custom', MAINTENANCE_EMPTY_MESSAGE);
  }
}

/** The record, its task links, its images' bytes and rows, the vehicle's last date: all of it or none. */
export async function createMaintenance(
  ctx: CompanyCtx,
  vehicleId: string,
  input: MaintenanceValues,
  uploads: Upload[] = [],
): Promise<Maintenance> {
  assertMaintenanceContent(input, uploads.length);
  await companyVehicles(ctx).findOr404(vehicleId);
  const taskIds = await checkTaskIds(ctx.db, input.taskMasterIds);
  // Answered from the transaction's own rows: a saved record is never answered with a 503 by a
  // read after the commit. (Links are signed after it: signing may read its key from the database.)
  const { record, tasks, saved } = await withFileTransaction(ctx, async (tx, stored) => {
    const w = await asActor(ctx, tx);
    const record = await companyMaintenances(w).insert({
      vehicleId,
      maintained: input.maintained,
      memo: input.memo,
    });
    let tasks: (typeof maintenanceTasks.$inferSelect)[] = [];
    if (taskIds.length > 0) {
      await tx
        .insert(maintenanceTaskLinks)
        .values(taskIds.map((taskId) => ({ companyId: ctx.companyId, maintenanceId: record.id, taskId })));
      tasks = await tx
        .select()
        .from(maintenanceTasks)
        .where(inArray(maintenanceTasks.id, taskIds))
        .orderBy(asc(maintenanceTasks.sortOrder));
    }
    const saved = await stored.save({ companyId: ctx.companyId }, uploads);
    if (saved.length > 0) {
      await tx.insert(maintenanceImages).values(
        saved.map((file, i) => ({
          companyId: ctx.companyId,
          maintenanceId: record.id,
          fileId: file.id,
          sortOrder: i,
        })),
      );
    }
    await syncLastMaintainedOn(w, vehicleId, input.maintained);
    return { record, tasks, saved };
  });
  const images = await Promise.all(saved.map((file) => toStoredFile(ctx.storage, file)));
  return toMaintenance(record, tasks, images);
}

export async function deleteMaintenance(
  ctx: CompanyCtx,
  vehicleId: string,
  maintenanceId: string,
): Promise<void> {
  await withFileTransaction(ctx, async (tx, stored) => {
    const w = await asActor(ctx, tx);
    await findOwnMaintenance(w, vehicleId, maintenanceId);
    const linked = await tx
      .delete(maintenanceImages)
      .where(eq(maintenanceImages.maintenanceId, maintenanceId))
      .returning({ fileId: maintenanceImages.fileId });
    await companyMaintenances(w).deleteOr404(maintenanceId);
    await syncLastMaintainedOn(w, vehicleId);
    await stored.removeAfterCommit(
      linked.map((l) => l.fileId),
      { companyId: ctx.companyId },
    );
  });
}

export async function deleteMaintenanceImage(
  ctx: CompanyCtx,
  vehicleId: string,
  maintenanceId: string,
  imageId: string,
): Promise<void> {
  await withFileTransaction(ctx, async (tx, stored) => {
    const w = await asActor(ctx, tx);
    await findOwnMaintenance(w, vehicleId, maintenanceId);
    const removed = await tx
      .delete(maintenanceImages)
      .where(and(eq(maintenanceImages.maintenanceId, maintenanceId), eq(maintenanceImages.fileId, imageId)))
      .returning({ fileId: maintenanceImages.fileId });
    if (removed.length === 0) throw notFound('画像');
    await stored.removeAfterCommit([imageId], { companyId: ctx.companyId });
  });
}
