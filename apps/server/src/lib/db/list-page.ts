import type { PaginationQuery } from '@rikuun/contract';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** What a sort key orders by: a column or an expression (e.g. a joined table's column). */
export type SortColumns<K extends string> = Record<K, AnyColumn | SQL>;

export type ListPageOptions<Q extends PgSelect, C extends PgSelect, K extends string> = {
  /** The page's select with its joins, made dynamic: `db.select(...).from(t).leftJoin(...).$dynamic()`. */
  select: Q;
  /** `db.select({ total: count() }).from(t).$dynamic()`: the same rows, without the joins they do not need. */
  count: C;
  where: SQL | undefined;
  /** `key` or `-key` (descending), as validated by the contract's sortQuery. */
  sort: K | `-${K}` | undefined;
  sorts: SortColumns<K>;
  defaultSort: K | `-${K}`;
  /** A unique column last in every order, so pages never repeat or skip rows of equal keys. */
  tieBreaker: AnyColumn;
  query: PaginationQuery;
};

/** The ORDER BY of a sort key: descending with '-', the tie-breaker in the same direction (one index serves both). */
export function orderFor<K extends string>(
  sort: K | `-${K}`,
  sorts: SortColumns<K>,
  tieBreaker: AnyColumn,
): SQL[] {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as K;
  const direction = descending ? desc : asc;
  return [direction(sorts[key]), direction(tieBreaker)];
}

/**
 * One page of a list and the total. The count runs only when the page cannot tell it: a page shorter
 * than perPage (and not empty past the first) ends the list, so total = offset + its rows.
 */
export async function listPage<Q extends PgSelect, C extends PgSelect, K extends string>(
  opts: ListPageOptions<Q, C, K>,
): Promise<{ data: Awaited<Q>; total: number }> {
  const { perPage, page } = opts.query;
  const offset = (page - 1) * perPage;
  const data = (await opts.select
    .where(opts.where)
    .orderBy(...orderFor(opts.sort ?? opts.defaultSort, opts.sorts, opts.tieBreaker))
    .limit(perPage)
    .offset(offset)) as Awaited<Q>;
  const rows = data as unknown[];
  if (rows.length < perPage && (rows.length > 0 || page === 1)) return { data, total: offset + rows.length };
  const [counted] = (await opts.count.where(opts.where)) as { total: number }[];
  return { data, total: Number(counted?.total ?? 0) };
}
