import { and, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CompanyCtx, Ctx } from '../context.ts';
import { notFound, versionConflict } from '../http/errors.ts';
import { companies } from '../tenancy/companies.table.ts';
import { versionIs } from './columns.ts';
import type { Db, Tx } from './db.ts';
import { tableChanged } from './list-page.ts';
import { type DirectRead, directRead } from './prepared-read.ts';

/** A table owned by a company: every row has company_id; soft-deletable when it has deleted_at. */
export type CompanyTable = PgTable & {
  id: PgColumn;
  companyId: PgColumn;
  deletedAt?: PgColumn;
  /** columns.ts `version()`: optimistic concurrency. */
  version?: PgColumn;
};

type Row<T extends CompanyTable> = T['$inferSelect'];
type Values<T extends CompanyTable> = Omit<T['$inferInsert'], 'companyId'>;
/** Values or SQL expressions (e.g. greatest(column, value)) for the columns to change. */
type Changes<T extends CompanyTable> = {
  [K in Exclude<keyof T['$inferInsert'], 'companyId' | 'id'>]?: T['$inferInsert'][K] | SQL;
};

/** Transactions whose first statement named the acting user (see withActor). */
const actorTransactions = new WeakSet<object>();
/** Tables written in a withActor transaction: told again once it has ended (commit or rollback). */
const writtenIn = new WeakMap<object, Set<PgTable>>();

function wrote(db: object, table: PgTable) {
  tableChanged(table);
  writtenIn.get(db)?.add(table);
}

/**
 * Runs fn in one transaction whose first statement records the acting user in `rikuun.actor`
 * (read by change-history triggers with current_setting('rikuun.actor', true)). Inside, pass the
 * returned ctx to companyRows: its writes then join this transaction instead of opening their own.
 */
export async function withActor<C extends Ctx, T>(ctx: C, fn: (txCtx: C & { db: Tx }) => Promise<T>) {
  if (actorTransactions.has(ctx.db)) return fn(ctx as C & { db: Tx });
  const written = new Set<PgTable>();
  try {
    return await ctx.db.transaction(async (tx) => {
      writtenIn.set(tx, written);
      return fn(await asActor(ctx, tx));
    });
  } finally {
    // A list counted while the transaction was open may have remembered the old total.
    for (const table of written) tableChanged(table);
  }
}

/** Makes a transaction opened elsewhere (e.g. withFileTransaction) the actor's; call it first in it. */
export async function asActor<C extends Ctx>(ctx: C, tx: Tx): Promise<C & { db: Tx }> {
  if (!actorTransactions.has(tx)) {
    await tx.execute(sql`select set_config('rikuun.actor', ${ctx.user.id}, true)`);
    actorTransactions.add(tx);
  }
  return { ...ctx, db: tx };
}

/** The rows of one company (a value, or a placeholder of a prepared query) that are not deleted. */
function liveRows(t: CompanyTable, companyId: string | Placeholder): SQL {
  return and(eq(t.companyId, companyId), t.deletedAt ? isNull(t.deletedAt) : undefined) as SQL;
}

/** A table with a company_id column (company rows, child rows without an id, per-company settings). */
type OwnedTable = { companyId: PgColumn };

/**
 * The company's rows of a table, deleted ones included, that also meet the given conditions. For what
 * companyRows cannot take: tables without an id (per-company settings, join rows) and reads that must
 * see deleted rows (history, documents that name a deleted record). Otherwise prefer
 * companyRows(ctx, table).where, which also leaves deleted rows out.
 */
export function ownedBy(
  ctx: { companyId: string },
  table: OwnedTable,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.companyId, ctx.companyId), ...conditions) as SQL;
}

/**
 * The row in `companies` of a company (the signed-in one: `companyRow(ctx)`; a record's: pass the row,
 * or the table to join on): its name, 締日, tax rounding, what invoices read as the issuer.
 */
export function companyRow(of: { companyId: string | PgColumn }): SQL {
  return eq(companies.id, of.companyId);
}

/**
 * A join condition: the joined table's row is of the same company as the `from` row (the first column
 * of the composite foreign keys) and meets the key conditions, e.g.
 * `.leftJoin(vehicles, sameCompanyAs(vehicles, courses, eq(vehicles.id, courses.vehicleId)))`. With
 * the query's own table scoped by companyRows (or ownedBy), every joined row is the company's too.
 * Deleted joined rows are not left out: a record keeps showing the name of what it refers to.
 */
