import { eq, sql } from 'drizzle-orm';
import type { KeywordList, KeywordSettingsValues } from '@fathom/contract';
import type { Db } from '../../db/client';
import {
  nicheCompetitors,
  nicheKeywords,
  nicheKeywordSettings,
  niches,
  researches,
} from '../../db/schema';
import type { KeywordRowData } from '../dives/domain/keyword-lists';
import type { CompetitorFacts, Recomputed } from './domain/settings';

/**
 * Statements of the keyword list settings. Every one names a niche the route has already checked
 * the caller may see (or change); a research is always the niche's latest.
 */
export function createKeywordListsRepository(db: Db) {
  return {
    /** The saved settings of a niche, or null when nobody saved any. */
    async settings(
      nicheId: number,
    ): Promise<{ settings: KeywordSettingsValues; updatedAt: Date } | null> {
      const [row] = await db
        .select({
          settings: nicheKeywordSettings.settings,
          updatedAt: nicheKeywordSettings.updatedAt,
        })
        .from(nicheKeywordSettings)
        .where(eq(nicheKeywordSettings.nicheId, nicheId));
      return row ?? null;
    },

    /** The master list's size as a dive made it. */
    async originalMklCount(researchId: number | null): Promise<number> {
      if (researchId === null) return 0;
      const [row] = await db
        .select({ count: researches.numMklKeywords })
        .from(researches)
        .where(eq(researches.id, researchId));
      return row?.count ?? 0;
    },

    /** A dive's keywords with the figures their lists are decided from (never their list). */
    keywords: (researchId: number) => keywordsOf(db, researchId),

    /**
     * Saves the settings and what they make of the niche's latest dive, in one transaction: the
     * niche row is locked first, so of two saves the later one is what stays, whole. Answers the
     * niche's new keyword lists version.
     */
    save: (
      nicheId: number,
      userId: string,
      settings: KeywordSettingsValues,
      compute: Compute,
      /** The latest dive's keywords as the caller read them; read again if another dive landed. */
      known: { researchId: number; rows: KeywordFacts[] } | null,
    ): Promise<{ version: number; updatedAt: Date }> =>
      db.transaction(async (tx) => {
        const [niche] = await tx
          .select({ researchId: niches.latestResearchId })
          .from(niches)
          .where(eq(niches.id, nicheId))
          .for('update');
        const [saved] = await tx
          .insert(nicheKeywordSettings)
          .values({ nicheId, settings, updatedBy: userId })
          .onConflictDoUpdate({
            target: nicheKeywordSettings.nicheId,
            set: { settings, updatedBy: userId, updatedAt: sql`now()` },
          })
          .returning({ updatedAt: nicheKeywordSettings.updatedAt });
        const researchId = niche?.researchId ?? null;
        const rows = known?.researchId === researchId ? known.rows : undefined;
        const figures = await relist(tx, researchId, compute, rows);
        const [updated] = await tx
          .update(niches)
          .set({
            ...figures,
            keywordListsVersion: sql`${niches.keywordListsVersion} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(niches.id, nicheId))
          .returning({ version: niches.keywordListsVersion });
        return { version: updated!.version, updatedAt: saved!.updatedAt };
      }),

    /**
     * After a dive, inside its transaction: the niche's saved settings, when it has any, sort the
     * new dive's keywords and make its figures, as a save would. False when none are saved.
     */
    async reapply(
      nicheId: number,
      compute: (settings: KeywordSettingsValues) => Compute,
    ): Promise<boolean> {
      const [saved] = await db
        .select({ settings: nicheKeywordSettings.settings, researchId: niches.latestResearchId })
        .from(nicheKeywordSettings)
        .innerJoin(niches, eq(niches.id, nicheKeywordSettings.nicheId))
        .where(eq(nicheKeywordSettings.nicheId, nicheId));
      if (!saved) return false;
      const figures = await relist(db, saved.researchId, compute(saved.settings));
      await db
        .update(niches)
        .set({ ...figures, keywordListsVersion: sql`${niches.keywordListsVersion} + 1` })
        .where(eq(niches.id, nicheId));
      return true;
    },
  };
}

/** A keyword of a dive as its lists are decided from it. */
export type KeywordFacts = Omit<KeywordRowData, 'list' | 'sponsoredRanks'>;

export type Compute = (rows: KeywordFacts[], competitors: CompetitorFacts[]) => Recomputed;

async function keywordsOf(db: Db, researchId: number): Promise<KeywordFacts[]> {
  return db
    .select({
      keyword: nicheKeywords.keyword,
      searchVolume: nicheKeywords.searchVolume,
      relevancy: nicheKeywords.relevancy,
      wordCount: nicheKeywords.wordCount,
      organicRanks: nicheKeywords.organicRanks,
    })
    .from(nicheKeywords)
    .where(eq(nicheKeywords.researchId, researchId));
}

/**
 * Sorts a dive's keywords into lists and sets its products' strengths (only what changed is
 * written); answers the niche's figures.
 */
async function relist(
  tx: Db,
  researchId: number | null,
  compute: Compute,
  known?: KeywordFacts[],
): Promise<Partial<Recomputed['figures']>> {
  if (researchId === null) return {};
  const [rows, lists, competitors] = await Promise.all([
    known ?? keywordsOf(tx, researchId),
    tx
      .select({ keyword: nicheKeywords.keyword, list: nicheKeywords.list })
      .from(nicheKeywords)
      .where(eq(nicheKeywords.researchId, researchId)),
    tx
      .select({
        asin: nicheCompetitors.asin,
        monthlySales: nicheCompetitors.monthlySales,
        monthlyRevenueCents: nicheCompetitors.monthlyRevenueCents,
        strength: nicheCompetitors.strength,
      })
      .from(nicheCompetitors)
      .where(eq(nicheCompetitors.researchId, researchId)),
  ]);
  const result = compute(rows, competitors);
  const was = new Map(lists.map((r) => [r.keyword, r.list]));
  const moved = result.lists.filter((r) => was.get(r.keyword) !== r.list);
  if (moved.length) await setLists(tx, researchId, moved);
  const before = new Map(competitors.map((c) => [c.asin, c.strength]));
  const changed = result.strengths.filter((c) => before.get(c.asin) !== c.strength);
  if (changed.length)
    await tx.execute(sql`
      update niche_competitors c set strength = v.strength
      from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb)
        as v(asin text, strength double precision)
      where c.research_id = ${researchId} and c.asin = v.asin`);
  return result.figures;
}

async function setLists(
  tx: Db,
  researchId: number,
  moved: { keyword: string; list: KeywordList }[],
) {
  await tx.execute(sql`
    update niche_keywords k set list = v.list
    from jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) as v(keyword text, list text)
    where k.research_id = ${researchId} and k.keyword = v.keyword`);
}

export type KeywordListsRepository = ReturnType<typeof createKeywordListsRepository>;
