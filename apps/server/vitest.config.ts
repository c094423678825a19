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
    // A worker runs its files one after another in one process, so the app's modules are imported
    // once per worker, not once per file (seconds each). Files share no state: each has its own app
    // and database, and nothing here mocks modules or changes globals.
    isolate: false,
  },
});