export function sameCompanyAs(table: OwnedTable, from: OwnedTable, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.companyId, from.companyId), ...conditions) as SQL;
}

/**
 * The company's rows of a table: every read is filtered by ctx.companyId (and deleted_at is null when
 * the table soft-deletes), every insert sets company_id, every write runs through withActor. Services
 * use this for company tables, so a plain ctx.db query of one stands out in review.
 *
 *   const vehicle = await companyRows(ctx, vehicles, '車両').findOr404(id);
 */
export function companyRows<T extends CompanyTable, C extends CompanyCtx = CompanyCtx>(
  ctx: C,
  table: T,
  label = 'データ',
) {
  const t = table as CompanyTable;
  const live = liveRows(t, ctx.companyId);
  const match = (target: string | SQL) => (typeof target === 'string' ? eq(t.id, target) : target);
  // drizzle's builders cannot follow a generic table; the row types are restored on the way out.
  const db = () => ctx.db as unknown as Db;

  const rows = {
    /** The company's live rows that also meet the given conditions. */
    where: (...conditions: (SQL | undefined)[]): SQL => and(live, ...conditions) as SQL,

    async find(target: string | SQL): Promise<Row<T> | undefined> {
      const [row] = await db()
        .select()
        .from(t)
        .where(rows.where(match(target)))
        .limit(1);
      return row as Row<T> | undefined;
    },

    /** The row, or 404 `<label>が見つかりません。` (another company's id is simply not found). */
    async findOr404(target: string | SQL, what = label): Promise<Row<T>> {
      const row = await rows.find(target);
      if (!row) throw notFound(what);
      return row;
    },

    async exists(target: string | SQL): Promise<boolean> {
      const [row] = await db()
        .select({ id: t.id })
        .from(t)
        .where(rows.where(match(target)))
        .limit(1);
      return row !== undefined;
    },

    async insert(values: Values<T>): Promise<Row<T>> {
      return withActor(ctx, async (w) => {
        const [row] = await w.db
          .insert(t)
          .values({ ...values, companyId: ctx.companyId } as T['$inferInsert'])
          .returning();
        wrote(w.db, t);
        return row as Row<T>;
      });
    },

    /**
     * Inserts many rows in one transaction, `chunk` rows a statement (PostgreSQL takes at most 65,535
     * parameters in one); returns the inserted rows (give ids to match them up).
     */
    async insertMany(values: Values<T>[], chunk = 1000): Promise<Row<T>[]> {
      if (values.length === 0) return [];
      return withActor(ctx, async (w) => {
        const out: Row<T>[] = [];
        for (let i = 0; i < values.length; i += chunk) {
          const part = values.slice(i, i + chunk).map((v) => ({ ...v, companyId: ctx.companyId }));
          const rows = await w.db
            .insert(t)
            .values(part as T['$inferInsert'][])
            .returning();
          out.push(...(rows as Row<T>[]));
        }
        wrote(w.db, t);
        return out;
      });
    },

    /** Updates the company's live rows matched by id or condition; returns them. */
    async update(target: string | SQL, set: Changes<T>): Promise<Row<T>[]> {
      return withActor(ctx, async (w) => {
        const updated = await w.db
          .update(t)
          .set(set as Partial<T['$inferInsert']>)
          .where(rows.where(match(target)))
          .returning();
        wrote(w.db, t);
        return updated as Row<T>[];
      });
    },

    async updateOr404(id: string, set: Changes<T>, what = label): Promise<Row<T>> {
      const [row] = await rows.update(id, set);
      if (!row) throw notFound(what);
      return row;
    },

    /**
     * Optimistic concurrency: updates the live row only while its version is still `expected` (one
     * statement, `... where id = ? and version = ?`, so of two writes based on one version exactly one
     * wins); no `expected` (a client that sends none) updates whatever the version. The version grows
     * by one either way (columns.ts). No live row: 404; a newer version: 409 `conflict` carrying
     * `read(ctx, id)`, the record as its GET answers it. Call it before the write's other changes in a
     * transaction, so `read` sees the record as it was.
     */
    async updateVersionOr404(
      id: string,
      set: Changes<T>,
      expected: number | undefined,
      read: (ctx: C, id: string) => Promise<unknown>,
      what = label,
    ): Promise<Row<T>> {
      if (!t.version) throw new Error('updateVersionOr404 on a table without version');
      const stillAt = versionIs(t.version, expected);
      const [row] = await withActor(ctx, async (w) => {
        const updated = await w.db
          .update(t)
          .set(set as Partial<T['$inferInsert']>)
          .where(rows.where(eq(t.id, id), stillAt))
          .returning();
        wrote(w.db, t);
        return updated as Row<T>[];
      });
      if (row) return row;
      if (stillAt && (await rows.exists(id))) throw versionConflict(await read(ctx, id));
      throw notFound(what);
    },

    /** Marks the row deleted (the table must have deleted_at); 404 when there is no live row. */
    async softDeleteOr404(id: string, what = label): Promise<void> {
      if (!t.deletedAt) throw new Error('softDelete on a table without deleted_at');
      const [row] = await withActor(ctx, async (w) => {
        const done = await w.db
          .update(t)
          .set({ deletedAt: ctx.clock() } as Partial<T['$inferInsert']>)
          .where(rows.where(eq(t.id, id)))
          .returning({ id: t.id });
        wrote(w.db, t);
        return done;
      });
      if (!row) throw notFound(what);
    },

    /** Deletes for real (records that are corrections, not history); 404 when nothing matched. */
    async deleteOr404(target: string | SQL, what = label): Promise<void> {
      const [row] = await withActor(ctx, async (w) => {
        const done = await w.db
          .delete(t)
          .where(rows.where(match(target)))
          .returning({ id: t.id });
        wrote(w.db, t);
        return done;
      });
      if (!row) throw notFound(what);
    },
  };
  return rows;
}

