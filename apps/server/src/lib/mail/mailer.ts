/**
 * fromName: the display name of the sender (the company a mail speaks for); the address stays the
 * configured MAIL_FROM one, so SPF/DKIM keep working.
 */
export type MailMessage = { to: string; subject: string; text: string; html?: string; fromName?: string };

/** Sends mail through SMTP, or writes it to DATA_DIR/mail when no SMTP server is configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
