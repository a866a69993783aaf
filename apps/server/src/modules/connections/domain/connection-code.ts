import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An organization's connection code: its id and a check only the server can compute (HMAC-SHA256
 * of the id under the server's secret, 64 bits shown). Nothing is stored; a code names one
 * organization and cannot be guessed from its id.
 */
export function connectionCode(secret: string, organizationId: number): string {
  return `${organizationId}-${check(secret, organizationId)}`;
}

/** The organization a code names, or null when the code is not one the server gave. */
export function organizationOfCode(secret: string, code: string): number | null {
  const match = /^(\d{1,10})-([0-9A-F]{16})$/.exec(code);
  if (!match) return null;
  const organizationId = Number(match[1]);
  if (!Number.isSafeInteger(organizationId) || organizationId < 1) return null;
  const expected = Buffer.from(check(secret, organizationId));
  const given = Buffer.from(match[2]!);
  return timingSafeEqual(expected, given) ? organizationId : null;
}

function check(secret: string, organizationId: number): string {
  return createHmac('sha256', secret)
    .update(`organization-connection:${organizationId}`)
    .digest('hex')
    .slice(0, 16)
    .toUpperCase();
}
