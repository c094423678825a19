import { index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id } from '../db/columns.ts';
import { optionalCompanyColumn } from '../db/company-column.ts';
import { consignors } from '../tenancy/consignors.table.ts';

/** Metadata of a stored file; the bytes live in the storage under storageKey. Owned by one tenant. */
export const files = pgTable(
  'files',
  {
    id: id(),
    companyId: optionalCompanyColumn(),
    consignorId: uuid('consignor_id').references(() => consignors.id),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Images only: displayed size, and the WebP preview stored beside the original (null: none made). */
    width: integer('width'),
    height: integer('height'),
    thumbnailKey: text('thumbnail_key'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('files_company_idx').on(t.companyId),
    // Target of composite foreign keys (company_id, file_id): a record links only its company's files.
    unique('files_company_id_uq').on(t.companyId, t.id),
  ],
);
