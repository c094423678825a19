import {
  DUPLICATE_GROUP_NAME,
  type Group,
  type GroupListFilter,
  type GroupValues,
  type groupSortKeys,
  searchKey,
} from '@rikuun/contract';
import { count, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs, withActor } from '../../lib/db/company-rows.ts';
import { conflictOnUnique } from '../../lib/db/errors.ts';
import { listPage, type SortColumns } from '../../lib/db/list-page.ts';
import { likeContains } from '../../lib/db/pagination.ts';
import { notFound } from '../../lib/http/errors.ts';
import { fieldConflict } from '../../lib/http/field-error.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { groups } from './groups.table.ts';

/** The company's groups; another company's group is simply not found (404). */
export const companyGroups = (ctx: CompanyCtx) => companyRows(ctx, groups, 'グループ');

// The group's current, active drivers (a page of groups reads one count per row). The condition is
// one nested SQL: drizzle leaves a lone table's columns unqualified at the top of a selected SQL,
// which inside the subquery would mean d's; in a nested one they stay "groups"."…".
const d = alias(drivers, 'd');
const driverCount = sql<number>`(select count(*)::int from ${drivers} d
  where ${sameCompanyAs(d, groups, eq(d.groupId, groups.id), isNull(d.deletedAt), eq(d.active, true))})`.as(
  'driver_count',
);

const selectGroups = (ctx: CompanyCtx) =>
  ctx.db
    .select({ ...getTableColumns(groups), driverCount })
    .from(groups)
    .$dynamic();

type Row = typeof groups.$inferSelect & { driverCount: number };

function toGroup({ companyId: _c, createdAt, updatedAt, ...rest }: Row): Group {
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

const sorts: SortColumns<(typeof groupSortKeys)[number]> = {
  name: groups.name,
  createdAt: groups.createdAt,
};

export async function listGroups(ctx: CompanyCtx, query: GroupListFilter) {
  const term = query.q ? likeContains(searchKey(query.q)) : undefined;
  const { data, total } = await listPage({
    table: groups,
    select: selectGroups(ctx),
    count: ctx.db.select({ total: count() }).from(groups).$dynamic(),
    where: companyGroups(ctx).where(
      term ? sql`lower(regexp_replace(${groups.name}, '\\s', '', 'g')) like ${term}` : undefined,
    ),
    sort: query.sort,
    sorts,
    defaultSort: 'name',
    tieBreaker: groups.id,
    query,
  });
  return { data: data.map(toGroup), total };
}

export async function getGroup(ctx: CompanyCtx, id: string): Promise<Group> {
  const [row] = await selectGroups(ctx)
    .where(companyGroups(ctx).where(eq(groups.id, id)))
    .limit(1);
  if (!row) throw notFound('グループ');
  return toGroup(row);
}

const duplicate = () => fieldConflict('name', DUPLICATE_GROUP_NAME);

async function checkName(ctx: CompanyCtx, name: string, exceptId?: string) {
  const taken = await companyGroups(ctx).exists(
    companyGroups(ctx).where(eq(groups.name, name), exceptId ? ne(groups.id, exceptId) : undefined),
  );
  if (taken) throw duplicate();
}

/** A race that passes the pre-check still meets the unique index: the same 409. */
const uniqueGuard = <T>(write: () => Promise<T>) => conflictOnUnique(write, duplicate);

export async function createGroup(ctx: CompanyCtx, input: GroupValues): Promise<Group> {
  await checkName(ctx, input.name);
  return uniqueGuard(() =>
    withActor(ctx, async (w) => getGroup(w, (await companyGroups(w).insert(input)).id)),
  );
}

export async function updateGroup(ctx: CompanyCtx, id: string, input: GroupValues): Promise<Group> {
  await companyGroups(ctx).findOr404(id);
  await checkName(ctx, input.name, id);
  return uniqueGuard(() =>
    withActor(ctx, async (w) => getGroup(w, (await companyGroups(w).updateOr404(id, input)).id)),
  );
}

/** For other features' reference checks (a driver's group). */
export const groupExists = (ctx: CompanyCtx, id: string) => companyGroups(ctx).exists(id);
