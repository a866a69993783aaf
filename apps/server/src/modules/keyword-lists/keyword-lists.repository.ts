import { and, eq, inArray, sql } from 'drizzle-orm';
import type { KeywordList, KeywordSettingsValues } from '@fathom/contract';
import type { Db } from '../../db/client';
import {
  nicheCompetitors,
  nicheKeywordEdits,
  nicheKeywords,
  nicheKeywordSettings,
  niches,
  researches,
} from '../../db/schema';
import type { KeywordRowData } from '../niche-math/domain/keyword-lists';
import type { Niche } from '../niches/niches.service';
import type { ManualRow } from './domain/manual';
import type { CompetitorFacts, Recomputed } from './domain/settings';

/**
 * Statements of the keyword list settings. Every one names a niche the route has already checked
 * the caller may see (or change), or the niche of a dive being saved; a research is always the
 * niche's latest. The lists are computed by the service: the repository stores what it made.
 */
export function createKeywordListsRepository(db: Db) {
  return {
    /** The saved settings of a niche, or null when nobody saved any. */
    async settings(
      niche: Niche,
    ): Promise<{ settings: KeywordSettingsValues; updatedAt: Date } | null> {
      const [row] = await db
        .select({
          settings: nicheKeywordSettings.settings,
          updatedAt: nicheKeywordSettings.updatedAt,
        })
        .from(nicheKeywordSettings)
        .where(eq(nicheKeywordSettings.nicheId, niche.id));
      return row ?? null;
    },

    /** The master list's size as the niche's latest dive made it. */
    async originalMklCount(niche: Niche): Promise<number> {
      const researchId = niche.latestResearchId;
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
     * Locks the niche row, so of two saves or edits the later one is what stays, whole. Answers
     * the niche's latest dive and keyword lists version as they stand.
     */
    async lock(niche: Niche): Promise<{ researchId: number | null; version: number }> {
      const [row] = await db
        .select({ researchId: niches.latestResearchId, version: niches.keywordListsVersion })
        .from(niches)
        .where(eq(niches.id, niche.id))
        .for('update');
      return row ?? { researchId: null, version: niche.keywordListsVersion };
    },

    /** Stores the niche's settings; answers when they were saved. */
    async saveSettings(niche: Niche, userId: string, settings: KeywordSettingsValues) {
      const [saved] = await db
        .insert(nicheKeywordSettings)
        .values({ nicheId: niche.id, settings, updatedBy: userId })
        .onConflictDoUpdate({
          target: nicheKeywordSettings.nicheId,
          set: { settings, updatedBy: userId, updatedAt: sql`now()` },
        })
        .returning({ updatedAt: nicheKeywordSettings.updatedAt });
      return saved!.updatedAt;
    },

    /** The products of the niche's latest dive, in the niche's order. */
    async competitorAsins(niche: Niche): Promise<string[]> {
      const researchId = niche.latestResearchId;
      if (researchId === null) return [];
      const rows = await db
        .select({ asin: nicheCompetitors.asin })
        .from(nicheCompetitors)
        .where(eq(nicheCompetitors.researchId, researchId))
        .orderBy(nicheCompetitors.position);
      return rows.map((r) => r.asin);
    },

    /** The niche's hand edits, kept across dives. */
    edits: (nicheId: number) => editsOf(db, nicheId),

    /**
     * Adds keywords by hand to the dive (marked manual) or removes keywords from it, and records
     * the edits for later dives. Answers how many keywords changed.
     */
    editKeywords: (
      niche: Niche,
      userId: string,
      researchId: number,
      change: { add: ManualRow[] } | { remove: string[] },
    ): Promise<number> =>
      'add' in change
        ? addRows(db, niche.id, userId, researchId, change.add)
        : removeRows(db, niche.id, userId, researchId, change.remove),

    /** A dive's keywords' lists and its products, as a recomputation starts from them. */
    async listing(researchId: number): Promise<Listing> {
      // One statement after another: a transaction has one connection.
      const lists = await db
        .select({ keyword: nicheKeywords.keyword, list: nicheKeywords.list })
        .from(nicheKeywords)
        .where(eq(nicheKeywords.researchId, researchId));
      const competitors = await db
        .select({
          asin: nicheCompetitors.asin,
          monthlySales: nicheCompetitors.monthlySales,
          monthlyRevenueCents: nicheCompetitors.monthlyRevenueCents,
          strength: nicheCompetitors.strength,
        })
        .from(nicheCompetitors)
        .where(eq(nicheCompetitors.researchId, researchId));
      return { researchId, lists, competitors };
    },

    /** Stores the lists and strengths a recomputation made; only what changed is written. */
    async relist(before: Listing, made: Pick<Recomputed, 'lists' | 'strengths'>): Promise<void> {
      const was = new Map(before.lists.map((r) => [r.keyword, r.list]));
      const moved = made.lists.filter((r) => was.get(r.keyword) !== r.list);
      if (moved.length)
        await db.execute(sql`
          update niche_keywords k set list = v.list
          from jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) as v(keyword text, list text)
          where k.research_id = ${before.researchId} and k.keyword = v.keyword`);
      const strengths = new Map(before.competitors.map((c) => [c.asin, c.strength]));
      const changed = made.strengths.filter((c) => strengths.get(c.asin) !== c.strength);
      if (changed.length)
        await db.execute(sql`
          update niche_competitors c set strength = v.strength
          from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb)
            as v(asin text, strength double precision)
          where c.research_id = ${before.researchId} and c.asin = v.asin`);
    },

    /**
     * Stores the niche's figures after a save or a hand edit and moves its keyword lists version
     * on; answers the new version.
     */
    async saveFigures(niche: Niche, figures: Figures): Promise<number> {
      const [updated] = await db
        .update(niches)
        .set({
          ...figures,
          keywordListsVersion: sql`${niches.keywordListsVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(niches.id, niche.id))
        .returning({ version: niches.keywordListsVersion });
      return updated!.version;
    },

    /**
     * After a dive, inside its transaction: the niche's hand edits applied to the new dive, the
     * keywords removed by hand taken out and those added by hand put in (`added`: their figures
     * against the new dive's products, read before). False when the niche has no edits.
     */
    async reapplyEdits(nicheId: number, added: ManualRow[]): Promise<boolean> {
      const [niche] = await db
        .select({ researchId: niches.latestResearchId })
        .from(niches)
        .where(eq(niches.id, nicheId));
      const edits = await editsOf(db, nicheId);
      if (!niche?.researchId || edits.length === 0) return false;
      const removed = edits.filter((e) => e.kind === 'removed').map((e) => e.keyword);
      if (removed.length)
        await db
          .delete(nicheKeywords)
          .where(
            and(
              eq(nicheKeywords.researchId, niche.researchId),
              inArray(nicheKeywords.keyword, removed),
            ),
          );
      const handMade = new Set(edits.filter((e) => e.kind === 'added').map((e) => e.keyword));
      const rows = added.filter((r) => handMade.has(r.keyword));
      if (rows.length)
        await db
          .insert(nicheKeywords)
          .values(
            rows.map((r) => ({
              ...r,
              researchId: niche.researchId!,
              list: 'mkl' as const,
              manual: true,
            })),
          )
          .onConflictDoUpdate({
            target: [nicheKeywords.researchId, nicheKeywords.keyword],
            set: { manual: true },
          });
      return true;
    },

    /** After a dive, inside its transaction: the niche's latest dive and saved settings (null: none). */
    async reapplying(
      nicheId: number,
    ): Promise<{ researchId: number | null; settings: KeywordSettingsValues | null } | null> {
      const [saved] = await db
        .select({ settings: nicheKeywordSettings.settings, researchId: niches.latestResearchId })
        .from(niches)
        .leftJoin(nicheKeywordSettings, eq(niches.id, nicheKeywordSettings.nicheId))
        .where(eq(niches.id, nicheId));
      return saved ?? null;
    },

    /** After a dive, inside its transaction: the niche's figures under its settings, stored. */
    async reappliedFigures(nicheId: number, figures: Figures): Promise<void> {
      await db
        .update(niches)
        .set({ ...figures, keywordListsVersion: sql`${niches.keywordListsVersion} + 1` })
        .where(eq(niches.id, nicheId));
    },
  };
}

/** A dive's keywords' lists and its products with their strengths, before a recomputation. */
export interface Listing {
  researchId: number;
  lists: { keyword: string; list: KeywordList }[];
  competitors: (CompetitorFacts & { strength: number })[];
}

/** The niche's figures a recomputation makes (none without a dive). */
export type Figures = Partial<Recomputed['figures']>;

/** A keyword of a dive as its lists are decided from it; `manual`: added by hand. */
export type KeywordFacts = Omit<KeywordRowData, 'list' | 'sponsoredRanks'> & { manual: boolean };

async function keywordsOf(db: Db, researchId: number): Promise<KeywordFacts[]> {
  return db
    .select({
      keyword: nicheKeywords.keyword,
      searchVolume: nicheKeywords.searchVolume,
      relevancy: nicheKeywords.relevancy,
      wordCount: nicheKeywords.wordCount,
      organicRanks: nicheKeywords.organicRanks,
      manual: nicheKeywords.manual,
    })
    .from(nicheKeywords)
    .where(eq(nicheKeywords.researchId, researchId));
}

function editsOf(db: Db, nicheId: number) {
  return db
    .select({ keyword: nicheKeywordEdits.keyword, kind: nicheKeywordEdits.kind })
    .from(nicheKeywordEdits)
    .where(eq(nicheKeywordEdits.nicheId, nicheId));
}

async function recordEdits(
  tx: Db,
  nicheId: number,
  userId: string,
  keywords: string[],
  kind: 'added' | 'removed',
) {
  if (!keywords.length) return;
  await tx
    .insert(nicheKeywordEdits)
    .values(keywords.map((keyword) => ({ nicheId, keyword, kind, createdBy: userId })))
    .onConflictDoUpdate({
      target: [nicheKeywordEdits.nicheId, nicheKeywordEdits.keyword],
      set: { kind, createdBy: userId, createdAt: sql`now()` },
    });
}

/** Adds the rows the dive does not hold yet; answers how many were added. */
async function addRows(
  tx: Db,
  nicheId: number,
  userId: string,
  researchId: number,
  rows: ManualRow[],
): Promise<number> {
  if (!rows.length) return 0;
  const added = await tx
    .insert(nicheKeywords)
    .values(rows.map((r) => ({ ...r, researchId, list: 'mkl' as const, manual: true })))
    .onConflictDoNothing()
    .returning({ keyword: nicheKeywords.keyword });
  await recordEdits(
    tx,
    nicheId,
    userId,
    added.map((r) => r.keyword),
    'added',
  );
  return added.length;
}

/** Removes the dive's rows of these keywords; answers how many there were. */
async function removeRows(
  tx: Db,
  nicheId: number,
  userId: string,
  researchId: number,
  keywords: string[],
): Promise<number> {
  if (!keywords.length) return 0;
  const removed = await tx
    .delete(nicheKeywords)
    .where(and(eq(nicheKeywords.researchId, researchId), inArray(nicheKeywords.keyword, keywords)))
    .returning({ keyword: nicheKeywords.keyword });
  await recordEdits(
    tx,
    nicheId,
    userId,
    removed.map((r) => r.keyword),
    'removed',
  );
  return removed.length;
}

export type KeywordListsRepository = ReturnType<typeof createKeywordListsRepository>;
