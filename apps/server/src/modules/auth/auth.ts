import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_MAILS_PER_HOUR } from '@fathom/contract';
import type { Db } from '../../db/client';
import type { Mailer } from '../mail/mailer';
import { existingAccountMail, resetPasswordMail, verificationMail } from './auth-mail';
import { accountHooks } from './auth-hooks';
import { authAdapter, createSignInFailuresRepository, resetMailsSince } from './auth.repository';
import { createSignInBackoff } from './sign-in-backoff';

export interface AuthOptions {
  db: Db;
  secret: string;
  baseUrl: string;
  /** Origins allowed to call the auth endpoints with cookies (the base URL's is always one). */
  trustedOrigins: string[];
  mailer: Mailer;
  /** Sign-in and sign-up attempts a minute per client address; SIGN_IN_LIMIT.max by default. */
  signInLimit?: number | undefined;
  /** Called after a user signs up, inside the sign-up request. */
  onUserCreated: (user: { id: string; name: string }) => Promise<void>;
  /** Called after a session is deleted: signed out, revoked or expired. */
  onSessionEnded?: (session: { id: string; token: string }) => Promise<void>;
  /** Why the user may not delete their account now, or null when they may. */
  accountDeletionRefusal?: (userId: string) => Promise<string | null>;
  /** Called after a user deleted their account. */
  onUserDeleted?: (userId: string) => Promise<void>;
  /** Called when a user's name or email changes, or the user is removed. */
  onUserChanged?: (userId: string) => void;
  quiet?: boolean;
  /** Argon2id's cost for new password hashes; PASSWORD_HASHING unless a test passes a cheaper one. */
  passwordHashing?: PasswordHashing | undefined;
}

/** Argon2id's memory (KiB) and passes. A hash records its own, so verifying needs neither. */
export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's minimum settings for Argon2id. */
export const PASSWORD_HASHING: PasswordHashing = { memoryCost: 19_456, timeCost: 2 };

export const SIGN_IN_LIMIT = { window: 60, max: 10 };
export const VERIFY_EMAIL_EXPIRES_SECONDS = 24 * 60 * 60;
export const RESET_PASSWORD_EXPIRES_SECONDS = 60 * 60;

/** Web screens the e-mailed links lead to. */
export const AUTH_SCREENS = {
  verified: '/verify-email',
  resetPassword: '/reset-password',
  signIn: '/sign-in',
  forgotPassword: '/forgot-password',
};

export function createAuth(options: AuthOptions) {
  const backoff = createSignInBackoff(createSignInFailuresRepository(options.db));
  const perAddress = {
    window: SIGN_IN_LIMIT.window,
    max: options.signInLimit ?? SIGN_IN_LIMIT.max,
  };
  const { mailer, baseUrl } = options;
  // Algorithm 2 of @node-rs/argon2 is Argon2id.
  const argon2 = {
    algorithm: 2 as const,
    parallelism: 1,
    ...(options.passwordHashing ?? PASSWORD_HASHING),
  };
  return betterAuth({
    secret: options.secret,
    baseURL: baseUrl,
    basePath: '/api/auth',
    trustedOrigins: options.trustedOrigins,
    telemetry: { enabled: false },
    logger: { disabled: options.quiet ?? false },
    database: authAdapter(options.db),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up answers alike for new and taken addresses; the web app then signs in.
      autoSignIn: false,
      requireEmailVerification: false,
      password: {
        hash: (password) => hash(password, argon2),
        verify: ({ hash: digest, password }) => verify(digest, password),
      },
      onExistingUserSignUp: async ({ user }) =>
        mailer.send(
          existingAccountMail(
            user,
            `${baseUrl}${AUTH_SCREENS.signIn}`,
            `${baseUrl}${AUTH_SCREENS.forgotPassword}`,
          ),
        ),
      resetPasswordTokenExpiresIn: RESET_PASSWORD_EXPIRES_SECONDS,
      // At most RESET_MAILS_PER_HOUR a recipient, whoever asks (the link just made counts); the
      // answer is the same whether a mail went out or not, so it tells nothing about the address.
      sendResetPassword: async ({ user, url }) => {
        const hourAgo = new Date(Date.now() - 3_600_000);
        if ((await resetMailsSince(options.db, user.id, hourAgo)) > RESET_MAILS_PER_HOUR) return;
        await mailer.send(resetPasswordMail(user, url));
      },
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => backoff.clear(user.email),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_EXPIRES_SECONDS,
      sendVerificationEmail: async ({ user, url }) => mailer.send(verificationMail(user, url)),
    },
    user: {
      // A new address takes effect once the link mailed to it is opened.
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          const refusal = await options.accountDeletionRefusal?.(user.id);
          if (refusal) throw new APIError('BAD_REQUEST', { code: 'LAST_OWNER', message: refusal });
        },
        afterDelete: async (user) => options.onUserDeleted?.(user.id),
      },
    },
    hooks: accountHooks({ backoff }),
    advanced: {
      // better-auth skips the origin check under NODE_ENV=test; tests check it like production.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-fathom-client-ip'] },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': perAddress,
        '/sign-up/email': perAddress,
        '/request-password-reset': perAddress,
        '/send-verification-email': perAddress,
      },
    },
    databaseHooks: {
      user: {
        create: { after: async (user) => options.onUserCreated(user) },
        update: { after: (user) => Promise.resolve(options.onUserChanged?.(user.id)) },
        delete: { after: (user) => Promise.resolve(options.onUserChanged?.(user.id)) },
      },
      session: { delete: { after: async (session) => options.onSessionEnded?.(session) } },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
