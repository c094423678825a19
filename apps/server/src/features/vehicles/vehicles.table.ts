import { fuelTypes, ownershipTypes, vehicleClasses } from '@rikuun/contract';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from '../../lib/db/columns.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { bases } from '../bases/bases.table.ts';

export const vehicleClassEnum = pgEnum('vehicle_class', vehicleClasses);
export const fuelTypeEnum = pgEnum('fuel_type', fuelTypes);
export const ownershipEnum = pgEnum('vehicle_ownership', ownershipTypes);

export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    registrationNumber: text('registration_number').notNull(),
    name: text('name'),
    vehicleClass: vehicleClassEnum('vehicle_class').notNull(),
    maxLoadKg: integer('max_load_kg'),
    inspectionExpiresOn: date('inspection_expires_on', { mode: 'string' }),
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }),
    baseId: uuid('base_id').references(() => bases.id),
    maker: text('maker'),
    model: text('model'),
    fuelType: fuelTypeEnum('fuel_type'),
    ownership: ownershipEnum('ownership').notNull().default('owned'),
    firstRegisteredOn: date('first_registered_on', { mode: 'string' }),
    memo: text('memo'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('vehicles_company_idx').on(t.companyId),
    // A registration number is unique among a company's current vehicles; a deleted one may be reused.
    uniqueIndex('vehicles_company_registration_uq')
      .on(t.companyId, t.registrationNumber)
      .where(sql`${t.deletedAt} is null`),
  ],
);
