import type { Db, Tx } from '../db/db.ts';
import type { JobKind } from '../jobs/job-kind.ts';
import { enqueueJob } from '../jobs/queue.ts';
import type { MailMessage } from './mailer.ts';

/** Notifications (assignment mail): ahead of bulk work, after the mail someone is waiting for. */
export const MAIL_JOB: JobKind = { type: 'mail.send', priority: 'interactive' };
/**
 * Mail carrying a one-time sign-in link (invitation, login link, password reset): first in the queue,
 * and its body (the link) is dropped from the jobs table once it is sent.
 */
export const SIGN_IN_MAIL_JOB: JobKind = { type: 'mail.sign-in', priority: 'urgent', secret: true };

/**
 * Mail leaves through the jobs table: the request that causes it does not wait for (or fail with) the
 * SMTP server, and a failed delivery is retried. Pass the caller's transaction to send only on commit.
 */
export function queueMail(db: Db | Tx, message: MailMessage, kind: JobKind = MAIL_JOB) {
  return enqueueJob(db, kind, message);
}
