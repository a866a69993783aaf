import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DIVE_MESSAGES, type Competitor } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { subscriptions } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { diveAndWait, nicheIdOf, startBody } from '../../test/dives';

let t: TestApp;
let owner: TestUser;
let nicheId: number;
let first: Competitor[];
const hero = KNOWN_ASINS.com.strongHero;
const lockedBelow = 'You can’t select fewer competitors than locked.';

const competitors = () =>
  t
    .request({ method: 'GET', url: `/api/niches/${nicheId}/competitors`, cookie: owner.cookie })
    .then((r) => r.json<Competitor[]>());
const used = async () => (await t.services.billing.quota(owner.orgId, 'DIVED_ASINS')).used;
const start = (body: object) =>
  t.request({
    method: 'POST',
    url: `/api/orgs/${owner.orgId}/dives`,
    cookie: owner.cookie,
    payload: body,
  });

beforeAll(async () => {
  t = await startTestApp({ work: true });
  owner = await t.signUp('Cora');
  nicheId = nicheIdOf(await diveAndWait(t, owner, startBody(hero, 10)));
  first = await competitors();
});
afterAll(() => t.close());

describe('Dive Again counts: the count is the niche size, hero included', () => {
  it('a new hero and 3 locked with a count of 3 is refused: the hero takes a place too', async () => {
    const before = await used();
    const newHero = first[4]!.asin;
    const locked = first.slice(1, 4).map((c) => c.asin);
    const res = await start(startBody(newHero, 3, { nicheId, lockedAsins: locked }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(lockedBelow);
    expect(await used()).toBe(before);

    const status = await diveAndWait(
      t,
      owner,
      startBody(newHero, 4, { nicheId, lockedAsins: locked }),
    );
    expect(status.status).toBe('completed');
    const after = await competitors();
    expect(after.map((c) => c.asin)).toEqual([newHero, ...locked]);
    expect(await used()).toBe(before + 4);
  });

  it('a locked hero counts once: 3 locked, one of them the hero, with a count of 3 gives 3', async () => {
    const before = await used();
    const now = await competitors();
    const locked = now.slice(1, 4).map((c) => c.asin);
    const status = await diveAndWait(
      t,
      owner,
      startBody(locked[0]!, 3, { nicheId, lockedAsins: locked }),
    );
    expect(status.status).toBe('completed');
    const after = await competitors();
    expect(after).toHaveLength(3);
    expect(after[0]!.asin).toBe(locked[0]);
    expect(new Set(after.map((c) => c.asin))).toEqual(new Set(locked));
    expect(await used()).toBe(before + 3);
  });

  it('50 locked and a new hero on enterprise is refused: the cap of 50 holds', async () => {
    await t.database.db
      .update(subscriptions)
      .set({ tier: 'enterprise' })
      .where(eq(subscriptions.organizationId, owner.orgId));
    const before = await used();
    const locked = Array.from({ length: 50 }, (_, i) => `B0LOCK${String(i).padStart(4, '0')}`);
    const res = await start(startBody(hero, 50, { nicheId, lockedAsins: locked }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(lockedBelow);
    const over = await start(startBody(hero, 51, { nicheId, lockedAsins: locked }));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain(DIVE_MESSAGES.countTooLarge);
    expect(await used()).toBe(before);
  });

  it('a hero cannot be excluded: the start says so and changes nothing', async () => {
    const before = await used();
    const excluded = first[2]!.asin;
    const res = await start(startBody(excluded, 10, { nicheId, excludedAsins: [excluded] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`excludedAsins: ${DIVE_MESSAGES.heroInExclusions}`);
    const stored = await t.request({
      method: 'GET',
      url: `/api/niches/${nicheId}/exclusions`,
      cookie: owner.cookie,
    });
    expect(stored.json()).toEqual([]);
    expect(await used()).toBe(before);
  });
});

describe('counts no form offers', () => {
  it('a new niche of 1 or 12 competitors is refused with plenty of quota, and nothing is charged', async () => {
    const before = await used();
    for (const count of [1, 12, 13]) {
      const res = await start(startBody(hero, count));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(DIVE_MESSAGES.countNotOffered);
    }
    expect(await used()).toBe(before);
  });

  it('12 is offered, and accepted, when 12 Dive ASINs are what the quota has left', async () => {
    const user = await t.signUp('Lena');
    const { used: spent, limit } = await t.services.billing.quota(user.orgId, 'DIVED_ASINS');
    await t.services.work.run((repos) =>
      repos.quota.charge(`test:fill:${user.orgId}`, user.orgId, 'DIVED_ASINS', limit! - spent - 12),
    );
    const res = await t.request({
      method: 'POST',
      url: `/api/orgs/${user.orgId}/dives`,
      cookie: user.cookie,
      payload: startBody(hero, 12),
    });
    expect(res.statusCode).toBe(200);
  });
});
