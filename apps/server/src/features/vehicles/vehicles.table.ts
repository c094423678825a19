import { fuelTypes, ownershipTypes, vehicleClasses } from '@rikuun/contract';
import { boolean, date, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, isLive, rowId, updatedAt, version } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { searchTextOf } from '../../lib/db/search-text.ts';
import { bases } from '../bases/bases.table.ts';

export const vehicleClassEnum = pgEnum('vehicle_class', vehicleClasses);
export const fuelTypeEnum = pgEnum('fuel_type', fuelTypes);
export const ownershipEnum = pgEnum('vehicle_ownership', ownershipTypes);

export const vehicles = pgTable(
  'vehicles',
  {
    id: rowId(),
    companyId: companyColumn(),
    registrationNumber: text('registration_number').notNull(),
    name: text('name'),
    vehicleClass: vehicleClassEnum('vehicle_class').notNull(),
    maxLoadKg: integer('max_load_kg'),
    /** 車両総重量 (kg): with maxLoadKg, whether the 日報 records 積載状況 (8 t and over). */
    grossWeightKg: integer('gross_weight_kg'),
    inspectionExpiresOn: date('inspection_expires_on', { mode: 'string' }),
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }),
    // (company_id, base_id) references bases(company_id, id): a base of another company cannot be set.
    baseId: uuid('base_id'),
    /**
     * The base's name, kept by database triggers (migration vehicle_base_name) when the vehicle's base
     * changes or the base is renamed: the list shows and sorts by it without a join.
     */
    baseName: text('base_name'),
    maker: text('maker'),
    model: text('model'),
    fuelType: fuelTypeEnum('fuel_type'),
    ownership: ownershipEnum('ownership').notNull().default('owned'),
    firstRegisteredOn: date('first_registered_on', { mode: 'string' }),
    memo: text('memo'),
    active: boolean('active').notNull().default(true),
    /** The latest maintenance date, kept by the maintenance writes in their transaction (lists sort by it). */
    lastMaintainedOn: date('last_maintained_on', { mode: 'string' }),
    /** What the list's search (q) matches, one field per line so a term never spans two fields. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchTextOf(['registration_number', 'name', 'maker'])),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    // A registration number is unique among a company's current vehicles; a deleted one may be reused.
    uniqueIndex('vehicles_company_registration_uq').on(t.companyId, t.registrationNumber).where(isLive(t)),
    // Target of composite foreign keys (company_id, vehicle_id) from the company's other records.
    companyPrimaryKey('vehicles_pkey', t),
    companyForeignKey('vehicles_base_fk', t, t.baseId, bases),
    // One index per list order (sort key, then the id tie-breaker), so a page reads one page of rows.
    index('vehicles_list_registration_idx').on(t.companyId, t.registrationNumber, t.id).where(isLive(t)),
    index('vehicles_list_name_idx').on(t.companyId, t.name, t.id).where(isLive(t)),
    index('vehicles_list_class_idx').on(t.companyId, t.vehicleClass, t.id).where(isLive(t)),
    index('vehicles_list_inspection_idx').on(t.companyId, t.inspectionExpiresOn, t.id).where(isLive(t)),
    index('vehicles_list_maintained_idx').on(t.companyId, t.lastMaintainedOn, t.id).where(isLive(t)),
    index('vehicles_list_base_name_idx').on(t.companyId, t.baseName, t.id).where(isLive(t)),
    index('vehicles_list_base_idx').on(t.companyId, t.baseId, t.registrationNumber, t.id).where(isLive(t)),
    // Trigram index: `like '%term%'` on the search key without reading every row (pg_trgm).
    index('vehicles_search_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(isLive(t)),
  ],
);
