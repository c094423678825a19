import type { AssignNotificationsResult, SendAssignNotificationsInput } from '@rikuun/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRow, companyRows, sameCompanyAs, withActor } from '../../lib/db/company-rows.ts';
import { notFound } from '../../lib/http/errors.ts';
import { queueMail } from '../../lib/mail/queue-mail.ts';
import { queuePush } from '../../lib/push/push.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { courses } from '../courses/courses.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';
import {
  type AssignNotice,
  assignNotificationMail,
  assignNotificationPush,
} from './assign-notification-message.ts';

type Selected = { id: string; driverId: string | null; deliveryDate: string };
const dayKey = (driverId: string, date: string) => `${driverId}|${date}`;

/**
 * POST /courses/actions/send-assign-notifications: for the selected courses, one mail and one push per
 * driver and delivery date, listing all of the driver's courses that day; the selected courses get
 * assignmentNotifiedAt. Every id is checked first (another company's → 404), and the mails, pushes
 * (jobs) and the stamps are written in one transaction: all or nothing. Courses without a driver, or
 * whose driver cannot be reached (inactive, no sign-in address), are left out and counted.
 */
export async function sendAssignNotifications(
  ctx: CompanyCtx,
  input: SendAssignNotificationsInput,
): Promise<AssignNotificationsResult> {
  const ids = [...new Set(input.courseIds)];
  return withActor(ctx, async (w) => {
    const companyCourses = companyRows(w, courses, 'コース');
    const selected: Selected[] = await w.db
      .select({ id: courses.id, driverId: courses.driverId, deliveryDate: courses.deliveryDate })
      .from(courses)
      .where(companyCourses.where(inArray(courses.id, ids)));
    if (selected.length !== ids.length) throw notFound('コース');

    const reachable = await reachableDrivers(w, selected);
    const days = new Map<string, Selected[]>();
    for (const c of selected) {
      if (!c.driverId || !reachable.has(c.driverId)) continue;
      const key = dayKey(c.driverId, c.deliveryDate);
      days.set(key, [...(days.get(key) ?? []), c]);
    }
    const notified = [...days.values()].flat();
    if (notified.length === 0) return { count: 0, drivers: 0, skipped: selected.length };

    const dayCourses = await coursesOfDays(w, notified);
    const [company] = await w.db.select({ name: companies.name }).from(companies).where(companyRow(ctx));
    for (const [key, chosen] of days) {
      const { driverId, deliveryDate } = chosen[0] as Selected & { driverId: string };
      const driver = reachable.get(driverId);
      if (!driver) continue;
      const chosenIds = new Set(chosen.map((c) => c.id));
      const notice: AssignNotice = {
        to: driver.email,
        userId: driver.userId,
        driverName: driver.name,
        companyName: company?.name ?? '',
        deliveryDate,
        publicUrl: ctx.config.publicUrl,
        // A cancelled course is listed only when it was chosen (the driver is told it is off).
        courses: (dayCourses.get(key) ?? [])
          .filter((c) => c.status !== 'cancelled' || chosenIds.has(c.id))
          .map((c) => ({
            name: c.name,
            startTime: c.startTime,
            destinationCount: c.destinationCount,
            vehicle: c.vehicle,
            cancelled: c.status === 'cancelled',
          })),
      };
      if (notice.to) await queueMail(w.db, assignNotificationMail({ ...notice, to: notice.to }));
      await queuePush(w.db, assignNotificationPush(notice));
    }
    await companyCourses.update(
      inArray(
        courses.id,
        notified.map((c) => c.id),
      ),
      { assignmentNotifiedAt: ctx.clock() },
    );
    return {
      count: notified.length,
      drivers: new Set(notified.map((c) => c.driverId)).size,
      skipped: selected.length - notified.length,
    };
  });
}

/** The selected courses' drivers who can be told: active, with a sign-in user (an address or push). */
async function reachableDrivers(ctx: CompanyCtx, selected: Selected[]) {
  const driverIds = [...new Set(selected.flatMap((c) => (c.driverId ? [c.driverId] : [])))];
  if (driverIds.length === 0)
    return new Map<string, { name: string; email: string | null; userId: string }>();
  const rows = await ctx.db
    .select({ id: drivers.id, name: drivers.name, email: users.email, userId: users.id })
    .from(drivers)
    .innerJoin(users, sameCompanyAs(users, drivers, eq(users.id, drivers.userId)))
    .where(
      and(
        companyRows(ctx, drivers, 'ドライバー').where(inArray(drivers.id, driverIds)),
        eq(drivers.active, true),
        eq(users.active, true),
      ),
    );
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email, userId: r.userId }]));
}

/** All live courses of the notified drivers on the notified dates, by driver and date, in start order. */
async function coursesOfDays(ctx: CompanyCtx, notified: Selected[]) {
  const driverIds = [...new Set(notified.map((c) => c.driverId as string))];
  const dates = [...new Set(notified.map((c) => c.deliveryDate))];
  const rows = await ctx.db
    .select({
      id: courses.id,
      driverId: courses.driverId,
      deliveryDate: courses.deliveryDate,
      name: courses.name,
      startTime: courses.startTime,
      status: courses.status,
      destinationCount: courses.destinationCount,
      vehicle: vehicles.registrationNumber,
    })
    .from(courses)
    .leftJoin(vehicles, sameCompanyAs(vehicles, courses, eq(vehicles.id, courses.vehicleId)))
    .where(
      companyRows(ctx, courses).where(
        inArray(courses.driverId, driverIds),
        inArray(courses.deliveryDate, dates),
      ),
    )
    .orderBy(sql`${courses.startTime} asc nulls last`, asc(courses.name), asc(courses.id));
  const byDay = new Map<string, typeof rows>();
  for (const r of rows) {
    if (!r.driverId) continue;
    const key = dayKey(r.driverId, r.deliveryDate);
    byDay.set(key, [...(byDay.get(key) ?? []), r]);
  }
  return byDay;
}
