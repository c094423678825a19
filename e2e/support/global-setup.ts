import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { browserOptions } from './browser.ts';
import { startServer } from './server.ts';

/**
 * Once per run: one Chromium that every test file connects to (launching one per file costs seconds
 * each), and a data folder a server migrated and seeded with the demo data, which each file's server
 * starts from as a copy of its own (the files change the demo data, so they do not share a server).
 */
export default async function setup({
  provide,
}: {
  provide: (key: 'chromiumEndpoint' | 'dataTemplate', value: string) => void;
}) {
  // Migrating and seeding takes a while on a busy machine: it is done once, so it may take longer.
  const seeded = await startServer({}, { startTimeoutMs: 300_000 });
  await seeded.stop({ keepData: true });
  const browser = await chromium.launchServer(browserOptions());
  provide('dataTemplate', seeded.dataDir);
  provide('chromiumEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    fs.rmSync(seeded.dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumEndpoint: string;
    dataTemplate: string;
  }
}
