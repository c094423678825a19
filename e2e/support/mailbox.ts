import fs from 'node:fs';
import path from 'node:path';
import { parseMail } from '../../apps/server/test/support/mail-parse.ts';

/**
 * How long a test waits for a mail: it goes out through the jobs queue (a reset through two jobs),
 * behind whatever else the shared server is doing, so on a loaded machine it may take longer than a
 * screen's 20 s.
 */
export const MAIL_WAIT = { timeout: 60_000 };

/**
 * The newest mail the server wrote to its outbox (DATA_DIR/mail: no SMTP configured) for an address,
 * once the jobs runner has delivered it.
 */
export function latestMailTo(dataDir: string, to: string) {
  const outbox = path.join(dataDir, 'mail');
  if (!fs.existsSync(outbox)) return undefined;
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(fs.readFileSync(path.join(outbox, f), 'utf8')))
    .filter((m) => m.to.includes(to))
    .at(-1);
}

/** The sign-in link of a mail. */
export const signInLinkOf = (text: string | undefined) =>
  /https?:\/\/\S+\/login\/link\?token=[A-Za-z0-9_-]+(?:&reset=1)?/.exec(text ?? '')?.[0];
