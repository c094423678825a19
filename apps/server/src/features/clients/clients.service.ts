import {
  type Client,
  type ClientListFilter,
  type ClientValues,
  type clientSortKeys,
  searchKey,
} from '@rikuun/contract';
import { count, eq, like } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, withActor } from '../../lib/db/company-rows.ts';
import { listPage, type SortColumns } from '../../lib/db/list-page.ts';
import { likeContains } from '../../lib/db/pagination.ts';
import { notFound } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';
import { clients } from './clients.table.ts';

/** The company's current clients; another company's client is simply not found (404). */
export const companyClients = (ctx: CompanyCtx) => companyRows(ctx, clients, '取引先');

type Row = typeof clients.$inferSelect;

// The consignor's name is platform data (consignors have no company): joined for the answer.
const selectClients = (ctx: CompanyCtx) =>
  ctx.db
    .select({ client: clients, consignorName: consignors.name })
    .from(clients)
    .leftJoin(consignors, eq(consignors.id, clients.consignorId))
    .$dynamic();

function toClient({ client, consignorName }: { client: Row; consignorName: string | null }): Client {
  const { companyId: _c, deletedAt: _d, searchText: _s, createdAt, updatedAt, ...rest } = client;
  return { ...rest, consignorName, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

const sorts: SortColumns<(typeof clientSortKeys)[number]> = {
  nameKana: clients.nameKana,
  name: clients.name,
  createdAt: clients.createdAt,
};

export async function listClients(ctx: CompanyCtx, query: ClientListFilter) {
  const { data, total } = await listPage({
    table: clients,
    select: selectClients(ctx),
    count: ctx.db.select({ total: count() }).from(clients).$dynamic(),
    where: companyClients(ctx).where(
      query.q ? like(clients.searchText, likeContains(searchKey(query.q))) : undefined,
      query.active === undefined ? undefined : eq(clients.active, query.active),
    ),
    sort: query.sort,
    sorts,
    defaultSort: 'nameKana',
    tieBreaker: clients.id,
    query,
  });
  return { data: data.map(toClient), total };
}

export async function getClient(ctx: CompanyCtx, id: string): Promise<Client> {
  const [row] = await selectClients(ctx)
    .where(companyClients(ctx).where(eq(clients.id, id)))
    .limit(1);
  if (!row) throw notFound('取引先');
  return toClient(row);
}

/** A client may name only a consignor that exists on the platform. */
async function checkConsignor(ctx: CompanyCtx, input: ClientValues) {
  if (!input.consignorId) return;
  const [found] = await ctx.db
    .select({ id: consignors.id })
    .from(consignors)
    .where(eq(consignors.id, input.consignorId))
    .limit(1);
  if (!found) throw fieldError('consignorId', 'exists', '指定された荷主が見つかりません');
}

export async function createClient(ctx: CompanyCtx, input: ClientValues): Promise<Client> {
  await checkConsignor(ctx, input);
  return withActor(ctx, async (w) => getClient(w, (await companyClients(w).insert(input)).id));
}

/** `expected`: the version the edit was based on (stale → 409 with the client as it is now). */
export async function updateClient(
  ctx: CompanyCtx,
  id: string,
  input: ClientValues,
  expected?: number,
): Promise<Client> {
  await companyClients(ctx).findOr404(id);
  await checkConsignor(ctx, input);
  return withActor(ctx, async (w) =>
    getClient(w, (await companyClients(w).updateVersionOr404(id, input, expected, getClient)).id),
  );
}
