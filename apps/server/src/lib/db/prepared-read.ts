import { Column, is, Param, Placeholder } from 'drizzle-orm';
import pg from 'pg';

/**
 * A prepared select of plain columns, run on node-postgres directly: the same SQL text and statement
 * name drizzle prepares (so the two share the statement on a connection), each row mapped by a function
 * generated once from the columns (each column's own decoder, as drizzle applies it), without drizzle's
 * per-request layers (a generic mapper walking every field's path, placeholder filling through
 * `Array.map`, tracing and cache wrappers that do nothing here, a type-parser closure per column per
 * query). On a by-id read these were a tenth of the server's CPU per request (bench/README.md).
 */
export type DirectRead<R> = (values: Record<string, unknown>, companyId: string) => Promise<R>;

type Builder = { toSQL(): { sql: string; params: unknown[] }; _?: { selectedFields?: unknown } };
type PgQueryable = { query(config: pg.QueryConfig & { rowMode: 'array' }): Promise<{ rows: unknown[][] }> };

/**
 * The direct read of `query` on `db`'s node-postgres pool, or undefined when it does not apply (PGlite,
 * a transaction, a selection that is not plain columns): the caller then runs drizzle's prepared query.
 */
export function directRead<R>(db: object, name: string, query: Builder): DirectRead<R> | undefined {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return undefined;
  const selected = query._?.selectedFields;
  if (!selected || typeof selected !== 'object') return undefined;
  const columns = Object.entries(selected as Record<string, unknown>);
  if (columns.length === 0 || !columns.every(([, c]) => is(c, Column))) return undefined;
  const { sql, params } = query.toSQL();
  const fill = paramFiller(params);
  if (!fill) return undefined;
  const map = rowMapper(columns as [string, Column][]);
  const pool = client as unknown as PgQueryable;
  return async (values, companyId) => {
    const { rows } = await pool.query({
      name,
      text: sql,
      values: fill(values, companyId),
      rowMode: 'array',
      types,
    });
    const out = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) out[i] = map(rows[i] as unknown[]);
    return out as R;
  };
}

/** The statement's values: placeholders by name (`companyId` from the context), constants as they are. */
function paramFiller(params: unknown[]) {
  const parts: ({ name: string } | { value: unknown })[] = [];
  for (const p of params) {
    if (is(p, Placeholder)) parts.push({ name: p.name });
    else if (is(p, Param) || (p !== null && typeof p === 'object' && !(p instanceof Date))) return undefined;
    else parts.push({ value: p });
  }
  return (values: Record<string, unknown>, companyId: string) => {
    const out = new Array(parts.length);
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] as { name?: string; value?: unknown };
      if (part.name === undefined) out[i] = part.value;
      else if (part.name === 'companyId') out[i] = companyId;
      else if (part.name in values) out[i] = values[part.name];
      else throw new Error(`No value for placeholder "${part.name}" was provided`);
    }
    return out;
  };
}

const identity = Column.prototype.mapFromDriverValue;

/**
 * `(row) => ({ key: row[0], … })`, one object literal (one shape) per row, each column through its own
 * mapFromDriverValue unless it is the identity, null kept null (drizzle's mapResultRow does the same).
 */
function rowMapper(columns: [string, Column][]): (row: unknown[]) => Record<string, unknown> {
  const decoders = columns.map(([, c]) =>
    c.mapFromDriverValue === identity ? undefined : c.mapFromDriverValue.bind(c),
  );
  const fields = columns.map(([key], i) => {
    const value = decoders[i] ? `row[${i}] === null ? null : d[${i}](row[${i}])` : `row[${i}]`;
    return `${JSON.stringify(key)}: ${value}`;
  });
  const make = new Function('d', `return (row) => ({ ${fields.join(', ')} });`);
  return make(decoders);
}

/**
 * The type parsers drizzle's node-postgres driver uses (dates, timestamps and intervals as text, for the
 * columns' decoders), without a new closure per column per query.
 */
const RAW_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const raw = (value: string) => value;
const types = {
  getTypeParser: (oid: number, format?: string) =>
    RAW_TYPES.has(oid) ? raw : pg.types.getTypeParser(oid, format as 'text'),
} as unknown as pg.CustomTypesConfig;
