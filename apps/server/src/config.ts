import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMarketplaceTld, type MarketplaceTld } from '@fathom/contract';
import { SIMULATED_UNSUPPORTABLE, type SimulatedUnsupportable } from '@fathom/market';
import type { LwaSettings } from './modules/amazon-connections/lwa-client';
import { parseTokenKey } from './modules/amazon-connections/lwa-crypto';

export type Role = 'api' | 'worker' | 'all';

/** FATHOM_MODE: the zero-setup demo, or a deployment for a team (docs/operations.md, "Run it for your team"). */
export type Mode = 'demo' | 'production';

export interface Config {
  port: number;
  host: string;
  /** node-postgres connection string; unset means the embedded PGlite database. */
  databaseUrl: string | undefined;
  dataDir: string;
  role: Role;
  /**
   * `demo`: the demo organization and its sign-ins, the mail catcher, the built-in billing ledger.
   * `production`: none of them; PostgreSQL, SMTP, Stripe and the secrets are required.
   */
  mode: Mode;
  /** In demo mode, the key that opens the mail catcher (/dev/mail?key=...): FATHOM_MAIL_KEY or random. */
  mailKey: string | undefined;
  authSecret: string;
  baseUrl: string;
  /** Origins allowed to sign in and open the realtime socket: the base URL, loopback, FATHOM_TRUSTED_ORIGINS. */
  trustedOrigins: string[];
  /** SMTP server for e-mail (smtp:// or smtps://); unset keeps e-mails in the local mail catcher. */
  smtpUrl: string | undefined;
  /** Sender of Fathom's e-mails. */
  mailFrom: string;
  /** Sign-in attempts a minute per client address; unset keeps the default of 10. */
  signInLimit: number | undefined;
  webDist: string;
  logLevel: string;
  /** Stripe bills plans (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); unset (demo mode only): the ledger. */
  stripe: { secretKey: string; webhookSecret: string } | undefined;
  /** Real Amazon connections through Login with Amazon; unset: simulated connections only. */
  lwa: LwaSettings | undefined;
  /** Seller data the simulated marketplace lacks, per marketplace (FATHOM_SIMULATED_UNSUPPORTED). */
  simulatedUnsupported: SimulatedUnsupported | undefined;
  /** Bytes of one uploaded file (FATHOM_UPLOAD_MAX_BYTES); unset keeps the default of 20 MB. */
  uploadBytesMax: number | undefined;
}

export type SimulatedUnsupported = Partial<Record<MarketplaceTld, SimulatedUnsupportable[]>>;

/**
 * FATHOM_SIMULATED_UNSUPPORTED, e.g. `com.au:ppc,sqp;in:sqp`: the marketplaces where the simulated
 * marketplace has no PPC or SQP data, to show the 'Marketplace not supported' states.
 */
export function simulatedUnsupported(value: string | undefined): SimulatedUnsupported | undefined {
  if (!value?.trim()) return undefined;
  const variable = 'FATHOM_SIMULATED_UNSUPPORTED';
  const result: SimulatedUnsupported = {};
  for (const entry of value
    .split(';')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [tld = '', kinds = '', ...rest] = entry.split(':').map((p) => p.trim());
    if (rest.length || !kinds)
      throw new Error(`${variable}: "${entry}" is not like com.au:ppc,sqp`);
    if (!isMarketplaceTld(tld))
      throw new Error(`${variable}: unknown marketplace "${tld}" (say com, co.uk, de, ...)`);
    for (const kind of kinds.split(',').map((k) => k.trim())) {
      if (!(SIMULATED_UNSUPPORTABLE as readonly string[]).includes(kind))
        throw new Error(
          `${variable}: unknown data kind "${kind}" (${SIMULATED_UNSUPPORTABLE.join(' or ')})`,
        );
      const listed = (result[tld] ??= []);
      if (!listed.includes(kind as SimulatedUnsupportable))
        listed.push(kind as SimulatedUnsupportable);
    }
  }
  return result;
}

