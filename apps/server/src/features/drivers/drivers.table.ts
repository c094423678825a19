import { boolean, date, foreignKey, index, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, deletedAt, id, updatedAt } from '../../lib/db/columns.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { groups } from '../groups/groups.table.ts';

export const employmentTypeEnum = pgEnum('employment_type', ['employee', 'contractor']);

/** A driver of a company: an employee or a contractor (委託). Signs in through the linked user. */
export const drivers = pgTable(
  'drivers',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    // Both reference (company_id, id) of their table: the user and group are the driver's company's.
    userId: uuid('user_id'),
    groupId: uuid('group_id'),
    name: text('name').notNull(),
    nameKana: text('name_kana'),
    phone: text('phone'),
    employmentType: employmentTypeEnum('employment_type').notNull().default('employee'),
    hiredOn: date('hired_on', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('drivers_company_idx').on(t.companyId),
    index('drivers_user_idx').on(t.userId),
    unique('drivers_company_id_uq').on(t.companyId, t.id),
    foreignKey({
      name: 'drivers_user_fk',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: 'drivers_group_fk',
      columns: [t.companyId, t.groupId],
      foreignColumns: [groups.companyId, groups.id],
    }),
  ],
);