type Prepared<R> = { execute(values: Record<string, unknown>): Promise<R> };
const preparedNames = new Set<string>();

/**
 * A hot read of a company table, built once and prepared as a named statement (PostgreSQL parses and
 * plans it once per connection instead of once per request; drizzle does not rebuild its SQL). `where`
 * is companyRows' filter with the company as the placeholder `companyId`, always filled from
 * ctx.companyId; the query's other placeholders come from `values`. Inside a transaction (withActor)
 * it is prepared for that transaction, so it reads what the transaction wrote. On the primary's pool it
 * runs through node-postgres directly (prepared-read.ts: same statement, rows mapped by generated code).
 *
 *   const byId = preparedCompanyQuery('vehicle_by_id', vehicles, (db, where) =>
 *     db.select().from(vehicles).where(where(eq(vehicles.id, sql.placeholder('id')))));
 *   const [row] = await byId(ctx, { id });
 */
export function preparedCompanyQuery<T extends CompanyTable, R>(
  name: string,
  table: T,
  build: (
    db: Db,
    where: (...conditions: (SQL | undefined)[]) => SQL,
  ) => { prepare(name: string): Prepared<R>; toSQL(): { sql: string; params: unknown[] } },
): (ctx: CompanyCtx, values: Record<string, unknown>) => Promise<R> {
  // One SQL text per statement name: PostgreSQL refuses a name prepared twice with different text.
  if (preparedNames.has(name)) throw new Error(`prepared query name used twice: ${name}`);
  preparedNames.add(name);
  const live = liveRows(table, sql.placeholder('companyId'));
  const where = (...conditions: (SQL | undefined)[]) => and(live, ...conditions) as SQL;
  const byDb = new WeakMap<object, DirectRead<R>>();
  return (ctx, values) => {
    let read = byDb.get(ctx.db);
    if (!read) {
      const built = build(ctx.db as unknown as Db, where);
      read = directRead<R>(ctx.db, name, built) ?? drizzleRead(built.prepare(name));
      byDb.set(ctx.db, read);
    }
    return read(values, ctx.companyId);
  };
}

/** drizzle's own execution of the prepared query: PGlite, a transaction's connection. */
const drizzleRead =
  <R>(query: Prepared<R>): DirectRead<R> =>
  (values, companyId) =>
    query.execute({ ...values, companyId });
