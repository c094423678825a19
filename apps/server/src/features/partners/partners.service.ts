import { PARTNER_CANDIDATES_MAX, type Partner, type PartnerCandidate, searchKey } from '@rikuun/contract';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanyCtx } from '../../lib/context.ts';
import { ownedBy, withActor } from '../../lib/db/company-rows.ts';
import { likeContains } from '../../lib/db/pagination.ts';
import { notFound } from '../../lib/http/errors.ts';
import { fieldConflict, fieldError } from '../../lib/http/field-error.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { partners } from './partners.table.ts';

const PARTNER = '傭車先';

/** GET /partners: the company's list, by name. */
export async function listPartners(ctx: CompanyCtx): Promise<{ data: Partner[]; total: number }> {
  const rows = await ctx.db
    .select({ companyId: partners.partnerCompanyId, name: companies.name, createdAt: partners.createdAt })
    .from(partners)
    .innerJoin(companies, eq(companies.id, partners.partnerCompanyId))
    .where(ownedBy(ctx, partners))
    .orderBy(asc(companies.name), asc(partners.partnerCompanyId));
  const data = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { data, total: data.length };
}

/** POST /partners: another active company onto the list (itself, unknown or inactive: 400 at companyId). */
export async function addPartner(ctx: CompanyCtx, partnerId: string): Promise<Partner> {
  if (partnerId === ctx.companyId) throw fieldError('companyId', 'self', '自社は傭車先に登録できません');
  return withActor(ctx, async (w) => {
    const [company] = await w.db
      .select({ name: companies.name })
      .from(companies)
      .where(and(eq(companies.id, partnerId), eq(companies.active, true)));
    if (!company) throw fieldError('companyId', 'exists', '会社が見つかりません');
    const [row] = await w.db
      .insert(partners)
      .values({ companyId: ctx.companyId, partnerCompanyId: partnerId, createdBy: ctx.user.id })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fieldConflict('companyId', 'この会社はすでに傭車先に登録されています');
    return { companyId: partnerId, name: company.name, createdAt: row.createdAt.toISOString() };
  });
}

/** DELETE /partners/{companyId}: off the list (not on it: 404). Offers made to partners follow at once. */
export async function removePartner(ctx: CompanyCtx, partnerId: string): Promise<void> {
  const removed = await withActor(ctx, (w) =>
    w.db
      .delete(partners)
      .where(ownedBy(w, partners, eq(partners.partnerCompanyId, partnerId)))
      .returning({ id: partners.partnerCompanyId }),
  );
  if (removed.length === 0) throw notFound(PARTNER);
}

/** GET /partners/candidates?q=: other active companies whose name (or kana) matches, at most 20. */
export async function partnerCandidates(
  ctx: CompanyCtx,
  q: string,
): Promise<{ data: PartnerCandidate[]; total: number }> {
  const p = alias(partners, 'p');
  const listed = sql<boolean>`exists (select 1 from ${partners} p where ${ownedBy(ctx, p, eq(p.partnerCompanyId, companies.id))})`;
  const rows = await ctx.db
    .select({ companyId: companies.id, name: companies.name, isPartner: listed })
    .from(companies)
    .where(and(eq(companies.active, true), like(companies.searchText, likeContains(searchKey(q)))))
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(PARTNER_CANDIDATES_MAX + 1);
  // The company itself is left out here rather than in SQL (one more row read covers it).
  const data = rows.filter((r) => r.companyId !== ctx.companyId).slice(0, PARTNER_CANDIDATES_MAX);
  return { data, total: data.length };
}
