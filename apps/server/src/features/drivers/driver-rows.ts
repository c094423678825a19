import type { Driver, InvitationStatus } from '@rikuun/contract';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { notFound } from '../../lib/http/errors.ts';
import { groups } from '../groups/groups.table.ts';
import { drivers } from './drivers.table.ts';

/** The company's current drivers; another company's driver is simply not found (404). */
export const companyDrivers = (ctx: CompanyCtx) => companyRows(ctx, drivers, 'ドライバー');

/** The driver's sign-in users, written only through the driver (same company by the composite key). */
export const companyUsers = (ctx: CompanyCtx) => companyRows(ctx, users, 'ユーザー');

const { searchText: _search, ...driverColumns } = getTableColumns(drivers);

/** A driver with what the answer shows of its user (email, sign-ins) and its group's name. */
export const selectDrivers = (ctx: CompanyCtx) =>
  ctx.db
    .select({
      ...driverColumns,
      email: users.email,
      passwordSet: sql<boolean>`(${users.passwordHash} is not null)`,
      lastSignInAt: users.lastSignedInAt,
      groupName: groups.name,
    })
    .from(drivers)
    .leftJoin(users, eq(users.id, drivers.userId))
    .leftJoin(groups, eq(groups.id, drivers.groupId))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectDrivers>['execute']>>[number];

/**
 * Derived: accepted once the user has signed in or set a password (the invitation did its job), sent
 * while an invitation mail is out, else not sent.
 */
function invitationStatusOf(row: Row): InvitationStatus {
  if (row.passwordSet || row.lastSignInAt) return 'accepted';
  return row.invitationSentAt ? 'sent' : 'not_sent';
}

export function toDriver(row: Row): Driver {
  const {
    companyId: _c,
    userId: _u,
    deletedAt: _d,
    passwordSet: _p,
    active,
    invitationSentAt,
    lastSignInAt,
    createdAt,
    updatedAt,
    ...rest
  } = row;
  return {
    ...rest,
    status: active ? 'active' : 'inactive',
    invitationStatus: invitationStatusOf(row),
    invitationSentAt: invitationSentAt?.toISOString() ?? null,
    lastSignInAt: lastSignInAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export async function getDriver(ctx: CompanyCtx, id: string): Promise<Driver> {
  const [row] = await selectDrivers(ctx)
    .where(companyDrivers(ctx).where(eq(drivers.id, id)))
    .limit(1);
  if (!row) throw notFound('ドライバー');
  return toDriver(row);
}
