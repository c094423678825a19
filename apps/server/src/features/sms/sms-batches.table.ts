import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../lib/db/columns.ts';
import { companyColumn } from '../../lib/db/company-column.ts';
import { apiKeys } from '../api-keys/api-keys.table.ts';

/** One `POST /sms/courses/sync` call: the courses it created carry its id (courses.sms_batch_id). */
export const smsBatches = pgTable('sms_batches', {
  id: id(),
  companyId: companyColumn(),
  apiKeyId: uuid('api_key_id').references(() => apiKeys.id),
  createdCount: integer('created_count').notNull().default(0),
  updatedCount: integer('updated_count').notNull().default(0),
  createdAt: createdAt(),
});
