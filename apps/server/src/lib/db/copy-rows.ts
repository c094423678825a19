import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './db.ts';

/**
 * `INSERT INTO t (…) SELECT … FROM t WHERE …`: copies rows of a table, every stored column as it is
 * unless `set` gives it a value (cast to the column's type) or an expression, by column name (e.g.
 * `company_id`). Generated columns are left to the database. This is how a row changes company:
 * Citus does not update a distribution column, so a move is a copy under the new company_id followed
 * by the delete of the old rows, and the (company_id, id) keys let both exist for that moment.
 */
export async function copyRows(
  db: Tx,
  table: PgTable,
  where: SQL,
  set: Record<string, SQL | string | number | Date | null>,
): Promise<void> {
  const columns = Object.values(getTableColumns(table)).filter((c) => !c.generated);
  const names = columns.map((c) => c.name);
  const unknown = Object.keys(set).filter((n) => !names.includes(n));
  if (unknown.length > 0) throw new Error(`copyRows: no column ${unknown.join(', ')}`);
  const values = columns.map((c) => {
    if (!(c.name in set)) return sql.identifier(c.name);
    const value = set[c.name];
    if (is(value, SQL)) return value;
    // A bare parameter in a select list is text to PostgreSQL: give it the column's type.
    const param = value instanceof Date ? value.toISOString() : value;
    return sql`${param}::${sql.raw(c.getSQLType())}`;
  });
  await db.execute(sql`
    insert into ${table} (${sql.join(
      names.map((n) => sql.identifier(n)),
      sql`, `,
    )})
    select ${sql.join(values, sql`, `)} from ${table} where ${where}
  `);
}
