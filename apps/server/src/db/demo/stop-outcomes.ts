import { addDays } from '@rikuun/contract';
import { and, asc, desc, eq, inArray, lt, ne, or } from 'drizzle-orm';
import { courses } from '../../features/courses/courses.table.ts';
import { destinationActions } from '../../features/destination-actions/destination-actions.table.ts';
import { destinations } from '../../features/destinations/destinations.table.ts';
import { demoDriverId } from './demo-driver.ts';
import type { DemoSeed } from './demo-seed.ts';

/**
 * Stop outcomes (decision 063): on a course of another driver than driver@example.com (today's under
 * way when there is one, else the latest past one), its 2nd to 4th stops ended 不在, 再配達依頼 and
 * 一部配達 instead of 完了. The course carries デモ荷主's goods, so consignor@example.com sees the
 * outcomes on the お届けマップ, and staff on the course page; the demo driver's own day is untouched.
 * Runs after the courses and the お届けマップ.
 */
export const seedStopOutcomes: DemoSeed = async ({ tx, today, companyIds: [companyId], consignorId }) => {
  const demoDriver = await demoDriverId(tx, companyId);
  if (!demoDriver) return;
  const [course] = await tx
    .select({ id: courses.id, deliveryDate: courses.deliveryDate })
    .from(courses)
    .where(
      and(
        eq(courses.companyId, companyId),
        ne(courses.driverId, demoDriver),
        or(
          and(eq(courses.deliveryDate, today), eq(courses.status, 'in_progress')),
          and(lt(courses.deliveryDate, today), eq(courses.status, 'completed')),
        ),
      ),
    )
    // Today's first, then the latest past day.
    .orderBy(desc(courses.deliveryDate), asc(courses.startTime), asc(courses.name))
    .limit(1);
  if (!course) return;
  const stops = await tx
    .select()
    .from(destinations)
    .where(and(eq(destinations.companyId, companyId), eq(destinations.courseId, course.id)))
    .orderBy(asc(destinations.sequence));
  const done = stops.filter((s) => s.status === 'completed' && s.type === 'delivery').slice(1, 4);
  if (done.length < 3) return;
  const [absent, redelivery, partial] = done as [(typeof done)[0], (typeof done)[0], (typeof done)[0]];
  const completions = await tx
    .select()
    .from(destinationActions)
    .where(
      and(
        eq(destinationActions.companyId, companyId),
        inArray(
          destinationActions.destinationId,
          done.map((s) => s.id),
        ),
        eq(destinationActions.type, 'completed'),
      ),
    );
  const atOf = (stopId: string) => completions.find((a) => a.destinationId === stopId);
  const outcomes = [
    { stop: absent, type: 'absent' as const, reason: '呼び鈴に応答なし（不在票を投函）' },
    {
      stop: redelivery,
      type: 'redelivery_requested' as const,
      reason: '不在票を見たお客様から連絡',
      redeliveryAt: new Date(`${addDays(course.deliveryDate, 1)}T14:00:00+09:00`),
    },
    {
      stop: partial,
      type: 'partial' as const,
      reason: '荷物の一部が破損',
      deliveredQuantity: Math.max(1, (partial.quantity ?? 2) - 1),
    },
  ];
  for (const outcome of outcomes) {
    const completed = atOf(outcome.stop.id);
    if (!completed) continue;
    await tx
      .update(destinationActions)
      .set({
        type: outcome.type,
        reason: outcome.reason,
        redeliveryAt: 'redeliveryAt' in outcome ? outcome.redeliveryAt : null,
        deliveredQuantity: 'deliveredQuantity' in outcome ? outcome.deliveredQuantity : null,
      })
      .where(eq(destinationActions.id, completed.id));
    await tx.update(destinations).set({ status: outcome.type }).where(eq(destinations.id, outcome.stop.id));
  }
  await tx.update(courses).set({ consignorId }).where(eq(courses.id, course.id));
};
