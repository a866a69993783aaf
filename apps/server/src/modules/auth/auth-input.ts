import { APIError } from 'better-auth/api';
import { PersonName } from '@fathom/contract';

/** Routes of better-auth that take a person's name; an organization's name is made from it. */
const NAMED_ROUTES = new Set(['/sign-up/email', '/update-user']);

/**
 * better-auth's own routes are not contract endpoints: their input is checked here against the
 * contract's bounds before better-auth stores anything.
 */
export function checkAuthInput(path: string, body: { name?: unknown } | undefined): void {
  if (!NAMED_ROUTES.has(path)) return;
  if (path === '/update-user' && body?.name === undefined) return;
  const name = PersonName.safeParse(body?.name);
  if (!name.success) {
    throw new APIError('BAD_REQUEST', { message: name.error.issues[0]!.message });
  }
}
