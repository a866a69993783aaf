import { describe, expect, it } from 'vitest';
import {
  reduceDiveProgress,
  startingProgress,
  type DiveProgress,
  type DiveProgressAction,
} from './progress';

const run = (actions: DiveProgressAction[], chained = true): DiveProgress =>
  actions.reduce((s, a) => reduceDiveProgress(s, a, chained), startingProgress());

describe('dive progress', () => {
  it('starts at 0 with the starting text', () => {
    expect(startingProgress()).toEqual({
      step: 'SND_COMPETITORS_SELECTION',
      progress: 0,
      text: 'Starting Smart Niche Dive',
    });
  });

  it('halves discovery progress when a dive is chained', () => {
    const event = { percentage: 60, text: 'Scanning search results' };
    expect(run([{ type: 'discovery-progress', event }]).progress).toBeCloseTo(0.3);
    expect(run([{ type: 'discovery-progress', event }], false).progress).toBeCloseTo(0.6);
  });

  it('moves to the research step at 0.5 when discovery completes', () => {
    expect(run([{ type: 'discovery-completed', event: { success: true } }])).toEqual({
      step: 'SND_DIVEBOX_RESEARCH',
      progress: 0.5,
      text: 'Best Competitor ASINs Discovered',
    });
  });

  it('maps dive progress to the second half with at least 0.1 of it', () => {
    const at = (percentage: number) =>
      run([
        { type: 'discovery-completed', event: { success: true } },
        { type: 'dive-progress', event: { percentage, text: 't' } },
      ]).progress;
    expect(at(0)).toBeCloseTo(0.6);
    expect(at(50)).toBeCloseTo(0.75);
    expect(at(100)).toBeCloseTo(1);
  });

  it('redirects to the link on success', () => {
    const done = run([
      { type: 'dive-completed', event: { success: true, link: '/niche/7/niche-analysis/mkl' } },
    ]);
    expect(done).toMatchObject({
      step: 'REDIRECTION',
      progress: 1,
      text: 'Dive Completed, Redirecting...',
      link: '/niche/7/niche-analysis/mkl',
    });
  });

  it('tells a weak hero from other failures', () => {
    const weak = run([
      {
        type: 'discovery-completed',
        event: {
          success: false,
          errorCode: 'WEAK_HERO',
          errorMessage: 'Hero product is too weak to find competitors',
        },
      },
    ]);
    expect(weak.step).toBe('WEAK_HERO_ASIN_ERROR');
    const other = run([
      { type: 'discovery-completed', event: { success: false, errorCode: 'FAILED' } },
    ]);
    expect(other).toMatchObject({ step: 'ERROR', error: 'Failed to fetch best competitor stats' });
    // The code decides, not the words of the message.
    const worded = run([
      {
        type: 'discovery-completed',
        event: {
          success: false,
          errorCode: 'FAILED',
          errorMessage: 'Hero product is too weak to find competitors',
        },
      },
    ]);
    expect(worded.step).toBe('ERROR');
    const quota = { success: false, errorCode: 'QUOTA' } as const;
    expect(run([{ type: 'dive-completed', event: quota }])).toMatchObject({
      step: 'ERROR',
      error: 'Something went wrong',
    });
  });

  it('times out with the spec text, and ignores events after the end', () => {
    const timedOut = run([
      { type: 'timed-out' },
      { type: 'dive-progress', event: { percentage: 10, text: 'late' } },
    ]);
    expect(timedOut).toMatchObject({
      step: 'ERROR',
      error: 'Finding best competitor timed out, Please try again',
    });
  });
});
