import { and, asc, eq } from 'drizzle-orm';
import { courses } from '../../features/courses/courses.table.ts';
import { destinations } from '../../features/destinations/destinations.table.ts';
import { endOfDeliveryDay, trackingTokenHash } from '../../features/tracking-links/tracking-links.service.ts';
import { trackingLinks } from '../../features/tracking-links/tracking-links.table.ts';
import type { DemoSeed } from './demo-seed.ts';

/**
 * The demo's tracking link, at a known address (README): /track/demo-otodoke shows the next stop of
 * デモ荷主's course under way today, with the driver on his way. A real link's token is random; this
 * one is known on purpose, like the demo password. Runs after the お届けマップ's seed.
 */
export const DEMO_TRACKING_TOKEN = 'demo-otodoke';

export const seedTrackingLinks: DemoSeed = async ({ tx, today, companyIds: [companyId], consignorId }) => {
  const [course] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.companyId, companyId),
        eq(courses.consignorId, consignorId),
        eq(courses.deliveryDate, today),
        eq(courses.status, 'in_progress'),
      ),
    )
    .limit(1);
  if (!course) return;
  const [next] = await tx
    .select({ id: destinations.id })
    .from(destinations)
    .where(
      and(
        eq(destinations.companyId, companyId),
        eq(destinations.courseId, course.id),
        eq(destinations.status, 'pending'),
      ),
    )
    .orderBy(asc(destinations.sequence))
    .limit(1);
  if (!next) return;
  await tx.insert(trackingLinks).values({
    companyId,
    destinationId: next.id,
    tokenHash: trackingTokenHash(DEMO_TRACKING_TOKEN),
    expiresAt: endOfDeliveryDay(today),
  });
};
