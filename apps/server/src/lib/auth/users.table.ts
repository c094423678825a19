import {
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../db/columns.ts';
import { optionalCompanyColumn } from '../db/company-column.ts';
import { consignors } from '../tenancy/consignors.table.ts';

export const roleEnum = pgEnum('role', ['system_admin', 'company_admin', 'driver', 'consignor_user']);

/**
 * Everyone who signs in. Company staff and drivers carry companyId, consignor users consignorId.
 * Role and tenant are read from here on every request, so a change applies at once.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    /** The sign-in name; null for a driver registered without one (he signs in by a login code). */
    email: text('email'),
    name: text('name').notNull(),
    phone: text('phone'),
    role: roleEnum('role').notNull(),
    companyId: optionalCompanyColumn(),
    consignorId: uuid('consignor_id').references(() => consignors.id),
    /** argon2id; null for users who sign in only by link or an external provider. */
    passwordHash: text('password_hash'),
    /** Subject at an external identity provider, when one is configured. */
    externalSubject: text('external_subject'),
    active: boolean('active').notNull().default(true),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    /**
     * ID tokens issued before this instant (compared in whole seconds with their iat) no longer open a
     * session: set when the password changes, so the other sessions end within their next request.
     */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_external_subject_uq').on(t.externalSubject),
    index('users_company_idx').on(t.companyId),
    // Target of composite foreign keys (company_id, user_id), e.g. a driver's sign-in user.
    unique('users_company_id_uq').on(t.companyId, t.id),
    index('users_consignor_idx').on(t.consignorId),
  ],
);
