import {
  type ClientBase,
  type ClientBaseListFilter,
  type ClientBaseValues,
  searchKey,
} from '@rikuun/contract';
import { count, eq, like } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, withActor } from '../../lib/db/company-rows.ts';
import { listPage } from '../../lib/db/list-page.ts';
import { likeContains } from '../../lib/db/pagination.ts';
import { notFound } from '../../lib/http/errors.ts';
import { assertClientBaseUnused } from './client-base-references.ts';
import { companyClients } from './clients.service.ts';
import { clientBases } from './clients.table.ts';

const companyClientBases = (ctx: CompanyCtx) => companyRows(ctx, clientBases, '取引先拠点');

type Row = typeof clientBases.$inferSelect;

function toClientBase(row: Row): ClientBase {
  const { companyId: _c, deletedAt: _d, searchText: _s, createdAt, updatedAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** The client base under that client (a base of another client, or another company's, is not found). */
const ofClient = (ctx: CompanyCtx, clientId: string, id: string) =>
  companyClientBases(ctx).where(eq(clientBases.clientId, clientId), eq(clientBases.id, id));

export async function listClientBases(ctx: CompanyCtx, clientId: string, query: ClientBaseListFilter) {
  await companyClients(ctx).findOr404(clientId);
  const term = query.q ? likeContains(searchKey(query.q)) : undefined;
  const { data, total } = await listPage({
    table: clientBases,
    select: ctx.db.select().from(clientBases).$dynamic(),
    count: ctx.db.select({ total: count() }).from(clientBases).$dynamic(),
    where: companyClientBases(ctx).where(
      eq(clientBases.clientId, clientId),
      term ? like(clientBases.searchText, term) : undefined,
    ),
    sort: undefined,
    sorts: { name: clientBases.name },
    defaultSort: 'name',
    tieBreaker: clientBases.id,
    query,
  });
  return { data: data.map(toClientBase), total };
}

export async function getClientBase(ctx: CompanyCtx, clientId: string, id: string): Promise<ClientBase> {
  await companyClients(ctx).findOr404(clientId);
  return toClientBase(await companyClientBases(ctx).findOr404(ofClient(ctx, clientId, id)));
}

export async function createClientBase(
  ctx: CompanyCtx,
  clientId: string,
  input: ClientBaseValues,
): Promise<ClientBase> {
  await companyClients(ctx).findOr404(clientId);
  return toClientBase(await companyClientBases(ctx).insert({ ...input, clientId }));
}

export async function updateClientBase(
  ctx: CompanyCtx,
  clientId: string,
  id: string,
  input: ClientBaseValues,
): Promise<ClientBase> {
  await companyClients(ctx).findOr404(clientId);
  const [row] = await companyClientBases(ctx).update(ofClient(ctx, clientId, id), input);
  if (!row) throw notFound('取引先拠点');
  return toClientBase(row);
}

/** Soft delete, refused with 409 while a stop of a live course uses the client base. */
export async function deleteClientBase(ctx: CompanyCtx, clientId: string, id: string): Promise<void> {
  await companyClients(ctx).findOr404(clientId);
  await withActor(ctx, async (w) => {
    await companyClientBases(w).findOr404(ofClient(w, clientId, id));
    // Lock the client base: a stop cannot take it while it is being deleted.
    await w.db.select({ id: clientBases.id }).from(clientBases).where(eq(clientBases.id, id)).for('update');
    await assertClientBaseUnused(w, id);
    await companyClientBases(w).softDeleteOr404(id);
  });
}
