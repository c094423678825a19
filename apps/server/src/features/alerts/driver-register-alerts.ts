import {
  ALERT_HORIZON_DAYS,
  type Alert,
  type AptitudeTestKind,
  accidentDetailsSchema,
  addYears,
  aptitudeTestsDueBy,
  expirySeverity,
  registerItemLabels,
  registerMissing,
} from '@rikuun/contract';
import { desc, eq, gte } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, ownedBy } from '../../lib/db/company-rows.ts';
import { accidentReports } from '../accident-reports/accident-reports.table.ts';
import { driverProfiles } from '../driver-profiles/driver-profiles.table.ts';
import { aptitudeTests, driverRegisterPhotos } from '../driver-profiles/driver-records.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { healthCheckups } from '../health-checkups/health-checkups.table.ts';
import type { AlertSource } from './alert-sources.ts';

const groupBy = <T, K>(rows: T[], key: (r: T) => K) => {
  const out = new Map<K, T[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
};

/** What the 台帳 alerts read of the company's active drivers, in one query per table. */
async function registerFacts(ctx: CompanyCtx, today: string) {
  const [people, profiles, tests, checkups, photos, accidents] = await Promise.all([
    ctx.db
      .select()
      .from(drivers)
      .where(companyRows(ctx, drivers).where(eq(drivers.active, true))),
    ctx.db
      .select({ driverId: driverProfiles.driverId, expiresOn: driverProfiles.driverLicenseExpired })
      .from(driverProfiles)
      .where(ownedBy(ctx, driverProfiles)),
    ctx.db
      .select({ driverId: aptitudeTests.driverId, kind: aptitudeTests.kind, takenOn: aptitudeTests.takenOn })
      .from(aptitudeTests)
      .where(companyRows(ctx, aptitudeTests).where()),
    ctx.db
      .selectDistinctOn([healthCheckups.driverId], {
        driverId: healthCheckups.driverId,
        checkupDate: healthCheckups.checkupDate,
      })
      .from(healthCheckups)
      .where(companyRows(ctx, healthCheckups).where())
      .orderBy(healthCheckups.driverId, desc(healthCheckups.checkupDate)),
    ctx.db
      .selectDistinctOn([driverRegisterPhotos.driverId], {
        driverId: driverRegisterPhotos.driverId,
        takenOn: driverRegisterPhotos.takenOn,
      })
      .from(driverRegisterPhotos)
      .where(ownedBy(ctx, driverRegisterPhotos))
      .orderBy(driverRegisterPhotos.driverId, desc(driverRegisterPhotos.takenOn)),
    // 事故惹起: the 特定診断 is asked for after an accident of the last 3 years.
    ctx.db
      .select({
        driverId: accidentReports.driverId,
        accidentDate: accidentReports.accidentDate,
        details: accidentReports.details,
      })
      .from(accidentReports)
      .where(companyRows(ctx, accidentReports).where(gte(accidentReports.accidentDate, addYears(today, -3)))),
  ]);
  const expiry = new Map(profiles.map((p) => [p.driverId, p.expiresOn]));
  const checkup = new Map(checkups.map((c) => [c.driverId, c.checkupDate]));
  const photo = new Map(photos.map((p) => [p.driverId, p.takenOn]));
  const testsOf = groupBy(tests, (t) => t.driverId);
  const serious = groupBy(
    accidents.filter((a) => {
      const d = accidentDetailsSchema.safeParse(a.details);
      return d.success && d.data.injuries.deaths + d.data.injuries.serious > 0;
    }),
    (a) => a.driverId,
  );
  return people.map((d) => ({
    driver: d,
    tests: (testsOf.get(d.id) ?? []).map((t) => ({ kind: t.kind as AptitudeTestKind, takenOn: t.takenOn })),
    licenseExpiresOn: expiry.get(d.id) ?? null,
    latestCheckupOn: checkup.get(d.id) ?? null,
    photoTakenOn: photo.get(d.id) ?? null,
    seriousAccidents: serious.get(d.id) ?? [],
  }));
}

/**
 * 運転者台帳 (第9条の5): an active driver's 台帳 with items missing (one alert naming them), and the
 * 適性診断 due within the horizon or past (one alert for the most urgent).
 */
export const driverRegisterAlerts: AlertSource = async (ctx, { today }) => {
  const alerts: Alert[] = [];
  for (const f of await registerFacts(ctx, today)) {
    const subject = { subjectType: 'driver' as const, subjectId: f.driver.id, subjectName: f.driver.name };
    const missing = registerMissing({ ...f.driver, ...f }, today);
    if (missing.length > 0) {
      alerts.push({
        id: `driver_register:${f.driver.id}`,
        kind: 'driver_register',
        severity: 'warning',
        ...subject,
        dueOn: null,
        message: `運転者台帳の未記入：${missing.map((m) => registerItemLabels[m]).join('、')}`,
      });
    }
    const [due] = aptitudeTestsDueBy(
      {
        birthDate: f.driver.birthDate,
        appointedOn: f.driver.appointedOn ?? f.driver.hiredOn,
        tests: f.tests,
        seriousAccidents: f.seriousAccidents,
      },
      today,
      ALERT_HORIZON_DAYS,
    );
    if (due) {
      alerts.push({
        id: `aptitude_test:${f.driver.id}`,
        kind: 'aptitude_test',
        severity: expirySeverity(due.dueOn, today) ?? 'warning',
        ...subject,
        dueOn: due.dueOn,
        message: due.message,
      });
    }
  }
  return alerts;
};
