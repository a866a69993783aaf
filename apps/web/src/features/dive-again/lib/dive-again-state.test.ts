import { SCHEDULE_MESSAGES } from '@fathom/contract';
import { describe, expect, it } from 'vitest';
import {
  diveAgainReducer,
  initialDiveAgainState,
  launchLists,
  type DiveAgainAction,
} from './dive-again-state';

const run = (...actions: DiveAgainAction[]) =>
  actions.reduce(diveAgainReducer, initialDiveAgainState());

describe('Dive Again state', () => {
  it('starts in auto mode, and a mode change clears the error', () => {
    expect(initialDiveAgainState().mode).toBe('auto');
    const state = run(
      { type: 'error', error: SCHEDULE_MESSAGES.selectHero },
      { type: 'mode', mode: 'manual' },
    );
    expect(state.auto.error).toBeNull();
    expect(state.mode).toBe('manual');
  });

  it('takes the stored exclusions until the user confirms exclusions of their own', () => {
    const synced = run({ type: 'sync-exclusions', asins: ['B000000001'] });
    expect(synced.auto.excludeCompetitors).toEqual(['B000000001']);
    const confirmed = run(
      { type: 'sync-exclusions', asins: ['B000000001'] },
      { type: 'confirm-exclusions', asins: [] },
      { type: 'sync-exclusions', asins: ['B000000001'] },
    );
    expect(confirmed.auto.excludeCompetitors).toEqual([]);
  });

  it('never keeps an ASIN both locked and excluded, and closes the sub-dialog on confirm', () => {
    const state = run(
      { type: 'dialog', dialog: 'LOCK_COMPETITORS' },
      { type: 'confirm-locks', asins: ['B000000001', 'B000000002'] },
      { type: 'dialog', dialog: 'EXCLUDE_COMPETITORS' },
      { type: 'confirm-exclusions', asins: ['B000000002'] },
    );
    expect(state.auto.lockCompetitors).toEqual(['B000000001']);
    expect(state.auto.excludeCompetitors).toEqual(['B000000002']);
    expect(state.dialog).toBe('NONE');
  });

  it('choosing a hero clears the error and keeps the locks and exclusions as they were', () => {
    const state = run(
      { type: 'confirm-locks', asins: ['B000000001'] },
      { type: 'confirm-exclusions', asins: ['B000000002'] },
      { type: 'error', error: SCHEDULE_MESSAGES.selectHero },
      { type: 'hero', value: 'b000000001' },
      { type: 'hero', value: 'B000000002' },
    );
    expect(state.auto.error).toBeNull();
    expect(state.auto.lockCompetitors).toEqual(['B000000001']);
    expect(state.auto.excludeCompetitors).toEqual(['B000000002']);
    // Another hero brings the exclusion back for the launch.
    const again = diveAgainReducer(state, { type: 'hero', value: 'B000000003' });
    expect(launchLists(again.auto, 'B000000003')).toEqual({
      lockedAsins: ['B000000001'],
      excludedAsins: ['B000000002'],
    });
  });

  it('launches an excluded hero without its exclusion, and keeps a locked hero locked', () => {
    const state = run(
      { type: 'confirm-locks', asins: ['B000000001', 'B000000003'] },
      { type: 'confirm-exclusions', asins: ['B000000002', 'B000000004'] },
    );
    expect(launchLists(state.auto, 'B000000002')).toEqual({
      lockedAsins: ['B000000001', 'B000000003'],
      excludedAsins: ['B000000004'],
    });
    expect(launchLists(state.auto, 'B000000001').lockedAsins).toEqual(['B000000001', 'B000000003']);
  });
});
