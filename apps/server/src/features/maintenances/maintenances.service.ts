import type { Maintenance } from '@rikuun/contract';
import { and, asc, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import type { Db, Tx } from '../../lib/db/db.ts';
import { pageWindow } from '../../lib/db/pagination.ts';
import { notFound } from '../../lib/http/errors.ts';
import type { Upload } from '../../lib/http/multipart.ts';
import { files } from '../../lib/storage/files.table.ts';
import { toStoredFile, withFileTransaction } from '../files/files.service.ts';
import { assertVehicleExists } from '../vehicles/vehicles.service.ts';
import { checkTaskIds } from './maintenance-tasks.service.ts';
import {
  maintenanceImages,
  maintenances,
  maintenanceTaskLinks,
  maintenanceTasks,
} from './maintenances.table.ts';

type MaintenanceValues = { maintained: string; memo: string | null; taskMasterIds: string[] };
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
      .where(inArray(maintenanceTaskLinks.maintenanceId, ids))
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
  return rows.map((r) => {
    const tasks = tasksOf.get(r.id) ?? [];
    return {
      id: r.id,
      vehicleId: r.vehicleId,
      maintained: r.maintained,
      memo: r.memo,
      taskMasterIds: tasks.map((t) => t.id),
      tasks,
      images: imagesOf.get(r.id) ?? [],
      createdAt: r.createdAt.toISOString(),
    };
  });
}

const ownMaintenance = (ctx: CompanyCtx, vehicleId: string, maintenanceId: string) =>
  and(
    eq(maintenances.id, maintenanceId),
    eq(maintenances.vehicleId, vehicleId),
    eq(maintenances.companyId, ctx.companyId),
  );

async function assertOwnMaintenance(db: Db | Tx, ctx: CompanyCtx, vehicleId: string, maintenanceId: string) {
  const [found] = await db
    .select({ id: maintenances.id })
    .from(maintenances)
    .where(ownMaintenance(ctx, vehicleId, maintenanceId));
  if (!found) throw notFound('整備記録');
}

export async function listMaintenances(
  ctx: CompanyCtx,
  vehicleId: string,
  query: { page: number; perPage: number; from?: string | undefined; to?: string | undefined },
) {
  await assertVehicleExists(ctx, vehicleId);
  const where = and(
    eq(maintenances.vehicleId, vehicleId),
    eq(maintenances.companyId, ctx.companyId),
    query.from ? gte(maintenances.maintained, query.from) : undefined,
    query.to ? lte(maintenances.maintained, query.to) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [totalRow]] = await Promise.all([
    ctx.db
      .select()
      .from(maintenances)
      .where(where)
      .orderBy(desc(maintenances.maintained), desc(maintenances.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ total: count() }).from(maintenances).where(where),
  ]);
  return { data: await withDetails(ctx, rows), total: totalRow?.total ?? 0 };
}

/** The record, its task links, its images' bytes and rows: all of it or none of it. */
export async function createMaintenance(
  ctx: CompanyCtx,
  vehicleId: string,
  input: MaintenanceValues,
  uploads: Upload[] = [],
): Promise<Maintenance> {
  await assertVehicleExists(ctx, vehicleId);
  const taskIds = await checkTaskIds(ctx.db, input.taskMasterIds);
  // Answered from the transaction's own rows: a saved record is never answered with a 503 by a
  // read after the commit. (Links are signed after it: signing may read its key from the database.)
  const { record, tasks, saved } = await withFileTransaction(ctx, async (tx, stored) => {
    const [record] = await tx
      .insert(maintenances)
      .values({ companyId: ctx.companyId, vehicleId, maintained: input.maintained, memo: input.memo })
      .returning();
    if (!record) throw new Error('maintenance insert returned nothing');
    let tasks: (typeof maintenanceTasks.$inferSelect)[] = [];
    if (taskIds.length > 0) {
      await tx
        .insert(maintenanceTaskLinks)
        .values(taskIds.map((taskId) => ({ maintenanceId: record.id, taskId })));
      tasks = await tx
        .select()
        .from(maintenanceTasks)
        .where(inArray(maintenanceTasks.id, taskIds))
        .orderBy(asc(maintenanceTasks.sortOrder));
    }
    const saved = await stored.save({ companyId: ctx.companyId }, uploads);
    if (saved.length > 0) {
      await tx
        .insert(maintenanceImages)
        .values(saved.map((file, i) => ({ maintenanceId: record.id, fileId: file.id, sortOrder: i })));
    }
    return { record, tasks, saved };
  });
  return {
    id: record.id,
    vehicleId: record.vehicleId,
    maintained: record.maintained,
    memo: record.memo,
    taskMasterIds: tasks.map((t) => t.id),
    tasks,
    images: await Promise.all(saved.map((file) => toStoredFile(ctx.storage, file))),
    createdAt: record.createdAt.toISOString(),
  };
}

export async function deleteMaintenance(
  ctx: CompanyCtx,
  vehicleId: string,
  maintenanceId: string,
): Promise<void> {
  await withFileTransaction(ctx, async (tx, stored) => {
    await assertOwnMaintenance(tx, ctx, vehicleId, maintenanceId);
    const linked = await tx
      .delete(maintenanceImages)
      .where(eq(maintenanceImages.maintenanceId, maintenanceId))
      .returning({ fileId: maintenanceImages.fileId });
    await tx.delete(maintenances).where(eq(maintenances.id, maintenanceId));
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
    await assertOwnMaintenance(tx, ctx, vehicleId, maintenanceId);
    const removed = await tx
      .delete(maintenanceImages)
      .where(and(eq(maintenanceImages.maintenanceId, maintenanceId), eq(maintenanceImages.fileId, imageId)))
      .returning({ fileId: maintenanceImages.fileId });
    if (removed.length === 0) throw notFound('画像');
    await stored.removeAfterCommit([imageId], { companyId: ctx.companyId });
  });
}
