import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Competitor, DiveStatus, KeywordRow } from '@fathom/contract';
import { createSimulatedMarket } from '@fathom/market';
import { KNOWN_ASINS, withLatency } from '@fathom/market/simulated';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { nicheIdOf, startBody } from '../../test/dives';
import { PROVIDER_CONCURRENCY } from './domain/discovery';

/** The simulated marketplace, answering 20 to 80 ms late while `slow` is set, like a remote one. */
let slow = false;
const market = withLatency(createSimulatedMarket(), (call) => (slow ? [80, 20, 50][call % 3]! : 0));

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await startTestApp({ market }); // no worker: the test runs the jobs itself and times them
  owner = await t.signUp('Paula');
});
afterAll(() => t.close());

const get = async <T>(url: string) =>
  (await t.request({ method: 'GET', url, cookie: owner.cookie })).json<T>();

/** Starts a dive, runs its discovery and dive jobs, and says what the provider was asked. */
async function dive() {
  const res = await t.request({
    method: 'POST',
    url: `/api/orgs/${owner.orgId}/dives`,
    cookie: owner.cookie,
    payload: startBody(KNOWN_ASINS.com.strongHero, 30),
  });
  const { sndId } = res.json<{ sndId: string }>();
  const before = market.latency.calls;
  await t.services.dives.runDiscovery(sndId, { retryCount: 0, isLast: true });
  await t.services.dives.runDive(sndId, { retryCount: 0, isLast: true });
  const status = await get<DiveStatus>(`/api/orgs/${owner.orgId}/dives/${sndId}`);
  expect(status.status).toBe('completed');
  const nicheId = nicheIdOf(status);
  return {
    calls: market.latency.calls - before,
    competitors: await get<Competitor[]>(`/api/niches/${nicheId}/competitors`),
    lists: await Promise.all(
      ['mkl', 'outlier', 'residue'].map((list) =>
        get<KeywordRow[]>(`/api/niches/${nicheId}/keywords?list=${list}`),
      ),
    ),
  };
}

describe('a dive against a slow provider', () => {
  it('overlaps its provider calls and finds exactly what it finds against a fast one', async () => {
    const fast = await dive();
    slow = true;
    const delayed = await dive();
    slow = false;

    // The dive keeps several calls waiting on the provider at once (bench/dive.ts times it).
    expect(delayed.calls).toBeGreaterThan(50);
    expect(market.latency.maxInFlight).toBe(PROVIDER_CONCURRENCY);

    // Calls finishing in another order change nothing in the niche.
    expect(delayed.competitors).toHaveLength(30);
    expect(delayed.competitors).toEqual(fast.competitors);
    expect(delayed.lists[0]!.length).toBeGreaterThan(20);
    expect(delayed.lists).toEqual(fast.lists);
  });
});
