import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JobTimings } from '../jobs/registry';

const here = path.dirname(fileURLToPath(import.meta.url));
const main = path.join(here, '../main.ts');
const testWorker = path.join(here, 'dive-worker.ts');

export interface WorkerProcess {
  /** Stops the worker the way a supervisor does (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Kills the worker at once (SIGKILL), as a crash or an out-of-memory kill would. */
  kill(): Promise<void>;
}

export interface WorkerOptions {
  /** Every market call of this worker takes this long (a test worker, not `main.ts`). */
  marketDelayMs?: number;
  jobTimings?: JobTimings;
}

/**
 * A real worker process on the PostgreSQL database of TEST_DATABASE_URL: `main.ts --role=worker`,
 * or with options, the test worker with a slow market or other job timings.
 */
export async function startWorker(options?: WorkerOptions): Promise<WorkerProcess> {
  const args = options ? [testWorker] : [main, '--role=worker'];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: {
      ...process.env,
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      BETTER_AUTH_SECRET: 'worker-test-secret-worker-test-secret',
      LOG_LEVEL: 'warn',
      FATHOM_MODE: 'demo',
      FATHOM_TEST_WORKER: JSON.stringify(options ?? {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready in')) resolve();
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  return { stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}
