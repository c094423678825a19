import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { signInLinks } from '../../lib/auth/auth.table.ts';
import { companyOfUser } from '../../lib/auth/sign-in-allowed.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { Services } from '../../lib/context.ts';
import type { Db } from '../../lib/db/db.ts';
import { badRequest, notFound } from '../../lib/http/errors.ts';
import { hasSmtp } from '../../lib/mail/index.ts';
import { queueMail, SIGN_IN_MAIL_JOB } from '../../lib/mail/queue-mail.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';
import { LINK_TTL_SECONDS, type SignInLinkPurpose, signInLinkMail } from './sign-in-link-mail.ts';
import { hashOpaqueToken, newOpaqueToken } from './tokens.ts';

export type { SignInLinkPurpose } from './sign-in-link-mail.ts';

/** A user registered without an address (a driver signed in by a login code) gets no mail. */
export const NO_EMAIL =
  'メールアドレスが登録されていないため、ログイン用リンクを送信できません。ログインコードを発行してください。';

/** Services plus a logger: a request's ctx fits as it is. */
export type LinkServices = Pick<Services, 'config' | 'db' | 'clock'> & {
  log: { info(obj: unknown, msg?: string): void };
};

/**
 * Queues the mail of a one-time sign-in link (an invitation, or sendLoginMail) to an active user; the
 * jobs runner delivers it. A new link
 * replaces the user's unused ones of the same purpose, so only the latest mail works. Without SMTP the
 * link is also logged, so whoever runs a local install can sign in without a mail program.
 */
export async function sendSignInLink(
  services: LinkServices,
  userId: string,
  purpose: SignInLinkPurpose,
): Promise<{ expiresAt: Date }> {
  const { db, config, log } = services;
  const now = services.clock();
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      active: users.active,
      inviter: sql<string | null>`coalesce(${companies.name}, ${consignors.name})`,
    })
    .from(users)
    .leftJoin(companies, companyOfUser)
    .leftJoin(consignors, eq(consignors.id, users.consignorId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound('ユーザー');
  if (!user.active)
    throw badRequest('このユーザーは無効になっているため、ログイン用リンクを送信できません。');
  const email = user.email;
  if (!email) throw badRequest(NO_EMAIL);

  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + LINK_TTL_SECONDS[purpose] * 1000);
  // A reset link says so, and the page it opens goes on to the set-password screen.
  const url = `${config.publicUrl}/login/link?token=${encodeURIComponent(token)}${purpose === 'reset' ? '&reset=1' : ''}`;
  // The link and its mail are written together: no mail for a link that was not stored, and vice versa.
  await db.transaction(async (tx) => {
    await tx
      .update(signInLinks)
      .set({ expiresAt: now })
      .where(
        and(
          eq(signInLinks.userId, user.id),
          eq(signInLinks.purpose, purpose),
          isNull(signInLinks.usedAt),
          gt(signInLinks.expiresAt, now),
        ),
      );
    await tx
      .insert(signInLinks)
      .values({ userId: user.id, tokenHash: hashOpaqueToken(token), purpose, expiresAt });
    const mail = signInLinkMail({ to: email, name: user.name, url, purpose, inviter: user.inviter });
    await queueMail(tx, mail, SIGN_IN_MAIL_JOB);
  });
  if (!hasSmtp(config.mail)) log.info({ to: email, purpose, url }, 'no SMTP configured: sign-in link');
  return { expiresAt };
}

/**
 * Uses up a link in one statement, so two clicks racing each other cannot both succeed.
 * Returns the user id, or undefined for an unknown, used or expired link.
 */
export async function consumeSignInLink(db: Db, token: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInLinks.tokenHash, hashOpaqueToken(token)),
        // A printed login code is not a link: it signs in only through sign-in-with-code.
        ne(signInLinks.purpose, 'code'),
        isNull(signInLinks.usedAt),
        gt(signInLinks.expiresAt, now),
      ),
    )
    .returning({ userId: signInLinks.userId });
  return row?.userId;
}
