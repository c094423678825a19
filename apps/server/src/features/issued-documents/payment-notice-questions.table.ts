import { paymentNoticeQuestionSides } from '@rikuun/contract';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, rowId } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { issuedDocuments } from './issued-documents.table.ts';

export const paymentNoticeQuestionSideEnum = pgEnum(
  'payment_notice_question_side',
  paymentNoticeQuestionSides,
);

/**
 * 支払通知書への問い合わせ (decision 075): the contractor's questions and the office's answers on one
 * notice (version), kept with it like the document (never edited or deleted; change history on).
 * read_at: when the other side first read the thread after it.
 */
export const paymentNoticeQuestions = pgTable(
  'payment_notice_questions',
  {
    id: rowId(),
    companyId: companyColumn(),
    documentId: uuid('document_id').notNull(),
    side: paymentNoticeQuestionSideEnum('side').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    companyPrimaryKey('payment_notice_questions_pkey', t),
    companyForeignKey('payment_notice_questions_document_fk', t, t.documentId, issuedDocuments),
    index('payment_notice_questions_document_idx').on(t.companyId, t.documentId, t.createdAt),
  ],
);
