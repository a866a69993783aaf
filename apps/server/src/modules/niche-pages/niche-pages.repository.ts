import { and, eq, sql } from 'drizzle-orm';
import type { KeywordList } from '@fathom/contract';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { nicheKeywords } from '../../db/schema';

/**
 * Statements of the niche pages. Every one reads a research the route has already resolved as the
 * latest of a niche the caller may see.
 */
export function createNichePagesRepository(db: Db) {
  return {
    /** Keywords and search volume of each keyword list of a research. */
    listVolumes: (researchId: number) =>
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
  };
}

export type NichePagesRepository = ReturnType<typeof createNichePagesRepository>;
