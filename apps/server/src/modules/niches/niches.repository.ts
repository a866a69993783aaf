import { and, asc, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nicheCompetitors, nicheKeywords, niches, spaceMembers } from '../../db/schema';
import type { KeywordList } from '@fathom/contract';

export type NicheRow = typeof niches.$inferSelect;

export function createNichesRepository(db: Db) {
  return {
    count: async (organizationId: number) => {
      const [row] = await db
        .select({ n: count() })
        .from(niches)
        .where(eq(niches.organizationId, organizationId));
      return row?.n ?? 0;
    },

    /** The organization's niches; with `visibleTo`, only those outside spaces or in spaces the user was granted. */
    list: async (organizationId: number, visibleTo?: string) => {
      const granted = visibleTo
        ? db
            .select({ id: spaceMembers.spaceId })
            .from(spaceMembers)
            .where(eq(spaceMembers.userId, visibleTo))
        : undefined;
      return db
        .select()
        .from(niches)
        .where(
          and(
            eq(niches.organizationId, organizationId),
            granted ? or(isNull(niches.spaceId), inArray(niches.spaceId, granted)) : undefined,
          ),
        )
        .orderBy(desc(niches.createdAt), desc(niches.id));
    },

    byId: async (nicheId: number) => {
      const [row] = await db.select().from(niches).where(eq(niches.id, nicheId));
      return row ?? null;
    },

    spaceGranted: async (spaceId: number, userId: string) => {
      const rows = await db
        .select({ spaceId: spaceMembers.spaceId })
        .from(spaceMembers)
        .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)));
      return rows.length > 0;
    },

    competitors: (researchId: number) =>
      db
        .select()
        .from(nicheCompetitors)
        .where(eq(nicheCompetitors.researchId, researchId))
        .orderBy(asc(nicheCompetitors.position)),

    keywords: (researchId: number, list: KeywordList) =>
      db
        .select({
          keyword: nicheKeywords.keyword,
          searchVolume: nicheKeywords.searchVolume,
          relevancy: nicheKeywords.relevancy,
          wordCount: nicheKeywords.wordCount,
          organicRanks: nicheKeywords.organicRanks,
          sponsoredRanks: nicheKeywords.sponsoredRanks,
        })
        .from(nicheKeywords)
        .where(and(eq(nicheKeywords.researchId, researchId), eq(nicheKeywords.list, list)))
        .orderBy(desc(nicheKeywords.searchVolume), asc(nicheKeywords.keyword)),
  };
}

export type NichesRepository = ReturnType<typeof createNichesRepository>;
