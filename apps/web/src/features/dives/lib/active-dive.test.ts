import { afterEach, describe, expect, it, vi } from 'vitest';
import { writePendingTrigger } from '../../../entities/niches/pending-trigger';
import { newProgressBarId } from './active-dive';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('dive ids outside a secure context', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('Create Niche and Dive Again get their ids without crypto.randomUUID', () => {
    // A page at a plain-HTTP LAN address: crypto has getRandomValues but no randomUUID.
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    expect(newProgressBarId()).toMatch(/^[0-9a-f]{32}$/);
    expect(writePendingTrigger({} as Parameters<typeof writePendingTrigger>[0]).id).toMatch(UUID);
  });
});
