import { addDays, weekdayOf } from '@rikuun/contract';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { planOn, stopOf } from '../../features/courses/course-copy.service.ts';
import { courses } from '../../features/courses/courses.table.ts';
import { destinationActions } from '../../features/destination-actions/destination-actions.table.ts';
import { destinations } from '../../features/destinations/destinations.table.ts';
import { demoDriverId } from './demo-driver.ts';
import type { DemoSeed } from './demo-seed.ts';

/** The first weekday after `date`: where the office puts the stops a course could not finish. */
function nextWeekday(date: string) {
  let day = addDays(date, 1);
  while (weekdayOf(day) % 6 === 0) day = addDays(day, 1);
  return day;
}

/**
 * 繰越 (decision 056): yesterday's first completed course of another driver than driver@example.com
 * (and not the one showing stop outcomes) ran out of time before its last two stops. They went to a
 * new course of the same name on the next weekday, so the 配車表 shows 完了（一部繰越） yesterday and the
 * carried stops ahead. Runs after the courses and the stop outcomes; the counts follow by trigger.
 */
export const seedCarryOver: DemoSeed = async ({ tx, today, companyIds: [companyId] }) => {
  const demoDriver = await demoDriverId(tx, companyId);
  if (!demoDriver) return;
  const [course] = await tx
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.companyId, companyId),
        eq(courses.deliveryDate, addDays(today, -1)),
        eq(courses.status, 'completed'),
        ne(courses.driverId, demoDriver),
        isNull(courses.consignorId),
      ),
    )
    .orderBy(asc(courses.startTime), asc(courses.name))
    .limit(1);
  if (!course) return;
  const stops = await tx
    .select()
    .from(destinations)
    .where(and(eq(destinations.companyId, companyId), eq(destinations.courseId, course.id)))
    .orderBy(asc(destinations.sequence));
  const carried = stops.filter((s) => s.type === 'delivery').slice(-2);
  if (carried.length < 2) return;
  const carriedIds = carried.map((s) => s.id);
  // Never reached: no arrival or completion stays recorded for them.
  await tx
    .delete(destinationActions)
    .where(
      and(eq(destinationActions.companyId, companyId), inArray(destinationActions.destinationId, carriedIds)),
    );
  await tx
    .update(destinations)
    .set({ status: 'carried_over' })
    .where(and(eq(destinations.companyId, companyId), inArray(destinations.id, carriedIds)));
  const plan = planOn(course, nextWeekday(today));
  await tx.insert(courses).values({ ...plan, companyId });
  await tx
    .insert(destinations)
    .values(carried.map((s, i) => stopOf({ ...s }, plan.id, i + 1)).map((s) => ({ ...s, companyId })));
};
