import {
  type CourseOfferValues,
  courseOfferLabels as L,
  latestPaymentDueOn,
  todayInTokyo,
} from '@rikuun/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { uuidv7 } from '../../lib/db/columns.ts';
import { ownedBy } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import type { courses } from '../courses/courses.table.ts';
import { destinations } from '../destinations/destinations.table.ts';
import { areaOf } from './areas.ts';
import { courseOffers } from './course-offers.table.ts';

type Course = typeof courses.$inferSelect;

const kg = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 1 });

/** 貨物の内容 when none is given: 一般貨物 with the stops' total pieces and weight, as the course plans them. */
export function cargoOf(stops: { quantity: number | null; weightKg: number | null }[]): string {
  const pieces = stops.reduce((s, d) => s + (d.quantity ?? 0), 0);
  const weight = stops.reduce((s, d) => s + (d.weightKg ?? 0), 0);
  const parts = [pieces > 0 ? `${pieces}個` : '', weight > 0 ? `${kg.format(weight)}kg` : ''].filter(Boolean);
  return parts.length > 0 ? `一般貨物（${parts.join('・')}）` : '一般貨物';
}

/** Cargo and 区間 as the course's stops (in order) give them. */
export async function termsFromStops(db: Tx, course: Course) {
  const stops = await db
    .select({
      address1: destinations.address1,
      quantity: destinations.quantity,
      weightKg: destinations.weightKg,
    })
    .from(destinations)
    .where(ownedBy(course, destinations, eq(destinations.courseId, course.id)))
    .orderBy(asc(destinations.sequence));
  const addressed = stops.filter((s) => s.address1);
  return {
    cargo: cargoOf(stops),
    fromArea: areaOf(addressed[0]?.address1 ?? null),
    toArea: areaOf(addressed.at(-1)?.address1 ?? null),
  };
}

/**
 * The contract terms an offer records: what the company entered, else cargo and 区間 from the course's
 * stops (the first and the last stop's 都道府県＋市区町村) and 支払期日 運行日の翌月末; a due date
 * later than that is refused (取適法: 60 days, read as 2 months under a monthly closing). A course
 * whose stops have no address must be given its 区間.
 */
export async function offerTerms(db: Tx, course: Course, input: CourseOfferValues, now: Date) {
  const fromStops = await termsFromStops(db, course);
  const fromArea = input.fromArea ?? fromStops.fromArea;
  const toArea = input.toArea ?? fromStops.toArea;
  const noAddress = (field: 'fromArea' | 'toArea') =>
    fieldError(field, 'required', `${L[field]}を入力してください（配送先に住所がありません）`);
  if (!fromArea) throw noAddress('fromArea');
  if (!toArea) throw noAddress('toArea');
  const latest = latestPaymentDueOn(course.deliveryDate);
  const paymentDueOn = input.paymentDueOn ?? latest;
  if (paymentDueOn > latest) {
    throw fieldError(
      'paymentDueOn',
      'max',
      `支払期日は運行日の翌月末（${latest.replaceAll('-', '/')}）までの日付を指定してください`,
    );
  }
  if (paymentDueOn < todayInTokyo(now)) {
    throw fieldError('paymentDueOn', 'min', '支払期日は今日以降の日付を指定してください');
  }
  return {
    cargo: input.cargo ?? fromStops.cargo,
    fromArea,
    toArea,
    incidentalWork: input.incidentalWork,
    incidentalFee: input.incidentalFee,
    fuelSurcharge: input.fuelSurcharge,
    paymentDueOn,
  };
}

/**
 * Where a new offer of the course stands in its chain: after the accepted offer by which the company
 * got the course (a re-offer: same chain, one tier more), or first of a chain of its own (the company
 * is the 元請). The newest such offer counts: a course may come back to a company it passed through.
 */
export async function chainPlace(ctx: CompanyCtx & { db: Tx }, course: Course) {
  const [parent] = await ctx.db
    .select({ id: courseOffers.id, chainId: courseOffers.chainId, tier: courseOffers.tier })
    .from(courseOffers)
    .where(
      and(
        eq(courseOffers.courseId, course.id),
        eq(courseOffers.status, 'accepted'),
        eq(courseOffers.acceptedCompanyId, ctx.companyId),
      ),
    )
    .orderBy(desc(courseOffers.acceptedAt), desc(courseOffers.id))
    .limit(1);
  if (!parent) {
    const id = uuidv7();
    return { id, chainId: id, parentOfferId: null, tier: 1 };
  }
  return { id: uuidv7(), chainId: parent.chainId, parentOfferId: parent.id, tier: parent.tier + 1 };
}
