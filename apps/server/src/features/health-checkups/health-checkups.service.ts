import {
  HEALTH_CHECKUP_FILE_MAX_COUNT,
  type HealthCheckup,
  type HealthCheckupKind,
  nextCheckupDueOn,
} from '@rikuun/contract';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { asActor, companyRows, ownedBy } from '../../lib/db/company-rows.ts';
import { listPage } from '../../lib/db/list-page.ts';
import { payloadTooLarge } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import type { Upload } from '../../lib/http/multipart.ts';
import { files } from '../../lib/storage/files.table.ts';
import { companyDrivers } from '../drivers/driver-rows.ts';
import { type FileRow, withFileTransaction } from '../files/files.service.ts';
import { healthCheckupFiles, healthCheckups } from './health-checkups.table.ts';

type Row = typeof healthCheckups.$inferSelect;
export type CheckupValues = { checkupDate: string; kind: HealthCheckupKind; result: string | null };

const companyCheckups = (ctx: CompanyCtx) => companyRows(ctx, healthCheckups, '健康診断');
const ofDriver = (driverId: string, id: string) =>
  and(eq(healthCheckups.id, id), eq(healthCheckups.driverId, driverId)) as SQL;

const toFile = (f: FileRow) => ({ id: f.id, fileName: f.fileName, contentType: f.contentType, size: f.size });

