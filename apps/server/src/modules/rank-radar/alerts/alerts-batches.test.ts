import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, marketplaceDate, type Alert } from '@fathom/contract';
import { COUNT_ROW, ID_ROW, parseRows } from '../../../db/rows';
import { startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { radarApi } from '../../../test/rank-radar-fixture';

let t: TestApp;
let owner: TestUser;
let trackerIds: number[];
const lastDay = addDays(marketplaceDate('com'), -1);
const prevDay = addDays(lastDay, -1);
/** More trackers with rules than one batch of the evaluation holds (200). */
const TRACKERS = 205;

const alertsOf = async (id: number) =>
  (await radarApi(t)(owner, 'GET', `/${id}/alerts?page=1`)).json<{ alerts: Alert[] }>().alerts;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Bea');
  const db = t.database.db;
  // Trackers of one term each, with a rule "leaves the top 10", collected on both days: the term
  // went from #4 to #30. The first tracker has no ranks stored for the last day.
  trackerIds = parseRows(
    ID_ROW,
    await db.execute(sql`insert into rank_trackers
        (organization_id, marketplace, asin, asins, title, start_date)
      select ${owner.orgId}, 'com', 'B0BATCH' || g, array['B0BATCH' || g], 'Batch ' || g,
        ${prevDay}::date
      from generate_series(1, ${TRACKERS}::int) g returning id`),
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);
  const ids = `{${trackerIds.join(',')}}`;
  await db.execute(sql`insert into rank_tracker_keywords (tracker_id, keyword, source, created_at)
    select id, 'batch term', 'manual', now() - interval '3 days' from unnest(${ids}::int[]) id`);
  await db.execute(sql`insert into rank_alert_rules (tracker_id, kind, threshold)
    select id, 'leaves_top', 10 from unnest(${ids}::int[]) id`);
  await db.execute(sql`insert into rank_collections (tracker_id, day, status)
    select id, d, 'done' from unnest(${ids}::int[]) id, unnest(array[${prevDay}::date,
      ${lastDay}::date]) d`);
  await db.execute(sql`insert into rank_days (tracker_id, day, keyword_ids, organic_ranks,
      sponsored_ranks, impression_ranks, asins, top_asins)
    select k.tracker_id, d.day, array[k.id], array[d.rank]::smallint[], '{null}', '{null}',
      '{}', '{null}'
    from rank_tracker_keywords k
    join (values (${prevDay}::date, 4), (${lastDay}::date, 30)) as d(day, rank) on true
    where k.tracker_id = any(${ids}::int[])
      and (d.day = ${prevDay}::date or k.tracker_id <> ${trackerIds[0]!})`);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('evaluation of many trackers', () => {
  it('evaluates every tracker with rules and both days, past the first batch', async () => {
    await t.services.rankRadarCollection.collect({ marketplace: 'com', day: lastDay });
    expect(await alertsOf(trackerIds[0]!)).toEqual([]);
    for (const id of [trackerIds[1]!, trackerIds[200]!, trackerIds[TRACKERS - 1]!]) {
      const seen = await alertsOf(id);
      expect(seen.map((a) => [a.day, a.rule, a.previousRank, a.rank])).toEqual([
        [lastDay, 'Leaves the top 10', 4, 30],
      ]);
    }
    const total = parseRows(
      COUNT_ROW,
      await t.database.db.execute(sql`select count(*)::int as n from rank_alerts
        where day = ${lastDay}::date and tracker_id in (select id from rank_trackers
          where organization_id = ${owner.orgId})`),
    )[0]!.n;
    expect(total).toBe(TRACKERS - 1);
  });
});
