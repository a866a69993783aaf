import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_KEYWORD_SETTINGS,
  type KeywordList,
  type KeywordSettingsValues,
} from '@fathom/contract';
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
import type { ManualRow } from './domain/manual';
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
     * niche's new keyword lists version and the dive its lists were made from.
     */
    save: (
      nicheId: number,
      userId: string,
      settings: KeywordSettingsValues,
      compute: Compute,
      /** The latest dive's keywords as the caller read them; read again if another dive landed. */
      known: { researchId: number; rows: KeywordFacts[] } | null,
    ): Promise<{ version: number; updatedAt: Date; researchId: number | null }> =>
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
        // Rows read before the lock are used only if no hand edit changed the dive's keywords since.
        const rows =
          known?.researchId === researchId &&
          (await countKeywords(tx, known.researchId)) === known.rows.length
            ? known.rows
            : undefined;
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
        return { version: updated!.version, updatedAt: saved!.updatedAt, researchId };
      }),

    /** The products of a dive, in the niche's order. */
    async competitorAsins(researchId: number): Promise<string[]> {
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
     * Adds keywords by hand to the niche's latest dive (marked manual) or removes keywords from
     * it, records the edits for later dives, and sorts the lists again under the saved settings,
     * in one transaction with the niche row locked, as a settings save. Null when another dive
     * landed meanwhile (the caller read an older one). Answers how many keywords changed.
     */
    edit: (
      nicheId: number,
      userId: string,
      researchId: number,
      change: { add: ManualRow[] } | { remove: string[] },
      compute: (settings: KeywordSettingsValues) => Compute,
    ): Promise<{ version: number; changed: number } | null> =>
      db.transaction(async (tx) => {
        const [niche] = await tx
          .select({ researchId: niches.latestResearchId })
          .from(niches)
          .where(eq(niches.id, nicheId))
          .for('update');
        if (niche?.researchId !== researchId) return null;
        const changed =
          'add' in change
            ? await addRows(tx, nicheId, userId, researchId, change.add)
            : await removeRows(tx, nicheId, userId, researchId, change.remove);
        const [saved] = await tx
          .select({ settings: nicheKeywordSettings.settings })
          .from(nicheKeywordSettings)
          .where(eq(nicheKeywordSettings.nicheId, nicheId));
        const figures = await relist(
          tx,
          researchId,
          compute(saved?.settings ?? DEFAULT_KEYWORD_SETTINGS),
        );
        const [updated] = await tx
          .update(niches)
          .set({
            ...figures,
            keywordListsVersion: sql`${niches.keywordListsVersion} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(niches.id, nicheId))
          .returning({ version: niches.keywordListsVersion });
        return { version: updated!.version, changed };
      }),

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

    /**
     * After a dive, inside its transaction: the niche's saved settings, when it has any, sort the
     * new dive's keywords and make its figures, as a save would. False when none are saved.
     */
    async reapply(
      nicheId: number,
      compute: (settings: KeywordSettingsValues) => Compute,
      /** The niche has hand edits: its lists are sorted again even without saved settings. */
      edited = false,
    ): Promise<boolean> {
      const [saved] = await db
        .select({ settings: nicheKeywordSettings.settings, researchId: niches.latestResearchId })
        .from(niches)
        .leftJoin(nicheKeywordSettings, eq(niches.id, nicheKeywordSettings.nicheId))
        .where(eq(niches.id, nicheId));
      if (!saved) return false;
      if (!saved.settings && !edited) return false;
      const settings = saved.settings ?? DEFAULT_KEYWORD_SETTINGS;
      const figures = await relist(db, saved.researchId, compute(settings));
      await db
        .update(niches)
        .set({ ...figures, keywordListsVersion: sql`${niches.keywordListsVersion} + 1` })
        .where(eq(niches.id, nicheId));
      return true;
    },
  };
}

/** A keyword of a dive as its lists are decided from it; `manual`: added by hand. */
export type KeywordFacts = Omit<KeywordRowData, 'list' | 'sponsoredRanks'> & { manual: boolean };

export type Compute = (rows: KeywordFacts[], competitors: CompetitorFacts[]) => Recomputed;

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

async function countKeywords(db: Db, researchId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(nicheKeywords)
    .where(eq(nicheKeywords.researchId, researchId));
  return row?.count ?? 0;
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
  // One statement after another: a transaction has one connection.
  const rows = known ?? (await keywordsOf(tx, researchId));
  const lists = await tx
    .select({ keyword: nicheKeywords.keyword, list: nicheKeywords.list })
    .from(nicheKeywords)
    .where(eq(nicheKeywords.researchId, researchId));
  const competitors = await tx
    .select({
      asin: nicheCompetitors.asin,
      monthlySales: nicheCompetitors.monthlySales,
      monthlyRevenueCents: nicheCompetitors.monthlyRevenueCents,
      strength: nicheCompetitors.strength,
    })
    .from(nicheCompetitors)
    .where(eq(nicheCompetitors.researchId, researchId));
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
