import { and, eq, inArray, sql } from 'drizzle-orm';
import type { VolumeKeyword } from '@fathom/contract/keywords';
import type { Db } from '../../db/client';
import { nicheKeywordGroups, nicheKeywords } from '../../db/schema';
import type { Niche } from '../niches/niches.service';

/**
 * Statements of the roots and normalizer pages. Every one names a niche the route has already
 * checked the caller may see (or manage); a research is always the niche's latest.
 */
export function createKeywordAnalysisRepository(db: Db) {
  return {
    /** The visible keyword list (MKL) of a dive, with search volume. */
    async visibleKeywords(researchId: number): Promise<VolumeKeyword[]> {
      return db
        .select({ keyword: nicheKeywords.keyword, searchVolume: nicheKeywords.searchVolume })
        .from(nicheKeywords)
        .where(and(eq(nicheKeywords.researchId, researchId), eq(nicheKeywords.list, 'mkl')));
    },

    /** The niche's splits and merges: keyword to group key. */
    async decisions(niche: Niche): Promise<Map<string, string>> {
      const rows = await db
        .select({ keyword: nicheKeywordGroups.keyword, groupKey: nicheKeywordGroups.groupKey })
        .from(nicheKeywordGroups)
        .where(eq(nicheKeywordGroups.nicheId, niche.id));
      return new Map(rows.map((r) => [r.keyword, r.groupKey]));
    },

    /** Puts keywords in the group of this key (a keyword is in one group only). */
    async place(niche: Niche, userId: string, keywords: string[], groupKey: string) {
      if (keywords.length === 0) return;
      await db
        .insert(nicheKeywordGroups)
        .values(
          keywords.map((keyword) => ({ nicheId: niche.id, keyword, groupKey, updatedBy: userId })),
        )
        .onConflictDoUpdate({
          target: [nicheKeywordGroups.nicheId, nicheKeywordGroups.keyword],
          set: { groupKey, updatedBy: userId, updatedAt: sql`now()` },
        });
    },

    /** Forgets the niche's splits and merges (of these keywords, or all). */
    async forget(niche: Niche, keywords?: string[]) {
      await db
        .delete(nicheKeywordGroups)
        .where(
          keywords
            ? and(
                eq(nicheKeywordGroups.nicheId, niche.id),
                inArray(nicheKeywordGroups.keyword, keywords),
              )
            : eq(nicheKeywordGroups.nicheId, niche.id),
        );
    },
  };
}

export type KeywordAnalysisRepository = ReturnType<typeof createKeywordAnalysisRepository>;
