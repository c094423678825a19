import {
  type Consignor,
  type ConsignorListFilter,
  type ConsignorValues,
  type consignorSortKeys,
  searchKey,
} from '@rikuun/contract';
import { and, count, eq, exists, like, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { listPage, type SortColumns, tableChanged } from '../../lib/db/list-page.ts';
import { likeContains } from '../../lib/db/pagination.ts';
import { notFound } from '../../lib/http/errors.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';
import { clients } from '../clients/clients.table.ts';

type Row = typeof consignors.$inferSelect;

export function toConsignor(row: Row): Consignor {
  const { searchText: _s, createdAt, updatedAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/**
 * Which consignors the caller may see: every one for the system administrator; for company staff
 * only those one of their current clients is linked to (clients.consignor_id), read through the
 * company's own client rows so another company's links never count.
 */
function visible(ctx: Ctx): SQL | undefined {
  if (ctx.user.role === 'system_admin') return undefined;
  const companyId = ctx.user.companyId;
  if (!companyId) return sql`false`;
  const companyClients = companyRows({ ...ctx, companyId }, clients);
  return exists(
    ctx.db
      .select({ one: sql`1` })
      .from(clients)
      .where(companyClients.where(eq(clients.consignorId, consignors.id))),
  );
}

const sorts: SortColumns<(typeof consignorSortKeys)[number]> = {
  // 五十音順: a consignor without フリガナ sorts by its name among the others.
  nameKana: sql`coalesce(${consignors.nameKana}, ${consignors.name})`,
  name: consignors.name,
  createdAt: consignors.createdAt,
};

export async function listConsignors(ctx: Ctx, query: ConsignorListFilter) {
  const { data, total } = await listPage({
    table: consignors,
    select: ctx.db.select().from(consignors).$dynamic(),
    count: ctx.db.select({ total: count() }).from(consignors).$dynamic(),
    where: and(
      visible(ctx),
      query.q ? like(consignors.searchText, likeContains(searchKey(query.q))) : undefined,
      query.active === undefined ? undefined : eq(consignors.active, query.active),
    ),
    sort: query.sort,
    sorts,
    defaultSort: 'nameKana',
    tieBreaker: consignors.id,
    query,
  });
  return { data: data.map(toConsignor), total };
}

/** One consignor the caller may see; another's (or one not linked to the company's clients) is 404. */
export async function getConsignor(ctx: Ctx, id: string): Promise<Consignor> {
  const [row] = await ctx.db
    .select()
    .from(consignors)
    .where(and(eq(consignors.id, id), visible(ctx)))
    .limit(1);
  if (!row) throw notFound('荷主');
  return toConsignor(row);
}

export async function createConsignor(ctx: Ctx, input: ConsignorValues): Promise<Consignor> {
  const [row] = await ctx.db.insert(consignors).values(input).returning();
  if (!row) throw new Error('consignor not created');
  tableChanged(consignors);
  return toConsignor(row);
}

export async function updateConsignor(ctx: Ctx, id: string, input: ConsignorValues): Promise<Consignor> {
  const [row] = await ctx.db.update(consignors).set(input).where(eq(consignors.id, id)).returning();
  if (!row) throw notFound('荷主');
  tableChanged(consignors);
  return toConsignor(row);
}
