import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';

export interface AuthOptions {
  db: Db;
  secret: string;
  baseUrl: string;
  /** Called after a user signs up, inside the sign-up request. */
  onUserCreated: (user: { id: string; name: string }) => Promise<void>;
  /** Called when a session ends: signed out, revoked or expired. */
  onSessionEnded?: (token: string) => void;
  /** Called when a user's name or email changes, or the user is removed. */
  onUserChanged?: (userId: string) => void;
  quiet?: boolean;
}

/** Argon2id (algorithm 2 of @node-rs/argon2) with OWASP's minimum settings. */
const ARGON2 = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const SIGN_IN_LIMIT = { window: 60, max: 10 };

export function createAuth(options: AuthOptions) {
  return betterAuth({
    secret: options.secret,
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    telemetry: { enabled: false },
    logger: { disabled: options.quiet ?? false },
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      password: {
        hash: (password) => hash(password, ARGON2),
        verify: ({ hash: digest, password }) => verify(digest, password),
      },
    },
    advanced: {
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-fathom-client-ip'] },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: { '/sign-in/email': SIGN_IN_LIMIT, '/sign-up/email': SIGN_IN_LIMIT },
    },
    databaseHooks: {
      user: {
        create: { after: async (user) => options.onUserCreated(user) },
        update: { after: (user) => Promise.resolve(options.onUserChanged?.(user.id)) },
        delete: { after: (user) => Promise.resolve(options.onUserChanged?.(user.id)) },
      },
      session: {
        delete: { after: (session) => Promise.resolve(options.onSessionEnded?.(session.token)) },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
