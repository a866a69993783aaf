/**
 * The data bench/pipeline.ts reads: 100,000 niches across 20 organizations, one of them of
 * 50,000 (an agency's), the others of about 2,600 each, with spaces, labels, assignees, schedules,
 * dives and metric spreads like a dive's. Written in bulk SQL (`insert ... select
 * generate_series`), once: a second run on the same database finds it there.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';

export const SEED_NICHES = 100_000;
export const ORGANIZATIONS = 20;
/** Niches of the first organization; the rest share the others. */
export const BIG_ORGANIZATION_NICHES = 50_000;
const SPACES = 10;
const LABELS = 8;
const BENCH = 'Bench pipeline';

const KEYWORDS = [
  'garlic press',
  'salad spinner',
  'egg slicer',
  'yoga mat',
  'dog leash',
  'phone stand',
  'coffee grinder',
  'water bottle',
  'desk lamp',
  'cat tree',
  'knife sharpener',
  'baby monitor',
  'camping stove',
  'bike light',
  'wall clock',
  'shower head',
];

export interface BenchOrganization {
  organizationId: number;
  ownerId: string;
  memberId: string;
  spaceIds: number[];
  niches: number;
}

/** What a member typically asks for: some spaces, a keyword, a volume floor, by strength. */
export function view(org: BenchOrganization) {
  return {
    tags: { spaceIds: org.spaceIds.slice(0, 3), noSpace: true },
    filters: [
      { field: 'heroKeyword', condition: 'contains', value: 'e' },
      { field: 'totalSvOfKeywords', condition: 'greaterOrEqual', value: '5000' },
    ],
    sort: [{ field: 'competitionStrength', desc: true }],
  };
}

const rows = <R>(result: unknown) => (result as { rows: R[] }).rows;

