import { createHash, randomBytes } from 'node:crypto';
import {
  addDays,
  etaWindow,
  finishedDestinationStatuses,
  type TrackingLink,
  type TrackingLinkValues,
  type TrackingView,
  todayInTokyo,
  tokyoInstant,
} from '@rikuun/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { CompanyCtx, ConsignorCtx, Services } from '../../lib/context.ts';
import { companyRow, companyRows, ownedBy, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { AppError, badRequest, notFound } from '../../lib/http/errors.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { courses } from '../courses/courses.table.ts';
import { courseDestinationDetails } from '../destinations/destination-reads.ts';
import { courseDestinationOr404 } from '../destinations/destination-rows.ts';
import { destinations } from '../destinations/destinations.table.ts';
import { driverLastPositions } from '../locations/locations.table.ts';
import { mailHeadingStop, trackingUrl } from './heading-mail.ts';
import { trackingLinks } from './tracking-links.table.ts';

/** The same answer for a token never issued, expired, or of a deleted course: nothing to enumerate. */
export const linkNotFound = () =>
  new AppError(404, 'not_found', '追跡リンクが見つからないか、有効期限が切れています。');

/** Tokens are 32 random bytes; only their SHA-256 is stored. */
export const trackingTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The end of the delivery day in Tokyo: the link works through the whole day, not after. */
export const endOfDeliveryDay = (deliveryDate: string) =>
  new Date(tokyoInstant(addDays(deliveryDate, 1), '00:00'));

type LinkCourse = { id: string; companyId: string; deliveryDate: string };

async function issue(
  ctx: CompanyCtx,
  destinationId: string,
  course: LinkCourse,
  consignorId: string | null,
  input: TrackingLinkValues,
): Promise<TrackingLink> {
  const now = ctx.clock();
  if (course.deliveryDate < todayInTokyo(now))
    throw badRequest('配達日を過ぎた配送先には追跡リンクを作成できません。');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = endOfDeliveryDay(course.deliveryDate);
  await companyRows(ctx, trackingLinks).insert({
    destinationId,
    tokenHash: trackingTokenHash(token),
    expiresAt,
    createdBy: ctx.user.id,
    consignorId,
    notifyEmail: input.notifyEmail,
    notifyToken: input.notifyEmail ? token : null,
  });
  // The driver may be on his way already: then the recipient is told at once.
  if (input.notifyEmail) await mailHeadingStop(ctx, course.id);
  return {
    url: trackingUrl(ctx, token),
    token,
    expiresAt: expiresAt.toISOString(),
    notifyEmail: input.notifyEmail,
  };
}

/** POST /courses/{courseId}/destinations/{id}/tracking-link: the company's own stop. */
export async function createStaffTrackingLink(
  ctx: CompanyCtx,
  courseId: string,
  id: string,
  input: TrackingLinkValues,
) {
  await courseDestinationOr404(ctx, courseId, id);
  const course = await companyRows(ctx, courses, 'コース').findOr404(courseId);
  return issue(ctx, id, course, null, input);
}

/** POST /consignor/destinations/{id}/tracking-link: a stop of one of the shipper's live courses. */
export async function createConsignorTrackingLink(ctx: ConsignorCtx, id: string, input: TrackingLinkValues) {
  const [found] = await ctx.db
    .select({ id: courses.id, companyId: courses.companyId, deliveryDate: courses.deliveryDate })
    .from(destinations)
    .innerJoin(courses, sameCompanyAs(courses, destinations, eq(courses.id, destinations.courseId)))
    .where(and(eq(destinations.id, id), eq(courses.consignorId, ctx.consignorId), isNull(courses.deletedAt)));
  if (!found) throw notFound('配送先');
  return issue({ ...ctx, companyId: found.companyId }, id, found, ctx.consignorId, input);
}

/** GET /track/{token}: the stop of a live link, as its recipient may see it. */
export async function trackingView(services: Services, token: string): Promise<TrackingView> {
  const now = services.clock();
  const [link] = await services.db
    .select({
      companyId: trackingLinks.companyId,
      destinationId: trackingLinks.destinationId,
      expiresAt: trackingLinks.expiresAt,
      companyName: companies.name,
      course: {
        id: courses.id,
        deliveryDate: courses.deliveryDate,
        startTime: courses.startTime,
        baseId: courses.baseId,
        status: courses.status,
        driverId: courses.driverId,
      },
    })
    .from(trackingLinks)
    .innerJoin(
      destinations,
      sameCompanyAs(destinations, trackingLinks, eq(destinations.id, trackingLinks.destinationId)),
    )
    .innerJoin(courses, sameCompanyAs(courses, destinations, eq(courses.id, destinations.courseId)))
    .innerJoin(companies, companyRow(courses))
    .where(
      and(
        eq(trackingLinks.tokenHash, trackingTokenHash(token)),
        gt(trackingLinks.expiresAt, now),
        isNull(courses.deletedAt),
      ),
    );
  if (!link) throw linkNotFound();

  // The stops' etas are computed over the whole course, as the course page does; only this stop leaves.
  // A read under the link's company: nothing here writes, so no user acts.
  const companyView = { ...services, companyId: link.companyId } as CompanyCtx;
  const stops = await courseDestinationDetails(companyView, link.course);
  const index = stops.findIndex((s) => s.id === link.destinationId);
  const stop = stops[index];
  if (!stop) throw linkNotFound();
  const done = (s: (typeof stops)[number]) => finishedDestinationStatuses.includes(s.status);
  const isNext = link.course.status === 'in_progress' && !done(stop) && stops.slice(0, index).every(done);

  return {
    companyName: link.companyName,
    deliveryDate: link.course.deliveryDate,
    courseStatus: link.course.status,
    stop: {
      name: stop.name,
      type: stop.type,
      address: [stop.address1, stop.address2].filter(Boolean).join(' ') || null,
      latitude: stop.latitude,
      longitude: stop.longitude,
      status: stop.status,
      timeWindowStart: stop.timeWindowStart,
      timeWindowEnd: stop.timeWindowEnd,
    },
    isNext,
    etaWindow: etaWindow(stop.eta),
    position: isNext ? await driverPosition(services, link.companyId, link.course.driverId, stops) : null,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** The driver's last position, when recorded since the course's first action (not yesterday's). */
async function driverPosition(
  services: Services,
  companyId: string,
  driverId: string | null,
  stops: { actions: readonly { at: string }[] }[],
) {
  const started = stops
    .flatMap((s) => s.actions.map((a) => Date.parse(a.at)))
    .reduce((min, at) => Math.min(min, at), Number.POSITIVE_INFINITY);
  if (!driverId || !Number.isFinite(started)) return null;
  const last = driverLastPositions;
  const [row] = await services.db
    .select({ latitude: last.latitude, longitude: last.longitude, recordedAt: last.recordedAt })
    .from(last)
    .where(ownedBy({ companyId }, last, eq(last.driverId, driverId)));
  if (!row || row.recordedAt.getTime() < started) return null;
  return { ...row, recordedAt: row.recordedAt.toISOString() };
}
