import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diveEndpoints, type KeywordRow } from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { diveAndWait, nicheIdOf, startBody, startDive } from '../../test/dives';
import { cerebroFile, seedImport } from '../../test/imports';
import { RADAR_HERO } from '../../test/rank-radar-fixture';

/** Terms of the seller's Cerebro export of the niche, with their volumes. */
const TERMS = {
  'bamboo cutting board set': 41_000,
  'wooden chopping board': 27_500,
  'cutting board with juice groove': 16_200,
  'large bamboo board': 9_800,
  'board for kitchen': 7_400,
  'chopping block wood': 5_100,
};

let t: TestApp;
let seller: TestUser;
let competitors: string[];

beforeAll(async () => {
  t = await startTestApp({ work: true });
  seller = await t.signUp('Sasha');
  const ctx = { orgId: null };
  const date = await t.services.market.latestDate(ctx, 'com');
  const reverse = await t.services.market.reverseAsin(ctx, 'com', { asin: RADAR_HERO, date });
  const page = await t.services.market.searchResults(ctx, 'com', {
    term: reverse!.terms[0]!.term,
    date,
  });
  competitors = page.organic
    .map((o) => o.asin)
    .filter((a) => a !== RADAR_HERO)
    .slice(0, 2);
}, 180_000);
afterAll(() => t.close());

describe('A Niche Dive of named competitors on imported data', () => {
  it('builds the niche of exactly those products, its MKL from the imported ranks', async () => {
    const niche = [RADAR_HERO, ...competitors];
    await seedImport(
      t,
      seller,
      'cerebro-competitors.csv',
      cerebroFile(
        niche.flatMap((asin, i) =>
          Object.keys(TERMS).map((term, j) => ({ asin, term, organicRank: 1 + i + j })),
        ),
        TERMS,
      ),
    );
    const status = await diveAndWait(
      t,
      seller,
      startBody(RADAR_HERO, 15, { competitorAsins: competitors }),
    );
    expect(status.status).toBe('completed');
    const nicheId = nicheIdOf(status);
    const shown = await t.call(seller, diveEndpoints.competitors, { params: { nicheId } });
    expect(shown.map((c) => c.asin).sort()).toEqual([...niche].sort());
    const mkl: KeywordRow[] = await t.call(seller, diveEndpoints.keywords, {
      params: { nicheId },
      query: { list: 'mkl' },
    });
    expect(mkl.length).toBeGreaterThan(0);
    for (const row of mkl) {
      expect(Object.keys(TERMS)).toContain(row.keyword);
      expect(row.searchVolume).toBe(TERMS[row.keyword as keyof typeof TERMS]);
    }
  });

  it('refuses fewer than 2 or more than 200 named competitors, or a malformed ASIN', async () => {
    for (const competitorAsins of [
      [competitors[0]!],
      Array.from({ length: 201 }, (_, i) => `B0${String(i).padStart(8, '0')}`),
      ['not-an-asin', competitors[0]!],
    ]) {
      const res = await startDive(t, seller, startBody(RADAR_HERO, 15, { competitorAsins }));
      expect(res.statusCode).toBe(400);
    }
  });
});
