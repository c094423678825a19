import {
  type AptitudeTest,
  type AptitudeTestValues,
  type DriverTraining,
  type DriverTrainingValues,
  driverRegisterKeepUntil,
  todayInTokyo,
} from '@rikuun/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { conflict } from '../../lib/http/errors.ts';
import { companyDrivers } from '../drivers/driver-rows.ts';
import { aptitudeTests, driverTrainings } from './driver-records.table.ts';

type TrainingRow = typeof driverTrainings.$inferSelect;
type AptitudeRow = typeof aptitudeTests.$inferSelect;

const stamps = (r: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const toTraining = (r: TrainingRow): DriverTraining => ({
  id: r.id,
  driverId: r.driverId,
  kind: r.kind,
  conductedOn: r.conductedOn,
  minutes: r.minutes,
  content: r.content,
  instructor: r.instructor,
  ...stamps(r),
});

export const toAptitudeTest = (r: AptitudeRow): AptitudeTest => ({
  id: r.id,
  driverId: r.driverId,
  kind: r.kind,
  takenOn: r.takenOn,
  institution: r.institution,
  result: r.result,
  ...stamps(r),
});

const trainingRows = (ctx: CompanyCtx) => companyRows(ctx, driverTrainings, '指導の記録');
const aptitudeRows = (ctx: CompanyCtx) => companyRows(ctx, aptitudeTests, '適性診断の記録');

/** A driver's 指導 records, newest first (404 for another company's driver). */
export async function listTrainings(ctx: CompanyCtx, driverId: string) {
  await companyDrivers(ctx).findOr404(driverId);
  const rows = await ctx.db
    .select()
    .from(driverTrainings)
    .where(trainingRows(ctx).where(eq(driverTrainings.driverId, driverId)))
    .orderBy(desc(driverTrainings.conductedOn), desc(driverTrainings.createdAt));
  return { data: rows.map(toTraining), total: rows.length };
}

export async function listAptitudeTests(ctx: CompanyCtx, driverId: string) {
  await companyDrivers(ctx).findOr404(driverId);
  const rows = await ctx.db
    .select()
    .from(aptitudeTests)
    .where(aptitudeRows(ctx).where(eq(aptitudeTests.driverId, driverId)))
    .orderBy(desc(aptitudeTests.takenOn), desc(aptitudeTests.createdAt));
  return { data: rows.map(toAptitudeTest), total: rows.length };
}

export async function createTraining(ctx: CompanyCtx, driverId: string, values: DriverTrainingValues) {
  await companyDrivers(ctx).findOr404(driverId);
  return toTraining(await trainingRows(ctx).insert({ ...values, driverId }));
}

export async function createAptitudeTest(ctx: CompanyCtx, driverId: string, values: AptitudeTestValues) {
  await companyDrivers(ctx).findOr404(driverId);
  return toAptitudeTest(await aptitudeRows(ctx).insert({ ...values, driverId }));
}

export async function updateTraining(
  ctx: CompanyCtx,
  driverId: string,
  id: string,
  values: DriverTrainingValues,
) {
  await trainingRows(ctx).findOr404(recordOf(driverTrainings, driverId, id));
  return toTraining(await trainingRows(ctx).updateOr404(id, values));
}

export async function updateAptitudeTest(
  ctx: CompanyCtx,
  driverId: string,
  id: string,
  values: AptitudeTestValues,
) {
  await aptitudeRows(ctx).findOr404(recordOf(aptitudeTests, driverId, id));
  return toAptitudeTest(await aptitudeRows(ctx).updateOr404(id, values));
}

/** The record by its id under its driver (another driver's record is 404 too). */
function recordOf(table: typeof driverTrainings | typeof aptitudeTests, driverId: string, id: string) {
  return and(eq(table.id, id), eq(table.driverId, driverId)) as SQL;
}

/**
 * The 台帳 and its records are kept 3 years after the driver leaves (第9条の5 第2項): until then a
 * record is corrected (its history keeps what it said), never deleted.
 */
async function checkDeletable(ctx: CompanyCtx, driverId: string) {
  const driver = await companyDrivers(ctx).findOr404(driverId);
  const keepUntil = driverRegisterKeepUntil(driver.leftOn);
  if (keepUntil === null) {
    throw conflict(
      '運転者台帳の記録は退職後3年間保存が必要なため、在籍中は削除できません。内容の誤りは編集で訂正してください。',
    );
  }
  if (todayInTokyo(ctx.clock()) <= keepUntil) {
    const [y, m, d] = keepUntil.split('-').map(Number);
    throw conflict(`運転者台帳の記録は退職後3年間保存が必要なため、${y}年${m}月${d}日までは削除できません。`);
  }
}

export async function deleteTraining(ctx: CompanyCtx, driverId: string, id: string) {
  await trainingRows(ctx).findOr404(recordOf(driverTrainings, driverId, id));
  await checkDeletable(ctx, driverId);
  await trainingRows(ctx).softDeleteOr404(id);
}

export async function deleteAptitudeTest(ctx: CompanyCtx, driverId: string, id: string) {
  await aptitudeRows(ctx).findOr404(recordOf(aptitudeTests, driverId, id));
  await checkDeletable(ctx, driverId);
  await aptitudeRows(ctx).softDeleteOr404(id);
}
