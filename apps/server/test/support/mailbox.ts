import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../helpers.ts';
import { type ParsedMail, parseMail } from './mail-parse.ts';

/** Mails the app wrote to its outbox (no SMTP in tests) for one address, oldest first. */
export function mailsTo(t: TestApp, to: string): ParsedMail[] {
  const outbox = path.join(t.dataDir, 'mail');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(fs.readFileSync(path.join(outbox, f), 'utf8')))
    .filter((m) => m.to.includes(to));
}

/** The one-time token of the sign-in link in a mail. */
export function linkToken(mail: ParsedMail | undefined): string {
  const token = /\/login\/link\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no sign-in link in the mail');
  return token;
}
