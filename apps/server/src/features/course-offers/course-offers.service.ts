import {
  type CourseOffer,
  type CourseOfferListFilter,
  type CourseOfferValues,
  todayInTokyo,
} from '@rikuun/contract';
import { and, asc, count, desc, eq, gt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs, withActor } from '../../lib/db/company-rows.ts';
import { isUniqueViolation } from '../../lib/db/errors.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { fieldConflict, fieldError } from '../../lib/http/field-error.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { companyClients } from '../clients/clients.service.ts';
import { companyCourses } from '../courses/courses.service.ts';
import { courses } from '../courses/courses.table.ts';
import { destinations } from '../destinations/destinations.table.ts';
import { onPartnerListOf } from '../partners/partner-audience.ts';
import { areaOf } from './areas.ts';
import { recordedWork } from './course-move.ts';
import { courseOffers } from './course-offers.table.ts';
import { chainPlace, offerTerms } from './offer-terms.ts';

export const OFFER_LABEL = '傭車依頼';
export const ALREADY_OFFERED = 'このコースはすでに傭車に出しています。';

const offering = alias(companies, 'offering_company');
const accepting = alias(companies, 'accepting_company');
/** The chain's first offer and its company: the 元請. */
const first = alias(courseOffers, 'first_offer');
const prime = alias(companies, 'prime_company');

/** The course's stops wherever the course is now (it changes company on acceptance). */
const d = alias(destinations, 'd');
const ofCourse = sameCompanyAs(d, courses, eq(d.courseId, courses.id));
const stops = (what: SQL) => sql`(select ${what} from ${destinations} d where ${ofCourse})`;
const stopAddress = (order: 'asc' | 'desc') =>
  sql<string | null>`(select d.address1 from ${destinations} d where ${ofCourse}
    order by d.sequence ${sql.raw(order)} limit 1)`;

const selectOffers = (ctx: CompanyCtx) =>
  ctx.db
    .select({
      offer: courseOffers,
      companyName: offering.name,
      acceptedCompanyName: accepting.name,
      primeCompanyName: prime.name,
      firstAddress: stopAddress('asc'),
      lastAddress: stopAddress('desc'),
      totalQuantity: stops(sql`coalesce(sum(d.quantity), 0)::int`).mapWith(Number),
      totalWeightKg: stops(sql`coalesce(sum(d.weight_kg), 0)::float8`).mapWith(Number),
    })
    .from(courseOffers)
    .innerJoin(offering, eq(offering.id, courseOffers.companyId))
    .leftJoin(accepting, eq(accepting.id, courseOffers.acceptedCompanyId))
    .innerJoin(first, eq(first.id, courseOffers.chainId))
    .innerJoin(prime, eq(prime.id, first.companyId))
    .leftJoin(courses, eq(courses.id, courseOffers.courseId))
    .$dynamic();

type Joined = Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number];

function toOffer(ctx: CompanyCtx, row: Joined): CourseOffer {
  const o = row.offer;
  const own = o.companyId === ctx.companyId;
  const expired = o.status === 'open' && o.expiresAt <= ctx.clock();
  return {
    id: o.id,
    courseId: o.courseId,
    courseName: o.courseName,
    deliveryDate: o.deliveryDate,
    destinationCount: o.destinationCount,
    firstArea: areaOf(row.firstAddress),
    lastArea: areaOf(row.lastAddress),
    totalQuantity: row.totalQuantity ?? 0,
    totalWeightKg: row.totalWeightKg ?? 0,
    fee: o.fee,
    message: o.message,
    expiresAt: o.expiresAt.toISOString(),
    status: expired ? 'expired' : o.status,
    cargo: o.cargo,
    fromArea: o.fromArea,
    toArea: o.toArea,
    incidentalWork: o.incidentalWork,
    incidentalFee: o.incidentalFee,
    fuelSurcharge: o.fuelSurcharge,
    paymentDueOn: o.paymentDueOn,
    audience: o.audience,
    tier: o.tier,
    primeCompanyName: own || o.acceptedCompanyId === ctx.companyId ? row.primeCompanyName : null,
    companyName: row.companyName,
    own,
    clientName: own ? o.clientName : null,
    acceptedCompanyName: own || o.acceptedCompanyId === ctx.companyId ? row.acceptedCompanyName : null,
    acceptedAt: o.acceptedAt?.toISOString() ?? null,
    withdrawnAt: o.withdrawnAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
  };
}

/**
 * What a company may see: its own offers, others' open ones (of active companies; one to partners only
 * when it is on the offering company's list), and the ones it accepted.
 */
