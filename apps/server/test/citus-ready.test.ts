import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/lib/db/db.ts';
import { createTestDatabase } from './helpers.ts';

/**
 * Ready for Citus (decision 064): the migrated schema, read back from information_schema, can be
 * distributed by company_id. A company table (company_id not null) has company_id in its primary key
 * and in every unique index, and its references to other company tables carry company_id on both
 * sides; a table that is not distributed says so with COMMENT ON TABLE … IS 'citus: reference' or
 * 'citus: local', and docs/operations.md gives its reason and its place in the order of calls.
 */
type Kind = 'distributed' | 'reference' | 'local';
type Table = { name: string; kind: Kind | 'unmarked' };
type ForeignKey = { name: string; table: string; columns: string[]; target: string; targetColumns: string[] };

let database: Database;
let drop: () => Promise<void>;
const tables = new Map<string, Table>();
const keys = new Map<string, { table: string; type: string; columns: string[] }>();
const foreignKeys: ForeignKey[] = [];
const uniqueIndexes: { table: string; name: string; definition: string; hasCompany: boolean }[] = [];

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  const columns = await rows<{ table_name: string; is_nullable: string }>(sql`
    select table_name, is_nullable from information_schema.columns
    where table_schema = 'public' and column_name = 'company_id'`);
  const companyColumn = new Map(columns.map((c) => [c.table_name, c.is_nullable === 'NO']));
  // Partitions are the partitioned table's storage, not tables of their own.
  const listed = await rows<{ table_name: string; comment: string | null }>(sql`
    select t.table_name, obj_description(format('public.%I', t.table_name)::regclass, 'pg_class') as comment
    from information_schema.tables t
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and not (select c.relispartition from pg_class c where c.oid = format('public.%I', t.table_name)::regclass)`);
  for (const { table_name: name, comment } of listed) {
    const marked = /^citus: (reference|local)$/.exec(comment ?? '')?.[1] as Kind | undefined;
    tables.set(name, { name, kind: marked ?? (companyColumn.get(name) ? 'distributed' : 'unmarked') });
  }
  const keyColumns = await rows<{
    constraint_name: string;
    table_name: string;
    constraint_type: string;
    column_name: string;
  }>(sql`
    select tc.constraint_name, tc.table_name, tc.constraint_type, k.column_name
    from information_schema.table_constraints tc
    join information_schema.key_column_usage k
      on k.constraint_schema = tc.constraint_schema and k.constraint_name = tc.constraint_name
    where tc.table_schema = 'public' and tc.constraint_type in ('PRIMARY KEY', 'UNIQUE', 'FOREIGN KEY')
    order by tc.constraint_name, k.ordinal_position`);
  for (const k of keyColumns) {
    const key = keys.get(k.constraint_name) ?? { table: k.table_name, type: k.constraint_type, columns: [] };
    key.columns.push(k.column_name);
    keys.set(k.constraint_name, key);
  }
  // The referenced columns, in the order of the referencing ones.
  const references = await rows<{ constraint_name: string; column_name: string; table_name: string }>(sql`
    select r.constraint_name, u.column_name, u.table_name
    from information_schema.referential_constraints r
    join information_schema.key_column_usage k
      on k.constraint_schema = r.constraint_schema and k.constraint_name = r.constraint_name
    join information_schema.key_column_usage u
      on u.constraint_schema = r.unique_constraint_schema and u.constraint_name = r.unique_constraint_name
      and u.ordinal_position = k.position_in_unique_constraint
    where r.constraint_schema = 'public'
    order by r.constraint_name, k.ordinal_position`);
  for (const [name, key] of keys) {
    if (key.type !== 'FOREIGN KEY') continue;
    const targets = references.filter((r) => r.constraint_name === name);
    foreignKeys.push({
      name,
      table: key.table,
      columns: key.columns,
      target: targets[0]?.table_name ?? '?',
      targetColumns: targets.map((r) => r.column_name),
    });
  }
  // Unique indexes that are not constraints (partial, on expressions) are not in information_schema.
  uniqueIndexes.push(
    ...(await rows<{ table: string; name: string; definition: string; hasCompany: boolean }>(sql`
      select t.relname as "table", i.relname as name, pg_get_indexdef(i.oid) as definition,
        exists (select 1 from pg_attribute a where a.attrelid = t.oid and a.attname = 'company_id'
          and a.attnum = any (x.indkey)) as "hasCompany"
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and x.indisunique and not t.relispartition`)),
  );
}, 60_000);
afterAll(() => drop?.());

