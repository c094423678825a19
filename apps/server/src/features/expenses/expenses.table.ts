import { approveStatuses, expenseTypes } from '@rikuun/contract';
import { boolean, date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, deletedAt, rowId, updatedAt, version } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { searchTextOf } from '../../lib/db/search-text.ts';
import { fileLinkTable } from '../../lib/storage/file-link-table.ts';
import { courses } from '../courses/courses.table.ts';
import { destinations } from '../destinations/destinations.table.ts';
import { drivers } from '../drivers/drivers.table.ts';

export const approveStatusEnum = pgEnum('approve_status', approveStatuses);
export const expenseTypeEnum = pgEnum('expense_type', expenseTypes);

/**
 * 経費・立替金 (domain-model §4): under a destination (destination_id set) or a whole course. A money
 * record: every change is kept by the change-history trigger (migration money_history).
 */
export const expenses = pgTable(
  'expenses',
  {
    id: rowId(),
    companyId: companyColumn(),
    courseId: uuid('course_id').notNull(),
    destinationId: uuid('destination_id'),
    /** Who paid it: the course's driver when it was filed. */
    driverId: uuid('driver_id'),
    expenseType: expenseTypeEnum('expense_type').notNull(),
    /** Yen, as entered (tax included or not, as taxIncluded says). */
    amount: integer('amount').notNull(),
    taxIncluded: boolean('tax_included').notNull(),
    taxRate: integer('tax_rate').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** 支払先 and its 登録番号: with the date and the amount, the 電子帳簿保存法's search keys. */
    payeeName: text('payee_name'),
    payeeRegistrationNumber: text('payee_registration_number'),
    /** What the payee search matches (the contract's searchKey of the name). */
    payeeSearch: text('payee_search')
      .notNull()
      .generatedAlwaysAs(searchTextOf(['payee_name'])),
    memo: text('memo'),
    /** 立替金 passed on to the client on the invoice. */
    billable: boolean('billable').notNull().default(false),
    approveStatus: approveStatusEnum('approve_status').notNull().default('draft'),
    statusComment: text('status_comment'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    companyPrimaryKey('expenses_pkey', t),
    companyForeignKey('expenses_course_fk', t, t.courseId, courses),
    companyForeignKey('expenses_destination_fk', t, t.destinationId, destinations),
    companyForeignKey('expenses_driver_fk', t, t.driverId, drivers),
    index('expenses_course_idx').on(t.companyId, t.courseId),
    index('expenses_destination_idx').on(t.companyId, t.destinationId),
    index('expenses_driver_paid_idx').on(t.companyId, t.driverId, t.paidOn),
    index('expenses_status_idx').on(t.companyId, t.approveStatus),
    index('expenses_payee_idx').using('gin', t.payeeSearch.op('gin_trgm_ops')),
  ],
);

/** Receipt photos of an expense, in the order they were added. */
export const expenseReceipts = fileLinkTable('expense_receipts', {
  table: expenses,
  key: 'expenseId',
  onDelete: 'cascade',
});
