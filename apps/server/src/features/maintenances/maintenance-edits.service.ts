import { MAINTENANCE_IMAGE_MAX_COUNT, type Maintenance } from '@rikuun/contract';
import { count, eq, max } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { asActor, companyRows, ownedBy } from '../../lib/db/company-rows.ts';
import { payloadTooLarge } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import type { Upload } from '../../lib/http/multipart.ts';
import { withFileTransaction } from '../files/files.service.ts';
import { checkTaskIds } from './maintenance-tasks.service.ts';
import {
  assertMaintenanceContent,
  findOwnMaintenance,
  getMaintenance,
  type MaintenanceValues,
  syncLastMaintainedOn,
} from './maintenances.service.ts';
import { maintenanceImages, maintenances, maintenanceTaskLinks } from './maintenances.table.ts';

/**
 * Edits a record: date, memo and items replaced as given; its images stay (added and removed by their
 * own routes). Still may not end up empty: the images it keeps count.
 */
export async function updateMaintenance(
  ctx: CompanyCtx,
  vehicleId: string,
  maintenanceId: string,
  input: MaintenanceValues,
): Promise<Maintenance> {
  const taskIds = await checkTaskIds(ctx.db, input.taskMasterIds);
  await ctx.db.transaction(async (tx) => {
    const w = await asActor(ctx, tx);
    await findOwnMaintenance(w, vehicleId, maintenanceId);
    const [images] = await tx
      .select({ n: count() })
      .from(maintenanceImages)
      .where(eq(maintenanceImages.maintenanceId, maintenanceId));
    assertMaintenanceContent(input, images?.n ?? 0);
    await companyRows(w, maintenances).update(maintenanceId, {
      maintained: input.maintained,
      memo: input.memo,
    });
    await syncLastMaintainedOn(w, vehicleId);
    await tx
      .delete(maintenanceTaskLinks)
      .where(ownedBy(ctx, maintenanceTaskLinks, eq(maintenanceTaskLinks.maintenanceId, maintenanceId)));
    if (taskIds.length > 0) {
      await tx
        .insert(maintenanceTaskLinks)
        .values(taskIds.map((taskId) => ({ companyId: ctx.companyId, maintenanceId, taskId })));
    }
  });
  return getMaintenance(ctx, vehicleId, maintenanceId);
}

/** Adds images after the ones a record has, within the per-record limit; all of them or none. */
export async function addMaintenanceImages(
  ctx: CompanyCtx,
  vehicleId: string,
  maintenanceId: string,
  uploads: readonly Upload[],
): Promise<Maintenance> {
  if (uploads.length === 0) throw fieldError('images', 'required', '画像を選択してください');
  await withFileTransaction(ctx, async (tx, stored) => {
    const w = await asActor(ctx, tx);
    await findOwnMaintenance(w, vehicleId, maintenanceId);
    // Locks the record so two concurrent additions cannot both pass the count check.
    await tx
      .select({ id: maintenances.id })
      .from(maintenances)
      .where(eq(maintenances.id, maintenanceId))
      .for('update');
    const [existing] = await tx
      .select({ n: count(), last: max(maintenanceImages.sortOrder) })
      .from(maintenanceImages)
      .where(eq(maintenanceImages.maintenanceId, maintenanceId));
    const n = existing?.n ?? 0;
    if (n + uploads.length > MAINTENANCE_IMAGE_MAX_COUNT) {
      throw payloadTooLarge(
        `画像は1件の整備記録に${MAINTENANCE_IMAGE_MAX_COUNT}枚までです（登録済み${n}枚）。`,
      );
    }
    const first = (existing?.last ?? -1) + 1;
    const saved = await stored.save({ companyId: ctx.companyId }, uploads);
    await tx.insert(maintenanceImages).values(
      saved.map((file, i) => ({
        companyId: ctx.companyId,
        maintenanceId,
        fileId: file.id,
        sortOrder: first + i,
      })),
    );
  });
  return getMaintenance(ctx, vehicleId, maintenanceId);
}
