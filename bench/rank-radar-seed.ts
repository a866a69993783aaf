/**
 * Rank Radar trackers for the benchmarks, written by SQL: ranks, PPC facts and SQP weeks of
 * generated terms (`bench term 1`, `bench term 2`, …), and a day's PPC report to import.
 */
import { sql } from 'drizzle-orm';
import { addDays, marketplaceDate } from '@fathom/contract';
import type { PpcSearchTermRow } from '@fathom/market';
import type { Database } from '../apps/server/src/db/client';

type Db = Database['db'];

/** The day every seeded tracker's data ends on. */
export const today = marketplaceDate('de');
const SQP_WEEKS = 13;
// The Saturday ending the last full week before today.
const lastWeekEnd = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 1) % 7 || 7));

/** The id of the one row a `returning id` statement gives. */
export const idOf = (result: unknown) => (result as { rows: { id: number }[] }).rows[0]!.id;

/**
 * The Rank Radar benches' organization: trackers of earlier runs on a kept database archived (they
 * stop counting), an Amazon Ads connection, a main tracker of 500 terms in 2 campaigns and `others`
 * trackers of 100 terms, each with `days` days of ranks and PPC facts and 13 SQP weeks, vacuumed
 * as autovacuum leaves past days (visibility map set). Answers the main tracker, its term ids in
 * order, and the connection.
 */
export async function seedRankRadarBench(db: Db, orgId: number, days: number, others: number) {
  await db.execute(sql`update rank_trackers set archived_at = now() where archived_at is null`);
  const connectionId = idOf(
    await db.execute(sql`insert into amazon_connections
      (organization_id, kind, marketplace, provider, status, account_name, external_id)
    values (${orgId}, 'amazon-ads', 'de', 'simulated', 'CONNECTED', 'Bench', 'bench')
    returning id`),
  );
  const seedTracker = async (keywords: number, campaigns: number) => {
    const trackerId = await seedRankTracker(db, orgId, keywords, days);
    await seedPpcFacts(db, trackerId, connectionId, { keywords, days, campaigns });
    await seedSqpWeeks(db, trackerId, keywords);
    return trackerId;
  };
  const main = await seedTracker(500, 2);
  for (let i = 0; i < others; i++) await seedTracker(100, 1);
  await db.execute(sql`vacuum analyze`);
  const terms = (
    (await db.execute(
      sql`select id from rank_tracker_keywords where tracker_id = ${main} order by id`,
    )) as { rows: { id: number }[] }
  ).rows.map((r) => r.id);
  return { main, terms, connectionId };
}

/** A tracker with `keywords` terms and `days` collected days of ranks up to today. */
export async function seedRankTracker(db: Db, orgId: number, keywords: number, days: number) {
  const trackerId = idOf(
    await db.execute(sql`insert into rank_trackers
      (organization_id, marketplace, asin, asins, title, start_date)
    values (${orgId}, 'de', 'B0BENCH000', '{B0BENCH000}', 'Bench tracker', ${addDays(today, -days + 1)})
    returning id`),
  );
  await db.execute(sql`insert into rank_tracker_keywords (tracker_id, keyword, source, status, search_volume, relevancy)
    select ${trackerId}, 'bench term ' || g, 'dive', 'normal', 450 + (g * 7919) % 40000, 0.5
    from generate_series(1, ${keywords}) g`);
  await db.execute(sql`insert into rank_collections (tracker_id, day, status)
    select ${trackerId}, ${today}::date - d, 'done' from generate_series(0, ${days - 1}) d`);
  // Two terms in three rank on a day; ranks wander from 1 to 100. One packed row a day.
  await db.execute(sql`insert into rank_days (tracker_id, day, keyword_ids, organic_ranks,
      sponsored_ranks, impression_ranks, asins, top_asins)
    select ${trackerId}, ${today}::date - d, array_agg(k.id order by k.id),
      array_agg(1 + (k.id * 31 + d * 7) % 100 order by k.id)::smallint[],
      array_agg(case when (k.id + d) % 5 = 0 then 1 + (k.id + d) % 20 end order by k.id)::smallint[],
      array_agg(1 + (k.id * 13 + d) % 30 order by k.id)::smallint[], '{B0BENCH000}',
      array_agg(1 order by k.id)::smallint[]
    from rank_tracker_keywords k cross join generate_series(0, ${days - 1}) d
    where k.tracker_id = ${trackerId} and (k.id + d) % 3 <> 0
    group by d`);
  return trackerId;
}

