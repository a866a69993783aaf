import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * The V8 options the server runs with (`npm start`, apps/server/package.json): a young generation
 * of 64 MB semi-spaces, so that a large answer's short-lived objects die there instead of being
 * promoted and collected by full collections (docs/scaling.md "Memory").
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * Runs this benchmark again in a process with the server's V8 options when it was started without
 * them (`npx tsx bench/x.ts`), so that the server code it times runs as it does in the server.
 */
export function withServerNodeFlags(): void {
  if (SERVER_NODE_FLAGS.every((flag) => process.execArgv.includes(flag))) return;
  const run = spawnSync(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exit(run.status ?? 1);
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server in its own process (so the load generator does not share its CPU),
 * on a fresh embedded database or on `databaseUrl`, with demo data. BENCH_NODE_ARGS passes
 * options to its node, e.g. `--cpu-prof --cpu-prof-dir=prof` to profile the server under load.
 */
export async function startServer(
  port: number,
  databaseUrl?: string,
  /** The embedded database's folder, kept by the caller; by default a fresh one, removed on stop. */
  ownDataDir?: string,
  /** More options of its node (before BENCH_NODE_ARGS) and of the server (`--role=api`). */
  extra: { nodeArgs?: string[]; serverArgs?: string[]; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = ownDataDir ?? mkdtempSync(path.join(tmpdir(), 'fathom-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    FATHOM_DATA_DIR: dataDir,
    FATHOM_MODE: 'demo',
    LOG_LEVEL: 'warn',
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    DATABASE_URL: databaseUrl ?? '',
    ...extra.env,
  };
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      ...(extra.nodeArgs ?? []),
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      'apps/server/src/main.ts',
      ...(extra.serverArgs ?? []),
    ],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready in')) resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the real auth endpoint and returns the session cookie. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    // The browser's Origin: better-auth refuses cross-site sign-ins.
    headers: { 'content-type': 'application/json', origin: url.replace('127.0.0.1', 'localhost') },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
