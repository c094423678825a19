import { defineConfig } from 'vitest/config';

/** Pure-logic unit tests: contract, web (error catalogue, form helpers), optimizer. */
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
