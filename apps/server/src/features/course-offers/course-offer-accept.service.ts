import type { CarrierRegisterRow, CourseOffer, carrierRegisterQuery } from '@rikuun/contract';
import { asc, count, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRow, companyRows, ownedBy, withActor } from '../../lib/db/company-rows.ts';
import { tableChanged } from '../../lib/db/list-page.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';
import { courses } from '../courses/courses.table.ts';
import { moveCourse, recordedWork } from './course-move.ts';
import { getOffer, OFFER_LABEL } from './course-offers.service.ts';
import { courseOffers } from './course-offers.table.ts';

export const TAKEN_BY_ANOTHER = '他の会社が先に引き受けました。';
const EXPIRED = 'この依頼は募集期限を過ぎています。';

type Outcome = { ok: true } | { ok: false; status: 404 | 409; message: string };

/**
 * 引き受け: one transaction that locks the offer row, checks it again under the lock (open, not past
 * its deadline, not the company's own), then moves the course and records who took it. Two companies
 * accepting at once queue on the lock; the second finds the offer accepted and gets 409. An offer
 * found past its deadline is marked expired (committed) and answered 409.
 */
export async function acceptOffer(ctx: CompanyCtx, id: string): Promise<CourseOffer> {
  const outcome = await withActor(ctx, async (w): Promise<Outcome> => {
    const [offer] = await w.db.select().from(courseOffers).where(eq(courseOffers.id, id)).for('update');
    if (!offer) return { ok: false, status: 404, message: '' };
    const [owner] = await w.db.select({ active: companies.active }).from(companies).where(companyRow(offer));
    const own = offer.companyId === ctx.companyId;
    // A withdrawn offer is gone for the others; one taken or expired says so (409).
    if (!own && offer.status === 'withdrawn') return { ok: false, status: 404, message: '' };
    if (!own && !owner?.active) return { ok: false, status: 404, message: '' };
    if (own) return { ok: false, status: 409, message: '自社の依頼は引き受けられません。' };
    if (offer.status === 'accepted') return { ok: false, status: 409, message: TAKEN_BY_ANOTHER };
    const now = ctx.clock();
    if (offer.status === 'expired') return { ok: false, status: 409, message: EXPIRED };
    if (offer.expiresAt <= now) {
      await w.db
        .update(courseOffers)
        .set({ status: 'expired', updatedAt: now })
        .where(eq(courseOffers.id, offer.id));
      return { ok: false, status: 409, message: EXPIRED };
    }
    const [course] = await w.db
      .select()
      .from(courses)
      // Deleted ones too: they answer their own 409 below.
      .where(ownedBy(offer, courses, eq(courses.id, offer.courseId)))
      .for('update');
    if (!course || course.deletedAt) throw conflict('依頼されたコースは削除されています。');
    const work = await recordedWork(w.db, course);
    if (work) throw conflict('依頼されたコースには作業実績が記録されているため引き受けられません。');
    await moveCourse(w.db, course, ctx.companyId, now);
    await w.db
      .update(courseOffers)
      .set({
        status: 'accepted',
        acceptedCompanyId: ctx.companyId,
        acceptedAt: now,
        acceptedBy: ctx.user.id,
        updatedAt: now,
      })
      .where(eq(courseOffers.id, offer.id));
    return { ok: true };
  });
  tableChanged(courses);
  if (!outcome.ok) throw outcome.status === 404 ? notFound(OFFER_LABEL) : conflict(outcome.message);
  return getOffer(ctx, id);
}

type RegisterQuery = z.output<typeof carrierRegisterQuery>;

/** 実運送体制管理簿: the company's accepted offers, by delivery date, with the carrier that carries. */
export async function carrierRegister(ctx: CompanyCtx, q: RegisterQuery) {
  const where = companyRows(ctx, courseOffers).where(
    eq(courseOffers.status, 'accepted'),
    q.from ? gte(courseOffers.deliveryDate, q.from) : undefined,
    q.to ? lte(courseOffers.deliveryDate, q.to) : undefined,
  );
  const rows = await ctx.db
    .select({
      id: courseOffers.id,
      deliveryDate: courseOffers.deliveryDate,
      courseName: courseOffers.courseName,
      consignorName: consignors.name,
      clientName: courseOffers.clientName,
      carrierName: companies.name,
      fee: courseOffers.fee,
      acceptedAt: courseOffers.acceptedAt,
    })
    .from(courseOffers)
    .innerJoin(companies, eq(companies.id, courseOffers.acceptedCompanyId))
    .leftJoin(consignors, eq(consignors.id, courseOffers.consignorId))
    .where(where)
    .orderBy(asc(courseOffers.deliveryDate), asc(courseOffers.acceptedAt), asc(courseOffers.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await ctx.db.select({ n: count() }).from(courseOffers).where(where);
  const data: CarrierRegisterRow[] = rows.map((r) => ({
    ...r,
    acceptedAt: (r.acceptedAt ?? new Date(0)).toISOString(),
  }));
  return { data, total: Number(total?.n ?? 0) };
}