/** The checkups with their files (two queries for a whole page). */
async function withFiles(ctx: CompanyCtx, rows: Row[]): Promise<HealthCheckup[]> {
  const ids = rows.map((r) => r.id);
  const links =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ checkupId: healthCheckupFiles.checkupId, file: files })
          .from(healthCheckupFiles)
          .innerJoin(files, eq(files.id, healthCheckupFiles.fileId))
          .where(ownedBy(ctx, healthCheckupFiles, inArray(healthCheckupFiles.checkupId, ids)))
          .orderBy(asc(healthCheckupFiles.sortOrder));
  return rows.map((r) => ({
    id: r.id,
    driverId: r.driverId,
    checkupDate: r.checkupDate,
    kind: r.kind,
    result: r.result,
    nextDueOn: r.nextDueOn,
    files: links.filter((l) => l.checkupId === r.id).map((l) => toFile(l.file)),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function listHealthCheckups(
  ctx: CompanyCtx,
  driverId: string,
  query: { page: number; perPage: number },
) {
  await companyDrivers(ctx).findOr404(driverId);
  const { data, total } = await listPage({
    table: healthCheckups,
    select: ctx.db.select().from(healthCheckups).$dynamic(),
    count: ctx.db.select({ total: count() }).from(healthCheckups).$dynamic(),
    where: companyCheckups(ctx).where(eq(healthCheckups.driverId, driverId)),
    sort: undefined,
    sorts: { checkupDate: healthCheckups.checkupDate },
    defaultSort: '-checkupDate',
    tieBreaker: healthCheckups.id,
    query,
  });
  return { data: await withFiles(ctx, data), total };
}

async function getHealthCheckup(ctx: CompanyCtx, driverId: string, id: string): Promise<HealthCheckup> {
  const row = await companyCheckups(ctx).findOr404(ofDriver(driverId, id));
  const [found] = await withFiles(ctx, [row]);
  return found as HealthCheckup;
}

const derived = (v: CheckupValues) => ({ ...v, nextDueOn: nextCheckupDueOn(v.checkupDate, v.kind) });

/** The checkup and its files' bytes and rows: all of it or none. */
export async function createHealthCheckup(
  ctx: CompanyCtx,
  driverId: string,
  values: CheckupValues,
  uploads: readonly Upload[],
): Promise<HealthCheckup> {
  await companyDrivers(ctx).findOr404(driverId);
  const id = await withFileTransaction(ctx, async (tx, stored) => {
    const w = await asActor(ctx, tx);
    const row = await companyCheckups(w).insert({ ...derived(values), driverId });
    const saved = await stored.save({ companyId: ctx.companyId }, uploads);
    if (saved.length > 0) {
      await tx
        .insert(healthCheckupFiles)
        .values(
          saved.map((f, i) => ({ companyId: ctx.companyId, checkupId: row.id, fileId: f.id, sortOrder: i })),
        );
    }
    return row.id;
  });
  return getHealthCheckup(ctx, driverId, id);
}

/** Replaces the fields, removes the files named in deleteFileIds and adds the new ones. */
export async function updateHealthCheckup(
  ctx: CompanyCtx,
  driverId: string,
  id: string,
  values: CheckupValues & { deleteFileIds: string[] },
  uploads: readonly Upload[],
): Promise<HealthCheckup> {
  await companyDrivers(ctx).findOr404(driverId);
  const { deleteFileIds, ...fields } = values;
  await withFileTransaction(ctx, async (tx, stored) => {
    const w = await asActor(ctx, tx);
    await companyCheckups(w).findOr404(ofDriver(driverId, id));
    await companyCheckups(w).update(id, derived(fields));
    const linked = await tx
      .select({ fileId: healthCheckupFiles.fileId, sortOrder: healthCheckupFiles.sortOrder })
      .from(healthCheckupFiles)
      .where(ownedBy(ctx, healthCheckupFiles, eq(healthCheckupFiles.checkupId, id)));
    const toDelete = [...new Set(deleteFileIds)];
    const unknown = toDelete.filter((f) => !linked.some((l) => l.fileId === f));
    if (unknown.length > 0) {
      throw fieldError('deleteFileIds', 'exists', 'この健康診断にないファイルが指定されています');
    }
    const kept = linked.length - toDelete.length;
    if (kept + uploads.length > HEALTH_CHECKUP_FILE_MAX_COUNT) {
      throw payloadTooLarge(
        `結果ファイルは1件の健康診断に${HEALTH_CHECKUP_FILE_MAX_COUNT}ファイルまでです（登録済み${kept}件）。`,
      );
    }
    if (toDelete.length > 0) {
      await tx
        .delete(healthCheckupFiles)
        .where(and(eq(healthCheckupFiles.checkupId, id), inArray(healthCheckupFiles.fileId, toDelete)));
      await stored.removeAfterCommit(toDelete, { companyId: ctx.companyId });
    }
    const first = Math.max(-1, ...linked.map((l) => l.sortOrder)) + 1;
    const saved = await stored.save({ companyId: ctx.companyId }, uploads);
    if (saved.length > 0) {
      await tx.insert(healthCheckupFiles).values(
        saved.map((f, i) => ({
          companyId: ctx.companyId,
          checkupId: id,
          fileId: f.id,
          sortOrder: first + i,
        })),
      );
    }
  });
  return getHealthCheckup(ctx, driverId, id);
}

export async function deleteHealthCheckup(ctx: CompanyCtx, driverId: string, id: string): Promise<void> {
  await companyDrivers(ctx).findOr404(driverId);
  await withFileTransaction(ctx, async (tx, stored) => {
    const w = await asActor(ctx, tx);
    await companyCheckups(w).findOr404(ofDriver(driverId, id));
    const linked = await tx
      .delete(healthCheckupFiles)
      .where(ownedBy(ctx, healthCheckupFiles, eq(healthCheckupFiles.checkupId, id)))
      .returning({ fileId: healthCheckupFiles.fileId });
    await companyCheckups(w).deleteOr404(id);
    await stored.removeAfterCommit(
      linked.map((l) => l.fileId),
      { companyId: ctx.companyId },
    );
  });
}

/** A result file of one of the driver's checkups, after the tenant check (404 otherwise). */
export async function findHealthCheckupFile(ctx: CompanyCtx, driverId: string, fileId: string) {
  await companyDrivers(ctx).findOr404(driverId);
  const [row] = await ctx.db
    .select({ file: files })
    .from(healthCheckupFiles)
    .innerJoin(healthCheckups, eq(healthCheckups.id, healthCheckupFiles.checkupId))
    .innerJoin(files, eq(files.id, healthCheckupFiles.fileId))
    .where(
      and(
        companyCheckups(ctx).where(eq(healthCheckups.driverId, driverId)),
        eq(healthCheckupFiles.fileId, fileId),
      ),
    )
    .limit(1);
  return row?.file;
}
