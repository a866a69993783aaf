import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    experimental: { fsModuleCache: true },
    // Server tests wait on the database and timers more than they compute: one worker per core.
    maxWorkers: availableParallelism(),
    coverage: {
      provider: 'v8',
      include: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', '**/src/test/**'],
      reporter: ['json-summary'],
    },
    projects: [
      {
        test: {
          name: 'packages',
          isolate: false,
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          isolate: false,
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          setupFiles: [
            'apps/server/src/test/worker-database.ts',
            'apps/server/src/test/fresh-queue.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          isolate: false,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // happy-dom renders the React tree in about two thirds of jsdom's time.
          environment: 'happy-dom',
          setupFiles: ['apps/web/vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
