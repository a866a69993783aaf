import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AccessibleTracker } from '../rank-radar.repository';
import { textArray } from '../../../db/sql-arrays';
import { parseRows } from '../../../db/rows';

const KEYWORD_ROW = z.object({ keyword: z.string() });

/** Every SQL statement of a tracker's pool (Blind Spend). */
export function createPoolRepository(db: Db) {
  return {
    /** Terms the tracker follows, archived or not: never in its pool. */
    trackedTerms: async ({ id: trackerId }: AccessibleTracker) =>
      new Set(
        parseRows(
          KEYWORD_ROW,
          await db.execute(
            sql`select keyword from rank_tracker_keywords where tracker_id = ${trackerId}`,
          ),
        ).map((r) => r.keyword),
      ),

    /**
     * PPC spend (minor units) per search term of the tracker's stored search-term report days in
     * the window, tracked terms and pool candidates alike; empty when no day is stored.
     */
    ppcSpend: async ({ id: trackerId }: AccessibleTracker, from: string, to: string) =>
      new Map(
        parseRows(
          z.object({ term: z.string(), spend: z.number() }),
          await db.execute(sql`select search_term as term, sum(spend)::float8 as spend
            from ppc_facts where tracker_id = ${trackerId} and day between ${from}::date and ${to}::date
            group by search_term`),
        ).map((r) => [r.term, r.spend]),
      ),

    /**
     * Records the terms seen in the pool (a term seen before keeps its first sighting) and answers
     * those not archived, each with whether it was first seen after the user's last visit.
     */
    see: async ({ id: trackerId }: AccessibleTracker, userId: string, keywords: string[]) =>
      db.transaction(async (tx) => {
        if (keywords.length)
          await tx.execute(sql`insert into rank_pool_terms (tracker_id, keyword)
            select ${trackerId}, k from unnest(${textArray(keywords)}::text[]) as k
            on conflict do nothing`);
        return parseRows(
          z.object({ keyword: z.string(), isNew: z.boolean() }),
          await tx.execute(sql`select p.keyword,
              (v.visited_at is null or p.first_seen_at > v.visited_at) as "isNew"
            from rank_pool_terms p
            left join rank_pool_visits v on v.tracker_id = p.tracker_id and v.user_id = ${userId}
            where p.tracker_id = ${trackerId} and p.archived_at is null
              and p.keyword = any(${textArray(keywords)}::text[])`),
        );
      }),

    visit: async ({ id: trackerId }: AccessibleTracker, userId: string) => {
      await db.execute(sql`insert into rank_pool_visits (tracker_id, user_id) values (${trackerId}, ${userId})
        on conflict (tracker_id, user_id) do update set visited_at = now()`);
    },

    /** Hides terms from the pool; terms not seen yet are recorded archived. */
    archive: async ({ id: trackerId }: AccessibleTracker, keywords: string[]) =>
      parseRows(
        KEYWORD_ROW,
        await db.execute(sql`insert into rank_pool_terms (tracker_id, keyword, archived_at)
          select ${trackerId}, k, now() from unnest(${textArray(keywords)}::text[]) as k
          on conflict (tracker_id, keyword) do update set archived_at = coalesce(rank_pool_terms.archived_at, now())
          returning keyword`),
      ).length,
  };
}

export type PoolRepository = ReturnType<typeof createPoolRepository>;
