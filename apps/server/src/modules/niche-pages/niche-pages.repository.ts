import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { KeywordList } from '@fathom/contract';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { nicheCompetitors, nicheKeywords, researches } from '../../db/schema';
import type { ResearchRef } from '../niches/niches.repository';
import type { StoredCompetitor } from './domain/deep-dive';
import { column, parseRows } from '../../db/rows';

/** A keyword of a research with one product's ranks (null: none). */
export interface RankedKeyword {
  keyword: string;
  list: KeywordList;
  searchVolume: number;
  relevancy: number;
  organicRank: number | null;
  sponsoredRank: number | null;
}

/**
 * Statements of the niche pages. Every one reads a research the route has already resolved as the
 * latest of a niche the caller may see.
 */
const CompetitorRow = z.object({
  asin: column.text,
  position: column.int,
  title: column.text,
  brand: column.text,
  imageUrl: column.text,
  priceCents: column.int,
  rating: column.float,
  reviewCount: column.int,
  firstListedDate: column.text,
  monthlySales: column.int,
  monthlyRevenueCents: column.int,
  svTop10: column.int,
  svTop50: column.int,
  keywordsTop10: column.int,
  keywordsTop50: column.int,
}) satisfies z.ZodType<StoredCompetitor>;

export function createNichePagesRepository(db: Db) {
  return {
    /** Keywords and search volume of each keyword list of a research. */
    listVolumes: ({ id: researchId }: ResearchRef) =>
      runPrepared(
        db
          .select({
            list: sql<KeywordList>`${nicheKeywords.list}`,
            keywords: sql<number>`count(*)::int`,
            searchVolume: sql<number>`coalesce(sum(${nicheKeywords.searchVolume}), 0)::int`,
          })
          .from(nicheKeywords)
          .where(and(eq(nicheKeywords.researchId, researchId)))
          .groupBy(nicheKeywords.list),
      ),

    /** The research's date and the size of its visible list (the MKL). */
    async researchTotals({ id: researchId }: ResearchRef) {
      const [row] = await runPrepared(
        db
          .select({
            createdAt: researches.createdAt,
            keywords: sql<number>`(select count(*) from ${nicheKeywords} k
              where k.research_id = ${researches.id} and k.list = 'mkl')::int`,
            searchVolume: sql<number>`(select coalesce(sum(k.search_volume), 0) from ${nicheKeywords} k
              where k.research_id = ${researches.id} and k.list = 'mkl')::int`,
          })
          .from(researches)
          .where(eq(researches.id, researchId)),
      );
      return row ?? null;
    },

    /**
     * The research's competitors in the niche's order, each with the search volume and count of
     * the visible keywords it ranks 1 to `top` and 1 to `wide` for.
     */
    async deepDiveRows(
      { id: researchId }: ResearchRef,
      top: number,
      wide: number,
    ): Promise<StoredCompetitor[]> {
      const result = await db.execute(sql`
        with ranks as (
          select r.key as asin, r.value::int as rank, k.search_volume
          from ${nicheKeywords} k cross join lateral jsonb_each_text(k.organic_ranks) r
          where k.research_id = ${researchId} and k.list = 'mkl'
        ), shares as (
          select asin,
            coalesce(sum(search_volume) filter (where rank <= ${top}), 0)::int as sv_top,
            coalesce(sum(search_volume) filter (where rank <= ${wide}), 0)::int as sv_wide,
            (count(*) filter (where rank <= ${top}))::int as n_top,
            (count(*) filter (where rank <= ${wide}))::int as n_wide
          from ranks group by asin
        )
        select c.asin, c.position, c.title, c.brand, c.image_url as "imageUrl",
          c.price_cents as "priceCents", c.rating, c.review_count as "reviewCount",
          c.first_listed_date as "firstListedDate", c.monthly_sales as "monthlySales",
          c.monthly_revenue_cents as "monthlyRevenueCents",
          coalesce(s.sv_top, 0) as "svTop10", coalesce(s.sv_wide, 0) as "svTop50",
          coalesce(s.n_top, 0) as "keywordsTop10", coalesce(s.n_wide, 0) as "keywordsTop50"
        from ${nicheCompetitors} c left join shares s on s.asin = c.asin
        where c.research_id = ${researchId}
        order by c.position`);
      return parseRows(CompetitorRow, result);
    },

    /** Whether the ASIN is a competitor of the research. */
    async hasCompetitor({ id: researchId }: ResearchRef, asin: string): Promise<boolean> {
      const rows = await db
        .select({ asin: nicheCompetitors.asin })
        .from(nicheCompetitors)
        .where(and(eq(nicheCompetitors.researchId, researchId), eq(nicheCompetitors.asin, asin)));
      return rows.length > 0;
    },

    /** The research's keywords the ASIN has an organic or a sponsored rank for, biggest first. */
    rankedKeywords: ({ id: researchId }: ResearchRef, asin: string): Promise<RankedKeyword[]> =>
      db
        .select({
          keyword: nicheKeywords.keyword,
          list: sql<KeywordList>`${nicheKeywords.list}`,
          searchVolume: nicheKeywords.searchVolume,
          relevancy: nicheKeywords.relevancy,
          organicRank: sql<number | null>`(${nicheKeywords.organicRanks} ->> ${asin})::int`,
          sponsoredRank: sql<number | null>`(${nicheKeywords.sponsoredRanks} ->> ${asin})::int`,
        })
        .from(nicheKeywords)
        .where(
          and(
            eq(nicheKeywords.researchId, researchId),
            sql`(${nicheKeywords.organicRanks} ? ${asin} or ${nicheKeywords.sponsoredRanks} ? ${asin})`,
          ),
        )
        .orderBy(sql`${nicheKeywords.searchVolume} desc, ${nicheKeywords.keyword}`),
  };
}

export type NichePagesRepository = ReturnType<typeof createNichePagesRepository>;
