import type { LoginCode } from '@rikuun/contract';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { signInLinks } from '../../lib/auth/auth.table.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { keepVersion } from '../../lib/db/columns.ts';
import { withActor } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { badRequest, notFound } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { issueLoginCode } from '../auth/login-codes.ts';
import { sendSignInLink } from '../auth/sign-in-links.ts';
import { companyDrivers, companyUsers, getDriver } from './driver-rows.ts';
import { drivers } from './drivers.table.ts';

/**
 * Queues an invitation (a new one-time link; older unused ones stop working) in the caller's
 * transaction, and records when it was sent.
 */
export async function sendInvitation(w: CompanyCtx & { db: Tx }, driverId: string, userId: string) {
  await sendSignInLink(w, userId, 'invitation');
  // Bookkeeping, not an edit: a driver form open meanwhile stays current.
  await companyDrivers(w).update(driverId, { invitationSentAt: w.clock(), ...keepVersion });
}

const NO_USER = 'このドライバーにはメールアドレスが登録されていません。編集画面で登録してください。';
const NO_EMAIL =
  'このドライバーにはメールアドレスが登録されていません。編集画面で登録するか、ログインコードを発行してください。';

/** 招待メールを再送: a new invitation link; the one mailed before stops working. */
export async function resendInvitationMail(ctx: CompanyCtx, id: string) {
  const driver = await companyDrivers(ctx).findOr404(id);
  const userId = driver.userId;
  if (!userId) throw badRequest(NO_USER);
  if (!driver.active) throw badRequest('無効のドライバーには招待メールを送信できません。');
  if (!(await userEmail(ctx, userId))) throw badRequest(NO_EMAIL);
  return withActor(ctx, async (w) => {
    await sendInvitation(w, driver.id, userId);
    return getDriver(w, driver.id);
  });
}

/**
 * 「ログイン用メールを送信」 to several drivers at once: all of them or none. Another company's (or an
 * unknown) id answers 404 for the whole request, an inactive driver 400 at `ids`.
 */
export async function sendLoginMail(ctx: CompanyCtx, ids: string[]): Promise<{ sent: number }> {
  const wanted = [...new Set(ids)];
  const rows = await ctx.db
    .select({
      id: drivers.id,
      name: drivers.name,
      userId: drivers.userId,
      active: drivers.active,
      email: users.email,
    })
    .from(drivers)
    .leftJoin(users, eq(users.id, drivers.userId))
    .where(companyDrivers(ctx).where(inArray(drivers.id, wanted)));
  if (rows.length !== wanted.length) throw notFound('ドライバー');
  const refused = rows.filter((d) => !d.active || !d.userId || !d.email);
  if (refused.length > 0) {
    throw fieldError(
      'ids',
      'active',
      `無効またはメールアドレス未登録のドライバーには送信できません（${refused.map((d) => d.name).join('、')}）`,
    );
  }
  await withActor(ctx, async (w) => {
    for (const row of rows) if (row.userId) await sendSignInLink(w, row.userId, 'login');
  });
  return { sent: rows.length };
}

/** Every unused sign-in link of the user stops working now. */
export async function expireUnusedLinks(tx: Tx, userId: string, now: Date) {
  await tx
    .update(signInLinks)
    .set({ expiresAt: now })
    .where(and(eq(signInLinks.userId, userId), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, now)));
}

async function userEmail(ctx: CompanyCtx, userId: string): Promise<string | null> {
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/**
 * 「ログインコードを発行」: a single-use code for the driver to sign in with (meant for drivers without
 * an address, usable by any). A driver record without a user gets one first. Inactive: 400.
 */
export async function issueDriverLoginCode(ctx: CompanyCtx, id: string): Promise<LoginCode> {
  const driver = await companyDrivers(ctx).findOr404(id);
  if (!driver.active) throw badRequest('無効のドライバーにはログインコードを発行できません。');
  return withActor(ctx, async (w) => {
    let userId = driver.userId;
    if (!userId) {
      const user = await companyUsers(w).insert({ email: null, name: driver.name, role: 'driver' });
      await companyDrivers(w).update(driver.id, { userId: user.id, ...keepVersion });
      userId = user.id;
    }
    return issueLoginCode(w.db, userId, w.clock());
  });
}
