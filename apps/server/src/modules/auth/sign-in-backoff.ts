import {
  countOf,
  SIGN_IN_BACKOFF_BASE_SECONDS,
  SIGN_IN_BACKOFF_MAX_SECONDS,
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_SLOWDOWN_ADDRESSES,
  SIGN_IN_SLOWDOWN_MAX_SECONDS,
} from '@fathom/contract';
import type { SignInFailuresRepository } from './auth.repository';

/** Failures older than this are forgotten: the count starts again. */
const FORGET_AFTER_HOURS = 24;

/** How long one client address waits after its `failures`-th failed sign-in in a row to one account. */
export function backoffSeconds(failures: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - SIGN_IN_FREE_FAILURES, 20);
  return Math.min(SIGN_IN_BACKOFF_BASE_SECONDS * 2 ** doublings, SIGN_IN_BACKOFF_MAX_SECONDS);
}

/** The account-wide wait before each try, once failures came from `addresses` other addresses. */
export function slowdownSeconds(addresses: number): number {
  if (addresses < SIGN_IN_SLOWDOWN_ADDRESSES) return 0;
  const doublings = Math.min(addresses - SIGN_IN_SLOWDOWN_ADDRESSES, 20);
  return Math.min(SIGN_IN_BACKOFF_BASE_SECONDS * 2 ** doublings, SIGN_IN_SLOWDOWN_MAX_SECONDS);
}

function inWords(seconds: number): string {
  if (seconds < 60) return countOf(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  return countOf(minutes, 'minute');
}

export function lockedMessage(seconds: number): string {
  return `Too many failed sign-ins for this account. Try again in ${inWords(seconds)}, or reset your password.`;
}

/**
 * The sign-in back-off, keyed by the email as typed (lower-cased), whether or not an account has
 * it, so the answer never tells which addresses exist:
 * - per account and client address: after SIGN_IN_FREE_FAILURES failures that address waits
 *   before each further try (30 s, doubling up to 15 min); other addresses are not held back;
 * - per account: once failures came from SIGN_IN_SLOWDOWN_ADDRESSES other addresses, every
 *   address waits slowdownSeconds before its next try and after each failure, then may try; the
 *   right password gets through after the wait, so the owner is delayed, never locked out.
 */
export function createSignInBackoff(
  failures: SignInFailuresRepository,
  now: () => Date = () => new Date(),
) {
  const key = (email: string) => email.trim().toLowerCase();
  const since = (at: Date) => new Date(at.getTime() - FORGET_AFTER_HOURS * 3_600_000);
  const slowdown = async (email: string, address: string, at: Date) =>
    slowdownSeconds(await failures.otherAddresses(email, address, since(at)));
  const lock = (email: string, address: string, at: Date, seconds: number) =>
    failures.lock(email, address, new Date(at.getTime() + seconds * 1000));

  return {
    /**
     * Seconds this client address must still wait before it may try this email; 0 when it may.
     * Under the account-wide slow-down an address that has not waited yet starts its wait now.
     */
    async waitSeconds(email: string, address: string): Promise<number> {
      const at = now();
      const until = (await failures.lockedUntil(key(email), address))?.getTime();
      if (until !== undefined) return Math.max(0, Math.ceil((until - at.getTime()) / 1000));
      const seconds = await slowdown(key(email), address, at);
      if (seconds > 0) await lock(key(email), address, at, seconds);
      return seconds;
    },

    /** Counts a failed sign-in from this address and returns how long it must now wait. */
    async recordFailure(email: string, address: string): Promise<number> {
      const at = now();
      const count = await failures.count(key(email), address, at, FORGET_AFTER_HOURS);
      const seconds = Math.max(backoffSeconds(count), await slowdown(key(email), address, at));
      if (seconds > 0) await lock(key(email), address, at, seconds);
      return seconds;
    },

    /** A successful sign-in starts this address's count again. */
    signedIn: (email: string, address: string) => failures.clear(key(email), address),

    /** A password reset starts every count of the account again. */
    clear: (email: string) => failures.clear(key(email)),
  };
}

export type SignInBackoff = ReturnType<typeof createSignInBackoff>;
