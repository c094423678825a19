import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId } from '../../lib/db/columns.ts';
import { companyColumn, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { apiKeys } from '../api-keys/api-keys.table.ts';

/** One `POST /sms/courses/sync` call: the courses it created carry its id (courses.sms_batch_id). */
export const smsBatches = pgTable(
  'sms_batches',
  {
    id: rowId(),
    companyId: companyColumn(),
    // api_keys is a Citus reference table (a key is looked up by its hash before its company is known).
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [companyPrimaryKey('sms_batches_pkey', t)],
);
