import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { browserOptions } from './browser.ts';
import { SHARED_SERVER_ENV, startServer } from './server.ts';

/**
 * Once per run: one Chromium that every test file connects to (launching one per file costs seconds
 * each), a data folder a server migrated and seeded with the demo data, and the shared server every
 * file uses (on a copy of that folder) unless it needs settings of its own (suite.ts).
 */
export default async function setup({
  provide,
}: {
  provide: <K extends keyof Provided>(key: K, value: Provided[K]) => void;
}) {
  // Migrating and seeding takes a while on a busy machine: it is done once, so it may take longer.
  const seeded = await startServer({}, { startTimeoutMs: 300_000 });
  await seeded.stop({ keepData: true });
  const [shared, browser] = await Promise.all([
    startServer(SHARED_SERVER_ENV, { template: seeded.dataDir, startTimeoutMs: 300_000 }),
    chromium.launchServer(browserOptions()),
  ]);
  provide('dataTemplate', seeded.dataDir);
  provide('sharedServer', { url: shared.url, dataDir: shared.dataDir });
  provide('chromiumEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await shared.stop();
    fs.rmSync(seeded.dataDir, { recursive: true, force: true });
  };
}

type Provided = {
  chromiumEndpoint: string;
  dataTemplate: string;
  sharedServer: { url: string; dataDir: string };
};

declare module 'vitest' {
  export interface ProvidedContext extends Provided {}
}
