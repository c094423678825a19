import type { Db, Tx } from '../db/db.ts';
import { enqueueJob } from '../jobs/queue.ts';
import type { MailMessage } from './mailer.ts';

export const MAIL_JOB = 'mail.send';

/**
 * Mail leaves through the jobs table: the request that causes it does not wait for (or fail with) the
 * SMTP server, and a failed delivery is retried. Pass the caller's transaction to send only on commit.
 */
export function queueMail(db: Db | Tx, message: MailMessage) {
  return enqueueJob(db, MAIL_JOB, message);
}
