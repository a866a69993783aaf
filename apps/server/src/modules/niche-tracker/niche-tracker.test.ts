import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  epochOfLocalDate,
  nicheTrackerEndpoints as e,
  type QueryOf,
  TRACKER_MESSAGES,
} from '@fathom/contract';
import { createSimulatedMarket } from '@fathom/market';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { nicheSnapshots } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertNiche } from '../../test/niche-fixture';

const NOW = new Date('2026-06-10T12:00:00Z');
const TODAY = '2026-06-10';
const market = createSimulatedMarket({ now: () => NOW });
const ctx = { orgId: null };

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
/** A niche of real products of the simulated market. */
let marketNiche: number;
/** A niche of made-up products whose days the tests write themselves. */
let manualNiche: number;
let asins: string[];

/** The US marketplace's time zone: Pacific time, daylight saving time included. */
const zone = 'America/Los_Angeles';
const epoch = (date: string) => epochOfLocalDate(date, zone);

function tracking(nicheId: number, query: Record<string, string | number>, user = owner) {
  return t.send(user, e.nicheTracking, { params: { nicheId }, query });
}
const tracked = (nicheId: number, query: QueryOf<typeof e.nicheTracking>) =>
  t.call(owner, e.nicheTracking, { params: { nicheId }, query });

const day = (date: string, sv: number, competitors = 10) => ({
  nicheId: manualNiche,
  date,
  totalSearchVolume: sv,
  visibleSearchVolume: sv / 2,
  competitors,
  medianPriceCents: 2000,
});

beforeAll(async () => {
  t = await startTestApp({ market });
  owner = await t.signUp('Tess');
  outsider = await t.signUp('Otto');
  const hero = KNOWN_ASINS.com.strongHero;
  const reverse = await market.reverseAsin(ctx, 'com', { asin: hero, date: TODAY });
  const terms = reverse!.terms.slice(0, 30);
  const page = await market.searchResults(ctx, 'com', { term: terms[0]!.term, date: TODAY });
  asins = [
    hero,
    ...page.organic
      .map((o) => o.asin)
      .filter((a) => a !== hero)
      .slice(0, 5),
  ];
  const listOf = (i: number): 'mkl' | 'residue' => (i < 20 ? 'mkl' : 'residue');
  const keywords = terms.map((term, i) => ({
    keyword: term.term,
    list: listOf(i),
    searchVolume: term.searchVolume,
    relevancy: 0.5,
    wordCount: term.term.split(' ').length,
    organicRanks: term.organicRank ? { [hero]: term.organicRank } : {},
    sponsoredRanks: {},
  }));
  marketNiche = await insertNiche(t.database.db, {
    organizationId: owner.orgId,
    label: 'tracked niche',
    asins,
    researches: [keywords],
  });
  manualNiche = await insertNiche(t.database.db, {
    organizationId: owner.orgId,
    label: 'manual niche',
    asins: ['B0TRACK001', 'B0TRACK002'],
    researches: [[], []],
  });
  // Its dives were made long ago: the days below are the snapshots alone.
  await t.database.db.execute(
    `update researches set created_at = '2020-01-01' where niche_id = ${manualNiche}` as never,
  );
});

afterAll(() => t.close());

