import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIVE_TEXT } from '@fathom/contract';
import { createSimulatedMarket, type MarketDataProvider } from '@fathom/market';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { diveStatus, nicheList, startBody } from '../../test/dives';

/** The simulated marketplace, with one method that fails while `failing` names it. */
const simulated = createSimulatedMarket();
let failing: keyof MarketDataProvider | null = null;
const market = new Proxy(simulated, {
  get(target, name: keyof MarketDataProvider) {
    if (name === failing) return () => Promise.reject(new Error('marketplace unavailable'));
    const value: unknown = Reflect.get(target, name);
    return typeof value === 'function'
      ? (value as (...args: unknown[]) => unknown).bind(target)
      : value;
  },
});

let t: TestApp;
let owner: TestUser;
const lastTry = { retryCount: 2, isLast: true };

beforeAll(async () => {
  t = await startTestApp({ market }); // no worker: the test runs the jobs' attempts itself
  owner = await t.signUp('Fay');
});
afterAll(() => t.close());

async function started() {
  const res = await t.request({
    method: 'POST',
    url: `/api/orgs/${owner.orgId}/dives`,
    cookie: owner.cookie,
    payload: startBody(KNOWN_ASINS.com.strongHero, 10),
  });
  return res.json<{ sndId: string }>().sndId;
}
const status = (sndId: string) => diveStatus(t, owner, sndId);
const niches = () => nicheList(t, owner);

describe('dive failures', () => {
  it('a discovery that keeps failing ends with the generic discovery message, retrying before that', async () => {
    const sndId = await started();
    failing = 'searchResults';
    await expect(
      t.services.dives.runDiscovery(sndId, { retryCount: 0, isLast: false }),
    ).rejects.toThrow('marketplace unavailable');
    expect((await status(sndId)).status).toBe('running');
    await t.services.dives.runDiscovery(sndId, lastTry);
    failing = null;
    expect(await status(sndId)).toMatchObject({
      status: 'failed',
      step: 'ERROR',
      errorMessage: DIVE_TEXT.discoveryFailed,
    });
  });

  it('a dive that keeps failing says Something went wrong, creates no niche and charges nothing', async () => {
    const sndId = await started();
    await t.services.dives.runDiscovery(sndId, lastTry);
    expect((await status(sndId)).step).toBe('SND_DIVEBOX_RESEARCH');
    failing = 'salesEstimates';
    await t.services.dives.runDive(sndId, lastTry);
    failing = null;
    expect(await status(sndId)).toMatchObject({
      status: 'failed',
      step: 'ERROR',
      errorMessage: 'Something went wrong',
    });
    expect(await niches()).toEqual([]);
    expect((await t.services.billing.quota(owner.orgId, 'DIVED_ASINS')).used).toBe(0);
  });
});
