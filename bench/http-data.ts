/**
 * The data bench/http.ts reads: the demo organization with many niches, one of them of 1,000
 * keywords and 50 competitors dived twice. Written before the server starts, as a dive would.
 */
import { and, eq } from 'drizzle-orm';
import { createServices } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { niches, organizations, user } from '../apps/server/src/db/schema';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from '../apps/server/src/modules/demo/demo.service';
import { insertNiche } from '../apps/server/src/test/niche-fixture';
import { random } from './stats';

export const BIG_NICHE = 'bench 1000 keywords 50 competitors';
const LIST_NICHES = 100;
const KEYWORDS = 1_000;
const COMPETITORS = 50;

const asin = (i: number) => `B0BENCH${String(i).padStart(3, '0')}`;

function keywords(seed: number, listOf: (i: number) => 'mkl' | 'outlier') {
  const next = random(seed);
  const asins = Array.from({ length: COMPETITORS }, (_, i) => asin(i));
  return Array.from({ length: KEYWORDS }, (_, i) => {
    const organicRanks: Record<string, number> = {};
    const sponsoredRanks: Record<string, number> = {};
    for (const a of asins) {
      if (next() < 0.5) organicRanks[a] = 1 + Math.floor(next() * 100);
      if (next() < 0.06) sponsoredRanks[a] = 1 + Math.floor(next() * 20);
    }
    return {
      keyword: `garlic press ${['steel', 'easy', 'kitchen', 'heavy duty', 'mincer'][i % 5]} ${i}`,
      list: listOf(i),
      searchVolume: 100 + Math.floor(next() * 50_000),
      relevancy: 0.3 + Math.round(next() * 70) / 100,
      wordCount: 4,
      organicRanks,
      sponsoredRanks,
    };
  });
}

/** Seeds the database (once: a second run finds the data there) and says where the big niche is. */
export async function prepareHttpData(options: { databaseUrl?: string; dataDir?: string }) {
  const database = await openDatabase(options);
  try {
    const services = createServices({
      database,
      role: 'api',
      authSecret: 'bench-secret-bench-secret-bench-secret',
      baseUrl: 'http://localhost:3000',
      demo: true,
      logLevel: 'silent',
    });
    // The demo is whole (its niches dived, its trackers filled) when the seed resolves.
    await services.demo.seed();
    const [owner] = await database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, DEMO_ACCOUNTS[0]!.email));
    const [org] = await database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, DEMO_ORGANIZATION));
    const base = { organizationId: org!.id, createdBy: owner!.id };
    const [found] = await database.db
      .select({ id: niches.id })
      .from(niches)
      .where(and(eq(niches.organizationId, org!.id), eq(niches.label, BIG_NICHE)));
    if (found) return { nicheId: found.id, organizationId: org!.id };
    for (let i = 0; i < LIST_NICHES; i++) {
      await insertNiche(database.db, {
        ...base,
        label: `bench niche ${i}`,
        asins: [asin(i % COMPETITORS)],
        researches: [[]],
      });
    }
    const nicheId = await insertNiche(database.db, {
      ...base,
      label: BIG_NICHE,
      asins: Array.from({ length: COMPETITORS }, (_, i) => asin(i)),
      // The second dive found 50 of the keywords on the outlier list before.
      researches: [
        keywords(7, (i) => (i % 20 === 0 ? 'outlier' : 'mkl')),
        keywords(7, () => 'mkl'),
      ],
    });
    return { nicheId, organizationId: org!.id };
  } finally {
    await database.close();
  }
}
