import { startingProgress, type DiveStatus } from '@fathom/contract';
import { describe, expect, it } from 'vitest';
import { mergeStatus, progressReducer } from './progress-state';

const status = (over: Partial<DiveStatus>): DiveStatus => ({
  sndId: '7a1f8e0e-63c2-4b38-9d1c-7d1b0d0a2f11',
  status: 'running',
  step: 'SND_COMPETITORS_SELECTION',
  progress: 0,
  text: 'Starting Smart Niche Dive',
  errorMessage: null,
  chained: true,
  progressBarId: 'abcdefgh1234',
  link: null,
  ...over,
});

describe('dive progress with stored status', () => {
  it('takes the stored progress when it is further than the events', () => {
    const state = progressReducer(startingProgress(), {
      type: 'discovery-progress',
      event: { percentage: 20, text: 'Searching "garlic press"' },
    });
    expect(state.progress).toBe(0.1);
    const merged = mergeStatus(
      state,
      status({ step: 'SND_DIVEBOX_RESEARCH', progress: 0.7, text: 'Collecting keywords' }),
    );
    expect(merged).toEqual({
      step: 'SND_DIVEBOX_RESEARCH',
      progress: 0.7,
      text: 'Collecting keywords',
    });
  });

  it('keeps the events when they are further', () => {
    const state = { step: 'SND_DIVEBOX_RESEARCH' as const, progress: 0.8, text: 'Later' };
    expect(mergeStatus(state, status({ progress: 0.3 }))).toBe(state);
  });

  it('ends with the stored end: a redirect to the link, or home without one', () => {
    expect(
      mergeStatus(
        startingProgress(),
        status({
          status: 'completed',
          step: 'REDIRECTION',
          progress: 1,
          text: 'Dive Completed, Redirecting...',
          link: '/niche/4/niche-analysis/mkl',
        }),
      ),
    ).toMatchObject({ step: 'REDIRECTION', link: '/niche/4/niche-analysis/mkl' });
    expect(
      mergeStatus(startingProgress(), status({ status: 'completed', step: 'REDIRECTION' })),
    ).toMatchObject({ link: '/' });
  });

  it('shows a stored weak-hero failure', () => {
    expect(
      mergeStatus(
        startingProgress(),
        status({
          status: 'failed',
          step: 'WEAK_HERO_ASIN_ERROR',
          progress: 1,
          text: 'Hero product is too weak to find competitors',
          errorMessage: 'Hero product is too weak to find competitors',
        }),
      ),
    ).toMatchObject({ step: 'WEAK_HERO_ASIN_ERROR' });
  });

  it('does not leave an end it reached', () => {
    const timedOut = progressReducer(startingProgress(), { type: 'timed-out' });
    expect(mergeStatus(timedOut, status({ progress: 0.4 }))).toBe(timedOut);
    expect(timedOut).toMatchObject({
      step: 'ERROR',
      error: 'Finding best competitor timed out, Please try again',
    });
  });
});
