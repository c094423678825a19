import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../db/columns.ts';

/** A shipper (荷主) on the platform, with its own users. */
export const consignors = pgTable('consignors', {
  id: id(),
  name: text('name').notNull(),
  nameKana: text('name_kana'),
  zipCode: text('zip_code'),
  address1: text('address1'),
  address2: text('address2'),
  phone: text('phone'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
