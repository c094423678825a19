import { defineConfig } from 'vitest/config';

/** Pure-logic unit tests: contract schemas, web logic (error catalogue, form errors), optimizer, scripts. */
export default defineConfig({
  test: {
    projects: [
      'apps/web/vitest.config.ts',
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      // The checks `npm test` runs (the web first-load budget), on files they are given.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
      {
        test: { name: 'optimizer', include: ['packages/optimizer/test/**/*.test.ts'], testTimeout: 120_000 },
      },
    ],
  },
});
