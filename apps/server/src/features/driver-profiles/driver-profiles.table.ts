import type { JpAccountType } from '@rikuun/contract';
import { boolean, date, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, updatedAt } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { fileLinkTable } from '../../lib/storage/file-link-table.ts';
import { drivers } from '../drivers/drivers.table.ts';

/** 職種: a platform-wide master list, seeded at start (job-types.master.ts). */
export const jobTypes = pgTable('job_types', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** 詳細プロフィール: at most one per driver; (company_id, driver_id) keeps it in the driver's company. */
export const driverProfiles = pgTable(
  'driver_profiles',
  {
    id: rowId(),
    companyId: companyColumn(),
    driverId: uuid('driver_id').notNull(),
    jobTypeId: uuid('job_type_id').references(() => jobTypes.id),
    driverLicenseExpired: date('driver_license_expired', { mode: 'string' }),
    invoiceRegistrationNumber: text('invoice_registration_number'),
    hasEtcCard: boolean('has_etc_card').notNull().default(false),
    etcCardExpired: date('etc_card_expired', { mode: 'string' }),
    hasFuelCard: boolean('has_fuel_card').notNull().default(false),
    fuelCardExpired: date('fuel_card_expired', { mode: 'string' }),
    issuedItemsText: text('issued_items_text'),
    availableFrom: text('available_from'),
    availableUntil: text('available_until'),
    memo: text('memo'),
    bankName: text('bank_name'),
    bankCode: text('bank_code'),
    branchName: text('branch_name'),
    branchCode: text('branch_code'),
    // Text, not an enum type: company settings keep the same codes; the contract checks them.
    jpAccountType: text('jp_account_type').$type<JpAccountType>(),
    accountNumber: text('account_number'),
    accountHolder: text('account_holder'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyPrimaryKey('driver_profiles_pkey', t),
    unique('driver_profiles_driver_uq').on(t.companyId, t.driverId),
    companyForeignKey('driver_profiles_driver_fk', t, t.driverId, drivers),
  ],
);

/** The profile's photos (licence, the driver ...), hung on the driver so they need no profile id. */
export const driverProfileImages = fileLinkTable(
  'driver_profile_images',
  { table: drivers, key: 'driverId' },
  { primaryKeyName: 'driver_profile_images_driver_id_file_id_pk' },
);
