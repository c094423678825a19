import { and, asc, eq, max } from 'drizzle-orm';
import { courses } from '../../features/courses/courses.table.ts';
import { destinationActions } from '../../features/destination-actions/destination-actions.table.ts';
import { destinations } from '../../features/destinations/destinations.table.ts';
import { drivers } from '../../features/drivers/drivers.table.ts';
import { driverLastPositions, driverLocations } from '../../features/locations/locations.table.ts';
import { users } from '../../lib/auth/users.table.ts';
import { DEMO_DRIVER_EMAIL } from './demo-driver.ts';
import type { DemoSeed } from './demo-seed.ts';

/**
 * お届けマップ: one of デモ運送's courses under way today carries デモ荷主's goods (consignor@example.com
 * sees it), and its driver's track since the first action, ending at his last stop, so the map shows
 * a position. Runs after the courses.
 */
export const seedConsignorMap: DemoSeed = async ({
  tx,
  today,
  now,
  companyIds: [companyId],
  consignorId,
}) => {
  // The demo driver's (driver@example.com) course when he runs one today, else the first under way.
  const running = await tx
    .select({ id: courses.id, driverId: courses.driverId, email: users.email })
    .from(courses)
    .leftJoin(drivers, and(eq(drivers.companyId, courses.companyId), eq(drivers.id, courses.driverId)))
    .leftJoin(users, eq(users.id, drivers.userId))
    .where(
      and(
        eq(courses.companyId, companyId),
        eq(courses.deliveryDate, today),
        eq(courses.status, 'in_progress'),
      ),
    )
    .orderBy(asc(courses.startTime), asc(courses.name));
  const course = running.find((c) => c.email === DEMO_DRIVER_EMAIL) ?? running[0];
  if (!course?.driverId) return;
  await tx.update(courses).set({ consignorId }).where(eq(courses.id, course.id));
  const [last] = await tx
    .select({ at: max(destinationActions.at) })
    .from(destinationActions)
    .where(and(eq(destinationActions.companyId, companyId), eq(destinationActions.courseId, course.id)));
  const stops = await tx
    .select({
      latitude: destinations.latitude,
      longitude: destinations.longitude,
      status: destinations.status,
    })
    .from(destinations)
    .where(and(eq(destinations.companyId, companyId), eq(destinations.courseId, course.id)))
    .orderBy(asc(destinations.sequence));
  const reached = stops.filter((s) => s.status !== 'pending' && s.latitude !== null && s.longitude !== null);
  const next = stops.find((s) => s.status === 'pending' && s.latitude !== null);
  const stop = reached.at(-1);
  if (stop?.latitude == null || stop.longitude == null || !last?.at) return;
  const here = { latitude: stop.latitude, longitude: stop.longitude };
  // Points every 2 minutes from the last action to now, moving from the last stop toward the next one.
  const from = new Date(last.at).getTime();
  const steps = Math.max(1, Math.min(10, Math.floor((now.getTime() - from) / 120_000)));
  const to = { latitude: next?.latitude ?? here.latitude, longitude: next?.longitude ?? here.longitude };
  const points = Array.from({ length: steps }, (_, i) => {
    const f = ((i + 1) / steps) * 0.4;
    return {
      companyId,
      driverId: course.driverId as string,
      recordedAt: new Date(from + ((now.getTime() - from) * (i + 1)) / steps),
      latitude: here.latitude + (to.latitude - here.latitude) * f,
      longitude: here.longitude + (to.longitude - here.longitude) * f,
      accuracy: 10,
      heading: null,
      speed: 8,
    };
  });
  await tx.insert(driverLocations).values(points).onConflictDoNothing();
  const newest = points.at(-1);
  if (newest) await tx.insert(driverLastPositions).values(newest).onConflictDoNothing();
};
