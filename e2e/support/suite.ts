import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export type Suite = { server: RunningServer; browser: Browser };

/**
 * One built server on its own embedded database (a copy of the run's seeded one) and the run's
 * Chromium for a test file: started before its tests, stopped after. Read `suite.server` and
 * `suite.browser` inside the tests.
 */
export function useServerAndBrowser(env: Record<string, string> = {}): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.server = await startServer(env, { template: inject('dataTemplate') });
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
