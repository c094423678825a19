import {
  ALERT_HORIZON_DAYS,
  accidentDetailsSchema,
  ageOn,
  aptitudeTestsDueBy,
  type DriverRegister,
  driverRegisterKeepUntil,
  registerItemLabels,
  registerMissing,
  todayInTokyo,
} from '@rikuun/contract';
import { desc, eq } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { asActor, companyRow, companyRows, ownedBy } from '../../lib/db/company-rows.ts';
import { badRequest } from '../../lib/http/errors.ts';
import type { Upload } from '../../lib/http/multipart.ts';
import { embeddableImage } from '../../lib/pdf/pdf-images.ts';
import { files } from '../../lib/storage/files.table.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { accidentReports } from '../accident-reports/accident-reports.table.ts';
import { companyDrivers } from '../drivers/driver-rows.ts';
import { toStoredFile, withFileTransaction } from '../files/files.service.ts';
import { healthCheckups } from '../health-checkups/health-checkups.table.ts';
import { driverProfiles } from './driver-profiles.table.ts';
import { toAptitudeTest, toTraining } from './driver-records.service.ts';
import { aptitudeTests, driverRegisterPhotos, driverTrainings } from './driver-records.table.ts';

/** The driver's accidents for the 台帳 (第9条の5 第1項 第6号), newest first. */
async function accidentsOf(ctx: CompanyCtx, driverId: string) {
  const rows = await ctx.db
    .select()
    .from(accidentReports)
    .where(companyRows(ctx, accidentReports).where(eq(accidentReports.driverId, driverId)))
    .orderBy(desc(accidentReports.accidentDate), desc(accidentReports.accidentTime));
  return rows.map((r) => {
    const details = accidentDetailsSchema.safeParse(r.details);
    const injuries = details.success ? details.data.injuries : { deaths: 0, serious: 0, minor: 0 };
    return {
      id: r.id,
      accidentDate: r.accidentDate,
      address: [r.address1, r.address2].filter(Boolean).join(' '),
      description: details.success ? details.data.description : '',
      ...injuries,
      isCritical: r.isCritical,
    };
  });
}

/** The latest 台帳 photo (by the day taken), with its signed links. */
async function photoOf(ctx: CompanyCtx, driverId: string) {
  const [row] = await ctx.db
    .select({ takenOn: driverRegisterPhotos.takenOn, file: files })
    .from(driverRegisterPhotos)
    .innerJoin(files, eq(files.id, driverRegisterPhotos.fileId))
    .where(ownedBy(ctx, driverRegisterPhotos, eq(driverRegisterPhotos.driverId, driverId)))
    .orderBy(desc(driverRegisterPhotos.takenOn), desc(driverRegisterPhotos.sortOrder))
    .limit(1);
  return row
    ? { row, stored: async () => ({ ...(await toStoredFile(ctx.storage, row.file)), takenOn: row.takenOn }) }
    : null;
}

