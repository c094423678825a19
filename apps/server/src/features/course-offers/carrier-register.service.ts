import type { CarrierRegisterRow, carrierRegisterQuery } from '@rikuun/contract';
import { and, asc, count, eq, exists, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CompanyCtx } from '../../lib/context.ts';
import { ownedBy } from '../../lib/db/company-rows.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';
import { issuedDocuments } from '../issued-documents/issued-documents.table.ts';
import { courseOffers } from './course-offers.table.ts';

type RegisterQuery = z.output<typeof carrierRegisterQuery>;

const offering = alias(companies, 'offering_company');
const accepting = alias(companies, 'accepting_company');
const first = alias(courseOffers, 'first_offer');
const prime = alias(companies, 'prime_company');
const mine = alias(courseOffers, 'own_contract');

/** The chain's last accepted contract, whose taker carries the goods (実運送事業者). */
const lastOfChain = (what: string) =>
  sql.raw(`(select ${what} from course_offers e join companies c on c.id = e.accepted_company_id
    where e.chain_id = "course_offers"."chain_id" and e.status = 'accepted'
    order by e.tier desc limit 1)`);

/**
 * What a company sees of the chains (docs/decisions/038): every accepted contract from its own place
 * in a chain downward — the contracts it is a party to (offering or taking) and those of higher tiers
 * in the same chain. The 元請 offered tier 1, so it sees the whole chain, as the law has it keep the
 * 実運送体制管理簿; a subcontractor sees what it must report upward, never the contracts above its own.
 */
const visibleTo = (ctx: CompanyCtx) =>
  exists(
    ctx.db
      .select({ one: sql`1` })
      .from(mine)
      .where(
        and(
          eq(mine.chainId, courseOffers.chainId),
          eq(mine.status, 'accepted'),
          lte(mine.tier, courseOffers.tier),
          or(ownedBy(ctx, mine), eq(mine.acceptedCompanyId, ctx.companyId)),
        ),
      ),
  );

/** 実運送体制管理簿: the accepted contracts of the chains the company is in, by delivery date and tier. */
export async function carrierRegister(ctx: CompanyCtx, q: RegisterQuery) {
  const where = and(
    eq(courseOffers.status, 'accepted'),
    q.from ? gte(courseOffers.deliveryDate, q.from) : undefined,
    q.to ? lte(courseOffers.deliveryDate, q.to) : undefined,
    visibleTo(ctx),
  );
  const rows = await ctx.db
    .select({
      offer: courseOffers,
      consignorName: consignors.name,
      offeredByName: offering.name,
      carrierName: accepting.name,
      primeCompanyName: prime.name,
      actualCarrierName: lastOfChain('c.name').mapWith(String),
      lastTier: lastOfChain('e.tier').mapWith(Number),
      documentId: issuedDocuments.id,
    })
    .from(courseOffers)
    .innerJoin(offering, eq(offering.id, courseOffers.companyId))
    .innerJoin(accepting, eq(accepting.id, courseOffers.acceptedCompanyId))
    .innerJoin(first, eq(first.id, courseOffers.chainId))
    .innerJoin(prime, eq(prime.id, first.companyId))
    .leftJoin(consignors, eq(consignors.id, courseOffers.consignorId))
    .leftJoin(
      issuedDocuments,
      ownedBy(
        ctx,
        issuedDocuments,
        eq(issuedDocuments.courseOfferId, courseOffers.id),
        isNull(issuedDocuments.supersededAt),
      ),
    )
    .where(where)
    .orderBy(
      asc(courseOffers.deliveryDate),
      asc(courseOffers.chainId),
      asc(courseOffers.tier),
      asc(courseOffers.id),
    )
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await ctx.db.select({ n: count() }).from(courseOffers).where(where);
  const data: CarrierRegisterRow[] = rows.map((r) => {
    const o = r.offer;
    const offered = o.companyId === ctx.companyId;
    const party = offered || o.acceptedCompanyId === ctx.companyId;
    return {
      id: o.id,
      chainId: o.chainId,
      tier: o.tier,
      deliveryDate: o.deliveryDate,
      courseName: o.courseName,
      consignorName: r.consignorName,
      clientName: offered ? o.clientName : null,
      cargo: o.cargo,
      fromArea: o.fromArea,
      toArea: o.toArea,
      primeCompanyName: r.primeCompanyName,
      offeredByName: r.offeredByName,
      carrierName: r.carrierName,
      actualCarrierName: r.actualCarrierName,
      actual: r.lastTier === o.tier,
      fee: party ? o.fee : null,
      acceptedAt: (o.acceptedAt ?? new Date(0)).toISOString(),
      documentId: party ? r.documentId : null,
    };
  });
  return { data, total: Number(total?.n ?? 0) };
}