/** Both Stripe settings or neither: half a configuration would bill with no way to hear back. */
function stripeSettings(env: NodeJS.ProcessEnv): Config['stripe'] {
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined;
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey || !webhookSecret)
    throw new Error('Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to bill through Stripe');
  return { secretKey, webhookSecret };
}

/**
 * Login with Amazon needs its client id and secret and the key tokens are encrypted with; all
 * three or none. FATHOM_SPAPI_APP_ID adds Selling Partner accounts; the origin overrides point
 * the calls at another server (a local fake in tests).
 */
function lwaSettings(env: NodeJS.ProcessEnv): LwaSettings | undefined {
  const clientId = env.FATHOM_LWA_CLIENT_ID || undefined;
  const clientSecret = env.FATHOM_LWA_CLIENT_SECRET || undefined;
  const tokenKey = env.FATHOM_TOKEN_KEY || undefined;
  if (!clientId && !clientSecret && !tokenKey) return undefined;
  if (!clientId || !clientSecret || !tokenKey)
    throw new Error(
      'Set FATHOM_LWA_CLIENT_ID, FATHOM_LWA_CLIENT_SECRET and FATHOM_TOKEN_KEY together to connect Amazon accounts through Login with Amazon',
    );
  const origin = (variable: string) => {
    const value = env[variable];
    return value ? originOf(value, variable) : undefined;
  };
  return {
    clientId,
    clientSecret,
    spApiAppId: env.FATHOM_SPAPI_APP_ID || undefined,
    tokenKey: parseTokenKey(tokenKey),
    authorizeOrigin: origin('FATHOM_LWA_AUTHORIZE_ORIGIN'),
    tokenOrigin: origin('FATHOM_LWA_TOKEN_ORIGIN'),
    adsApiOrigin: origin('FATHOM_ADS_API_ORIGIN'),
    spApiOrigin: origin('FATHOM_SPAPI_ORIGIN'),
    sqpReportsPerDay: sqpReportsPerDay(env.FATHOM_SQP_REPORTS_PER_DAY),
  };
}

/**
 * FATHOM_SQP_REPORTS_PER_DAY: how many of a seller account's about 20 daily Search Query
 * Performance reports Fathom may use (the allowance is shared with the seller's other apps).
 */
function sqpReportsPerDay(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 20)
    throw new Error(`FATHOM_SQP_REPORTS_PER_DAY: a whole number from 1 to 20 (got "${value}")`);
  return n;
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

function positiveInteger(value: string | undefined, variable: string): number | undefined {
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${variable} must be a whole number of at least 1 (got ${value})`);
  }
  return number;
}

/** The origin (scheme, host and port) of an http(s) address; a clear error for anything else. */
function originOf(value: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${variable}: "${value}" is not an address like http://192.168.1.20:3000`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${variable}: "${value}" must start with http:// or https://`);
  }
  return url.origin;
}

/**
 * Where the app may be opened from: its base URL, the loopback names on its port, and the
 * comma- or space-separated FATHOM_TRUSTED_ORIGINS (say a LAN address).
 */
export function trustedOrigins(baseUrl: string, port: number, extra: string | undefined): string[] {
  const listed = (extra ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => originOf(origin, 'FATHOM_TRUSTED_ORIGINS'));
  const loopback = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
  return [...new Set([baseUrl, ...loopback, ...listed])];
}

/** At least this many characters of BETTER_AUTH_SECRET in production mode. */
const MIN_SECRET_LENGTH = 32;

/**
 * FATHOM_MODE. The embedded database runs the demo; on PostgreSQL the mode is said, so a team's
 * database never gets the demo accounts by default. FATHOM_DEMO, the former switch, is refused.
 */
function parseMode(env: NodeJS.ProcessEnv): Mode {
  if (env.FATHOM_DEMO !== undefined)
    throw new Error(
      'FATHOM_DEMO is replaced by FATHOM_MODE: set FATHOM_MODE=demo or FATHOM_MODE=production instead',
    );
  const mode = env.FATHOM_MODE || undefined;
  if (mode === 'demo' || mode === 'production') return mode;
  if (mode) throw new Error(`FATHOM_MODE must be demo or production (got ${mode})`);
  if (env.DATABASE_URL)
    throw new Error(
      'DATABASE_URL is set: set FATHOM_MODE=production to run Fathom for your team, or FATHOM_MODE=demo to run the demo on PostgreSQL',
    );
  return 'demo';
}

