import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export type { Mailer, MailMessage } from './mailer.ts';

export type MailLog = {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
};

/** True when mail leaves the machine; otherwise it only lands in the outbox folder. */
export function hasSmtp(mail: Config['mail']): boolean {
  return Boolean(mail.smtpUrl || mail.smtp);
}

/**
 * SMTP when SMTP_URL or SMTP_HOST is set; otherwise every message is written as an .eml file to
 * DATA_DIR/mail (openable by any mail program), so a fresh install works without a mail server.
 */
export function createMailer(mail: Config['mail'], log: MailLog): Mailer {
  return hasSmtp(mail) ? smtpMailer(mail, log) : outboxMailer(mail, log);
}

// Bounded waits: a mail server that stops answering must not hold a request open for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpMailer(mail: Config['mail'], log: MailLog): Mailer {
  const transport = mail.smtpUrl
    ? nodemailer.createTransport({ url: mail.smtpUrl, ...TIMEOUTS })
    : nodemailer.createTransport({
        host: mail.smtp?.host,
        port: mail.smtp?.port,
        secure: mail.smtp?.secure,
        auth: mail.smtp?.user ? { user: mail.smtp.user, pass: mail.smtp.password ?? '' } : undefined,
        ...TIMEOUTS,
      });
  return {
    async send(message) {
      try {
        const info = await transport.sendMail(toNodemailer(mail, message));
        log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
      } catch (err) {
        log.error({ err, to: message.to, subject: message.subject }, 'mail could not be sent');
        throw err;
      }
    },
  };
}

function outboxMailer(mail: Config['mail'], log: MailLog): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transport.sendMail(toNodemailer(mail, message));
      await fs.mkdir(mail.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(mail.outboxDir, name);
      // Written under a temporary name and renamed, so a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      log.info(
        { to: message.to, subject: message.subject, file },
        'no SMTP configured: mail written to the outbox',
      );
    },
  };
}

/** The bare address of MAIL_FROM (`Rikuun <no-reply@x>` or `no-reply@x`). */
export function senderAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

function toNodemailer(mail: Config['mail'], message: MailMessage) {
  return {
    // nodemailer quotes and encodes a name given apart from its address (RFC 2047 for Japanese).
    from: message.fromName ? { name: message.fromName, address: senderAddress(mail.from) } : mail.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
  };
}
