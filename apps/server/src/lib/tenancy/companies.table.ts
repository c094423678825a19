import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../db/columns.ts';

/** The tenant: a transport company (運送会社). */
export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  nameKana: text('name_kana'),
  zipCode: text('zip_code'),
  address1: text('address1'),
  address2: text('address2'),
  phone: text('phone'),
  invoiceRegistrationNumber: text('invoice_registration_number'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
