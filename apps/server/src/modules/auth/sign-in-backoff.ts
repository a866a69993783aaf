import {
  countOf,
  SIGN_IN_BACKOFF_BASE_SECONDS,
  SIGN_IN_BACKOFF_MAX_SECONDS,
  SIGN_IN_FREE_FAILURES,
} from '@fathom/contract';
import type { SignInFailuresRepository } from './auth.repository';

/** Failures older than this are forgotten: the count starts again. */
const FORGET_AFTER_HOURS = 24;

/** How long an account waits after its `failures`-th failed sign-in in a row. */
export function backoffSeconds(failures: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - SIGN_IN_FREE_FAILURES, 20);
  return Math.min(SIGN_IN_BACKOFF_BASE_SECONDS * 2 ** doublings, SIGN_IN_BACKOFF_MAX_SECONDS);
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
 * The per-account back-off: keyed by the email as typed (lower-cased), whether or not an account
 * has it, so the answer never tells which addresses exist.
 */
export function createSignInBackoff(
  failures: SignInFailuresRepository,
  now: () => Date = () => new Date(),
) {
  const key = (email: string) => email.trim().toLowerCase();
  return {
    /** Seconds this address must still wait before it may try again; 0 when it may. */
    async waitSeconds(email: string): Promise<number> {
      const until = (await failures.lockedUntil(key(email)))?.getTime() ?? 0;
      return Math.max(0, Math.ceil((until - now().getTime()) / 1000));
    },

    /** Counts a failed sign-in and returns how long the account must now wait. */
    async recordFailure(email: string): Promise<number> {
      const at = now();
      const seconds = backoffSeconds(await failures.count(key(email), at, FORGET_AFTER_HOURS));
      if (seconds > 0) await failures.lock(key(email), new Date(at.getTime() + seconds * 1000));
      return seconds;
    },

    /** A successful sign-in or a password reset starts the count again. */
    clear: (email: string) => failures.clear(key(email)),
  };
}

export type SignInBackoff = ReturnType<typeof createSignInBackoff>;
