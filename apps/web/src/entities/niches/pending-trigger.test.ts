import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingTrigger, readPendingTrigger, writePendingTrigger } from './pending-trigger';

const trigger = {
  ready: true,
  orgId: 1,
  asin: 'B0YEY4SBXU',
  marketplace: 'com' as const,
  competitorsCount: 15,
  nicheId: 7,
  nicheLabel: 'garlic press',
  lockedAsins: ['B000000001'],
  excludedAsins: ['B000000002'],
};

describe('pending Dive Again trigger', () => {
  afterEach(() => window.sessionStorage.clear());

  it('survives in sessionStorage until cleared', () => {
    const written = writePendingTrigger(trigger);
    expect(readPendingTrigger()).toEqual({ ...trigger, id: written.id });
    clearPendingTrigger();
    expect(readPendingTrigger()).toBeNull();
  });

  it('ignores anything that is not a trigger', () => {
    window.sessionStorage.setItem('fathom.pendingDiveTrigger', '{"ready":true}');
    expect(readPendingTrigger()).toBeNull();
    window.sessionStorage.setItem('fathom.pendingDiveTrigger', 'not json');
    expect(readPendingTrigger()).toBeNull();
  });
});
