/**
 * The setting every benchmark starts from: a database (PostgreSQL at `databaseUrl`, its tables
 * migrated there, or an embedded one in a temporary folder), the server's services on it, and a
 * signed-up user owning an organization. A benchmark that starts from it runs with the server's
 * V8 options (bench/server.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MarketDataProvider } from '@fathom/market';
import { createServices, type AppOptions, type Services } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import type { Membership } from '../apps/server/src/lib/identity';
import { withServerNodeFlags } from './server';

withServerNodeFlags();

export interface BenchOptions {
  /** PostgreSQL to run on; the embedded database in a temporary folder when absent. */
  databaseUrl?: string;
  market?: MarketDataProvider;
  role?: AppOptions['role'];
  logLevel?: string;
}

/** A user who owns an organization: its id and the user's membership, as routes scope them. */
export interface BenchMember {
  user: { id: string };
  orgId: number;
  member: Membership;
}

export interface BenchOrganization extends BenchMember {
  database: Database;
  services: Services;
  /** Another user with an organization of their own, on the same database. */
  signUp(name: string): Promise<BenchMember>;
  /** Closes the database and removes its temporary folder. */
  close(): Promise<void>;
}

export async function benchOrganization(
  name: string,
  { databaseUrl, market, role = 'api', logLevel = 'silent' }: BenchOptions = {},
): Promise<BenchOrganization> {
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), `fathom-bench-${name}-`));
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: dataDir! });
  const close = async () => {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const services = createServices({
      database,
      market,
      role,
      authSecret: 'bench-secret-bench-secret-bench-secret',
      baseUrl: 'http://localhost:3000',
      demo: false,
      logLevel,
    });
    const signUp = async (userName: string): Promise<BenchMember> => {
      const { user } = await services.auth.api.signUpEmail({
        body: {
          name: userName,
          email: `bench-${userName}-${Date.now()}@example.com`,
          password: `bench-password-${name}`,
        },
      });
      const [org] = await services.orgs.organizationsOf(user.id);
      return {
        user,
        orgId: org!.id,
        member: { organizationId: org!.id, userId: user.id, role: 'owner' },
      };
    };
    return { database, services, ...(await signUp(name)), signUp, close };
  } catch (error) {
    await close();
    throw error;
  }
}
