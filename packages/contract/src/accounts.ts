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

/** Failed sign-ins an account may have before each further one has to wait. */
export const SIGN_IN_FREE_FAILURES = 5;
/** The first wait; it doubles with every further failure, up to the maximum. */
export const SIGN_IN_BACKOFF_BASE_SECONDS = 30;
export const SIGN_IN_BACKOFF_MAX_SECONDS = 15 * 60;

/** The answer to a sign-in, or any other change, from an origin the server does not trust. */
export function untrustedOriginMessage(
  origin: string,
  baseUrl: string,
  refused: 'sign-ins' | 'changes' = 'sign-ins',
): string {
  return `Fathom does not accept ${refused} from ${origin}. Open ${baseUrl} instead, or add ${origin} to FATHOM_TRUSTED_ORIGINS on the server and restart it.`;
}
