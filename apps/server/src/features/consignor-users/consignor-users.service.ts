import {
  type ConsignorUser,
  type ConsignorUserCreateValues,
  type ConsignorUserListFilter,
  type ConsignorUserValues,
  type consignorUserSortKeys,
  DUPLICATE_EMAIL,
  SELF_DEACTIVATION,
  searchKey,
} from '@rikuun/contract';
import { and, count, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import type { Ctx } from '../../lib/context.ts';
import type { Tx } from '../../lib/db/db.ts';
import { conflictOnUnique } from '../../lib/db/errors.ts';
import { listPage, type SortColumns, tableChanged } from '../../lib/db/list-page.ts';
import { likeContains } from '../../lib/db/pagination.ts';
import { forbidden, notFound, validationFailed } from '../../lib/http/errors.ts';
import { fieldConflict, fieldError } from '../../lib/http/field-error.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';
import { normalizeEmail } from '../auth/auth.service.ts';
import { sendSignInLink } from '../auth/sign-in-links.ts';
import { emailInUse } from '../users/email-in-use.ts';

const LABEL = '荷主ユーザー';

/**
 * The consignor users the caller manages: a consignor user his own consignor's (from the signed-in
 * user, whatever the request says), the system administrator every consignor's, or one consignor's
 * when he names it.
 */
function scope(ctx: Ctx, consignorId?: string): SQL {
  if (ctx.user.role === 'consignor_user') {
    // A consignor user without a consignor (never made by the API) manages no one.
    if (!ctx.user.consignorId) return sql`false`;
    return and(eq(users.role, 'consignor_user'), eq(users.consignorId, ctx.user.consignorId)) as SQL;
  }
  return and(
    eq(users.role, 'consignor_user'),
    consignorId === undefined ? undefined : eq(users.consignorId, consignorId),
  ) as SQL;
}

const columns = {
  id: users.id,
  consignorId: sql<string>`${users.consignorId}`,
  consignorName: consignors.name,
  name: users.name,
  email: users.email,
  phone: users.phone,
  active: users.active,
  lastSignedInAt: users.lastSignedInAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
const selectUsers = (db: Ctx['db']) =>
  db.select(columns).from(users).innerJoin(consignors, eq(consignors.id, users.consignorId)).$dynamic();

type Row = Awaited<ReturnType<typeof selectUsers>>[number];

function toConsignorUser(row: Row): ConsignorUser {
  return {
    ...row,
    // Consignor users are always made with an address (only drivers may lack one).
    email: row.email ?? '',
    lastSignedInAt: row.lastSignedInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Name, email and phone as one search key per line (see the contract's searchKey). */
const searchText = sql`lower(regexp_replace(normalize(${users.name} || E'\n' || ${users.email} || E'\n' || coalesce(${users.phone}, ''), NFKC), '\\s', '', 'g'))`;

const sorts: SortColumns<(typeof consignorUserSortKeys)[number]> = {
  name: users.name,
  email: users.email,
  lastSignedInAt: users.lastSignedInAt,
  createdAt: users.createdAt,
};

export async function listConsignorUsers(ctx: Ctx, query: ConsignorUserListFilter) {
  const { data, total } = await listPage({
    table: users,
    select: selectUsers(ctx.db),
    count: ctx.db.select({ total: count() }).from(users).$dynamic(),
    where: and(
      scope(ctx, query.consignorId),
      query.q ? like(searchText, likeContains(searchKey(query.q))) : undefined,
      query.active === undefined ? undefined : eq(users.active, query.active),
    ),
    sort: query.sort,
    sorts,
    defaultSort: 'name',
    tieBreaker: users.id,
    query,
  });
  return { data: data.map(toConsignorUser), total };
}

async function findUser(ctx: Ctx, db: Ctx['db'] | Tx, id: string): Promise<ConsignorUser> {
  const [row] = await selectUsers(db)
    .where(and(scope(ctx), eq(users.id, id)))
    .limit(1);
  if (!row) throw notFound(LABEL);
  return toConsignorUser(row);
}

export const getConsignorUser = (ctx: Ctx, id: string) => findUser(ctx, ctx.db, id);

const duplicateEmail = () => fieldConflict('email', DUPLICATE_EMAIL);

async function checkEmail(ctx: Ctx, email: string, exceptId?: string) {
  if (await emailInUse(ctx.db, email, exceptId)) throw duplicateEmail();
}

/** A race past the pre-check still meets the unique index: the same 409 at `email`. */
const uniqueGuard = <T>(write: () => Promise<T>) => conflictOnUnique(write, duplicateEmail);

/** The consignor a new user joins: the signed-in consignor user's own, or the one the administrator named. */
async function targetConsignor(ctx: Ctx, requested: string | undefined): Promise<string> {
  if (ctx.user.role === 'consignor_user') {
    if (!ctx.user.consignorId) throw forbidden();
    return ctx.user.consignorId;
  }
  if (!requested) throw fieldError('consignorId', 'required', '荷主を選択してください');
  const [found] = await ctx.db
    .select({ id: consignors.id })
    .from(consignors)
    .where(eq(consignors.id, requested))
    .limit(1);
  if (!found) throw fieldError('consignorId', 'exists', '指定された荷主が見つかりません');
  return found.id;
}

/**
 * Adds a consignor user and mails the invitation, in one transaction: no user without his mail, no
 * mail for a user that was not saved. An inactive new user gets no mail (he may not sign in yet).
 */
export async function createConsignorUser(
  ctx: Ctx,
  input: ConsignorUserCreateValues,
): Promise<ConsignorUser> {
  const consignorId = await targetConsignor(ctx, input.consignorId);
  const email = normalizeEmail(input.email);
  await checkEmail(ctx, email);
  const created = await uniqueGuard(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email,
          name: input.name,
          phone: input.phone,
          active: input.active,
          role: 'consignor_user',
          consignorId,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('consignor user not created');
      if (input.active) await sendSignInLink({ ...ctx, db: tx }, row.id, 'invitation');
      return findUser(ctx, tx, row.id);
    }),
  );
  tableChanged(users);
  return created;
}

export async function updateConsignorUser(
  ctx: Ctx,
  id: string,
  input: ConsignorUserValues,
): Promise<ConsignorUser> {
  await findUser(ctx, ctx.db, id);
  // Locking oneself out would leave a consignor possibly without anyone to manage its users.
  if (id === ctx.user.id && !input.active) throw fieldError('active', 'self', SELF_DEACTIVATION);
  const email = normalizeEmail(input.email);
  await checkEmail(ctx, email, id);
  const updated = await uniqueGuard(async () => {
    const [row] = await ctx.db
      .update(users)
      .set({ name: input.name, email, phone: input.phone, active: input.active })
      .where(and(scope(ctx), eq(users.id, id)))
      .returning({ id: users.id });
    if (!row) throw notFound(LABEL);
    return findUser(ctx, ctx.db, row.id);
  });
  tableChanged(users);
  return updated;
}

/**
 * 「ログイン用リンクを送信」 to several users: every id must be one the caller manages (404 otherwise)
 * and active (400 at its place in `ids`); then all mails are queued together, or none.
 */
export async function sendConsignorLoginMail(ctx: Ctx, ids: readonly string[]): Promise<{ sent: number }> {
  const unique = [...new Set(ids)];
  const found = await ctx.db
    .select({ id: users.id, active: users.active })
    .from(users)
    .where(and(scope(ctx), inArray(users.id, unique)));
  if (found.length !== unique.length) throw notFound(LABEL);
  const inactive = new Set(found.filter((u) => !u.active).map((u) => u.id));
  const index = ids.findIndex((id) => inactive.has(id));
  if (index >= 0) {
    // Nested like the input: the array's item by its index (design §3).
    throw validationFailed([
      {
        property: 'ids',
        children: [
          {
            property: String(index),
            constraints: {
              active: '無効のユーザーにはログイン用リンクを送信できません。有効にしてから送信してください',
            },
            children: [],
          },
        ],
      },
    ]);
  }
  await ctx.db.transaction(async (tx) => {
    for (const id of unique) await sendSignInLink({ ...ctx, db: tx }, id, 'login');
  });
  return { sent: unique.length };
}
