import type { MarketplaceTld } from '@fathom/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nicheCompetitors, nicheKeywords, niches, researches } from '../../db/schema';
import type { Scope } from '../../lib/scope';
import type { KeywordRowData } from '../niche-math/domain/keyword-lists';
import type { MetricProduct, NicheMetrics } from '../niche-math/domain/niche-metrics';
import { mayManage } from '../niches/niche-access';
import type { NicheRef, ResearchRef } from '../niches/niches.repository';

/** A research's keywords and products, hero first, as the niche's figures are made from them. */
export interface ResearchFacts {
  heroAsin: string;
  /** When the research was made. */
  createdAt: Date;
  keywords: KeywordRowData[];
  products: MetricProduct[];
}

/**
 * Statements of research management, bound to the unit of work's transaction. The niches named
 * are locked first, in id order, so two changes to the same niches run one after the other.
 */
export function createResearchesRepository(db: Db) {
  return {
    /** Of the niches, those the scope may change, locked, with their marketplace. */
    lockManaged: async (scope: Scope, nicheIds: number[]) =>
      (await db
        .select({ id: niches.id, marketplace: niches.marketplace })
        .from(niches)
        .where(and(inArray(niches.id, nicheIds), mayManage(scope)))
        .orderBy(niches.id)
        .for('update')) as (NicheRef & { marketplace: MarketplaceTld })[],

    /** The niche's researches, newest first. */
    all: async (niche: NicheRef): Promise<ResearchRef[]> =>
      (await db
        .select({ id: researches.id, nicheId: researches.nicheId })
        .from(researches)
        .where(eq(researches.nicheId, niche.id))
        .orderBy(desc(researches.id))) as ResearchRef[],

    /** Deletes researches of the niche. */
    delete: (niche: NicheRef, ids: number[]) =>
      db
        .delete(researches)
        .where(and(eq(researches.nicheId, niche.id), inArray(researches.id, ids))),

    /** Moves researches of one niche to another. */
    move: (from: NicheRef, to: NicheRef, ids: number[]) =>
      db
        .update(researches)
        .set({ nicheId: to.id })
        .where(and(eq(researches.nicheId, from.id), inArray(researches.id, ids))),

    /** The niche's research; null when the niche has no such research. */
    one: async (niche: NicheRef, researchId: number): Promise<ResearchRef | null> => {
      const [row] = await db
        .select({ id: researches.id, nicheId: researches.nicheId })
        .from(researches)
        .where(and(eq(researches.id, researchId), eq(researches.nicheId, niche.id)));
      return (row as ResearchRef | undefined) ?? null;
    },

    /** Labels a research of the niche. */
    label: async (research: ResearchRef, label: string) => {
      const [row] = await db
        .update(researches)
        .set({ label })
        .where(and(eq(researches.id, research.id), eq(researches.nicheId, research.nicheId)))
        .returning();
      return row!;
    },

    /** The niche's latest research id as stored on the niche. */
    latest: async (niche: NicheRef): Promise<number | null> => {
      const [row] = await db
        .select({ id: niches.latestResearchId })
        .from(niches)
        .where(eq(niches.id, niche.id));
      return row?.id ?? null;
    },

    /**
     * What the niche's figures are made from, for one research. One statement after another: in
     * a unit of work they share the transaction's one connection.
     */
    facts: async ({ id: researchId }: ResearchRef): Promise<ResearchFacts> => {
      const [research] = await db
        .select({
          heroAsin: researches.heroAsin,
          createdAt: researches.createdAt,
        })
        .from(researches)
        .where(eq(researches.id, researchId));
      const keywords = await db
        .select({
          keyword: nicheKeywords.keyword,
          list: nicheKeywords.list,
          searchVolume: nicheKeywords.searchVolume,
          relevancy: nicheKeywords.relevancy,
          wordCount: nicheKeywords.wordCount,
          organicRanks: nicheKeywords.organicRanks,
          sponsoredRanks: nicheKeywords.sponsoredRanks,
        })
        .from(nicheKeywords)
        .where(eq(nicheKeywords.researchId, researchId));
      const products = await db
        .select({
          priceCents: nicheCompetitors.priceCents,
          rating: nicheCompetitors.rating,
          reviewCount: nicheCompetitors.reviewCount,
          firstListedDate: nicheCompetitors.firstListedDate,
          monthlySales: nicheCompetitors.monthlySales,
          monthlyRevenueCents: nicheCompetitors.monthlyRevenueCents,
          strength: nicheCompetitors.strength,
        })
        .from(nicheCompetitors)
        .where(eq(nicheCompetitors.researchId, researchId))
        .orderBy(nicheCompetitors.position);
      return { ...research!, keywords, products };
    },

    /** The research now drives the niche: its figures are the niche's, its lists are new. */
    setLatest: ({ id: researchId, nicheId }: ResearchRef, metrics: NicheMetrics) =>
      db
        .update(niches)
        .set({
          ...metrics,
          latestResearchId: researchId,
          keywordListsVersion: sql`${niches.keywordListsVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(niches.id, nicheId)),

    /** The niche's older researches changed: lists compared with the previous one are stale. */
    touch: (niche: NicheRef) =>
      db
        .update(niches)
        .set({ keywordListsVersion: sql`${niches.keywordListsVersion} + 1` })
        .where(eq(niches.id, niche.id)),
  };
}

export type ResearchesRepository = ReturnType<typeof createResearchesRepository>;
