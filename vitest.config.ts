import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Tests wait for what a user or client sees, never for a machine's speed. These bounds are sized for
 * two cores shared with two other busy processes, where work takes ten times as long as on a quiet
 * machine, and more while other work comes and goes: a passing test never comes near them.
 * A test that waits on its own (findBy, waitFor, expect.poll) waits up to WAIT_MS for each thing.
 */
const WAIT_MS = 30_000;
const TEST_MS = 120_000;

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
          testTimeout: TEST_MS,
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
          testTimeout: TEST_MS,
          hookTimeout: TEST_MS,
          expect: { poll: { timeout: WAIT_MS } },
        },
      },
      {
        test: {
          name: 'web',
          isolate: false,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // happy-dom renders the React tree in about two thirds of jsdom's time.
          environment: 'happy-dom',
          // Testing Library's findBy and waitFor wait up to WAIT_MS too (vitest.setup.ts).
          setupFiles: ['apps/web/vitest.setup.ts'],
          testTimeout: TEST_MS,
          expect: { poll: { timeout: WAIT_MS } },
        },
      },
    ],
  },
});
