import { courseStatuses } from '@rikuun/contract';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, isLive, rowId, updatedAt, version } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { searchTextOf } from '../../lib/db/search-text.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';
import { bases } from '../bases/bases.table.ts';
import { clients } from '../clients/clients.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { smsBatches } from '../sms/sms-batches.table.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';

export const courseStatusEnum = pgEnum('course_status', courseStatuses);

/** コース・便: one vehicle's run on one delivery date, with ordered destinations. */
export const courses = pgTable(
  'courses',
  {
    id: rowId(),
    companyId: companyColumn(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    // Each references (company_id, id) of its table: only the course's own company's records.
    contractId: uuid('contract_id'),
    clientId: uuid('client_id'),
    driverId: uuid('driver_id'),
    vehicleId: uuid('vehicle_id'),
    baseId: uuid('base_id'),
    /** Planned times of day, HH:mm. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    status: courseStatusEnum('status').notNull().default('planned'),
    memo: text('memo'),
    /** Set when the course came from a consignor through the system administrator. */
    consignorId: uuid('consignor_id').references(() => consignors.id),
    /** The course this one was copied or carried over from. */
    sourceCourseId: uuid('source_course_id'),
    /** The outside system's id of a course synced through /sms, and the sync call that created it. */
    externalId: text('external_id'),
    smsBatchId: uuid('sms_batch_id'),
    assignmentNotifiedAt: timestamp('assignment_notified_at', { withTimezone: true }),
    /**
     * Kept by statement triggers on destinations (migrations course_counts, course_carried_over_count),
     * so lists and the 配車表 show 3/12 without counting per row. destinationCount is the stops the
     * course kept: a stop carried over (繰越) counts on its new course, here only in carriedOverCount.
     */
    destinationCount: integer('destination_count').notNull().default(0),
    completedCount: integer('completed_count').notNull().default(0),
    carriedOverCount: integer('carried_over_count').notNull().default(0),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchTextOf(['name'])),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    companyPrimaryKey('courses_pkey', t),
    companyForeignKey('courses_sms_batch_fk', t, t.smsBatchId, smsBatches),
    companyForeignKey('courses_contract_fk', t, t.contractId, contracts),
    companyForeignKey('courses_client_fk', t, t.clientId, clients),
    companyForeignKey('courses_driver_fk', t, t.driverId, drivers),
    companyForeignKey('courses_vehicle_fk', t, t.vehicleId, vehicles),
    companyForeignKey('courses_base_fk', t, t.baseId, bases),
    // The list's orders and the 配車表's week, then one index per filter that narrows by date.
    index('courses_list_date_idx').on(t.companyId, t.deliveryDate, t.id).where(isLive(t)),
    index('courses_list_name_idx').on(t.companyId, t.name, t.id).where(isLive(t)),
    index('courses_list_start_idx').on(t.companyId, t.startTime, t.id).where(isLive(t)),
    index('courses_driver_date_idx').on(t.companyId, t.driverId, t.deliveryDate).where(isLive(t)),
    index('courses_vehicle_date_idx').on(t.companyId, t.vehicleId, t.deliveryDate).where(isLive(t)),
    index('courses_contract_date_idx').on(t.companyId, t.contractId, t.deliveryDate).where(isLive(t)),
    index('courses_client_date_idx').on(t.companyId, t.clientId, t.deliveryDate).where(isLive(t)),
    // A consignor's courses of a date across companies (お届けマップ, its live stream).
    index('courses_consignor_date_idx').on(t.consignorId, t.deliveryDate).where(isLive(t)),
    index('courses_base_idx')
      .on(t.companyId, t.baseId)
      .where(sql`${t.deletedAt} is null and ${t.baseId} is not null`),
    uniqueIndex('courses_external_id_uq')
      .on(t.companyId, t.externalId)
      .where(sql`${t.deletedAt} is null and ${t.externalId} is not null`),
    index('courses_search_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(isLive(t)),
  ],
);
