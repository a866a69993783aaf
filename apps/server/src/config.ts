import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Role = 'api' | 'worker' | 'all';

export interface Config {
  port: number;
  host: string;
  /** node-postgres connection string; unset means the embedded PGlite database. */
  databaseUrl: string | undefined;
  dataDir: string;
  role: Role;
  /** Demo data and the demo sign-in on the sign-in page. */
  demo: boolean;
  authSecret: string;
  baseUrl: string;
  /** Origins a browser may use the app from: sign-in and the realtime websocket check them. */
  trustedOrigins: string[];
  webDist: string;
  logLevel: string;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function parseRole(argv: string[]): Role {
  const arg = argv.find((a) => a.startsWith('--role='));
  const role = arg?.slice('--role='.length) ?? 'all';
  if (role !== 'api' && role !== 'worker' && role !== 'all') {
    throw new Error(`--role must be api, worker or all (got ${role})`);
  }
  return role;
}

/** The embedded database keeps a generated secret beside its data so sessions survive restarts. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The base URL's origin and the loopback names at the port: where a browser may open the app. */
export function trustedOrigins(baseUrl: string, port?: number): string[] {
  const base = new URL(baseUrl);
  const at = port ?? (Number(base.port) || (base.protocol === 'https:' ? 443 : 80));
  return [...new Set([base.origin, `http://localhost:${at}`, `http://127.0.0.1:${at}`])];
}

export function loadConfig(env = process.env, argv = process.argv): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = path.resolve(env.FATHOM_DATA_DIR ?? path.join(repoRoot, 'data'));
  const role = parseRole(argv);
  if (!databaseUrl && role !== 'all') {
    throw new Error(
      'The embedded database runs the API and the workers in one process: use --role=all or set DATABASE_URL',
    );
  }
  const port = Number(env.PORT ?? 3000);
  const authSecret = env.BETTER_AUTH_SECRET ?? (databaseUrl ? undefined : embeddedSecret(dataDir));
  if (!authSecret) throw new Error('Set BETTER_AUTH_SECRET when running on PostgreSQL');
  const baseUrl = env.FATHOM_BASE_URL ?? `http://localhost:${port}`;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    role,
    demo: env.FATHOM_DEMO ? env.FATHOM_DEMO === 'true' : !databaseUrl,
    authSecret,
    baseUrl,
    trustedOrigins: trustedOrigins(baseUrl, port),
    webDist: path.resolve(env.FATHOM_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
