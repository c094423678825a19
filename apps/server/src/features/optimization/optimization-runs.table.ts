import { optimizationRunStatuses } from '@rikuun/contract';
import { date, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, rowId } from '../../lib/db/columns.ts';
import { companyColumn, companyPrimaryKey } from '../../lib/db/company-column.ts';

export const optimizationRunStatusEnum = pgEnum('optimization_run_status', optimizationRunStatuses);

/**
 * One in-product optimization (spec §4: search targets, optimize, confirm). The solve runs in a worker
 * thread of the instance that took the request; progress and the result live here, so any instance
 * can answer the polls and the confirm.
 */
export const optimizationRuns = pgTable(
  'optimization_runs',
  {
    id: rowId(),
    companyId: companyColumn(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    status: optimizationRunStatusEnum('status').notNull().default('running'),
    /** What was asked: base, stops or courses, drivers and vehicles, settings. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    progress: jsonb('progress').$type<Record<string, unknown>>(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    companyPrimaryKey('optimization_runs_pkey', t),
    index('optimization_runs_company_idx').on(t.companyId, t.createdAt),
  ],
);
