import { courseOfferStatuses, offerAudiences } from '@rikuun/contract';
import { sql } from 'drizzle-orm';
import {
  date,
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
import { createdAt, rowId, updatedAt } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';
import { clients } from '../clients/clients.table.ts';
import { feeTypeEnum } from '../contracts/contracts.table.ts';

export const courseOfferStatusEnum = pgEnum('course_offer_status', courseOfferStatuses);
export const offerAudienceEnum = pgEnum('offer_audience', offerAudiences);

/**
 * 傭車依頼 (domain-model §5): a company offers one of its courses to the other companies for a fee.
 * Accepting moves the course into the accepting company; the row stays with both companies' names, the
 * fee and the dates, as the offering company's 実運送体制管理簿. The course id has no foreign key: the
 * course changes company on acceptance, so what the register needs is copied here.
 */
export const courseOffers = pgTable(
  'course_offers',
  {
    id: rowId(),
    companyId: companyColumn(),
    courseId: uuid('course_id').notNull(),
    courseName: text('course_name').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    consignorId: uuid('consignor_id').references(() => consignors.id),
    /** Client name as the offering company knows it (the goods' owner on the register). */
    clientName: text('client_name'),
    destinationCount: integer('destination_count').notNull(),
    /** 傭車料, yen. */
    fee: integer('fee').notNull(),
    message: text('message'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: courseOfferStatusEnum('status').notNull().default('open'),
    /** partners: only the companies on the offering company's 傭車先 list see it (decision 065). */
    audience: offerAudienceEnum('audience').notNull().default('all'),
    acceptedCompanyId: uuid('accepted_company_id').references(() => companies.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** 運送契約の内容 (the 書面 prints them); null only on offers made before they were recorded. */
    cargo: text('cargo'),
    fromArea: text('from_area'),
    toArea: text('to_area'),
    incidentalWork: text('incidental_work'),
    incidentalFee: integer('incidental_fee').notNull().default(0),
    fuelSurcharge: integer('fuel_surcharge').notNull().default(0),
    paymentDueOn: date('payment_due_on', { mode: 'string' }),
    /**
     * The chain (実運送体制管理簿): the accepted offer by which the offering company got the course
     * (null for the 元請's own offer), the first offer's id (its own for the first) and the 請負階層
     * the accepting company takes.
     */
    // No foreign key: the parent offer is another company's row (a Citus cluster cannot check a
    // reference between two companies' shards). Offers are never deleted, so the id stays valid.
    parentOfferId: uuid('parent_offer_id'),
    chainId: uuid('chain_id').notNull(),
    tier: integer('tier').notNull().default(1),
    /**
     * 傭車の請求 (decision 058): on acceptance, what the offering company bills its own client for the
     * course it no longer runs, from the course's contract as planned (quantity by fee type). Null
     * amount: nothing to bill (no contract) or a quantity the plan cannot give (距離建, 時間建 without
     * planned times): staff bill it as an 調整額.
     */
    billedClientId: uuid('billed_client_id'),
    billedContractName: text('billed_contract_name'),
    billedFeeType: feeTypeEnum('billed_fee_type'),
    billedQuantity: doublePrecision('billed_quantity'),
    billedUnitPrice: integer('billed_unit_price'),
    billedAmount: integer('billed_amount'),
    billedTaxRate: integer('billed_tax_rate'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyPrimaryKey('course_offers_pkey', t),
    // One open offer per course at a time.
    uniqueIndex('course_offers_open_course_uq').on(t.companyId, t.courseId).where(sql`${t.status} = 'open'`),
    index('course_offers_open_idx').on(t.status, t.expiresAt),
    index('course_offers_company_idx').on(t.companyId, t.deliveryDate),
    index('course_offers_accepted_idx').on(t.acceptedCompanyId, t.deliveryDate),
    index('course_offers_chain_idx').on(t.chainId, t.tier),
    companyForeignKey('course_offers_billed_client_fk', t, t.billedClientId, clients),
    index('course_offers_billed_idx').on(t.companyId, t.billedClientId, t.deliveryDate),
  ],
);
