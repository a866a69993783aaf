import { z } from 'zod';

/** Longest text a progress event carries; longer progress text is cut (see `progressEvent`). */
export const PROGRESS_TEXT_MAX = 500;
const EventText = z.string().max(PROGRESS_TEXT_MAX);

/**
 * Why a dive failed. Clients decide what to show from the code, never from the message:
 * a weak hero, a quota that ran out, a dive nobody waited for any more, anything else.
 */
export const ProgressErrorCode = z.enum(['WEAK_HERO', 'QUOTA', 'TIMED_OUT', 'FAILED']);
export type ProgressErrorCode = z.infer<typeof ProgressErrorCode>;

/** Realtime events on `snd-{progressBarId}` and `dive-{progressBarId}` (spec: niche-dive §7). */
export const ProgressEvent = z.object({ percentage: z.number().min(0).max(100), text: EventText });
export const DiscoveryCompletedEvent = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true) }),
  z.object({
    success: z.literal(false),
    errorCode: ProgressErrorCode,
    errorMessage: EventText.optional(),
  }),
]);
export const DiveCompletedEvent = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), link: EventText.optional() }),
  z.object({ success: z.literal(false), errorCode: ProgressErrorCode }),
]);
export type ProgressEvent = z.infer<typeof ProgressEvent>;
export type DiscoveryCompletedEvent = z.infer<typeof DiscoveryCompletedEvent>;
export type DiveCompletedEvent = z.infer<typeof DiveCompletedEvent>;

/** A progress event; text from market data (a search term) is cut to fit the event. */
export function progressEvent(percentage: number, text: string): ProgressEvent {
  return { percentage, text: text.slice(0, PROGRESS_TEXT_MAX) };
}

export const DIVE_STEPS = [
  'SND_COMPETITORS_SELECTION',
  'SND_DIVEBOX_RESEARCH',
  'REDIRECTION',
  'WEAK_HERO_ASIN_ERROR',
  'ERROR',
] as const;
export type DiveStep = (typeof DIVE_STEPS)[number];

export const DIVE_TEXT = {
  starting: 'Starting Smart Niche Dive',
  discovered: 'Best Competitor ASINs Discovered',
  redirecting: 'Dive Completed, Redirecting...',
  diveFailed: 'Something went wrong',
  discoveryFailed: 'Failed to fetch best competitor stats',
  timedOut: 'Finding best competitor timed out, Please try again',
  weakHero: 'Hero product is too weak to find competitors',
} as const;

/** How long "Dive Completed, Redirecting..." stays on screen before the app goes to the niche. */
export const DIVE_REDIRECT_PAUSE_MS = 1500;

/** 5 minutes without a progress event ends the wait. */
export const DIVE_INACTIVITY_TIMEOUT_MS = 300_000;

export interface DiveProgress {
  step: DiveStep;
  /** 0 to 1. */
  progress: number;
  text: string;
  /** Set on error steps. */
  error?: string;
  /** Set on REDIRECTION: where the browser goes. */
  link?: string;
}

export type DiveProgressAction =
  | { type: 'discovery-progress'; event: ProgressEvent }
  | { type: 'discovery-completed'; event: DiscoveryCompletedEvent }
  | { type: 'dive-progress'; event: ProgressEvent }
  | { type: 'dive-completed'; event: DiveCompletedEvent }
  | { type: 'timed-out' };

export function startingProgress(): DiveProgress {
  return { step: 'SND_COMPETITORS_SELECTION', progress: 0, text: DIVE_TEXT.starting };
}

/** The final state of a run that failed, with the reason the user reads; the code picks the screen. */
export function failedProgress(message: string, code: ProgressErrorCode = 'FAILED'): DiveProgress {
  const step: DiveStep = code === 'WEAK_HERO' ? 'WEAK_HERO_ASIN_ERROR' : 'ERROR';
  return { step, progress: 1, text: message, error: message };
}

/** The run has ended: redirected to its niche, or failed. No event changes it any more. */
export const isFinalProgress = (s: DiveProgress) =>
  s.step === 'REDIRECTION' || s.step === 'ERROR' || s.step === 'WEAK_HERO_ASIN_ERROR';

/**
 * The progress modal's state machine (spec: niche-dive §4). With a chained dive, discovery fills
 * the first half of the bar and the dive the second half (never less than 0.1 of it).
 */
export function reduceDiveProgress(
  state: DiveProgress,
  action: DiveProgressAction,
  chained: boolean,
): DiveProgress {
  if (isFinalProgress(state)) return state;
  switch (action.type) {
    case 'discovery-progress': {
      const share = action.event.percentage / 100;
      return { ...state, progress: chained ? share / 2 : share, text: action.event.text };
    }
    case 'discovery-completed':
      if (!action.event.success)
        return failedProgress(
          action.event.errorMessage || DIVE_TEXT.discoveryFailed,
          action.event.errorCode,
        );
      return {
        step: 'SND_DIVEBOX_RESEARCH',
        progress: chained ? 0.5 : 1,
        text: DIVE_TEXT.discovered,
      };
    case 'dive-progress':
      return {
        step: 'SND_DIVEBOX_RESEARCH',
        progress: 0.5 + Math.max(0.1, action.event.percentage / 100 / 2),
        text: action.event.text,
      };
    case 'dive-completed':
      if (!action.event.success)
        return failedProgress(DIVE_TEXT.diveFailed, action.event.errorCode);
      return {
        step: 'REDIRECTION',
        progress: 1,
        text: DIVE_TEXT.redirecting,
        link: action.event.link ?? '/',
      };
    case 'timed-out':
      return failedProgress(DIVE_TEXT.timedOut, 'TIMED_OUT');
  }
}
