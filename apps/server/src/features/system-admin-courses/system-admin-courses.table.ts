import { platformCourseStatuses } from '@rikuun/contract';
import { date, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, id, updatedAt } from '../../lib/db/columns.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';

export const platformCourseStatusEnum = pgEnum('platform_course_status', platformCourseStatuses);

/** A stop as imported from the consignor's rows (the destination fields of spec §3). */
export type PlatformStop = {
  sourceRowId: string;
  name: string;
  zipCode: string | null;
  address1: string | null;
  address2: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  timeWindowStart: string | null;
  timeWindowEnd: string | null;
  serviceMinutes: number | null;
  quantity: number | null;
  weightKg: number | null;
  memo: string | null;
};

/**
 * The system administrator's courses (domain-model §5): a consignor's rows of a date turned into a
 * course owned by no company yet. Assigning one copies it, with its stops, into the company as an
 * unassigned course (consignor_id set) and keeps the link here.
 */
export const platformCourses = pgTable(
  'platform_courses',
  {
    id: id(),
    consignorId: uuid('consignor_id')
      .notNull()
      .references(() => consignors.id),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    routeKey: text('route_key'),
    stops: jsonb('stops').$type<PlatformStop[]>().notNull(),
    status: platformCourseStatusEnum('status').notNull().default('unassigned'),
    assignedCompanyId: uuid('assigned_company_id').references(() => companies.id),
    /** The company's course made from this one. */
    assignedCourseId: uuid('assigned_course_id'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    assignedBy: uuid('assigned_by').references(() => users.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('platform_courses_date_idx').on(t.deliveryDate, t.consignorId)],
);