/** Everything the 台帳 shows, read at once; `missing` and the 適性診断 due are judged on `today`. */
export async function readDriverRegister(ctx: CompanyCtx, driverId: string) {
  const driver = await companyDrivers(ctx).findOr404(driverId);
  const today = todayInTokyo(ctx.clock());
  const [company, profile, accidents, trainings, tests, checkup, photo] = await Promise.all([
    ctx.db.select({ name: companies.name }).from(companies).where(companyRow(ctx)),
    companyRows(ctx, driverProfiles).find(eq(driverProfiles.driverId, driverId)),
    accidentsOf(ctx, driverId),
    ctx.db
      .select()
      .from(driverTrainings)
      .where(companyRows(ctx, driverTrainings).where(eq(driverTrainings.driverId, driverId)))
      .orderBy(desc(driverTrainings.conductedOn)),
    ctx.db
      .select()
      .from(aptitudeTests)
      .where(companyRows(ctx, aptitudeTests).where(eq(aptitudeTests.driverId, driverId)))
      .orderBy(desc(aptitudeTests.takenOn)),
    ctx.db
      .select({ checkupDate: healthCheckups.checkupDate, nextDueOn: healthCheckups.nextDueOn })
      .from(healthCheckups)
      .where(companyRows(ctx, healthCheckups).where(eq(healthCheckups.driverId, driverId)))
      .orderBy(desc(healthCheckups.checkupDate))
      .limit(1),
    photoOf(ctx, driverId),
  ]);
  const testFacts = tests.map((t) => ({ kind: t.kind, takenOn: t.takenOn }));
  const licenseExpiresOn = profile?.driverLicenseExpired ?? null;
  const missing = registerMissing(
    {
      ...driver,
      licenseExpiresOn,
      latestCheckupOn: checkup[0]?.checkupDate ?? null,
      photoTakenOn: photo?.row.takenOn ?? null,
      tests: testFacts,
    },
    today,
  );
  const aptitudeDue = driver.leftOn
    ? []
    : aptitudeTestsDueBy(
        {
          birthDate: driver.birthDate,
          appointedOn: driver.appointedOn ?? driver.hiredOn,
          tests: testFacts,
          seriousAccidents: accidents.filter((a) => a.deaths + a.serious > 0),
        },
        today,
        ALERT_HORIZON_DAYS,
      );
  const register: DriverRegister = {
    driverId,
    madeOn: today,
    companyName: company[0]?.name ?? '',
    name: driver.name,
    nameKana: driver.nameKana,
    birthDate: driver.birthDate,
    age: driver.birthDate ? ageOn(driver.birthDate, today) : null,
    zipCode: driver.zipCode,
    address: [driver.address1, driver.address2].filter(Boolean).join(' ') || null,
    employmentType: driver.employmentType,
    hiredOn: driver.hiredOn,
    appointedOn: driver.appointedOn,
    leftOn: driver.leftOn,
    leftReason: driver.leftReason,
    keepUntil: driverRegisterKeepUntil(driver.leftOn),
    license: {
      number: driver.licenseNumber,
      class: driver.licenseClass,
      expiresOn: licenseExpiresOn,
      conditions: driver.licenseConditions,
    },
    accidents,
    trainings: trainings.map(toTraining),
    aptitudeTests: tests.map(toAptitudeTest),
    health: {
      condition: driver.healthCondition,
      latestCheckupOn: checkup[0]?.checkupDate ?? null,
      nextDueOn: checkup[0]?.nextDueOn ?? null,
    },
    photo: photo ? await photo.stored() : null,
    aptitudeDue,
    missing: missing.map((item) => ({ item, label: registerItemLabels[item] })),
  };
  return { register, photoFile: photo?.row.file ?? null };
}

export const getDriverRegister = async (ctx: CompanyCtx, driverId: string) =>
  (await readDriverRegister(ctx, driverId)).register;

/** The 運転者台帳 as PDF: read here, drawn by renderDriverRegisterPdf (in a PDF worker). */
export async function driverRegisterPdf(ctx: CompanyCtx, driverId: string) {
  const { register, photoFile } = await readDriverRegister(ctx, driverId);
  const photo = (photoFile && (await embeddableImage(ctx, photoFile))) ?? null;
  return { pdf: await ctx.renderPdf('driverRegister', { register, photo }), register };
}

/** The 台帳's photo: one image and the day it was taken; the earlier ones stay on file. */
export async function addRegisterPhoto(
  ctx: CompanyCtx,
  driverId: string,
  takenOn: string,
  uploads: readonly Upload[],
): Promise<DriverRegister> {
  const [upload] = uploads;
  if (!upload || uploads.length > 1) throw badRequest('写真を1枚選択してください。');
  await companyDrivers(ctx).findOr404(driverId);
  await withFileTransaction(ctx, async (tx, stored) => {
    await asActor(ctx, tx);
    const [last] = await tx
      .select({ sortOrder: driverRegisterPhotos.sortOrder })
      .from(driverRegisterPhotos)
      .where(ownedBy(ctx, driverRegisterPhotos, eq(driverRegisterPhotos.driverId, driverId)))
      .orderBy(desc(driverRegisterPhotos.sortOrder))
      .limit(1);
    const [file] = await stored.save({ companyId: ctx.companyId }, [upload]);
    if (!file) return;
    await tx.insert(driverRegisterPhotos).values({
      companyId: ctx.companyId,
      driverId,
      fileId: file.id,
      takenOn,
      sortOrder: (last?.sortOrder ?? -1) + 1,
    });
  });
  return getDriverRegister(ctx, driverId);
}
