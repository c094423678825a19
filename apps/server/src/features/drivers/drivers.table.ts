import { employmentTypes, licenseClasses } from '@rikuun/contract';
import { boolean, date, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, deletedAt, isLive, rowId, updatedAt, version } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { searchTextOf } from '../../lib/db/search-text.ts';
import { groups } from '../groups/groups.table.ts';

export const employmentTypeEnum = pgEnum('employment_type', employmentTypes);
export const licenseClassEnum = pgEnum('license_class', licenseClasses);

/**
 * A driver of a company: an employee or a contractor (委託). Signs in through the linked user, whose
 * email is the driver's and whose active flag follows the driver's status.
 */
export const drivers = pgTable(
  'drivers',
  {
    id: rowId(),
    companyId: companyColumn(),
    // Both reference (company_id, id) of their table: the user and group are the driver's company's.
    userId: uuid('user_id'),
    groupId: uuid('group_id'),
    name: text('name').notNull(),
    nameKana: text('name_kana'),
    phone: text('phone'),
    employmentType: employmentTypeEnum('employment_type').notNull().default('employee'),
    birthDate: date('birth_date', { mode: 'string' }),
    zipCode: text('zip_code'),
    address1: text('address1'),
    address2: text('address2'),
    hiredOn: date('hired_on', { mode: 'string' }),
    /** 運転者に選任された日 and, on leaving, 解任の理由 (運転者台帳, 輸送安全規則 第9条の5). */
    appointedOn: date('appointed_on', { mode: 'string' }),
    leftOn: date('left_on', { mode: 'string' }),
    leftReason: text('left_reason'),
    licenseNumber: text('license_number'),
    licenseClass: licenseClassEnum('license_class'),
    /** 免許の条件 as on the licence (眼鏡等, AT限定 …; 「なし」 when it has none). */
    licenseConditions: text('license_conditions'),
    /** 健康状態 as the 台帳 records it (the checkups themselves are health_checkups). */
    healthCondition: text('health_condition'),
    memo: text('memo'),
    /** status active|inactive in the API; kept in step with users.active by the status change. */
    active: boolean('active').notNull().default(true),
    /** When the latest invitation mail was queued (invitationStatus 'sent' until the user signs in). */
    invitationSentAt: timestamp('invitation_sent_at', { withTimezone: true }),
    /**
     * What the list's search (q) matches besides the user's email: name, kana, phone as typed and
     * the phone's digits, one per line so a term never spans two fields.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        searchTextOf(
          ['name', 'name_kana', 'phone'],
          ["regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')"],
        ),
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('drivers_company_idx').on(t.companyId),
    index('drivers_user_idx').on(t.userId),
    // Target of composite foreign keys (company_id, driver_id) from the company's other records.
    companyPrimaryKey('drivers_pkey', t),
    companyForeignKey('drivers_user_fk', t, t.userId, users),
    companyForeignKey('drivers_group_fk', t, t.groupId, groups),
    index('drivers_list_kana_idx').on(t.companyId, t.nameKana, t.id).where(isLive(t)),
    index('drivers_list_group_idx').on(t.companyId, t.groupId, t.nameKana, t.id).where(isLive(t)),
    index('drivers_search_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(isLive(t)),
  ],
);
