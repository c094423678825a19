import { PASSWORD_RESET_ACCEPTED } from '@rikuun/contract';
import { and, eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../lib/auth/passwords.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { Ctx, Services } from '../../lib/context.ts';
import { tooManyRequests } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import type { JobKind } from '../../lib/jobs/job-kind.ts';
import { enqueueJob } from '../../lib/jobs/queue.ts';
import type { AttemptCounters } from './attempt-counters.ts';
import { counterKey } from './attempt-counters.ts';
import type { AuthDeps } from './auth.service.ts';
import { normalizeEmail, startSession } from './auth.service.ts';
import { isCommonPassword } from './common-passwords.ts';
import { revokeAllOfUser } from './refresh-tokens.ts';
import { type LinkServices, sendSignInLink } from './sign-in-links.ts';
import type { SignInRateLimiter } from './sign-in-rate-limit.ts';

/** After signing in by a mailed link, the session may set a new password without the old one this long. */
export const LINK_PASSWORD_GRACE_SECONDS = 15 * 60;

/**
 * Changes the password of the signed-in user. The current password is asked for, so that someone at
 * an unlocked session cannot take the account; it may be left out only by a session that signed in by
 * a mailed link within the last 15 minutes (「パスワードをお忘れの方」, invitations) or by a user who
 * has no password yet. Every session of the user ends: refresh tokens are revoked and ID tokens issued
 * before now stop working at their next request (tokens_valid_after). The caller gets a new session.
 */
export async function changePassword(
  ctx: Ctx & { auth: AuthDeps; limiter: SignInRateLimiter },
  input: {
    currentPassword?: string | undefined;
    newPassword: string;
    byLinkAt?: number | undefined;
    ip: string;
  },
) {
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, ctx.user.id))
    .limit(1);
  const now = ctx.clock();
  const linkGrace =
    input.byLinkAt !== undefined && now.getTime() / 1000 - input.byLinkAt <= LINK_PASSWORD_GRACE_SECONDS;
  if (row?.passwordHash && !linkGrace) {
    if (!input.currentPassword) {
      throw fieldError('currentPassword', 'required', '現在のパスワードを入力してください');
    }
    // Guessing the current password from a taken-over session is limited like signing in.
    const limitKey = `password-change\n${ctx.user.id}`;
    await ctx.limiter.attempt(input.ip, limitKey);
    if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
      throw fieldError('currentPassword', 'matches', '現在のパスワードが正しくありません');
    }
    await ctx.limiter.succeeded(input.ip, limitKey);
  }
  if (row?.passwordHash && (await verifyPassword(row.passwordHash, input.newPassword))) {
    throw fieldError('newPassword', 'different', '現在と異なるパスワードを入力してください');
  }
  if (isCommonPassword(input.newPassword)) {
    throw fieldError(
      'newPassword',
      'notCommon',
      'このパスワードはよく使われていて推測されやすいため使用できません。別のパスワードを入力してください',
    );
  }
  const passwordHash = await hashPassword(input.newPassword);
  // Tokens issued up to this millisecond end; the new session's token is dated after it.
  const validAfter = now;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, tokensValidAfter: validAfter })
      .where(eq(users.id, ctx.user.id));
    await revokeAllOfUser(tx, ctx.user.id, now);
  });
  return startSession(ctx.auth, ctx.user.id, { issuedAfter: validAfter });
}

/** Urgent like the mail it sends; its payload (an address someone typed) is dropped once it ran. */
export const PASSWORD_RESET_JOB: JobKind = { type: 'auth.password-reset', priority: 'urgent', secret: true };
const RESET_WINDOW_SECONDS = 60 * 60;
/** Mails per address and hour: more requests are answered alike but send nothing. */
const RESET_MAILS_PER_ADDRESS = 3;
/** Requests per client address and hour, for any addresses: past it, 429. */
const RESET_REQUESTS_PER_IP = 20;

/**
 * 「パスワードをお忘れの方」: queues a job that mails a sign-in link if the address belongs to an active
 * user. The request does the same work whether or not it does (the lookup happens in the job), so its
 * answer and its timing say nothing about which addresses have accounts.
 */
export async function requestPasswordReset(
  deps: Pick<Services, 'db' | 'clock'> & { counters: AttemptCounters },
  input: { email: string; ip: string },
): Promise<{ message: string }> {
  const email = normalizeEmail(input.email);
  const now = deps.clock();
  const perIp = await deps.counters.hit(counterKey('reset', 'ip', input.ip), RESET_WINDOW_SECONDS, now);
  if (perIp.count > RESET_REQUESTS_PER_IP) {
    throw tooManyRequests(Math.max(1, Math.ceil((perIp.resetAt.getTime() - now.getTime()) / 1000)));
  }
  const perAddress = await deps.counters.hit(counterKey('reset', 'email', email), RESET_WINDOW_SECONDS, now);
  if (perAddress.count <= RESET_MAILS_PER_ADDRESS) {
    await enqueueJob(deps.db, PASSWORD_RESET_JOB, { email }, { maxAttempts: 3 });
  }
  return { message: PASSWORD_RESET_ACCEPTED };
}

/** The job: a reset link (it opens the set-password screen) to the address's active user. */
export async function runPasswordResetJob(services: LinkServices, payload: unknown) {
  const email = (payload as { email?: unknown } | null)?.email;
  if (typeof email !== 'string') return;
  const [user] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.active, true)))
    .limit(1);
  if (user) await sendSignInLink(services, user.id, 'reset');
}
