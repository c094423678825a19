import type { PaginationQuery } from '@rikuun/contract';
import { type AnyColumn, asc, desc, getTableName, inArray, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { pageWindow } from './pagination.ts';

/**
 * Totals of full pages, remembered briefly: paging through a large list must not count every row
 * again on each page. A write through companyRows to the table forgets this instance's totals at
 * once; another instance's writes show within COUNT_TTL_MS.
 */
export const COUNT_TTL_MS = 5000;
const MAX_REMEMBERED = 1000;
const totals = new Map<string, { total: number; at: number }>();
const versions = new Map<string, number>();

/** Called by every write of companyRows: the table's remembered totals no longer hold. */
export function tableChanged(table: PgTable): void {
  const name = getTableName(table);
  versions.set(name, (versions.get(name) ?? 0) + 1);
}

function remembered(key: string, now: number): number | undefined {
  const hit = totals.get(key);
  if (hit && now - hit.at < COUNT_TTL_MS) return hit.total;
  totals.delete(key);
  return undefined;
}

function remember(key: string, total: number, now: number) {
  if (totals.size >= MAX_REMEMBERED) totals.delete(totals.keys().next().value as string);
  totals.set(key, { total, at: now });
}

/** What a sort key orders by: a column or an expression (e.g. a joined table's column). */
export type SortColumns<K extends string> = Record<K, AnyColumn | SQL>;

export type ListPageOptions<Q extends PgSelect, C extends PgSelect, K extends string> = {
  /** The listed table: its writes through companyRows forget the remembered totals. */
  table: PgTable;
  /** The page's select with its joins, made dynamic: `db.select(...).from(t).leftJoin(...).$dynamic()`. */
  select: Q;
  /**
   * `db.select({ id: t.id }).from(t).$dynamic()`: for pages past the first, the page's ids are found
   * first (the skipped rows are read from the index only) and then their whole rows. Needs every sort
   * column on the table itself.
   */
  ids?: PgSelect;
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
 * than perPage (and not empty past the first) ends the list, so total = offset + its rows; the total
 * of a full page is remembered for the next pages (see COUNT_TTL_MS).
 */
export async function listPage<Q extends PgSelect, C extends PgSelect, K extends string>(
  opts: ListPageOptions<Q, C, K>,
): Promise<{ data: Awaited<Q>; total: number }> {
  const { page } = opts.query;
  const { limit: perPage, offset } = pageWindow(opts.query);
  const order = orderFor(opts.sort ?? opts.defaultSort, opts.sorts, opts.tieBreaker);
  const data = (await pageRows(opts, order, perPage, offset)) as Awaited<Q>;
  const rows = data as unknown[];
  if (rows.length < perPage && (rows.length > 0 || page === 1)) return { data, total: offset + rows.length };
  const countQuery = opts.count.where(opts.where);
  const { sql: text, params } = countQuery.toSQL();
  const name = getTableName(opts.table);
  const key = `${name}\u0000${versions.get(name) ?? 0}\u0000${text}\u0000${JSON.stringify(params)}`;
  const now = Date.now();
  const known = remembered(key, now);
  if (known !== undefined) return { data, total: known };
  const [counted] = (await countQuery) as { total: number }[];
  const total = Number(counted?.total ?? 0);
  remember(key, total, now);
  return { data, total };
}

/**
 * A page's rows. OFFSET reads every skipped row; past the first page, when an id select is given,
 * only the ids are skipped (an index-only read of the list's index), then the page's rows are fetched.
 */
async function pageRows<Q extends PgSelect, C extends PgSelect, K extends string>(
  opts: ListPageOptions<Q, C, K>,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<unknown[]> {
  if (!opts.ids || offset === 0) {
    const rows: unknown = await opts.select
      .where(opts.where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows as unknown[];
  }
  const found: unknown = await opts.ids
    .where(opts.where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const ids = (found as { id: unknown }[]).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows: unknown = await opts.select.where(inArray(opts.tieBreaker, ids)).orderBy(...order);
  return rows as unknown[];
}