const kindOf = (name: string) => tables.get(name)?.kind;
const ofKind = (kind: Kind) => [...tables.values()].filter((t) => t.kind === kind).map((t) => t.name);

describe('the schema is ready for Citus', () => {
  it('reads the schema', () => {
    expect(ofKind('distributed')).toEqual(
      expect.arrayContaining(['courses', 'driver_locations', 'vehicles']),
    );
    expect(ofKind('reference')).toEqual(expect.arrayContaining(['companies', 'users']));
    expect(foreignKeys.length).toBeGreaterThan(50);
  });

  it('every table is distributed by company_id or says why not in a comment', () => {
    expect([...tables.values()].filter((t) => t.kind === 'unmarked').map((t) => t.name)).toEqual([]);
  });

  it('every company table has company_id in its primary key', () => {
    const primaryKeys = new Map(
      [...keys.values()].filter((k) => k.type === 'PRIMARY KEY').map((k) => [k.table, k.columns]),
    );
    const broken = ofKind('distributed').filter((t) => !primaryKeys.get(t)?.includes('company_id'));
    expect(broken).toEqual([]);
  });

  it('every unique index of a company table includes company_id', () => {
    const broken = uniqueIndexes
      .filter((i) => kindOf(i.table) === 'distributed' && !i.hasCompany)
      .map((i) => i.definition);
    expect(broken).toEqual([]);
  });

  it('references between company tables carry company_id on both sides', () => {
    const broken = foreignKeys
      .filter((f) => kindOf(f.table) === 'distributed' && kindOf(f.target) === 'distributed')
      .filter((f) => {
        const at = f.columns.indexOf('company_id');
        return at < 0 || f.targetColumns[at] !== 'company_id';
      })
      .map((f) => `${f.name}: ${f.table}(${f.columns}) → ${f.target}(${f.targetColumns})`);
    expect(broken).toEqual([]);
  });

  it('references go only where Citus can check them', () => {
    // A distributed table may reference distributed and reference tables; a reference table only
    // reference tables; a local table (on the coordinator) reference and local tables.
    const allowed: Record<Kind, Kind[]> = {
      distributed: ['distributed', 'reference'],
      reference: ['reference'],
      local: ['reference', 'local'],
    };
    const broken = foreignKeys
      .filter((f) => {
        const from = kindOf(f.table);
        const to = kindOf(f.target);
        return from && from !== 'unmarked' && !(to && to !== 'unmarked' && allowed[from].includes(to));
      })
      .map((f) => `${f.name}: ${f.table} (${kindOf(f.table)}) → ${f.target} (${kindOf(f.target)})`);
    expect(broken).toEqual([]);
  });

  it('docs/operations.md distributes every company table and gives each other table its reason', () => {
    const docs = fs.readFileSync(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/operations.md'),
      'utf8',
    );
    const section = docs.slice(docs.indexOf('## Growing to a cluster'));
    const called = (fn: string) =>
      new Set([...section.matchAll(new RegExp(`${fn}\\('(\\w+)'`, 'g'))].map((m) => m[1]));
    const distributed = called('create_distributed_table');
    const reference = called('create_reference_table');
    const local = called('citus_add_local_table_to_metadata');
    expect(ofKind('distributed').filter((t) => !distributed.has(t))).toEqual([]);
    expect(ofKind('reference').filter((t) => !reference.has(t))).toEqual([]);
    expect(ofKind('local').filter((t) => !local.has(t))).toEqual([]);
    // In the order Citus needs: a referenced table before the tables that reference it.
    const order = [
      ...section.matchAll(
        /(?:create_distributed_table|create_reference_table|citus_add_local_table_to_metadata)\('(\w+)'/g,
      ),
    ].map((m) => m[1]);
    const tooEarly = foreignKeys
      .filter((f) => f.table !== f.target && order.includes(f.table))
      .filter((f) => order.indexOf(f.target) > order.indexOf(f.table))
      .map((f) => `${f.table} before ${f.target}`);
    expect(tooEarly).toEqual([]);
    // Each table not distributed by company has its reason: a table row naming it.
    const withoutReason = [...ofKind('reference'), ...ofKind('local')].filter(
      (t) => !new RegExp(`^\\| \`${t}\` \\| (reference|local) \\| \\S`, 'm').test(section),
    );
    expect(withoutReason).toEqual([]);
  });
});
