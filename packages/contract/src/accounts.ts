/** The password rule, shared by the server (which enforces it) and the web app (which states it). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's score, 0 (guessed at once) to 4 (very unguessable); 3 resists an offline attack. */
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters that are hard to guess: not a common password, and not your name or email.`;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  /** Followed by the estimator's own warning and suggestion, when it has them. */
  tooWeak: 'This password is too easy to guess.',
} as const;

/**
 * Failed sign-ins to one account from one client address before each further one from that
 * address has to wait. Other addresses are not held back by them.
 */
export const SIGN_IN_FREE_FAILURES = 5;
/** The first wait; it doubles with every further failure, up to the maximum. */
export const SIGN_IN_BACKOFF_BASE_SECONDS = 30;
export const SIGN_IN_BACKOFF_MAX_SECONDS = 15 * 60;
/**
 * The account-wide slow-down: once failed sign-ins to an account came from this many other
 * client addresses (in the last 24 hours), an address waits before each try, the right password
 * included, then may try. The wait starts at the base and doubles with each further address, up
 * to the maximum: a delay, never a lock-out of the owner.
 */
export const SIGN_IN_SLOWDOWN_ADDRESSES = 3;
export const SIGN_IN_SLOWDOWN_MAX_SECONDS = 5 * 60;
/** Password reset e-mails one address receives in an hour, whoever asks for them. */
export const RESET_MAILS_PER_HOUR = 3;

/** The answer to a sign-in, or any other change, from an origin the server does not trust. */
export function untrustedOriginMessage(
  origin: string,
  baseUrl: string,
  refused: 'sign-ins' | 'changes' = 'sign-ins',
): string {
  return `Fathom does not accept ${refused} from ${origin}. Open ${baseUrl} instead, or add ${origin} to FATHOM_TRUSTED_ORIGINS on the server and restart it.`;
}
