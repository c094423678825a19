import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { browserOptions } from './browser.ts';
import { dropDatabases } from './database.ts';
import { type SeededData, SHARED_SERVER_ENV, startServer } from './server.ts';

/**
 * Once per run: the Chromiums every test file connects to (the headless shell, and the full browser
 * for the files that need it: support/browser.ts; launching one per file costs seconds each), a data
 * folder a server migrated and seeded with the demo data, and the shared server every file uses (on a
 * copy of that folder) unless it needs settings of its own (suite.ts).
 */
export default async function setup({
  provide,
}: {
  provide: <K extends keyof Provided>(key: K, value: Provided[K]) => void;
}) {
  // Migrating and seeding takes a while on a busy machine: it is done once, so it may take longer.
  const seeded = await startServer({}, { startTimeoutMs: 300_000 });
  await seeded.stop({ keepData: true });
  const template: SeededData = { dataDir: seeded.dataDir, database: seeded.database };
  const [shell, full] = [browserOptions('shell'), browserOptions('full')];
  const [shared, browser, fullBrowser] = await Promise.all([
    startServer(SHARED_SERVER_ENV, { template, startTimeoutMs: 300_000 }),
    chromium.launchServer(shell),
    // Without the headless shell both kinds are the full browser: one of it is enough.
    shell.executablePath === full.executablePath ? undefined : chromium.launchServer(full),
  ]);
  provide('dataTemplate', template);
  provide('sharedServer', { url: shared.url, dataDir: shared.dataDir, database: shared.database });
  provide('chromiumEndpoint', browser.wsEndpoint());
  provide('fullChromiumEndpoint', (fullBrowser ?? browser).wsEndpoint());
  return async () => {
    await fullBrowser?.close();
    await browser.close();
    await shared.stop();
    fs.rmSync(seeded.dataDir, { recursive: true, force: true });
    if (seeded.database) await dropDatabases(seeded.database);
  };
}

type Provided = {
  chromiumEndpoint: string;
  fullChromiumEndpoint: string;
  dataTemplate: SeededData;
  sharedServer: { url: string; dataDir: string; database: string | null };
};

declare module 'vitest' {
  export interface ProvidedContext extends Provided {}
}
