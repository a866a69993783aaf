import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channels } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { diveAndWait, nicheIdOf, startBody } from '../../test/dives';

let t: TestApp;
let owner: TestUser;
const hero = KNOWN_ASINS.com.strongHero;

beforeAll(async () => {
  t = await startTestApp({ work: true });
  owner = await t.signUp('Nina');
});
afterAll(() => t.close());

/** Payloads of niche-changed events published on the owner's organization channel while `publish` is spied. */
function watchNicheEvents() {
  const publish = vi.spyOn(t.services.publisher, 'publish');
  const events = () =>
    publish.mock.calls
      .filter(
        ([channel, ids, event]) =>
          channel === channels.organization &&
          (ids as { orgId: number }).orgId === owner.orgId &&
          event === 'niche-changed',
      )
      .map(([, , , data]) => data);
  return { events, stop: () => publish.mockRestore() };
}

describe('niche changes reach open tabs', () => {
  it('a dive and a re-dive each publish niche-changed on the organization channel', async () => {
    const { events: nicheEvents, stop } = watchNicheEvents();

    const nicheId = nicheIdOf(await diveAndWait(t, owner, startBody(hero, 10)));
    // The event follows the commit that a status poll may see first.
    await expect.poll(nicheEvents).toEqual([{ nicheId }]);

    const again = await diveAndWait(t, owner, startBody(hero, 15, { nicheId }));
    expect(again.status).toBe('completed');
    await expect.poll(nicheEvents).toHaveLength(2);
    expect(nicheEvents()[1]).toEqual({ nicheId });
    stop();
  });

  it('a failed dive publishes no niche change', async () => {
    const { events, stop } = watchNicheEvents();
    const failed = await diveAndWait(t, owner, startBody(KNOWN_ASINS.com.weakHero, 10));
    expect(failed.status).toBe('failed');
    // A dive that succeeds afterwards publishes its change: the only one, so none came before.
    const nicheId = nicheIdOf(await diveAndWait(t, owner, startBody(hero, 10)));
    await expect.poll(events).toHaveLength(1);
    expect(events()[0]).toEqual({ nicheId });
    stop();
  });
});
