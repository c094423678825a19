import { type CourseOffer, latestPaymentDueOn } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { asActor, companyRow, ownedBy } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { tableChanged } from '../../lib/db/list-page.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { courses } from '../courses/courses.table.ts';
import { withFileTransaction } from '../files/files.service.ts';
import {
  type AcceptedContract,
  issueTransportContracts,
} from '../issued-documents/issue-transport-contract.ts';
import { isPartnerOf } from '../partners/partner-audience.ts';
import { moveCourse, recordedWork } from './course-move.ts';
import { getOffer, OFFER_LABEL } from './course-offers.service.ts';
import { courseOffers } from './course-offers.table.ts';
import { termsFromStops } from './offer-terms.ts';
import { billedTerms, carrierContract } from './subcontract-billing.ts';

export const TAKEN_BY_ANOTHER = '他の会社が先に引き受けました。';
const EXPIRED = 'この依頼は募集期限を過ぎています。';

type Outcome = { ok: true } | { ok: false; status: 404 | 409; message: string };
type Offer = typeof courseOffers.$inferSelect;

/**
 * The terms of the 書面. An offer made before terms were recorded takes cargo, 区間 and 支払期日 from
 * the course as it is handed over, and keeps them (its register row shows them too).
 */
async function contractOf(
  db: Tx,
  offer: Offer,
  course: typeof courses.$inferSelect,
  carrierCompanyId: string,
  acceptedAt: Date,
): Promise<AcceptedContract> {
  const [first] = await db
    .select({ name: companies.name })
    .from(courseOffers)
    .innerJoin(companies, companyRow(courseOffers))
    .where(eq(courseOffers.id, offer.chainId));
  if (!offer.cargo || !offer.fromArea || !offer.toArea || !offer.paymentDueOn) {
    const stops = await termsFromStops(db, course);
    const filled = {
      cargo: offer.cargo ?? stops.cargo,
      fromArea: offer.fromArea ?? stops.fromArea,
      toArea: offer.toArea ?? stops.toArea,
      paymentDueOn: offer.paymentDueOn ?? latestPaymentDueOn(offer.deliveryDate),
    };
    await db.update(courseOffers).set(filled).where(eq(courseOffers.id, offer.id));
    Object.assign(offer, filled);
  }
  return {
    offerId: offer.id,
    shipperCompanyId: offer.companyId,
    offeredBy: offer.createdBy,
    carrierCompanyId,
    acceptedAt,
    primeCompanyName: first?.name ?? '',
    tier: offer.tier,
    courseName: offer.courseName,
    deliveryDate: offer.deliveryDate,
    cargo: offer.cargo ?? '一般貨物',
    fromArea: offer.fromArea ?? '記載なし（配送先に住所がありません）',
    toArea: offer.toArea ?? '記載なし（配送先に住所がありません）',
    destinationCount: offer.destinationCount,
    fee: offer.fee,
    incidentalWork: offer.incidentalWork,
    incidentalFee: offer.incidentalFee,
    fuelSurcharge: offer.fuelSurcharge,
    paymentDueOn: offer.paymentDueOn ?? latestPaymentDueOn(offer.deliveryDate),
  };
}

/**
 * 引き受け: one transaction that locks the offer row, checks it again under the lock (open, not past
 * its deadline, not the company's own), then keeps on the offer what the offering company bills its
 * client for the course, gives the accepting company the offering company as client and a contract
 * for the fee, moves the course under them, records who took it and issues the 運送契約書面 to both
 * companies (their PDFs stored with the transaction: none is left if it fails).
 * Two companies accepting at once queue on the lock; the second finds the offer accepted and gets
 * 409. An offer found past its deadline is marked expired (committed) and answered 409.
 */
export async function acceptOffer(ctx: CompanyCtx, id: string): Promise<CourseOffer> {
  const outcome = await withFileTransaction(ctx, async (tx, stored): Promise<Outcome> => {
    const w = await asActor(ctx, tx);
    const [offer] = await w.db.select().from(courseOffers).where(eq(courseOffers.id, id)).for('update');
    if (!offer) return { ok: false, status: 404, message: '' };
    const [owner] = await w.db.select({ active: companies.active }).from(companies).where(companyRow(offer));
    const own = offer.companyId === ctx.companyId;
    // A withdrawn offer is gone for the others; one taken or expired says so (409).
    if (!own && offer.status === 'withdrawn') return { ok: false, status: 404, message: '' };
    if (!own && !owner?.active) return { ok: false, status: 404, message: '' };
    // An offer to partners does not exist for a company off the offering company's list.
    if (!own && offer.audience === 'partners' && !(await isPartnerOf(w.db, offer, ctx.companyId)))
      return { ok: false, status: 404, message: '' };
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
    const contract = await contractOf(w.db, offer, course, ctx.companyId, now);
    const billed = await billedTerms(w.db, course);
    const carrier = await carrierContract(w, offer);
    await moveCourse(w.db, course, { companyId: ctx.companyId, ...carrier }, now);
    await w.db
      .update(courseOffers)
      .set({
        ...billed,
        status: 'accepted',
        acceptedCompanyId: ctx.companyId,
        acceptedAt: now,
        acceptedBy: ctx.user.id,
        updatedAt: now,
      })
      .where(eq(courseOffers.id, offer.id));
    await issueTransportContracts(w, stored, contract);
    return { ok: true };
  });
  tableChanged(courses);
  tableChanged(courseOffers);
  if (!outcome.ok) throw outcome.status === 404 ? notFound(OFFER_LABEL) : conflict(outcome.message);
  return getOffer(ctx, id);
}
