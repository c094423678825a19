import {
  type Driver,
  type DriverListFilter,
  type DriverValues,
  DUPLICATE_EMAIL,
  type driverSortKeys,
  searchKey,
} from '@rikuun/contract';
import { count, eq, like, or } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { withActor } from '../../lib/db/company-rows.ts';
import { conflictOnUnique } from '../../lib/db/errors.ts';
import { listPage, type SortColumns } from '../../lib/db/list-page.ts';
import { likeContains } from '../../lib/db/pagination.ts';
import { fieldConflict, fieldError } from '../../lib/http/field-error.ts';
import { normalizeEmail } from '../auth/auth.service.ts';
import { groupExists } from '../groups/groups.service.ts';
import { groups } from '../groups/groups.table.ts';
import { emailInUse } from '../users/email-in-use.ts';
import { expireUnusedLinks, sendInvitation } from './driver-mail.service.ts';
import { companyDrivers, companyUsers, getDriver, selectDrivers, toDriver } from './driver-rows.ts';
import { drivers } from './drivers.table.ts';

const sorts: SortColumns<(typeof driverSortKeys)[number]> = {
  nameKana: drivers.nameKana,
  name: drivers.name,
  employmentType: drivers.employmentType,
  groupName: groups.name,
  hiredOn: drivers.hiredOn,
  lastSignInAt: users.lastSignedInAt,
};

export async function listDrivers(ctx: CompanyCtx, query: DriverListFilter) {
  const term = query.q ? likeContains(searchKey(query.q)) : undefined;
  const { data, total } = await listPage({
    table: drivers,
    select: selectDrivers(ctx),
    // The email is the user's: the count joins it only to search it.
    count: term
      ? ctx.db
          .select({ total: count() })
          .from(drivers)
          .leftJoin(users, eq(users.id, drivers.userId))
          .$dynamic()
      : ctx.db.select({ total: count() }).from(drivers).$dynamic(),
    where: companyDrivers(ctx).where(
      term ? or(like(drivers.searchText, term), like(users.email, term)) : undefined,
      query.groupId ? eq(drivers.groupId, query.groupId) : undefined,
      query.status ? eq(drivers.active, query.status === 'active') : undefined,
      query.employmentType ? eq(drivers.employmentType, query.employmentType) : undefined,
    ),
    sort: query.sort,
    sorts,
    defaultSort: 'nameKana',
    tieBreaker: drivers.id,
    query,
  });
  return { data: data.map(toDriver), total };
}

export { getDriver };

/** The driver's own fields (the email and the name are also the user's). */
const driverFields = ({ email: _email, ...fields }: DriverValues) => fields;

async function checkReferences(ctx: CompanyCtx, input: DriverValues, exceptUserId?: string | null) {
  if (input.groupId && !(await groupExists(ctx, input.groupId))) {
    throw fieldError('groupId', 'exists', '指定されたグループが見つかりません');
  }
  const email = input.email ? normalizeEmail(input.email) : null;
  if (email && (await emailInUse(ctx.db, email, exceptUserId))) throw duplicateEmail();
}

const duplicateEmail = () => fieldConflict('email', DUPLICATE_EMAIL);

/** A race that passes the pre-check still meets the unique index of users.email: the same 409. */
const emailGuard = <T>(write: () => Promise<T>) => conflictOnUnique(write, duplicateEmail);

/**
 * Creates the driver with a sign-in user (role driver) and queues the invitation mail, all in one
 * transaction: no driver without its mail, no mail for a driver that was not saved. A driver without
 * an address gets his user too, and is signed in by a login code the staff issue.
 */
export async function createDriver(ctx: CompanyCtx, input: DriverValues): Promise<Driver> {
  await checkReferences(ctx, input);
  return emailGuard(() =>
    withActor(ctx, async (w) => {
      const email = input.email ? normalizeEmail(input.email) : null;
      const user = await companyUsers(w).insert({ email, name: input.name, role: 'driver' });
      const driver = await companyDrivers(w).insert({ ...driverFields(input), userId: user.id });
      if (email) await sendInvitation(w, driver.id, user.id);
      return getDriver(w, driver.id);
    }),
  );
}

/**
 * Replaces the driver's fields and its user's name and email. A changed address makes the links
 * already mailed useless (they went to the old, perhaps mistyped, address); an invitation not yet
 * accepted then reads 未送信 until it is sent again.
 */
export async function updateDriver(
  ctx: CompanyCtx,
  id: string,
  input: DriverValues,
  expected?: number,
): Promise<Driver> {
  const driver = await companyDrivers(ctx).findOr404(id);
  await checkReferences(ctx, input, driver.userId);
  const email = input.email ? normalizeEmail(input.email) : null;
  const update = (w: CompanyCtx, changes: Partial<typeof driver>) =>
    companyDrivers(w).updateVersionOr404(id, { ...driverFields(input), ...changes }, expected, getDriver);
  return emailGuard(() =>
    withActor(ctx, async (w) => {
      const userId = driver.userId;
      if (userId) {
        const [before] = await w.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
        const emailChanged = before !== undefined && before.email !== email;
        // The driver first: a stale version answers with the driver (and its user) as they were.
        await update(w, emailChanged ? { invitationSentAt: null } : {});
        if (emailChanged) await expireUnusedLinks(w.db, userId, w.clock());
        await companyUsers(w).update(userId, { email, name: input.name });
      } else {
        // A record made before drivers had users gets one now (invited by 招待メールを送信).
        const user = await companyUsers(w).insert({
          email,
          name: input.name,
          role: 'driver',
          active: driver.active,
        });
        await update(w, { userId: user.id });
      }
      return getDriver(w, id);
    }),
  );
}
