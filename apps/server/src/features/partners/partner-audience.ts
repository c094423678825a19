import { eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { CompanyCtx } from '../../lib/context.ts';
import { ownedBy, sameCompanyAs } from '../../lib/db/company-rows.ts';
import type { Db, Tx } from '../../lib/db/db.ts';
import { partners } from './partners.table.ts';

/**
 * The signed-in company is on the list of the company owning the outer query's row (`offers`, e.g. the
 * offering company of an offer): what an offer "to partners" needs to be seen. One-way: only the
 * owner's list counts.
 */
export function onPartnerListOf(ctx: CompanyCtx, offers: { companyId: PgColumn }): SQL {
  const p = alias(partners, 'listed_partner');
  const listed = eq(p.partnerCompanyId, ctx.companyId);
  return sql`exists (select 1 from ${partners} listed_partner where ${sameCompanyAs(p, offers, listed)})`;
}

/** Whether `candidateId` is on the list of the company `owner` (the accept check, inside its transaction). */
export async function isPartnerOf(db: Db | Tx, owner: { companyId: string }, candidateId: string) {
  const [row] = await db
    .select({ id: partners.partnerCompanyId })
    .from(partners)
    .where(ownedBy(owner, partners, eq(partners.partnerCompanyId, candidateId)))
    .limit(1);
  return row !== undefined;
}
