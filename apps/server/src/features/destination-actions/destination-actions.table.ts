import { destinationActionTypes } from '@rikuun/contract';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, rowId } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { courses } from '../courses/courses.table.ts';
import { destinations } from '../destinations/destinations.table.ts';

export const destinationActionTypeEnum = pgEnum('destination_action_type', destinationActionTypes);

/** 作業実績: what happened at a stop, when and where. Staff may delete one to correct the record. */
export const destinationActions = pgTable(
  'destination_actions',
  {
    id: rowId(),
    companyId: companyColumn(),
    destinationId: uuid('destination_id').notNull(),
    /** The destination's course, stored so a course's actions read without a join. */
    courseId: uuid('course_id').notNull(),
    type: destinationActionTypeEnum('type').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    memo: text('memo'),
    /** Why a stop ended undelivered (持戻り, 再配達依頼, 一部配達, 受取拒否; a 不在 may say). */
    reason: text('reason'),
    /** 再配達依頼: when the consignee wants the parcel. */
    redeliveryAt: timestamp('redelivery_at', { withTimezone: true }),
    /** 一部配達: how many pieces were handed over. */
    deliveredQuantity: integer('delivered_quantity'),
    /** The phone's own id of the record: a retried post finds the first one. */
    clientActionId: uuid('client_action_id'),
    recordedBy: uuid('recorded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // Target of composite foreign keys (proof files): only the company's own actions.
    companyPrimaryKey('destination_actions_pkey', t),
    companyForeignKey('destination_actions_destination_fk', t, t.destinationId, destinations).onDelete(
      'cascade',
    ),
    companyForeignKey('destination_actions_course_fk', t, t.courseId, courses),
    index('destination_actions_destination_idx').on(t.companyId, t.destinationId, t.at),
    index('destination_actions_course_idx').on(t.companyId, t.courseId, t.at),
    uniqueIndex('destination_actions_client_id_uq')
      .on(t.companyId, t.clientActionId)
      .where(sql`${t.clientActionId} is not null`),
  ],
);