describe('daily snapshot job', () => {
  it('stores each niche once a day, read from the market; a second run changes nothing', async () => {
    await t.services.nicheTracker.snapshotAll();
    const read = () =>
      t.database.db.select().from(nicheSnapshots).where(eq(nicheSnapshots.nicheId, marketNiche));
    const first = await read();
    expect(first).toHaveLength(1);
    expect(first[0]!.date).toBe(TODAY);
    const listed = await market.getProducts(ctx, 'com', { asins, date: TODAY });
    expect(first[0]!.competitors).toBe(listed.length);
    expect(first[0]!.totalSearchVolume).toBeGreaterThan(first[0]!.visibleSearchVolume);
    expect(first[0]!.heroAverageRank).toBeGreaterThanOrEqual(1);

    expect(await t.services.nicheTracker.snapshotAll()).toBe(0);
    expect(await read()).toEqual(first);
  });

  it('answers the stored day through the API', async () => {
    const body = await tracked(marketNiche, {
      dateStart: epoch(TODAY),
      dateEnd: epoch(TODAY),
      granularity: 'day',
    });
    const [stored] = await t.database.db
      .select()
      .from(nicheSnapshots)
      .where(and(eq(nicheSnapshots.nicheId, marketNiche), eq(nicheSnapshots.date, TODAY)));
    expect(body).toMatchObject({ marketplace: 'com', currency: 'USD', timezone: zone });
    expect(body.points).toEqual([
      expect.objectContaining({
        dateStart: TODAY,
        dateEnd: TODAY,
        filled: false,
        competitors: stored!.competitors,
        totalSearchVolume: stored!.totalSearchVolume,
        medianPriceCents: stored!.medianPriceCents,
        heroAverageRank: stored!.heroAverageRank,
      }),
    ]);
  });

  it('backfills past days from the market, once', async () => {
    expect(await t.services.nicheTracker.backfill(marketNiche, 10)).toBe(10);
    expect(await t.services.nicheTracker.backfill(marketNiche, 10)).toBe(0);
    const { points } = await tracked(marketNiche, {
      dateStart: epoch('2026-05-31'),
      dateEnd: epoch(TODAY),
      granularity: 'day',
    });
    expect(points.map((p) => p.dateStart)).toEqual(
      Array.from(
        { length: 11 },
        (_, i) => `2026-${i ? '06' : '05'}-${String(i || 31).padStart(2, '0')}`,
      ),
    );
    expect(points.every((p) => !p.filled && p.totalSearchVolume! > 0)).toBe(true);
  });
});

describe('series rules', () => {
  beforeAll(async () => {
    await t.database.db
      .insert(nicheSnapshots)
      .values([
        day('2026-03-02', 100),
        day('2026-03-06', 200, 20),
        day('2026-03-11', 400),
        day('2026-03-12', 500),
      ]);
  });

  it('fills gaps of up to 3 days with averages, flagged, and leaves longer ones empty', async () => {
    const { points } = await tracked(manualNiche, {
      dateStart: epoch('2026-03-01'),
      dateEnd: epoch('2026-03-12'),
      granularity: 'day',
    });
    expect(points.map((p) => [p.dateStart, p.totalSearchVolume, p.competitors, p.filled])).toEqual([
      ['2026-03-02', 100, 10, false],
      ['2026-03-03', 150, 15, true],
      ['2026-03-04', 150, 15, true],
      ['2026-03-05', 150, 15, true],
      ['2026-03-06', 200, 20, false],
      ['2026-03-11', 400, 10, false],
      ['2026-03-12', 500, 10, false],
    ]);
    expect(points[0]!.medianRating).toBeNull();
  });

  it('fills a gap at the range edge from the day just outside it', async () => {
    const res = await tracked(manualNiche, {
      dateStart: epoch('2026-03-04'),
      dateEnd: epoch('2026-03-04'),
      granularity: 'day',
    });
    expect(res.points).toEqual([
      expect.objectContaining({ dateStart: '2026-03-04', totalSearchVolume: 150, filled: true }),
    ]);
  });

  it('groups weeks ending on Saturday by default, or on the day asked', async () => {
    const query = { dateStart: epoch('2026-03-01'), dateEnd: epoch('2026-03-12') };
    const saturday = await tracked(manualNiche, { ...query, granularity: 'week' });
    // 2026-03-07 is a Saturday.
    expect(saturday.weekEndsAt).toBe(6);
    expect(
      saturday.points.map((p) => [p.dateStart, p.dateEnd, p.days, p.totalSearchVolume, p.filled]),
    ).toEqual([
      ['2026-03-01', '2026-03-07', 5, 150, true],
      ['2026-03-08', '2026-03-12', 2, 450, false],
    ]);
    const sunday = await tracked(manualNiche, { ...query, granularity: 'week', weekEndsAt: 0 });
    // 1 March, a Sunday, has no figure: the first week with one starts on Monday 2 March.
    expect(sunday.points.map((p) => [p.dateStart, p.dateEnd])).toEqual([
      ['2026-03-02', '2026-03-08'],
      ['2026-03-09', '2026-03-12'],
    ]);
  });

  it('groups calendar months', async () => {
    const res = await tracked(manualNiche, {
      dateStart: epoch('2026-02-15'),
      dateEnd: epoch('2026-04-15'),
      granularity: 'month',
    });
    expect(res.points).toEqual([
      expect.objectContaining({ dateStart: '2026-03-01', dateEnd: '2026-03-31', days: 7 }),
    ]);
  });

  it('shifts dates into the offset asked', async () => {
    // Midnight in Tokyo on 3 March is still 2 March in UTC.
    const res = await tracked(manualNiche, {
      dateStart: epochOfLocalDate('2026-03-03', '+09:00'),
      dateEnd: epochOfLocalDate('2026-03-03', '+09:00'),
      granularity: 'day',
      timezone: '+09:00',
    });
    expect(res).toMatchObject({
      timezone: '+09:00',
      dateStart: '2026-03-03',
      points: [{ dateStart: '2026-03-03', filled: true }],
    });
  });
});

