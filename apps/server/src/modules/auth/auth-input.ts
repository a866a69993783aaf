import { APIError } from 'better-auth/api';
import { EmailAddress, PersonName } from '@fathom/contract';
import type { z } from 'zod';

/** Routes of better-auth that take a person's name; an organization's name is made from it. */
const NAMED_ROUTES = new Set(['/sign-up/email', '/update-user']);

/** Routes of better-auth that take an e-mail address, and the field that holds it. */
const EMAIL_FIELDS: Record<string, string> = {
  '/sign-in/email': 'email',
  '/sign-up/email': 'email',
  '/request-password-reset': 'email',
  '/send-verification-email': 'email',
  '/change-email': 'newEmail',
};

function check(schema: z.ZodType, value: unknown): void {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', { message: parsed.error.issues[0]!.message });
  }
}

/**
 * better-auth's own routes are not contract endpoints: their input is checked here against the
 * contract's bounds before better-auth (or the sign-in back-off) reads or stores anything.
 */
export function checkAuthInput(path: string, body: Record<string, unknown> | undefined): void {
  const emailField = EMAIL_FIELDS[path];
  if (emailField) check(EmailAddress, body?.[emailField]);
  if (!NAMED_ROUTES.has(path)) return;
  if (path === '/update-user' && body?.name === undefined) return;
  check(PersonName, body?.name);
}
