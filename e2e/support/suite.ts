import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BrowserKind, launchBrowser } from './browser.ts';
import { type RunningServer, SHARED_SERVER_ENV, startServer } from './server.ts';

export type Suite = { server: RunningServer; browser: Browser };

/** Whether a file's settings differ from the shared server's, so it needs a server of its own. */
const needsOwnServer = (env: Record<string, string>) =>
  Object.entries(env).some(([key, value]) => SHARED_SERVER_ENV[key] !== value);

/**
 * The server and the run's Chromium for a test file. Files share the run's server (global-setup.ts)
 * and keep apart by what they create. A file whose `env` differs from SHARED_SERVER_ENV (e.g. two-
 * second ID tokens), or that must change what the whole demo company shares (`ownServer: true`, say
 * why at the call), gets its own server on a copy of the seeded data, started before its tests and
 * stopped after. `browser: 'full'` runs the file in the full Chromium instead of the headless shell
 * (support/browser.ts says what only it has). Read `suite.server` and `suite.browser` inside the tests.
 */
export function useServerAndBrowser(
  env: Record<string, string> = {},
  { ownServer = false, browser = 'shell' }: { ownServer?: boolean; browser?: BrowserKind } = {},
): Suite {
  const suite = {} as Suite;
  let own: RunningServer | undefined;
  beforeAll(async () => {
    if (ownServer || needsOwnServer(env)) {
      own = await startServer(env, { template: inject('dataTemplate') });
      suite.server = own;
    } else {
      const shared = inject('sharedServer');
      // The shared server outlives the file: global-setup.ts stops it after the run.
      suite.server = { ...shared, output: () => '', stop: async () => {} };
    }
    suite.browser = await launchBrowser(browser);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await own?.stop();
  });
  return suite;
}
