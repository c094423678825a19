import { documentKinds, issuedDocumentKinds, questionStatuses } from '@rikuun/contract';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, rowId } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { files } from '../../lib/storage/files.table.ts';
import { clients } from '../clients/clients.table.ts';
import { drivers } from '../drivers/drivers.table.ts';

export const issuedDocumentKindEnum = pgEnum('issued_document_kind', issuedDocumentKinds);
/** 請求書 / 返還請求書, 支払通知書 / 相殺通知書, 運送契約書面: the kind as issued (電帳法 search). */
export const documentKindEnum = pgEnum('document_kind', documentKinds);
/** A payment notice's question: 問い合わせ中 (open) until the office answers (decision 075). */
export const questionStatusEnum = pgEnum('question_status', questionStatuses);

type TaxBreakdownRow = { taxRate: number; taxableAmount: number; taxAmount: number; totalAmount: number };

/**
 * 発行済み書類 (電子帳簿保存法): every invoice, payment notice and 運送契約書面 issued, with the PDF as issued.
 * Searchable by issue date, amount and counterparty; kept 7 years; never edited or deleted. Reissuing
 * the same counterparty and month adds a version and marks the earlier one superseded.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: rowId(),
    companyId: companyColumn(),
    kind: issuedDocumentKindEnum('kind').notNull(),
    documentKind: documentKindEnum('document_kind').notNull(),
    /** INV-2026-000001 / PN-2026-000001; the same across a document's versions. */
    documentNumber: text('document_number').notNull(),
    version: integer('version').notNull().default(1),
    accountingMonth: text('accounting_month').notNull(),
    clientId: uuid('client_id'),
    driverId: uuid('driver_id'),
    /**
     * 運送契約書面: the accepted offer it documents (shared by two companies, so no company key: each
     * company keeps its own copy under its own number). No foreign key: for the accepting company the
     * offer is another company's row, which a Citus cluster cannot check; offers are never deleted.
     */
    courseOfferId: uuid('course_offer_id'),
    /** The counterparty's name as printed, kept even if the client or driver is renamed later. */
    counterpartyName: text('counterparty_name').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    taxableAmount: integer('taxable_amount').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    /** What the document asks or promises to pay (tax included, with 立替金). */
    totalAmount: integer('total_amount').notNull(),
    taxBreakdown: jsonb('tax_breakdown').$type<TaxBreakdownRow[]>().notNull(),
    fileId: uuid('file_id').notNull(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    /** Payment notices: the driver's confirmation (仕入明細書 確認). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by').references(() => users.id),
    /** Payment notices: open from the contractor's question until answered; null when nobody asked. */
    questionStatus: questionStatusEnum('question_status'),
    issuedBy: uuid('issued_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    companyPrimaryKey('issued_documents_pkey', t),
    unique('issued_documents_number_version_uq').on(t.companyId, t.documentNumber, t.version),
    companyForeignKey('issued_documents_client_fk', t, t.clientId, clients),
    companyForeignKey('issued_documents_driver_fk', t, t.driverId, drivers),
    companyForeignKey('issued_documents_file_fk', t, t.fileId, files),
    // One current version per counterparty and month.
    uniqueIndex('issued_documents_current_uq')
      .on(
        t.companyId,
        t.kind,
        sql`coalesce(${t.clientId}, ${t.driverId}, ${t.courseOfferId})`,
        t.accountingMonth,
      )
      .where(sql`${t.supersededAt} is null`),
    index('issued_documents_issued_on_idx').on(t.companyId, t.issuedOn),
    index('issued_documents_amount_idx').on(t.companyId, t.totalAmount),
    index('issued_documents_document_kind_idx').on(t.companyId, t.documentKind, t.issuedOn),
    // The open questions: the alert and the list's filter read only these rows.
    index('issued_documents_open_question_idx')
      .on(t.companyId, t.accountingMonth)
      .where(sql`${t.questionStatus} = 'open'`),
  ],
);

/** The last number used per company, kind and year (one row updated under its own lock). */
export const documentCounters = pgTable(
  'document_counters',
  {
    companyId: companyColumn(),
    kind: issuedDocumentKindEnum('kind').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ name: 'document_counters_pk', columns: [t.companyId, t.kind, t.year] })],
);
