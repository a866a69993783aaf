import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: {
    pool: 'forks',
    execArgv: ['--cpu-prof', '--cpu-prof-dir=/tmp/sprof'],
    include: ['apps/server/src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    setupFiles: ['apps/server/src/test/worker-database.ts', 'apps/server/src/test/fresh-queue.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
