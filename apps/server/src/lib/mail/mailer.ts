export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Sends mail through SMTP, or writes it to DATA_DIR/mail when no SMTP server is configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
