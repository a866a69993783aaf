import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from './random-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('random ids outside a secure context', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A page at a plain-HTTP LAN address: crypto has getRandomValues but no randomUUID. */
  function insecureContext() {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
  }

  it('builds distinct version-4 UUIDs without crypto.randomUUID', () => {
    insecureContext();
    const ids = new Set(Array.from({ length: 200 }, randomId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID);
  });
});
