import {
  type Alert,
  type AlertKind,
  expiryMessage,
  expirySeverity,
  HEALTH_CHECKUP_MISSING_MESSAGE,
  unassignedCourseMessage,
} from '@rikuun/contract';
import { desc, eq, isNotNull, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, ownedBy } from '../../lib/db/company-rows.ts';
import { unreadMessageAlerts } from '../course-messages/course-message-alerts.ts';
import { courses } from '../courses/courses.table.ts';
import { driverProfiles } from '../driver-profiles/driver-profiles.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { healthCheckups } from '../health-checkups/health-checkups.table.ts';
import { openQuestionAlerts } from '../issued-documents/payment-notice-question-alerts.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';
import { accidentReportsDue } from './accident-alerts.ts';
import { alcoholDetected } from './alcohol-alerts.ts';
import { dailyReportApprovals, expenseApprovals } from './approval-alerts.ts';
import { driverRegisterAlerts } from './driver-register-alerts.ts';
import { reducedRateRecords } from './reduced-rate-alerts.ts';
import { missingMidDutyRollCalls, unconfirmedRollCalls } from './roll-call-alerts.ts';
import { workingTimeAlerts } from './working-time-alerts.ts';

/** The day alerts are judged on and the last due date that already warns. */
export type AlertWindow = { today: string; until: string };

/**
 * One kind of alert: reads the company's subjects due by `until` and says what is due. A new kind
 * is one more function in ALERT_SOURCES (alerts.service.ts).
 */
export type AlertSource = (ctx: CompanyCtx, window: AlertWindow) => Promise<Alert[]>;

type Due = { subjectId: string; subjectName: string; dueOn: string };

/** An alert for a due date inside the window (danger when past, warning within the horizon). */
export function dueAlert(
  kind: AlertKind,
  subjectType: Alert['subjectType'],
  due: Due,
  today: string,
): Alert | undefined {
  const severity = expirySeverity(due.dueOn, today);
  if (!severity) return undefined;
  return {
    id: `${kind}:${due.subjectId}`,
    kind,
    severity,
    subjectType,
    ...due,
    message: expiryMessage(kind, due.dueOn, today),
  };
}

const present = <T>(items: (T | undefined)[]) => items.filter((x): x is T => x !== undefined);

/** Active drivers only: a retired driver's expiring licence is nobody's task. */
const activeDrivers = (ctx: CompanyCtx, ...conditions: SQL[]) =>
  companyRows(ctx, drivers).where(eq(drivers.active, true), ...conditions);

/** A date column of the driver's profile (licence, ETC card, fuel card). */
const profileExpiry =
  (kind: AlertKind, column: PgColumn, has?: PgColumn): AlertSource =>
  async (ctx, { today, until }) => {
    const rows = await ctx.db
      .select({ subjectId: drivers.id, subjectName: drivers.name, dueOn: column })
      .from(driverProfiles)
      .innerJoin(drivers, eq(drivers.id, driverProfiles.driverId))
      .where(
        activeDrivers(
          ctx,
          ownedBy(ctx, driverProfiles),
          isNotNull(column),
          lte(column, until),
          ...(has ? [eq(has, true)] : []),
        ),
      );
    return present(rows.map((r) => dueAlert(kind, 'driver', r as Due, today)));
  };

/** A date column of the company's active vehicles (車検, 任意保険). */
const vehicleExpiry =
  (kind: AlertKind, column: PgColumn): AlertSource =>
  async (ctx, { today, until }) => {
    const rows = await ctx.db
      .select({ subjectId: vehicles.id, subjectName: vehicles.registrationNumber, dueOn: column })
      .from(vehicles)
      .where(
        companyRows(ctx, vehicles).where(eq(vehicles.active, true), isNotNull(column), lte(column, until)),
      );
    return present(rows.map((r) => dueAlert(kind, 'vehicle', r as Due, today)));
  };

/** Each active driver's latest checkup's next due date; a driver with none on file is flagged too. */
const healthCheckupDue: AlertSource = async (ctx, { today }) => {
  const [people, latest] = await Promise.all([
    ctx.db.select({ id: drivers.id, name: drivers.name }).from(drivers).where(activeDrivers(ctx)),
    ctx.db
      .selectDistinctOn([healthCheckups.driverId], {
        driverId: healthCheckups.driverId,
        nextDueOn: healthCheckups.nextDueOn,
      })
      .from(healthCheckups)
      .where(companyRows(ctx, healthCheckups).where())
      .orderBy(healthCheckups.driverId, desc(healthCheckups.checkupDate), desc(healthCheckups.id)),
  ]);
  const dueOf = new Map(latest.map((l) => [l.driverId, l.nextDueOn]));
  return present(
    people.map((p): Alert | undefined => {
      const dueOn = dueOf.get(p.id);
      if (dueOn)
        return dueAlert('health_checkup', 'driver', { subjectId: p.id, subjectName: p.name, dueOn }, today);
      return {
        id: `health_checkup:${p.id}`,
        kind: 'health_checkup',
        severity: 'warning',
        subjectType: 'driver',
        subjectId: p.id,
        subjectName: p.name,
        dueOn: null,
        message: HEALTH_CHECKUP_MISSING_MESSAGE,
      };
    }),
  );
};

/** Today's courses (Tokyo) still without a driver or a vehicle; cancelled ones need neither. */
const unassignedCourses: AlertSource = async (ctx, { today }) => {
  const rows = await ctx.db
    .select({ id: courses.id, name: courses.name, driverId: courses.driverId, vehicleId: courses.vehicleId })
    .from(courses)
    .where(
      companyRows(ctx, courses).where(
        eq(courses.deliveryDate, today),
        ne(courses.status, 'cancelled'),
        or(isNull(courses.driverId), isNull(courses.vehicleId)),
      ),
    );
  return rows.map(
    (c): Alert => ({
      id: `course_unassigned:${c.id}`,
      kind: 'course_unassigned',
      severity: 'warning',
      subjectType: 'course',
      subjectId: c.id,
      subjectName: c.name,
      dueOn: today,
      message: unassignedCourseMessage({ driver: !c.driverId, vehicle: !c.vehicleId }),
    }),
  );
};

export const ALERT_SOURCES: readonly AlertSource[] = [
  profileExpiry('driver_license', driverProfiles.driverLicenseExpired),
  profileExpiry('etc_card', driverProfiles.etcCardExpired, driverProfiles.hasEtcCard),
  profileExpiry('fuel_card', driverProfiles.fuelCardExpired, driverProfiles.hasFuelCard),
  vehicleExpiry('vehicle_inspection', vehicles.inspectionExpiresOn),
  vehicleExpiry('vehicle_insurance', vehicles.insuranceExpiresOn),
  healthCheckupDue,
  unassignedCourses,
  alcoholDetected,
  unconfirmedRollCalls,
  missingMidDutyRollCalls,
  accidentReportsDue,
  driverRegisterAlerts,
  workingTimeAlerts,
  expenseApprovals,
  dailyReportApprovals,
  reducedRateRecords,
  unreadMessageAlerts,
  openQuestionAlerts,
];
