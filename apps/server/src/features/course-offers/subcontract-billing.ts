import { type FeeType, feeAmount } from '@rikuun/contract';
import { eq, isNull } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRow, ownedBy } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { tableChanged } from '../../lib/db/list-page.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { clients } from '../clients/clients.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import type { courses } from '../courses/courses.table.ts';
import { destinations } from '../destinations/destinations.table.ts';
import type { courseOffers } from './course-offers.table.ts';

// 傭車 on both sides (decision 058): on acceptance the offering company keeps what it bills its own
// client for the course (on the offer), and the accepting company bills the offering company the fee
// through a client and a per-course contract of its own, like any work.

type Course = typeof courses.$inferSelect;
type Offer = typeof courseOffers.$inferSelect;
/** The accepting company and the accept transaction (the demo seed passes its own). */
type Ctx = Pick<CompanyCtx, 'companyId'> & { db: Tx };

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The quantity of the course as planned, by the contract's fee type: 1 course or day, its stops, its
 * pieces, its planned hours; null when the plan cannot tell (距離建, or 時間建 without planned times).
 */
async function plannedQuantity(db: Tx, course: Course, feeType: FeeType): Promise<number | null> {
  switch (feeType) {
    case 'per_course':
    case 'per_day':
      return 1;
    case 'per_stop':
      return course.destinationCount;
    case 'per_item': {
      const stops = await db
        .select({ quantity: destinations.quantity })
        .from(destinations)
        .where(ownedBy(course, destinations, eq(destinations.courseId, course.id)));
      return stops.some((s) => s.quantity !== null) ? stops.reduce((s, d) => s + (d.quantity ?? 0), 0) : null;
    }
    case 'per_hour': {
      if (!course.startTime || !course.endTime) return null;
      const minutes = minutesOf(course.endTime) - minutesOf(course.startTime);
      return minutes > 0 ? Math.round((minutes / 60) * 100) / 100 : null;
    }
    case 'per_km':
      return null;
  }
}

/** What the offering company goes on billing its client for the course: the offer's billed* columns. */
export async function billedTerms(db: Tx, course: Course) {
  const [contract] = course.contractId
    ? await db
        .select()
        .from(contracts)
        .where(ownedBy(course, contracts, eq(contracts.id, course.contractId)))
    : [];
  const billedClientId = course.clientId ?? contract?.clientId ?? null;
  if (!contract) {
    return {
      billedClientId,
      billedContractName: null,
      billedFeeType: null,
      billedQuantity: null,
      billedUnitPrice: null,
      billedAmount: null,
      billedTaxRate: null,
    };
  }
  const quantity = await plannedQuantity(db, course, contract.feeType);
  return {
    billedClientId,
    billedContractName: contract.name,
    billedFeeType: contract.feeType,
    billedQuantity: quantity,
    billedUnitPrice: contract.billingUnitPrice,
    billedAmount: feeAmount(contract.billingUnitPrice, quantity),
    billedTaxRate: contract.taxRate,
  };
}

/**
 * The accepting company's client for the offering company: the one made on an earlier acceptance, or a
 * new one with the offering company's name, address and 登録番号. Two acceptances at once from the
 * same company meet on the unique (company, partner) index: the second reads the first's row.
 */
async function partnerClient(ctx: Ctx, offeringCompanyId: string): Promise<string> {
  const find = async () => {
    const [row] = await ctx.db
      .select({ id: clients.id })
      .from(clients)
      .where(
        ownedBy(ctx, clients, eq(clients.partnerCompanyId, offeringCompanyId), isNull(clients.deletedAt)),
      );
    return row?.id;
  };
  const found = await find();
  if (found) return found;
  const [company] = await ctx.db
    .select()
    .from(companies)
    .where(companyRow({ companyId: offeringCompanyId }));
  if (!company) throw new Error(`offering company ${offeringCompanyId} missing`);
  const [made] = await ctx.db
    .insert(clients)
    .values({
      companyId: ctx.companyId,
      partnerCompanyId: offeringCompanyId,
      name: company.name,
      nameKana: company.nameKana,
      zipCode: company.zipCode,
      address1: company.address1,
      address2: company.address2,
      phone: company.phone,
      invoiceRegistrationNumber: company.invoiceRegistrationNumber,
      memo: '傭車の引き受けで登録しました（依頼元の会社）。',
    })
    .onConflictDoNothing()
    .returning({ id: clients.id });
  tableChanged(clients);
  const id = made?.id ?? (await find());
  if (!id) throw new Error('partner client not found after insert');
  return id;
}

/**
 * The accepting company's side: the offering company as a client and a 個建 (per course) contract of
 * the delivery date whose 請求単価 is the 傭車料 with 附帯業務料 and 燃料サーチャージ (all tax excluded),
 * so the driver's 日報 of the course bills it like any work. Returns what the moved course carries.
 */
export async function carrierContract(
  ctx: Ctx,
  offer: Pick<
    Offer,
    'companyId' | 'courseName' | 'deliveryDate' | 'fee' | 'incidentalFee' | 'fuelSurcharge' | 'incidentalWork'
  >,
): Promise<{ clientId: string; contractId: string }> {
  const clientId = await partnerClient(ctx, offer.companyId);
  const parts = [
    `傭車料 ${offer.fee.toLocaleString('ja-JP')}円`,
    offer.incidentalFee > 0 ? `附帯業務料 ${offer.incidentalFee.toLocaleString('ja-JP')}円` : '',
    offer.fuelSurcharge > 0 ? `燃料サーチャージ ${offer.fuelSurcharge.toLocaleString('ja-JP')}円` : '',
  ].filter(Boolean);
  const [contract] = await ctx.db
    .insert(contracts)
    .values({
      companyId: ctx.companyId,
      clientId,
      name: `傭車 ${offer.courseName}`,
      validFrom: offer.deliveryDate,
      validTo: offer.deliveryDate,
      feeType: 'per_course',
      billingUnitPrice: offer.fee + offer.incidentalFee + offer.fuelSurcharge,
      taxRate: 10,
      loadingTasks: offer.incidentalWork,
      memo: `傭車の引き受けで登録しました（${parts.join('・')}、税抜）。`,
    })
    .returning({ id: contracts.id });
  tableChanged(contracts);
  if (!contract) throw new Error('carrier contract not created');
  return { clientId, contractId: contract.id };
}
