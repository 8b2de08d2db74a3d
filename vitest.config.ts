import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/src/**/*.test.ts',
            'api/src/**/*.test.ts',
            'sw/src/**/*.test.ts',
            'scripts/lib/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'unit-web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/test/**/*.test.ts', 'scripts/sync-test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['api/test/global-setup.ts'],
          setupFiles: ['api/test/setup-strict-console.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        test: { name: 'build', include: ['web/build-test/**/*.test.ts'], environment: 'node' },
      },
      {
        // Several API processes on one PostgreSQL (TEST_PG_URL) behind a proxy: one file at a time.
        test: {
          name: 'cluster',
          include: ['scripts/cluster-test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