/** The benchmark's organizations, seeding them first when the database has none. */
export async function seedPipeline(database: Database): Promise<BenchOrganization[]> {
  const { db } = database;
  const [seeded] = rows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from niches n join organizations o
      on o.id = n.organization_id where o.name like ${`${BENCH} %`}`),
  );
  if (seeded!.n !== SEED_NICHES) await seed(database);
  return rows<BenchOrganization>(
    await db.execute(sql`
      select o.id as "organizationId", o.created_by as "ownerId",
        (select m.user_id from memberships m where m.organization_id = o.id
          and m.role = 'member') as "memberId",
        (select array_agg(s.id order by s.id) from spaces s where s.organization_id = o.id)
          as "spaceIds",
        (select count(*)::int from niches n where n.organization_id = o.id) as niches
      from organizations o where o.name like ${`${BENCH} %`} order by o.id`),
  );
}

async function seed(database: Database) {
  await database.db.transaction(async (tx) => {
    const run = (statement: ReturnType<typeof sql>) => tx.execute(statement);
    // Bulk data: the list-version triggers and key checks would fire once per row.
    await run(sql`set local session_replication_role = replica`);
    await run(sql`select setseed(0.42)`);
    await run(sql`insert into users (id, name, email)
      select 'bench-' || r || '-' || g, initcap(r) || ' ' || g, 'bench-' || r || '-' || g || '@example.com'
      from generate_series(1, ${ORGANIZATIONS}) g, unnest(array['owner', 'member']) r`);
    await run(sql`insert into organizations (name, created_by)
      select ${BENCH} || ' ' || g, 'bench-owner-' || g from generate_series(1, ${ORGANIZATIONS}) g`);
    await run(sql`create temporary table bench_orgs on commit drop as
      select o.id, row_number() over (order by o.id)::int as g from organizations o
      where o.name like ${`${BENCH} %`}`);
    await run(sql`insert into memberships (organization_id, user_id, role)
      select o.id, 'bench-' || r || '-' || o.g, r::member_role
      from bench_orgs o, unnest(array['owner', 'member']) r`);
    await run(sql`insert into spaces (organization_id, name)
      select o.id, 'Space ' || s from bench_orgs o, generate_series(1, ${SPACES}) s`);
    await run(sql`insert into labels (organization_id, name)
      select o.id, 'Label ' || l from bench_orgs o, generate_series(1, ${LABELS}) l`);
    // The member is granted the first three spaces of their organization.
    await run(sql`insert into space_members (space_id, user_id)
      select s.id, 'bench-member-' || o.g from bench_orgs o join spaces s on s.organization_id = o.id
      where s.name in ('Space 1', 'Space 2', 'Space 3')`);
    await run(sql`insert into niches (organization_id, label, marketplace, hero_asin, hero_keyword,
        notes, created_by, created_at, num_competitors, num_keywords, total_sv_of_keywords,
        num_visible_keywords, total_sv_of_visible_keywords, median_price_cents, median_rating,
        median_review_count, median_days_listed, median_sales, median_revenue_cents,
        competition_strength, num_relevant_keywords, num_launch_keywords, min_relevancy,
        min_search_volume, max_search_volume, keyword_strength, median_sales_lower,
        median_revenue_lower_cents, num_very_strong_competitors, percent_very_strong_competitors)
      select o.id, 'niche ' || i, (array['com','com','com','co.uk','de','ca'])[1 + i % 6],
        'B0' || lpad(to_hex(i), 8, '0'),
        ${sql.raw(`(array[${KEYWORDS.map((k) => `'${k}'`).join(',')}])`)}[1 + i % ${KEYWORDS.length}]
          || ' ' || (i % 97),
        case when i % 7 = 0 then 'check suppliers' else '' end,
        'bench-owner-' || o.g, now() - i * interval '5 minutes',
        5 + i % 46, k.keywords, k.sv, k.keywords * 7 / 10, k.sv * 6 / 10,
        500 + (random() * 6000)::int, case when i % 20 = 0 then null else 3 + round((random() * 2)::numeric, 1)::float8 end,
        (random() ^ 2 * 4000)::int, 30 + (random() * 2000)::int, (random() ^ 2 * 3000)::int,
        (random() ^ 2 * 9000000)::int, case when i % 25 = 0 then null else random() end,
        (random() * 300)::int, (random() * 60)::int, 0.2 + random() * 0.5,
        100 + (random() * 400)::int, 5000 + (random() * 200000)::int, random(),
        (random() ^ 2 * 2000)::int, (random() ^ 2 * 6000000)::int, (random() * 10)::int, random()
      from generate_series(1, ${SEED_NICHES}) i
      cross join lateral (select 100 + (random() * 2000 + 0 * i)::int as keywords,
        1000 + (random() ^ 2 * 300000 + 0 * i)::int as sv) k
      join bench_orgs o on o.g = case when i <= ${BIG_ORGANIZATION_NICHES} then 1
        else 2 + (i - ${BIG_ORGANIZATION_NICHES}) % ${ORGANIZATIONS - 1} end`);
    // Spaces: three in ten niches in none, the rest in one, one in ten in a second.
    await run(sql`insert into niche_spaces (niche_id, space_id)
      select n.id, s.id from niches n join bench_orgs o on o.id = n.organization_id
      join spaces s on s.organization_id = n.organization_id
      where n.id % 10 >= 3 and s.name = 'Space ' || (1 + n.id % ${SPACES})
        or n.id % 10 = 9 and s.name = 'Space ' || (1 + (n.id / 10) % ${SPACES})
      on conflict do nothing`);
    await run(sql`insert into niche_labels (niche_id, label_id)
      select n.id, l.id from niches n join bench_orgs o on o.id = n.organization_id
      join labels l on l.organization_id = n.organization_id
      where n.id % 2 = 0 and l.name = 'Label ' || (1 + (n.id / 2) % ${LABELS})`);
    await run(sql`insert into niche_assignees (niche_id, user_id)
      select n.id, case when n.id % 6 = 0 then 'bench-owner-' || o.g else 'bench-member-' || o.g end
      from niches n join bench_orgs o on o.id = n.organization_id where n.id % 3 = 0`);
    // The triggers that copy tags onto the niche's row are off here: copied in bulk.
    for (const [table, column, ids] of [
      ['niche_spaces', 'space_id', 'space_ids'],
      ['niche_labels', 'label_id', 'label_ids'],
      ['niche_assignees', 'user_id', 'assignee_ids'],
    ] as const)
      await run(
        sql.raw(`update niches n set ${ids} = x.ids from (select t.niche_id,
          array_agg(t.${column} order by t.${column}) as ids from ${table} t
          join niches o on o.id = t.niche_id join bench_orgs b on b.id = o.organization_id
          group by t.niche_id) x where x.niche_id = n.id`),
      );
    await run(sql`insert into dive_schedules (niche_id, interval, day_of_week, type,
        number_of_competitors, next_run_date)
      select n.id, 'Weekly', 1, 'NicheDive', 10, current_date + 7
      from niches n join bench_orgs o on o.id = n.organization_id where n.id % 20 = 0`);
    // One or two dives each.
    await run(sql`insert into researches (niche_id, dive_run_id, label, hero_asin, num_competitors,
        num_keywords, num_mkl_keywords, created_at)
      select n.id, gen_random_uuid(), n.label, n.hero_asin, n.num_competitors, n.num_keywords,
        n.num_visible_keywords, n.created_at + d * interval '3 days'
      from niches n join bench_orgs o on o.id = n.organization_id
      cross join generate_series(0, (n.id % 2)) d`);
  });
  await database.db.execute(sql`analyze`);
}
