import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DIVE_MESSAGES, marketplaceDate, type Competitor } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { diveRuns, diveSchedules } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { diveAndWait, nicheIdOf, startBody, waitForRun } from '../../test/dives';

/** Niche-type (NicheDive) schedules: their hero, their count and the niche's locked competitors. */
let t: TestApp;
let owner: TestUser;
let nicheId: number;
const hero = KNOWN_ASINS.com.strongHero;

const weekly = { interval: 'Weekly', dayOfWeek: 1, type: 'NicheDive', numberOfCompetitors: 10 };
const put = (body: object) =>
  t.request({
    method: 'PUT',
    url: `/api/niches/${nicheId}/schedule`,
    cookie: owner.cookie,
    payload: body,
  });
const saved = () =>
  t
    .request({ method: 'GET', url: `/api/niches/${nicheId}/schedule`, cookie: owner.cookie })
    .then((r) => r.json<unknown>());
const competitors = () =>
  t
    .request({ method: 'GET', url: `/api/niches/${nicheId}/competitors`, cookie: owner.cookie })
    .then((r) => r.json<Competitor[]>());

beforeAll(async () => {
  t = await startTestApp({ work: true });
  owner = await t.signUp('Nico');
  nicheId = nicheIdOf(await diveAndWait(t, owner, startBody(hero, 10)));
});
afterAll(() => t.close());

describe('a Niche-type Scheduled AutoDive', () => {
  it('refuses a hero from another marketplace than the niche’s, and saves nothing', async () => {
    const res = await put({ ...weekly, heroAsin: KNOWN_ASINS.de.strongHero });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DIVE_MESSAGES.heroNotFound);
    expect(await saved()).toBeNull();
  });

  it('refuses counts the form never offers (1, 12) and takes those it does', async () => {
    const one = await put({ ...weekly, heroAsin: hero, numberOfCompetitors: 1 });
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toContain('numberOfCompetitors');
    const twelve = await put({ ...weekly, heroAsin: hero, numberOfCompetitors: 12 });
    expect(twelve.statusCode).toBe(400);
    expect(twelve.json().message).toContain(DIVE_MESSAGES.countNotOffered);
    expect(await saved()).toBeNull();
    // The hero and 2 locked competitors take 3 places: 3 is the form's smallest count.
    const locked = (await competitors()).slice(1, 3).map((c) => c.asin);
    const three = await put({
      ...weekly,
      heroAsin: hero,
      numberOfCompetitors: 3,
      lockedAsins: locked,
    });
    expect(three.statusCode).toBe(200);
    expect((await put({ ...weekly, heroAsin: hero })).statusCode).toBe(200);
  });

  it('starts with the niche’s locked competitors, as Dive Again does', async () => {
    const before = await competitors();
    const locked = before.slice(2, 4).map((c) => c.asin);
    const relocked = await diveAndWait(
      t,
      owner,
      startBody(hero, 10, { nicheId, lockedAsins: locked }),
    );
    expect(relocked.status).toBe('completed');

    // The schedule names none of them: the niche's own locks are kept all the same.
    expect((await put({ ...weekly, heroAsin: before[1]!.asin, lockedAsins: [] })).statusCode).toBe(
      200,
    );
    const due = marketplaceDate('com', new Date(Date.now() - 86_400_000));
    await t.database.db
      .update(diveSchedules)
      .set({ nextRunDate: due })
      .where(eq(diveSchedules.nicheId, nicheId));
    await t.services.schedules.tick();
    // Other files' schedules may be due the same day in this database: this niche's run.
    const [run] = await t.database.db
      .select()
      .from(diveRuns)
      .where(and(eq(diveRuns.scheduledFor, due), eq(diveRuns.nicheId, nicheId)));
    expect(run).toBeDefined();
    expect((await waitForRun(t, owner, run!.id)).status).toBe('completed');

    const after = await competitors();
    expect(after[0]!.asin).toBe(before[1]!.asin);
    expect(after.filter((c) => c.locked).map((c) => c.asin)).toEqual(
      expect.arrayContaining(locked),
    );
    expect(after).toHaveLength(10);
  });
});
