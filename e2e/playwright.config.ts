import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { DEMO_NICHES, LAN_HOST, MAIL_KEY } from './tests/helpers';

const PORT = Number(process.env.FATHOM_E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Fresh folders per run, made once in the runner and shared with its workers through the env. */
function runFolder(variable: string, prefix: string): string {
  const existing = process.env[variable];
  if (existing) return existing;
  const dir = mkdtempSync(join(tmpdir(), prefix));
  process.env[variable] = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const dataDir = runFolder('FATHOM_E2E_DATA_DIR', 'fathom-e2e-data-');
runFolder('FATHOM_E2E_AUTH_DIR', 'fathom-e2e-auth-');

const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 900 },
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--host-resolver-rules=MAP *.fathom.test 127.0.0.1',
    ],
  },
};

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  timeout: 60_000,
  // A page's first data can wait behind a dive the server runs for a test beside it.
  expect: { timeout: 20_000 },
  // Two workers for the two cores: the tests tagged DEMO_NICHES one at a time in one of them,
  // every other test in either (see projects).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // Recording a trace of every test costs CPU the tests need; CI retries a failed test once
    // and records that retry.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // No fading tooltips or sliding modals half drawn when a test checks contrast.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/, use: browser },
    {
      name: 'demo-niches',
      testIgnore: /.*\.setup\.ts/,
      grep: new RegExp(DEMO_NICHES),
      dependencies: ['setup'],
      workers: 1,
      use: browser,
    },
    {
      name: 'chromium',
      testIgnore: /.*\.setup\.ts/,
      grepInvert: new RegExp(DEMO_NICHES),
      dependencies: ['setup'],
      fullyParallel: true,
      use: browser,
    },
  ],
  webServer: {
    command: 'node --max-semi-space-size=64 --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(PORT),
      FATHOM_DATA_DIR: dataDir,
      DATABASE_URL: '',
      FATHOM_MODE: 'demo',
      FATHOM_MAIL_KEY: MAIL_KEY,
      FATHOM_TRUSTED_ORIGINS: `http://${LAN_HOST}:${PORT}`,
      // Every spec signs in from this one address; the limit itself is tested on the server.
      FATHOM_SIGN_IN_LIMIT: '100',
      // A marketplace without PPC and SQP data, for their 'Marketplace not supported' states; no
      // other spec reads PPC or SQP there.
      FATHOM_SIMULATED_UNSUPPORTED: 'com.au:ppc,sqp',
    },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
