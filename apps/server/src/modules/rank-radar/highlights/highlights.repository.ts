import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { Highlight } from '@fathom/contract';
import type { Db } from '../../../db/client';
import type { AccessibleTracker } from '../rank-radar.repository';
import { intArray } from '../../../db/sql-arrays';
import { ID_ROW, parseRows } from '../../../db/rows';

export interface HighlightFields {
  type: Highlight['type'];
  title: string;
  description: string;
  color: string;
  startAt: string;
  endAt: string;
}

declare const found: unique symbol;

/** A highlight as read from a tracker the caller may see: routes get it from `guards.highlight`. */
export type TrackerHighlight = Highlight & { readonly [found]: true };

const SELECT = sql`select h.id, h.type, h.title, h.description, h.color,
    to_char(h.start_date, 'YYYY-MM-DD') as "startAt", to_char(h.end_date, 'YYYY-MM-DD') as "endAt",
    coalesce(array(select k.keyword_id from rank_highlight_keywords k
      where k.highlight_id = h.id order by k.keyword_id), '{}') as "keywordIds"
  from rank_highlights h`;

/** Every SQL statement of a tracker's highlights (tags and notes). */
export function createHighlightsRepository(db: Db) {
  const one = async (tracker: AccessibleTracker, id: number) =>
    // The one place a TrackerHighlight is made: a highlight read with its tracker's id.
    parseRows(
      Highlight,
      await db.execute(sql`${SELECT} where h.tracker_id = ${tracker.id} and h.id = ${id}`),
    )[0] as TrackerHighlight | undefined;

  return {
    one,

    /** The tracker's first day (its creation, marketplace-local). */
    startDate: async (tracker: AccessibleTracker) =>
      parseRows(
        z.object({ d: z.string() }),
        await db.execute(
          sql`select to_char(start_date, 'YYYY-MM-DD') as d from rank_trackers where id = ${tracker.id}`,
        ),
      )[0]!.d,

    list: async (
      tracker: AccessibleTracker,
      q: {
        from?: string | undefined;
        to?: string | undefined;
        type?: Highlight['type'] | undefined;
      },
    ) =>
      parseRows(
        Highlight,
        await db.execute(sql`${SELECT} where h.tracker_id = ${tracker.id}
          ${q.to ? sql`and h.start_date <= ${q.to}::date` : sql``}
          ${q.from ? sql`and h.end_date >= ${q.from}::date` : sql``}
          ${q.type ? sql`and h.type = ${q.type}` : sql``}
          order by h.start_date, h.id`),
      ),

    /** The tracker's active search terms of highest search volume. */
    termIds: async (tracker: AccessibleTracker, limit: number) =>
      parseRows(
        ID_ROW,
        await db.execute(sql`select id from rank_tracker_keywords
          where tracker_id = ${tracker.id} and archived_at is null
          order by search_volume desc nulls last, id limit ${limit}`),
      ).map((r) => r.id),

    /** The highlight's search terms, with their share of its search volume. */
    keywords: async (highlight: TrackerHighlight) =>
      parseRows(
        z.object({
          id: z.number(),
          keyword: z.string(),
          searchVolume: z.number().nullable(),
          // A sum of integers: node-postgres answers its text.
          total: z.coerce.number().nullable(),
        }),
        await db.execute(sql`select k.id, k.keyword, k.search_volume as "searchVolume",
            sum(k.search_volume) over () as total
          from rank_highlight_keywords hk join rank_tracker_keywords k on k.id = hk.keyword_id
          where hk.highlight_id = ${highlight.id} order by k.search_volume desc nulls last, k.id`),
      ),

    create: (tracker: AccessibleTracker, f: HighlightFields, keywordIds: number[]) =>
      db.transaction(async (tx) => {
        const [row] = parseRows(
          ID_ROW,
          await tx.execute(sql`insert into rank_highlights
            (tracker_id, type, title, description, color, start_date, end_date)
            values (${tracker.id}, ${f.type}, ${f.title}, ${f.description}, ${f.color},
              ${f.startAt}::date, ${f.endAt}::date) returning id`),
        );
        if (keywordIds.length)
          await tx.execute(sql`insert into rank_highlight_keywords (highlight_id, keyword_id)
            select ${row!.id}, unnest(${intArray(keywordIds)}::int[]) on conflict do nothing`);
        return row!.id;
      }),

    update: (highlight: TrackerHighlight, f: HighlightFields, attach: number[], detach: number[]) =>
      db.transaction(async (tx) => {
        const { id } = highlight;
        await tx.execute(sql`update rank_highlights set title = ${f.title},
            description = ${f.description}, color = ${f.color},
            start_date = ${f.startAt}::date, end_date = ${f.endAt}::date
          where id = ${id}`);
        if (detach.length)
          await tx.execute(sql`delete from rank_highlight_keywords where highlight_id = ${id}
            and keyword_id = any(${intArray(detach)}::int[])`);
        if (attach.length)
          await tx.execute(sql`insert into rank_highlight_keywords (highlight_id, keyword_id)
            select ${id}, unnest(${intArray(attach)}::int[]) on conflict do nothing`);
      }),

    remove: async (highlight: TrackerHighlight) => {
      await db.execute(sql`delete from rank_highlights where id = ${highlight.id}`);
    },
  };
}

export type HighlightsRepository = ReturnType<typeof createHighlightsRepository>;
