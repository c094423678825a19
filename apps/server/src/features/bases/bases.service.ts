import {
  type Base,
  type BaseListFilter,
  type BaseListItem,
  type BaseValues,
  type baseSortKeys,
  searchKey,
} from '@rikuun/contract';
import { asc, count, desc, eq, isNull, like, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs, withActor } from '../../lib/db/company-rows.ts';
import { listPage, type SortColumns } from '../../lib/db/list-page.ts';
import { likeContains, pageWindow } from '../../lib/db/pagination.ts';
import { clientBases, clients } from '../clients/clients.table.ts';
import { assertBaseUnused } from './base-references.ts';
import { bases } from './bases.table.ts';

/** The company's current bases; another company's or a deleted base is simply not found (404). */
export const companyBases = (ctx: CompanyCtx) => companyRows(ctx, bases, '拠点');

type Row = typeof bases.$inferSelect;

export function toBase(row: Row): Base {
  const { companyId: _c, deletedAt: _d, searchText: _s, createdAt, updatedAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

const sorts: SortColumns<(typeof baseSortKeys)[number]> = { name: bases.name, createdAt: bases.createdAt };

export async function listBases(ctx: CompanyCtx, query: BaseListFilter) {
  if (query.withClientBases) return listWithClientBases(ctx, query);
  const { data, total } = await listPage({
    table: bases,
    select: ctx.db.select().from(bases).$dynamic(),
    count: ctx.db.select({ total: count() }).from(bases).$dynamic(),
    where: companyBases(ctx).where(
      query.q ? like(bases.searchText, likeContains(searchKey(query.q))) : undefined,
    ),
    sort: query.sort,
    sorts,
    defaultSort: 'name',
    tieBreaker: bases.id,
    query,
  });
  const items: BaseListItem[] = data.map((b) => ({
    ...toBase(b),
    kind: 'base',
    clientId: null,
    clientName: null,
  }));
  return { data: items, total };
}

/**
 * For pickers: the company's bases first, then every client's bases (client by client), as one list
 * with one order, so its pages are stable. Client bases of deleted clients never show.
 */
async function listWithClientBases(ctx: CompanyCtx, query: BaseListFilter) {
  const term = query.q ? likeContains(searchKey(query.q)) : undefined;
  const own = ctx.db
    .select({
      id: bases.id,
      kind: sql<string>`'base'`.as('kind'),
      clientId: sql<string | null>`null::uuid`.as('client_id'),
      clientName: sql<string | null>`null::text`.as('client_name'),
      name: bases.name,
      zipCode: bases.zipCode,
      address1: bases.address1,
      address2: bases.address2,
      phone: bases.phone,
      latitude: bases.latitude,
      longitude: bases.longitude,
      memo: bases.memo,
      createdAt: bases.createdAt,
      updatedAt: bases.updatedAt,
    })
    .from(bases)
    .where(companyBases(ctx).where(term ? like(bases.searchText, term) : undefined));
  const theirs = ctx.db
    .select({
      id: clientBases.id,
      kind: sql<string>`'client_base'`.as('kind'),
      clientId: sql<string | null>`${clientBases.clientId}`.as('client_id'),
      clientName: sql<string | null>`${clients.name}`.as('client_name'),
      name: clientBases.name,
      zipCode: clientBases.zipCode,
      address1: clientBases.address1,
      address2: clientBases.address2,
      phone: clientBases.phone,
      latitude: clientBases.latitude,
      longitude: clientBases.longitude,
      memo: clientBases.memo,
      createdAt: clientBases.createdAt,
      updatedAt: clientBases.updatedAt,
    })
    .from(clientBases)
    .innerJoin(clients, sameCompanyAs(clients, clientBases, eq(clients.id, clientBases.clientId)))
    .where(
      companyRows(ctx, clientBases).where(
        isNull(clients.deletedAt),
        term ? like(sql`${clients.searchText} || E'\\n' || ${clientBases.searchText}`, term) : undefined,
      ),
    );
  const { limit, offset } = pageWindow(query);
  const direction = query.sort?.startsWith('-') ? desc : asc;
  const key = query.sort?.replace('-', '') === 'createdAt' ? sql`created_at` : sql`name`;
  const union = unionAll(own, theirs).as('sites');
  const rows = await ctx.db
    .select()
    .from(union)
    .orderBy(asc(sql`${union.kind}`), asc(sql`${union.clientName}`), direction(key), direction(sql`id`))
    .limit(limit)
    .offset(offset);
  const [counted] = await ctx.db.select({ total: count() }).from(union);
  const data: BaseListItem[] = rows.map((r) => ({
    ...r,
    kind: r.kind as BaseListItem['kind'],
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
  return { data, total: Number(counted?.total ?? 0) };
}

export async function getBase(ctx: CompanyCtx, id: string): Promise<Base> {
  return toBase(await companyBases(ctx).findOr404(id));
}

export async function createBase(ctx: CompanyCtx, input: BaseValues): Promise<Base> {
  return toBase(await companyBases(ctx).insert(input));
}

export async function updateBase(ctx: CompanyCtx, id: string, input: BaseValues): Promise<Base> {
  return toBase(await companyBases(ctx).updateOr404(id, input));
}

/** Soft delete (history keeps its base), refused with 409 while vehicles or contracts use the base. */
export async function deleteBase(ctx: CompanyCtx, id: string): Promise<void> {
  await withActor(ctx, async (w) => {
    await companyBases(w).findOr404(id);
    // Lock the base row: a vehicle or contract cannot take it while it is being deleted.
    await w.db.select({ id: bases.id }).from(bases).where(eq(bases.id, id)).for('update');
    await assertBaseUnused(w, id);
    await companyBases(w).softDeleteOr404(id);
  });
}
