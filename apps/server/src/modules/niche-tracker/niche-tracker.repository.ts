import type { MarketplaceTld } from '@fathom/contract';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  nicheCompetitors,
  nicheKeywords,
  niches,
  nicheSnapshots,
  researches,
} from '../../db/schema';
import type { NicheRef } from '../niches/niches.repository';
import type { DayFigures, TrackedColumns, TrackedDay } from './domain/series';
import { column, parseRows } from '../../db/rows';

/** A niche as the snapshot reads it: its latest dive's products and keywords. */
export interface TrackedNiche {
  id: number;
  marketplace: MarketplaceTld;
  heroAsin: string;
  competitionStrength: number | null;
  asins: string[];
  keywords: { keyword: string; searchVolume: number; visible: boolean }[];
}

/** Statements of the niche tracker: snapshots written by its jobs, series read by its screen. */
const SeriesRow = z.object({ series: column.text });
const ResearchAsins = z.object({
  researchId: column.int,
  date: column.time,
  asins: column.textList,
});

export function createNicheTrackerRepository(db: Db) {
  /** The latest dive's products and keywords of niches, in the order of `heads`. */
  async function withLatestDive(
    heads: (Omit<TrackedNiche, 'asins' | 'keywords'> & { researchId: number })[],
  ): Promise<TrackedNiche[]> {
    if (!heads.length) return [];
    const ids = heads.map((h) => h.researchId);
    const [products, keywords] = await Promise.all([
      db
        .select({ researchId: nicheCompetitors.researchId, asin: nicheCompetitors.asin })
        .from(nicheCompetitors)
        .where(inArray(nicheCompetitors.researchId, ids))
        .orderBy(asc(nicheCompetitors.researchId), asc(nicheCompetitors.position)),
      db
        .select({
          researchId: nicheKeywords.researchId,
          keyword: nicheKeywords.keyword,
          searchVolume: nicheKeywords.searchVolume,
          list: nicheKeywords.list,
        })
        .from(nicheKeywords)
        .where(inArray(nicheKeywords.researchId, ids)),
    ]);
    const asins = new Map<number, string[]>();
    for (const p of products) asins.set(p.researchId, [...(asins.get(p.researchId) ?? []), p.asin]);
    const terms = new Map<number, TrackedNiche['keywords']>();
    for (const k of keywords) {
      const list = terms.get(k.researchId) ?? [];
      list.push({ keyword: k.keyword, searchVolume: k.searchVolume, visible: k.list === 'mkl' });
      terms.set(k.researchId, list);
    }
    return heads.map(({ researchId, ...h }) => ({
      ...h,
      asins: asins.get(researchId) ?? [],
      keywords: terms.get(researchId) ?? [],
    }));
  }

  const head = {
    id: niches.id,
    marketplace: niches.marketplace,
    heroAsin: niches.heroAsin,
    competitionStrength: niches.competitionStrength,
    researchId: niches.latestResearchId,
  };

  return {
    /** Marketplaces that have a dived niche. */
    async marketplaces(): Promise<MarketplaceTld[]> {
      const rows = await db
        .selectDistinct({ marketplace: niches.marketplace })
        .from(niches)
        .where(isNotNull(niches.latestResearchId));
      return rows.map((r) => r.marketplace);
    },

    /** The next dived niches of a marketplace (by id, after `afterId`) not yet taken on the date. */
    async untaken(
      marketplace: MarketplaceTld,
      date: string,
      afterId: number,
      limit: number,
    ): Promise<TrackedNiche[]> {
      const rows = await db
        .select(head)
        .from(niches)
        .where(
          and(
            eq(niches.marketplace, marketplace),
            gt(niches.id, afterId),
            isNotNull(niches.latestResearchId),
            sql`not exists (select 1 from ${nicheSnapshots} s where s.niche_id = ${niches.id} and s.date = ${date})`,
          ),
        )
        .orderBy(asc(niches.id))
        .limit(limit);
      return withLatestDive(rows as ((typeof rows)[number] & { researchId: number })[]);
    },

    /** One niche as the snapshot reads it; null when it is gone or not yet dived. */
    async niche(nicheId: number): Promise<TrackedNiche | null> {
      const rows = await db
        .select(head)
        .from(niches)
        .where(and(eq(niches.id, nicheId), isNotNull(niches.latestResearchId)));
      const [found] = await withLatestDive(
        rows as ((typeof rows)[number] & { researchId: number })[],
      );
      return found ?? null;
    },

    /** Stores days of figures; a niche's day already stored stays as it is. */
    async insert(rows: ({ nicheId: number } & TrackedDay)[]): Promise<number> {
      if (!rows.length) return 0;
      const inserted = await db
        .insert(nicheSnapshots)
        .values(rows.map((r) => ({ nicheId: r.nicheId, date: r.date, ...nonNull(r.figures) })))
        .onConflictDoNothing()
        .returning({ nicheId: nicheSnapshots.nicheId });
      return inserted.length;
    },

    /**
     * A niche's tracked days from one local date to another (in a time zone), oldest
     * first, as columns: its stored snapshots, and on days without one the figures of its dives as
     * the dive saw them (the last dive of a day stands for that day). One statement: the
     * snapshots' primary key range, the niche's researches, and per dive day its keywords and
     * competitors by research.
     */
    async series(
      { id: nicheId }: NicheRef,
      zone: string,
      from: string,
      to: string,
    ): Promise<TrackedColumns> {
      const result = await db.execute(sql`
        with snaps as (
          select date, total_search_volume::float8 as tsv, visible_search_volume::float8 as vsv,
            competitors::float8 as n, median_price_cents::float8 as price,
            median_rating as rating, median_reviews::float8 as reviews,
            median_sales::float8 as sales, median_revenue_cents::float8 as revenue,
            competition_strength as strength, hero_average_rank as rank
          from ${nicheSnapshots}
          where niche_id = ${nicheId} and date between ${from}::date and ${to}::date),
        dives as (
          select id, hero_asin, created_at,
            (created_at at time zone ${zoneSql(zone)})::date as day
          from ${researches} where niche_id = ${nicheId}),
        days as (
          -- A day the snapshot job took is its snapshot's: its dives are not read.
          select distinct on (d.day) d.id, d.hero_asin, d.day from dives d
          where d.day between ${from}::date and ${to}::date
            and not exists (select 1 from snaps s where s.date = d.day)
          order by d.day, d.created_at desc, d.id desc),
        dived as (
          select r.day as date, k.total::float8, k.visible::float8, c.n::float8, c.price::float8,
            c.rating::float8, c.reviews::float8, c.sales::float8, c.revenue::float8,
            c.strength::float8, h.rank::float8
          from days r
          cross join lateral (
            select coalesce(sum(search_volume), 0) as total,
              coalesce(sum(search_volume) filter (where list = 'mkl'), 0) as visible
            from ${nicheKeywords} where research_id = r.id) k
          cross join lateral (
            select count(*) as n,
              round(percentile_cont(0.5) within group (order by price_cents)) as price,
              percentile_cont(0.5) within group (order by rating) as rating,
              round(percentile_cont(0.5) within group (order by review_count)) as reviews,
              round(percentile_cont(0.5) within group (order by monthly_sales)) as sales,
              round(percentile_cont(0.5) within group (order by monthly_revenue_cents)) as revenue,
              percentile_cont(0.5) within group (order by strength) as strength
            from ${nicheCompetitors} where research_id = r.id) c
          cross join lateral (
            select round(avg(coalesce((organic_ranks ->> r.hero_asin)::int, 101))::numeric, 2) as rank
            from (select organic_ranks from ${nicheKeywords}
                  where research_id = r.id and list = 'mkl'
                  order by search_volume desc, keyword limit 10) top) h),
        tracked as (select * from snaps union all select * from dived)
        select json_build_object(
          'day', coalesce(json_agg(date - date '1970-01-01' order by date), '[]'),
          'totalSearchVolume', coalesce(json_agg(tsv order by date), '[]'),
          'visibleSearchVolume', coalesce(json_agg(vsv order by date), '[]'),
          'competitors', coalesce(json_agg(n order by date), '[]'),
          'medianPriceCents', coalesce(json_agg(price order by date), '[]'),
          'medianRating', coalesce(json_agg(rating order by date), '[]'),
          'medianReviews', coalesce(json_agg(reviews order by date), '[]'),
          'medianSales', coalesce(json_agg(sales order by date), '[]'),
          'medianRevenueCents', coalesce(json_agg(revenue order by date), '[]'),
          'competitionStrength', coalesce(json_agg(strength order by date), '[]'),
          'heroAverageRank', coalesce(json_agg(rank order by date), '[]'))::text as series
        from tracked`);
      return JSON.parse(parseRows(SeriesRow, result)[0]!.series) as TrackedColumns;
    },

    /** The products of each of the niche's dives, oldest first, with the dive's local date. */
    async researchAsins(
      { id: nicheId }: NicheRef,
      zone: string,
    ): Promise<{ researchId: number; date: string; asins: string[] }[]> {
      const result = await db.execute(sql`
        select r.id as "researchId",
          to_char((r.created_at at time zone ${zoneSql(zone)})::date, 'YYYY-MM-DD') as date,
          coalesce((select array_agg(c.asin order by c.position) from ${nicheCompetitors} c
                    where c.research_id = r.id), '{}') as asins
        from ${researches} r where r.niche_id = ${nicheId}
        order by r.created_at, r.id`);
      return parseRows(ResearchAsins, result);
    },
  };
}

/** A time zone in SQL: an IANA name, or a fixed ±HH:MM offset as an interval (ISO's sign). */
const zoneSql = (zone: string) =>
  /^[+-]\d\d:\d\d$/.test(zone) ? sql`${zone}::interval` : sql`${zone}::text`;

/** Counts and volumes are never null in a stored day; other figures may be. */
function nonNull(f: DayFigures) {
  return {
    ...f,
    totalSearchVolume: f.totalSearchVolume ?? 0,
    visibleSearchVolume: f.visibleSearchVolume ?? 0,
    competitors: f.competitors ?? 0,
  };
}

export type NicheTrackerRepository = ReturnType<typeof createNicheTrackerRepository>;