const visibleTo = (ctx: CompanyCtx) =>
  or(
    companyRows(ctx, courseOffers).where(),
    and(
      eq(courseOffers.status, 'open'),
      eq(offering.active, true),
      or(eq(courseOffers.audience, 'all'), onPartnerListOf(ctx, courseOffers)),
    ),
    eq(courseOffers.acceptedCompanyId, ctx.companyId),
  );

const openNow = (ctx: CompanyCtx) =>
  and(eq(courseOffers.status, 'open'), gt(courseOffers.expiresAt, ctx.clock()));

export async function listOffers(ctx: CompanyCtx, q: CourseOfferListFilter) {
  const where = and(
    q.requester === 'me'
      ? companyRows(ctx, courseOffers).where()
      : and(ne(courseOffers.companyId, ctx.companyId), visibleTo(ctx)),
    q.active ? openNow(ctx) : undefined,
  );
  const order =
    q.requester === 'me'
      ? [desc(courseOffers.createdAt), desc(courseOffers.id)]
      : [asc(courseOffers.deliveryDate), asc(courseOffers.expiresAt), asc(courseOffers.id)];
  const rows = await selectOffers(ctx)
    .where(where)
    .orderBy(...order)
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(courseOffers)
    .innerJoin(offering, eq(offering.id, courseOffers.companyId))
    .where(where);
  return { data: rows.map((r) => toOffer(ctx, r)), total: Number(total?.n ?? 0) };
}

export async function getOffer(ctx: CompanyCtx, id: string): Promise<CourseOffer> {
  const [row] = await selectOffers(ctx)
    .where(and(eq(courseOffers.id, id), visibleTo(ctx)))
    .limit(1);
  if (!row) throw notFound(OFFER_LABEL);
  return toOffer(ctx, row);
}

/** Open offers of the course whose deadline passed become expired, so a new offer may be made. */
async function expireStale(ctx: CompanyCtx, courseId: string) {
  await ctx.db
    .update(courseOffers)
    .set({ status: 'expired', updatedAt: ctx.clock() })
    .where(
      and(
        eq(courseOffers.courseId, courseId),
        eq(courseOffers.status, 'open'),
        lte(courseOffers.expiresAt, ctx.clock()),
      ),
    );
}

export async function createOffer(ctx: CompanyCtx, input: CourseOfferValues): Promise<CourseOffer> {
  const now = ctx.clock();
  if (new Date(input.expiresAt) <= now) {
    throw fieldError('expiresAt', 'future', '募集期限は現在より後の日時を指定してください');
  }
  const id = await withActor(ctx, async (w) => {
    const course = await companyCourses(w).findOr404(input.courseId);
    await w.db.select({ id: courses.id }).from(courses).where(eq(courses.id, course.id)).for('update');
    if (course.deliveryDate < todayInTokyo(now)) {
      throw fieldConflict('courseId', '運行日が過ぎたコースは傭車に出せません。', 'past');
    }
    const work = await recordedWork(w.db, course);
    if (work) throw fieldConflict('courseId', work, 'started');
    await expireStale(w, course.id);
    const client = course.clientId ? await companyClients(w).find(course.clientId) : undefined;
    const terms = await offerTerms(w.db, course, input, now);
    const place = await chainPlace(w, course);
    try {
      const [row] = await w.db
        .insert(courseOffers)
        .values({
          ...place,
          ...terms,
          companyId: ctx.companyId,
          courseId: course.id,
          courseName: course.name,
          deliveryDate: course.deliveryDate,
          consignorId: course.consignorId,
          clientName: client?.name ?? null,
          destinationCount: course.destinationCount,
          fee: input.fee,
          audience: input.audience,
          message: input.message,
          expiresAt: new Date(input.expiresAt),
          createdBy: ctx.user.id,
        })
        .returning({ id: courseOffers.id });
      if (!row) throw new Error('offer not created');
      return row.id;
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldConflict('courseId', ALREADY_OFFERED);
      throw err;
    }
  });
  return getOffer(ctx, id);
}

/** 取り下げ: only the offering company, only while open. */
export async function withdrawOffer(ctx: CompanyCtx, id: string): Promise<void> {
  await withActor(ctx, async (w) => {
    const [offer] = await w.db
      .select()
      .from(courseOffers)
      .where(companyRows(ctx, courseOffers).where(eq(courseOffers.id, id)))
      .for('update');
    if (!offer) throw notFound(OFFER_LABEL);
    if (offer.status !== 'open' || offer.expiresAt <= ctx.clock()) {
      throw conflict('募集中ではない依頼は取り下げられません。');
    }
    await w.db
      .update(courseOffers)
      .set({ status: 'withdrawn', withdrawnAt: ctx.clock(), updatedAt: ctx.clock() })
      .where(eq(courseOffers.id, id));
  });
}
