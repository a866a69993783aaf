import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Web tests that replace a module with vi.mock; every other web test shares one module graph. */
const WEB_MODULE_MOCKS = [
  'apps/web/src/features/orgs/hooks/use-organization-events.test.tsx',
  'apps/web/src/features/billing/components/SidebarUpgradePrompt.test.tsx',
  'apps/web/src/features/dives/hooks/use-dive-progress.test.ts',
  'apps/web/src/lib/use-channel.test.ts',
];

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
          exclude: WEB_MODULE_MOCKS,
          // happy-dom renders the React tree in about two thirds of jsdom's time.
          environment: 'happy-dom',
          setupFiles: ['apps/web/vitest.setup.ts'],
        },
      },
      {
        test: {
          // Tests that replace a module (vi.mock) get a module graph of their own.
          name: 'web-mocks',
          isolate: true,
          include: WEB_MODULE_MOCKS,
          environment: 'happy-dom',
          setupFiles: ['apps/web/vitest.setup.ts'],
        },
      },
    ],
  },
});