/**
 * PPC facts of the tracker's first `keywords` terms over `days` days up to today, each term served
 * by `campaigns` campaigns a day; four in five terms are advertised on a day.
 */
export async function seedPpcFacts(
  db: Db,
  trackerId: number,
  connectionId: number,
  { keywords, days, campaigns }: { keywords: number; days: number; campaigns: number },
) {
  await db.execute(sql`insert into ppc_facts (tracker_id, search_term, day, campaign_name,
      match_type, connection_id, impressions, clicks, spend, sales, orders)
    select ${trackerId}, 'bench term ' || g, ${today}::date - d,
      'Bench ' || (array['Exact','Phrase','Broad','Auto'])[c], (array['EXACT','PHRASE','BROAD','AUTO'])[c],
      ${connectionId}, 100 + (g * 37 + d) % 900, 1 + (g + d) % 40, 50 + (g * 13 + d) % 3000,
      (g + d) % 7 * 1999, (g + d) % 7
    from generate_series(1, ${keywords}) g cross join generate_series(0, ${days - 1}) d
      cross join generate_series(1, ${campaigns}) c
    where (g + d) % 5 <> 0`);
}

/** 13 completed SQP weeks of the tracker's first `keywords` terms, a report row per term and week. */
export async function seedSqpWeeks(db: Db, trackerId: number, keywords: number) {
  await db.execute(sql`insert into sqp_weeks (tracker_id, asin, end_date, status)
    select ${trackerId}, 'B0BENCH000', ${lastWeekEnd}::date - 7 * w, 'COMPLETED'
    from generate_series(0, ${SQP_WEEKS - 1}) w`);
  // Most terms are in most weeks' reports; one in eight is left out (NOT_MENTIONED).
  await db.execute(sql`insert into sqp_rows (tracker_id, search_query, end_date, asin,
      search_query_score, search_query_volume, days_with_data, impressions_total, impressions_asin,
      clicks_total, clicks_asin, cart_adds_total, cart_adds_asin, purchases_total, purchases_asin)
    select ${trackerId}, 'bench term ' || g, ${lastWeekEnd}::date - 7 * w, 'B0BENCH000',
      g, 5000 - g, 1 + (g + w) % 7, 40000 - g, 900 + g % 50, 1000, 40 + g % 9, 300, 12, 120, 5
    from generate_series(1, ${keywords}) g cross join generate_series(0, ${SQP_WEEKS - 1}) w
    where (g + w) % 8 <> 0`);
}

const MATCH_TYPES = ['EXACT', 'PHRASE', 'BROAD', 'AUTO'] as const;
const CAMPAIGNS = ['Exact', 'Phrase', 'Broad', 'Auto'];

/** A day's report of 50,000 rows: 500 tracked terms and 4,500 others, ten campaigns each. */
export function bigReport(day: string, asin: string): PpcSearchTermRow[] {
  const rows: PpcSearchTermRow[] = [];
  for (let term = 1; term <= 5000; term++)
    for (let c = 0; c < 10; c++)
      rows.push({
        startDate: day,
        endDate: day,
        campaignName: `Campaign ${c} - ${CAMPAIGNS[c % 4]}`,
        adGroupName: 'Bench',
        advertisedAsin: asin,
        matchType: MATCH_TYPES[c % 4]!,
        targeting: 'bench',
        searchTerm: term <= 500 ? `Bench Term ${term}` : `other term ${term}`,
        impressions: 100 + term,
        clicks: 1 + (term % 30),
        spend: 100 + term,
        sales: (term % 7) * 1999,
        orders: term % 7,
        currency: 'EUR',
      });
  return rows;
}
