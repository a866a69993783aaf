import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { passwordProblem, type PasswordContext } from './password-strength';
import { lockedMessage, type SignInBackoff } from './sign-in-backoff';
import { checkAuthInput } from './auth-input';

interface HookDeps {
  backoff: SignInBackoff;
}

/** What the reset hook reads through better-auth's internal adapter. */
interface ResetLookup {
  findVerificationValue(identifier: string): Promise<{ value: string } | null>;
  findUserById(id: string): Promise<{ email: string; name: string } | null>;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** A request body's or query's fields, whatever the endpoint (better-auth types them as any). */
const fields = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

async function refuseWeak(password: unknown, context: PasswordContext): Promise<void> {
  if (typeof password !== 'string') return;
  const problem = await passwordProblem(password, context);
  if (problem) throw new APIError('BAD_REQUEST', { code: 'WEAK_PASSWORD', message: problem });
}

/** Whose password a reset link changes, so the rule can refuse their name and email. */
async function resetTarget(
  adapter: ResetLookup,
  token: string | undefined,
): Promise<PasswordContext | null> {
  if (!token) return null;
  const found = await adapter.findVerificationValue(`reset-password:${token}`);
  if (!found) return null;
  const user = await adapter.findUserById(found.value);
  return user ? { email: user.email, name: user.name } : null;
}

/**
 * The client address the server stated for this request (auth.routes sets the header from the
 * socket); an IPv4 address mapped into IPv6 counts as the IPv4 address.
 */
function clientAddress(headers: Headers | undefined): string {
  const stated = headers?.get('x-fathom-client-ip') ?? '';
  return stated.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
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
 * password is set, and the sign-in back-off per account and client address.
 */
export function accountHooks({ backoff }: HookDeps) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      const body = fields(ctx.body);
      checkAuthInput(ctx.path, body);
      switch (ctx.path) {
        case '/sign-up/email':
          await refuseWeak(body.password, { email: text(body.email), name: text(body.name) });
          return;
        case '/reset-password': {
          const token = text(body.token) ?? text(fields(ctx.query).token);
          const target = await resetTarget(ctx.context.internalAdapter, token);
          if (target) await refuseWeak(body.newPassword, target);
          return;
        }
        case '/change-password': {
          const session = await getSessionFromCtx(ctx);
          if (session) await refuseWeak(body.newPassword, session.user);
          return;
        }
        case '/sign-in/email': {
          const email = text(body.email);
          const wait = email ? await backoff.waitSeconds(email, clientAddress(ctx.headers)) : 0;
          if (wait > 0) throw tooManyFailures(wait);
          return;
        }
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== '/sign-in/email') return;
      const email = text(fields(ctx.body).email);
      if (!email) return;
      const address = clientAddress(ctx.headers);
      const returned: unknown = ctx.context.returned;
      if (isAPIError(returned)) {
        if (returned.statusCode === 401) await backoff.recordFailure(email, address);
      } else {
        await backoff.signedIn(email, address);
      }
    }),
  };
}
