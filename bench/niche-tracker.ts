/**
 * Niche tracker speed (run by bench/niche-pages.ts, or alone). tracker_365d_p95_ms: the niche tracker's answer for 365 days by day on a
 * niche of 50 competitors with a year of daily snapshots and a dive a week, as its endpoint
 * gives it (the niche resolved for the caller, then the service). snapshot_10k_niches_s: the
 * daily snapshot job over 10,000 dived niches of simulated products (10 products and 30 keywords
 * each). Runs on the embedded database, then on PostgreSQL when BENCH_DATABASE_URL is set.
 * `npx tsx bench/niche-pages.ts`; prints `name_db=value` lines.
 */
import { sql } from 'drizzle-orm';
import { epochOfLocalDate } from '@fathom/contract';
import { createSimulatedMarket } from '@fathom/market';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { insertNiche } from '../apps/server/src/test/niche-fixture';
import { benchOrganization, type BenchOrganization } from './organization';
import { percentile, random, round1 } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 5;
const NICHES = Number(process.env.BENCH_NICHES ?? 10_000);
const market = createSimulatedMarket();
const ctx = { orgId: null };

const dateOf = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The tracker's answer for the last 365 days by day: p95 in ms. */
async function trackerFigure({
  database,
  services,
  user,
  orgId,
}: BenchOrganization): Promise<number> {
  const next = random(7);
  const asins = Array.from({ length: 50 }, (_, i) => `B0NPB${String(i).padStart(5, '0')}`);
  const keywords = Array.from({ length: 300 }, (_, i) => ({
    keyword: `tracked term ${i}`,
    list: i < 150 ? ('mkl' as const) : ('residue' as const),
    searchVolume: 100 + Math.floor(next() * 20_000),
    relevancy: next(),
    wordCount: 3,
    organicRanks: { [asins[0]!]: 1 + Math.floor(next() * 100) },
    sponsoredRanks: {},
  }));
  const nicheId = await insertNiche(database.db, {
    organizationId: orgId,
    label: `bench tracker ${Date.now()}`,
    createdBy: user.id,
    asins,
    researches: Array.from({ length: 52 }, () => keywords),
  });
  // A dive a week over the year; a snapshot every day but a few.
  await database.db.execute(sql`
    update researches r set created_at = now() - make_interval(days => (7 * x.n)::int)
    from (select id, row_number() over (order by id) as n from researches where niche_id = ${nicheId}) x
    where r.id = x.id`);
  await database.db.execute(sql`
    insert into niche_snapshots (niche_id, date, total_search_volume, visible_search_volume,
      competitors, median_price_cents, median_rating, median_reviews, median_sales,
      median_revenue_cents, competition_strength, hero_average_rank)
    select ${nicheId}, current_date - d, 500000 + d * 10, 250000 + d * 5, 50, 1999, 4.4, 800,
      300, 599700, 0.5, 12.5
    from generate_series(0, 370) d where d % 17 <> 3`);
  const to = dateOf(0);
  const from = dateOf(364);
  const query = {
    dateStart: epochOfLocalDate(from, '-08:00'),
    dateEnd: epochOfLocalDate(to, '-08:00'),
    granularity: 'day' as const,
    weekEndsAt: 6,
  };
  const times: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = performance.now();
    const { niche } = await services.niches.resolve(user.id, nicheId, false);
    await services.nicheTracker.tracking(niche, query);
    if (run >= WARMUP) times.push(performance.now() - started);
  }
  return round1(percentile(times, 95));
}

/** A text array literal for one query parameter. */
const pgArray = (values: string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Real products and terms of the simulated market, for niches the snapshot can read. */
async function marketPool() {
  const hero = KNOWN_ASINS.com.strongHero;
  const date = await market.latestDate(ctx, 'com');
  const reverse = await market.reverseAsin(ctx, 'com', { asin: hero, date });
  const terms = reverse!.terms.map((t) => t.term);
  const asins = new Set<string>([hero]);
  for (const term of terms.slice(0, 20)) {
    const page = await market.searchResults(ctx, 'com', { term, date });
    for (const o of page.organic) asins.add(o.asin);
  }
  return { asins: [...asins], terms };
}

/** The daily snapshot job over NICHES dived niches: seconds. */
async function snapshotFigure({ database, services, orgId }: BenchOrganization): Promise<number> {
  const pool = await marketPool();
  const { db } = database;
  const stamp = Date.now();
  await db.execute(sql`
    insert into niches (organization_id, label, marketplace, hero_asin, competition_strength)
    select ${orgId}, 'bench snapshot ' || ${stamp} || ' ' || i, 'com',
      (${pgArray(pool.asins)}::text[])[1 + (i * 7) % ${pool.asins.length}], 0.5
    from generate_series(1, ${NICHES}) i`);
  await db.execute(sql`
    insert into researches (niche_id, dive_run_id, label, hero_asin, num_competitors, num_keywords, num_mkl_keywords)
    select id, gen_random_uuid(), label, hero_asin, 10, 30, 20 from niches
    where organization_id = ${orgId} and label like ${`bench snapshot ${stamp} %`}`);
  await db.execute(sql`
    update niches n set latest_research_id = r.id from researches r
    where r.niche_id = n.id and n.organization_id = ${orgId} and n.latest_research_id is null`);
  await db.execute(sql`
    insert into niche_competitors (research_id, asin, position, title, brand, image_url, price_cents,
      rating, review_count, first_listed_date, monthly_sales, monthly_revenue_cents, strength)
    select distinct on (r.id, a.asin) r.id, a.asin, k, 'Product', 'Brand', '', 1999, 4.5, 100,
      '2024-01-01', 300, 599700, 0.5
    from researches r join niches n on n.id = r.niche_id and n.organization_id = ${orgId}
    cross join generate_series(0, 9) k
    cross join lateral (select (${pgArray(pool.asins)}::text[])[1 + (r.id * 7 + k * 13) % ${pool.asins.length}] as asin) a`);
  await db.execute(sql`
    insert into niche_keywords (research_id, keyword, list, search_volume, relevancy, word_count,
      organic_ranks, sponsored_ranks)
    select distinct on (r.id, t.term) r.id, t.term, case when k < 20 then 'mkl' else 'residue' end,
      1000, 0.5, 2, '{}'::jsonb, '{}'::jsonb
    from researches r join niches n on n.id = r.niche_id and n.organization_id = ${orgId}
    cross join generate_series(0, 29) k
    cross join lateral (select (${pgArray(pool.terms)}::text[])[1 + (r.id * 11 + k * 17) % ${pool.terms.length}] as term) t`);
  const started = performance.now();
  await services.nicheTracker.snapshotAll();
  return round1((performance.now() - started) / 1000);
}

async function measure(db: 'pglite' | 'pg', databaseUrl?: string) {
  const bench = await benchOrganization('niche', { databaseUrl, market });
  try {
    console.log(`tracker_365d_p95_ms_${db}=${await trackerFigure(bench)}`);
    console.log(`snapshot_10k_niches_s_${db}=${await snapshotFigure(bench)}`);
  } finally {
    await bench.close();
  }
}

await measure('pglite');
if (process.env.BENCH_DATABASE_URL) await measure('pg', process.env.BENCH_DATABASE_URL);
else console.log('pg=skipped (set BENCH_DATABASE_URL)');
