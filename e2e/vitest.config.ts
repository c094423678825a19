import { defineConfig } from 'vitest/config';

/** Browser tests: the built server on the embedded database, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One Chromium and one server on a seeded copy of the demo data for the run (support/global-setup.ts);
    // each file keeps to the records it creates; files run one after another to spare the two cores.
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    // The files run in one process, one after another: playwright-core and the helpers load once.
    isolate: false,
    // Pages load their code and data in steps (lazy routes); on a busy machine (CI runs the PostgreSQL
    // API suite beside these) a first page load has taken over 10 s. The same bound as a locator's
    // (support/pages.ts); polls still fail when the expected state never comes.
    expect: { poll: { timeout: 20_000 } },
  },
});