describe('bad requests', () => {
  it.each([
    [
      { dateStart: epoch('2026-03-05'), dateEnd: epoch('2026-03-01'), granularity: 'day' },
      TRACKER_MESSAGES.startAfterEnd,
    ],
    [
      { dateStart: epoch('2022-01-01'), dateEnd: epoch('2026-01-01'), granularity: 'day' },
      TRACKER_MESSAGES.rangeTooLong,
    ],
    [
      { dateStart: epoch('2026-03-01'), dateEnd: epoch('2026-03-05'), granularity: 'year' },
      TRACKER_MESSAGES.granularity,
    ],
    [
      { dateStart: 'soon', dateEnd: epoch('2026-03-05'), granularity: 'day' },
      TRACKER_MESSAGES.date,
    ],
    [
      {
        dateStart: epoch('2026-03-01'),
        dateEnd: epoch('2026-03-05'),
        granularity: 'day',
        weekEndsAt: 7,
      },
      TRACKER_MESSAGES.weekEndsAt,
    ],
    [
      {
        dateStart: epoch('2026-03-01'),
        dateEnd: epoch('2026-03-05'),
        granularity: 'day',
        timezone: 'Mars',
      },
      TRACKER_MESSAGES.timezone,
    ],
  ])('refuses %j with a message', async (query, message) => {
    const res = await tracking(manualNiche, query);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
  });

  it("hides another organization's niche", async () => {
    const res = await tracking(
      manualNiche,
      { dateStart: epoch('2026-03-01'), dateEnd: epoch('2026-03-05'), granularity: 'day' },
      outsider,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('research history', () => {
  it("feeds the series on a dive's day without a snapshot", async () => {
    const nicheId = await insertNiche(t.database.db, {
      organizationId: owner.orgId,
      label: 'dived today',
      asins: ['B0TRACK010', 'B0TRACK011', 'B0TRACK012'],
      researches: [
        [
          {
            keyword: 'a',
            list: 'mkl',
            searchVolume: 300,
            relevancy: 1,
            wordCount: 1,
            organicRanks: { B0TRACK010: 4 },
            sponsoredRanks: {},
          },
          {
            keyword: 'b',
            list: 'residue',
            searchVolume: 100,
            relevancy: 0,
            wordCount: 1,
            organicRanks: {},
            sponsoredRanks: {},
          },
        ],
      ],
    });
    const today = new Date(Date.now() - 8 * 3_600_000).toISOString().slice(0, 10);
    const res = await tracked(nicheId, {
      dateStart: epoch(today),
      dateEnd: epoch(today),
      granularity: 'day',
    });
    expect(res.points).toEqual([
      expect.objectContaining({
        dateStart: today,
        totalSearchVolume: 400,
        visibleSearchVolume: 300,
        competitors: 3,
        medianPriceCents: 1999,
        heroAverageRank: 4,
      }),
    ]);
  });

  it('lists the products of each dive with what changed', async () => {
    const body = await t.call(owner, e.researchAsins, { params: { nicheId: manualNiche } });
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({
      date: '2019-12-31',
      asins: ['B0TRACK001', 'B0TRACK002'],
      added: [],
    });
    expect(body[1]).toMatchObject({ added: [], removed: [] });
  });
});