/** What production mode needs and `env` lacks, each with what it is for; empty when complete. */
export function productionGaps(env: NodeJS.ProcessEnv): string[] {
  const gaps: string[] = [];
  if (!env.DATABASE_URL) gaps.push('DATABASE_URL (the PostgreSQL database)');
  if ((env.BETTER_AUTH_SECRET ?? '').length < MIN_SECRET_LENGTH)
    gaps.push(
      `BETTER_AUTH_SECRET (at least ${MIN_SECRET_LENGTH} random characters: openssl rand -hex 32)`,
    );
  if (!env.FATHOM_BASE_URL)
    gaps.push('FATHOM_BASE_URL (the address your team opens, such as https://fathom.example.com)');
  if (!env.FATHOM_SMTP_URL) gaps.push('FATHOM_SMTP_URL (the SMTP server that sends e-mail)');
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)
    gaps.push("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (Stripe collects the plans' payments)");
  return gaps;
}

/** At least this many characters of FATHOM_MAIL_KEY: the key guards password-reset links. */
const MIN_MAIL_KEY_LENGTH = 16;

/** The mail catcher's key: FATHOM_MAIL_KEY (tests), else a new random one at each start. */
function mailKey(value: string | undefined): string {
  if (!value) return randomBytes(18).toString('base64url');
  if (value.length < MIN_MAIL_KEY_LENGTH || !/^[\w-]+$/.test(value))
    throw new Error(
      `FATHOM_MAIL_KEY must be at least ${MIN_MAIL_KEY_LENGTH} letters, digits, - or _ (or unset for a random key)`,
    );
  return value;
}

export function loadConfig(env = process.env, argv = process.argv): Config {
  const mode = parseMode(env);
  if (mode === 'production') {
    const gaps = productionGaps(env);
    if (gaps.length)
      throw new Error(
        `production mode (FATHOM_MODE=production) needs ${gaps.join('; ')}. See "Run it for your team" in docs/operations.md`,
      );
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = path.resolve(env.FATHOM_DATA_DIR ?? path.join(repoRoot, 'data'));
  const role = parseRole(argv);
  if (!databaseUrl && role !== 'all') {
    throw new Error(
      'The embedded database runs the API and the workers in one process: use --role=all or set DATABASE_URL',
    );
  }
  const port = Number(env.PORT ?? 3000);
  const baseUrl = originOf(env.FATHOM_BASE_URL ?? `http://localhost:${port}`, 'FATHOM_BASE_URL');
  const authSecret = env.BETTER_AUTH_SECRET ?? (databaseUrl ? undefined : embeddedSecret(dataDir));
  if (!authSecret) throw new Error('Set BETTER_AUTH_SECRET when running on PostgreSQL');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    role,
    mode,
    mailKey: mode === 'demo' ? mailKey(env.FATHOM_MAIL_KEY) : undefined,
    authSecret,
    baseUrl,
    trustedOrigins: trustedOrigins(baseUrl, port, env.FATHOM_TRUSTED_ORIGINS),
    smtpUrl: env.FATHOM_SMTP_URL || undefined,
    mailFrom: env.FATHOM_MAIL_FROM ?? 'Fathom <no-reply@fathom.app>',
    signInLimit: positiveInteger(env.FATHOM_SIGN_IN_LIMIT, 'FATHOM_SIGN_IN_LIMIT'),
    webDist: path.resolve(env.FATHOM_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    stripe: stripeSettings(env),
    lwa: lwaSettings(env),
    simulatedUnsupported: simulatedUnsupported(env.FATHOM_SIMULATED_UNSUPPORTED),
    uploadBytesMax: positiveInteger(env.FATHOM_UPLOAD_MAX_BYTES, 'FATHOM_UPLOAD_MAX_BYTES'),
  };
}
