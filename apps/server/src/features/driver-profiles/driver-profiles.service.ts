import {
  DRIVER_PROFILE_EXISTS,
  DRIVER_PROFILE_IMAGE_MAX_COUNT,
  type DriverProfile,
  type DriverProfileValues,
  driverProfileWarnings,
} from '@rikuun/contract';
import { asc, count, eq, max } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { asActor, companyRows, ownedBy } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { conflict, notFound, payloadTooLarge } from '../../lib/http/errors.ts';
import type { Upload } from '../../lib/http/multipart.ts';
import { files } from '../../lib/storage/files.table.ts';
import { companyDrivers } from '../drivers/driver-rows.ts';
import { type FileTransaction, toStoredFile, withFileTransaction } from '../files/files.service.ts';
import { driverProfileImages, driverProfiles } from './driver-profiles.table.ts';
import { jobTypeName } from './job-types.master.ts';

type ProfileRow = typeof driverProfiles.$inferSelect;

const companyProfiles = (ctx: CompanyCtx) => companyRows(ctx, driverProfiles, '詳細プロフィール');
const profileOf = (driverId: string) => eq(driverProfiles.driverId, driverId);

const EMPTY = {
  jobTypeId: null,
  driverLicenseExpired: null,
  invoiceRegistrationNumber: null,
  hasEtcCard: false,
  etcCardExpired: null,
  hasFuelCard: false,
  fuelCardExpired: null,
  issuedItemsText: null,
  availableFrom: null,
  availableUntil: null,
  memo: null,
  bankName: null,
  bankCode: null,
  branchName: null,
  branchCode: null,
  jpAccountType: null,
  accountNumber: null,
  accountHolder: null,
} satisfies Omit<DriverProfileValues, never>;

/** GET: the saved profile, or an empty one (`registered: false`) while nothing has been saved. */
export async function getDriverProfile(ctx: CompanyCtx, driverId: string): Promise<DriverProfile> {
  await companyDrivers(ctx).findOr404(driverId);
  const row = await companyProfiles(ctx).find(profileOf(driverId));
  const [jobType, images] = await Promise.all([
    row ? jobTypeName(ctx.db, row.jobTypeId) : null,
    profileImages(ctx, driverId),
  ]);
  return toProfile(driverId, row, jobType, images);
}

async function profileImages(ctx: CompanyCtx, driverId: string) {
  const rows = await ctx.db
    .select({ file: files })
    .from(driverProfileImages)
    .innerJoin(files, eq(files.id, driverProfileImages.fileId))
    .where(ownedBy(ctx, driverProfileImages, eq(driverProfileImages.driverId, driverId)))
    .orderBy(asc(driverProfileImages.sortOrder));
  return Promise.all(rows.map(({ file }) => toStoredFile(ctx.storage, file)));
}

function toProfile(
  driverId: string,
  row: ProfileRow | undefined,
  jobTypeName: string | null,
  images: DriverProfile['images'],
): DriverProfile {
  const values = row ?? EMPTY;
  const fields = Object.fromEntries(Object.keys(EMPTY).map((k) => [k, values[k as keyof typeof EMPTY]]));
  return {
    ...(fields as DriverProfileValues),
    driverId,
    registered: row !== undefined,
    jobTypeName,
    images,
    warnings: driverProfileWarnings(values),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** POST: the profile and its photos, all of it or none; 409 when the driver already has one. */
export async function createDriverProfile(
  ctx: CompanyCtx,
  driverId: string,
  values: DriverProfileValues,
  uploads: readonly Upload[],
): Promise<DriverProfile> {
  await companyDrivers(ctx).findOr404(driverId);
  await jobTypeName(ctx.db, values.jobTypeId);
  await withFileTransaction(ctx, async (tx, stored) => {
    const w = await asActor(ctx, tx);
    if (await companyProfiles(w).exists(profileOf(driverId))) throw conflict(DRIVER_PROFILE_EXISTS);
    await companyProfiles(w).insert({ ...values, driverId });
    await addImages(w, tx, stored, driverId, uploads);
  });
  return getDriverProfile(ctx, driverId);
}

/** PUT: replaces the fields; new photos are added after the ones kept (removed by their own route). */
export async function updateDriverProfile(
  ctx: CompanyCtx,
  driverId: string,
  values: DriverProfileValues,
  uploads: readonly Upload[],
): Promise<DriverProfile> {
  await companyDrivers(ctx).findOr404(driverId);
  await jobTypeName(ctx.db, values.jobTypeId);
  await withFileTransaction(ctx, async (tx, stored) => {
    const w = await asActor(ctx, tx);
    const [updated] = await companyProfiles(w).update(profileOf(driverId), values);
    if (!updated) throw notFound('詳細プロフィール');
    await addImages(w, tx, stored, driverId, uploads);
  });
  return getDriverProfile(ctx, driverId);
}

async function addImages(
  ctx: CompanyCtx,
  tx: Tx,
  stored: FileTransaction,
  driverId: string,
  uploads: readonly Upload[],
) {
  if (uploads.length === 0) return;
  // The profile row is locked by the insert or update before: concurrent additions count in turn.
  const [existing] = await tx
    .select({ n: count(), last: max(driverProfileImages.sortOrder) })
    .from(driverProfileImages)
    .where(ownedBy(ctx, driverProfileImages, eq(driverProfileImages.driverId, driverId)));
  const n = existing?.n ?? 0;
  if (n + uploads.length > DRIVER_PROFILE_IMAGE_MAX_COUNT) {
    throw payloadTooLarge(`写真は${DRIVER_PROFILE_IMAGE_MAX_COUNT}枚までです（登録済み${n}枚）。`);
  }
  const first = (existing?.last ?? -1) + 1;
  const saved = await stored.save({ companyId: ctx.companyId }, uploads);
  await tx
    .insert(driverProfileImages)
    .values(
      saved.map((file, i) => ({ companyId: ctx.companyId, driverId, fileId: file.id, sortOrder: first + i })),
    );
}

export async function deleteDriverProfileImage(ctx: CompanyCtx, driverId: string, imageId: string) {
  await companyDrivers(ctx).findOr404(driverId);
  await withFileTransaction(ctx, async (tx, stored) => {
    await asActor(ctx, tx);
    const removed = await tx
      .delete(driverProfileImages)
      .where(
        ownedBy(
          ctx,
          driverProfileImages,
          eq(driverProfileImages.driverId, driverId),
          eq(driverProfileImages.fileId, imageId),
        ),
      )
      .returning({ fileId: driverProfileImages.fileId });
    if (removed.length === 0) throw notFound('写真');
    await stored.removeAfterCommit([imageId], { companyId: ctx.companyId });
  });
}
