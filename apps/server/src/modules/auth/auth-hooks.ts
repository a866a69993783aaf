import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Db } from '../../db/client';
import { passwordProblem, type PasswordContext } from './password-strength';
import { lockedMessage, type SignInBackoff } from './sign-in-backoff';

interface HookDeps {
  db: Db;
  backoff: SignInBackoff;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

function refuseWeak(password: unknown, context: PasswordContext): void {
  if (typeof password !== 'string') return;
  const problem = passwordProblem(password, context);
  if (problem) throw new APIError('BAD_REQUEST', { code: 'WEAK_PASSWORD', message: problem });
}

/** Whose password a reset link changes, so the rule can refuse their name and email. */
async function resetTarget(ctx: HookContext): Promise<PasswordContext | null> {
  const token = text(ctx.body?.token) ?? text(ctx.query?.token);
  if (!token) return null;
  const found = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!found) return null;
  const user = await ctx.context.internalAdapter.findUserById(found.value);
  return user ? { email: user.email, name: user.name } : null;
}

function tooManyFailures(seconds: number): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'SIGN_IN_BACKOFF', message: lockedMessage(seconds) },
    { 'Retry-After': String(seconds) },
  );
}

/**
 * Account rules better-auth leaves to the application: the password strength rule on every way a
 * password is set, and the per-account back-off on failed sign-ins.
 */
export function accountHooks({ backoff }: HookDeps) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      switch (ctx.path) {
        case '/sign-up/email':
          refuseWeak(ctx.body?.password, {
            email: text(ctx.body?.email),
            name: text(ctx.body?.name),
          });
          return;
        case '/reset-password': {
          const target = await resetTarget(ctx);
          if (target) refuseWeak(ctx.body?.newPassword, target);
          return;
        }
        case '/change-password': {
          const session = await getSessionFromCtx(ctx);
          if (session) refuseWeak(ctx.body?.newPassword, session.user);
          return;
        }
        case '/sign-in/email': {
          const email = text(ctx.body?.email);
          const wait = email ? await backoff.waitSeconds(email) : 0;
          if (wait > 0) throw tooManyFailures(wait);
          return;
        }
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== '/sign-in/email') return;
      const email = text(ctx.body?.email);
      if (!email) return;
      const returned = ctx.context.returned;
      if (isAPIError(returned)) {
        if (returned.statusCode !== 401) return;
        await backoff.recordFailure(email);
      } else {
        await backoff.clear(email);
      }
    }),
  };
}
