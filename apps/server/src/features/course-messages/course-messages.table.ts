import { courseMessageSides } from '@rikuun/contract';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, rowId } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { fileLinkTable } from '../../lib/storage/file-link-table.ts';
import { courses } from '../courses/courses.table.ts';

export const courseMessageSideEnum = pgEnum('course_message_side', courseMessageSides);

/**
 * コースのメッセージ (decision 065): between the office and the course's driver, kept with the course
 * (a deleted course keeps them). read_at: when the other side first read the thread after it.
 */
export const courseMessages = pgTable(
  'course_messages',
  {
    id: rowId(),
    companyId: companyColumn(),
    courseId: uuid('course_id').notNull(),
    side: courseMessageSideEnum('side').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    body: text('body'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    companyPrimaryKey('course_messages_pkey', t),
    companyForeignKey('course_messages_course_fk', t, t.courseId, courses),
    index('course_messages_course_idx').on(t.companyId, t.courseId, t.createdAt),
    // The office's unread: the alert and the badge read only these rows.
    index('course_messages_unread_idx').on(t.companyId, t.side, t.courseId).where(sql`${t.readAt} is null`),
  ],
);

/** The photos of a message, in the order attached. */
export const courseMessageImages = fileLinkTable('course_message_images', {
  table: courseMessages,
  key: 'messageId',
  onDelete: 'cascade',
});
