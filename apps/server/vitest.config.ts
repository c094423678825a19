import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'test/*.test.ts',
      ...(process.env.TEST_DATABASE_URL ? ['test/postgres/*.test.ts'] : []),
      ...(process.env.REDIS_URL ? ['test/redis/*.test.ts'] : []),
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['test/global-setup.ts'],
    // Each file builds its own app on its own database; two workers fit this machine's two cores.
    pool: 'forks',
    maxWorkers: 2,
  },
});
