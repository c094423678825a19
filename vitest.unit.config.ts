import { defineConfig } from 'vitest/config';

/** Pure-logic unit tests: contract schemas, web logic (error catalogue, form errors), optimizer. */
export default defineConfig({
  test: {
    projects: [
      'apps/web/vitest.config.ts',
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        test: { name: 'optimizer', include: ['packages/optimizer/test/**/*.test.ts'], testTimeout: 120_000 },
      },
    ],
  },
});
