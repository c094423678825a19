import {
  type AnyPgColumn,
  integer,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyColumn, companyForeignKey } from '../db/company-column.ts';
import { files } from './files.table.ts';

const linkColumn = (name: string) => uuid(name).notNull();
const sortOrderColumn = () => integer('sort_order').notNull().default(0);

type LinkColumns<K extends string, X> = { companyId: ReturnType<typeof companyColumn> } & {
  [P in K]: ReturnType<typeof linkColumn>;
} & { fileId: ReturnType<typeof linkColumn> } & X & { sortOrder: ReturnType<typeof sortOrderColumn> };

/** The record the files hang on: a company table with (company_id, id) unique. */
export type FileLinkParent<K extends string> = {
  table: { companyId: AnyPgColumn; id: AnyPgColumn };
  /** The link's column naming the record, e.g. expenseId (stored as expense_id). */
  key: K;
  /** Whether deleting the record deletes its links (the files themselves stay). */
  onDelete?: 'cascade';
};

type LinkColumnName<K extends string, X> = 'companyId' | K | 'fileId' | (keyof X & string) | 'sortOrder';

export type FileLinkOptions<K extends string, X> = {
  /** Columns between file_id and sort_order, e.g. a kind or category. */
  columns?: X;
  /** Tables made before the name `<table>_pk` was the rule keep drizzle's generated name. */
  primaryKeyName?: string;
  indexes?: (t: Record<LinkColumnName<K, X>, AnyPgColumn>) => PgTableExtraConfigValue[];
};

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The files of a record (receipts, photos, documents), in the order they were added. Both the record
 * and the file are referenced with company_id, so a link can never join two companies.
 */
export function fileLinkTable<
  TName extends string,
  K extends string,
  X extends Record<string, PgColumnBuilderBase> = Record<never, PgColumnBuilderBase>,
>(name: TName, parent: FileLinkParent<K>, options: FileLinkOptions<K, X> = {}) {
  const column = snakeCase(parent.key);
  const columns = {
    companyId: companyColumn(),
    [parent.key]: linkColumn(column),
    fileId: linkColumn('file_id'),
    ...options.columns,
    sortOrder: sortOrderColumn(),
  } as LinkColumns<K, X>;
  return pgTable(name, columns, (self) => {
    const t = self as unknown as Record<LinkColumnName<K, X>, AnyPgColumn>;
    const { fileId, [parent.key]: parentId } = t;
    const toParent = companyForeignKey(`${name}_${column.replace(/_id$/, '')}_fk`, t, parentId, parent.table);
    return [
      // company_id first: the key Citus distributes the table by (docs/operations.md, Growing to a cluster).
      primaryKey({ name: options.primaryKeyName ?? `${name}_pk`, columns: [t.companyId, parentId, fileId] }),
      parent.onDelete ? toParent.onDelete(parent.onDelete) : toParent,
      companyForeignKey(`${name}_file_fk`, t, fileId, files),
      ...(options.indexes?.(t) ?? []),
    ];
  });
}
