import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { MARKETPLACE_TLDS, type TrackerListBody } from '@fathom/contract';
import type { Db } from '../../db/client';
import type { Scope } from '../../lib/scope';
import { mayManage, mayView } from '../niches/niche-access';
import { floatArray, intArray, textArray } from '../../db/sql-arrays';
import { column, COUNT_ROW, ID_ROW, parseRows } from '../../db/rows';

const TRACKER_ROW = z.object({
  id: z.number(),
  createdAt: z.string(),
  nicheId: z.number().nullable(),
  nicheLabel: z.string().nullable(),
  asin: z.string(),
  asins: z.array(z.string()),
  marketplace: z.enum(MARKETPLACE_TLDS),
  title: z.string(),
  tags: z.array(z.number()),
  assignees: z.array(z.string()),
  status: z.enum(['active', 'paused']),
  archived: z.boolean(),
  autoDive: z.boolean(),
  keywordCount: z.number(),
  lastCollectedDate: z.string().nullable(),
  /** The caller may change the tracker: its niche is one they may manage (or it has none). */
  canManage: z.boolean(),
});

export type TrackerRow = z.output<typeof TRACKER_ROW>;

declare const accessible: unique symbol;

/**
 * A tracker read for a scope that may see it: the only way to name a tracker to the statements
 * that read or change its terms, days and settings. Routes get one from `guards.tracker`.
 */
export type TrackerRef = { readonly id: number; readonly [accessible]: true };

/** A tracker as the scope that may see it reads it (see TrackerRef). */
export type AccessibleTracker = TrackerRow & TrackerRef;

/** The trackers a statement read with `access()`: the one place a TrackerRef is made. */
const accessibleRows = (result: unknown) => parseRows(TRACKER_ROW, result) as AccessibleTracker[];

const KEYWORD_ROW = z.object({ keyword: z.string() });
const TERM_ROW = z.object({ id: z.number(), keyword: z.string() });

/** Tracked terms of the organization's trackers (not archived), and of the tracker. */
async function usage(db: Db, organizationId: number, trackerId: number) {
  const result = await db.execute(sql`select
    (select count(*)::int from rank_tracker_keywords k join rank_trackers t on t.id = k.tracker_id
      where t.organization_id = ${organizationId} and t.archived_at is null
        and k.archived_at is null) as used,
    (select count(*)::int from rank_tracker_keywords k
      where k.tracker_id = ${trackerId} and k.archived_at is null) as own`);
  return parseRows(z.object({ used: z.number(), own: z.number() }), result)[0]!;
}

/** A tracker the scope may see (or change): its niche is one the scope may see (or change). */
function access(scope: Scope, manage: boolean): SQL {
  const niche = manage ? mayManage(scope, 'n') : mayView(scope, 'n');
  return sql`t.organization_id = ${scope.organizationId} and (t.niche_id is null or ${niche})`;
}

/** A tracker's columns as the scope sees them (`canManage`: whether it may change it). */
const trackerColumns = (
  scope: Scope,
) => sql`t.id, to_json(t.created_at) #>> '{}' as "createdAt", t.niche_id as "nicheId",
  n.label as "nicheLabel", t.asin, t.asins, t.marketplace, t.title, t.tag_ids as tags,
  t.assignee_ids as assignees, t.status, t.archived_at is not null as archived,
  t.auto_dive as "autoDive", t.last_collected_date::text as "lastCollectedDate",
  (select count(*)::int from rank_tracker_keywords k
    where k.tracker_id = t.id and k.archived_at is null) as "keywordCount",
  (t.niche_id is null or ${mayManage(scope, 'n')}) as "canManage"`;

const FROM_TRACKERS = sql`rank_trackers t left join niches n on n.id = t.niche_id`;

const ORDER: Record<string, SQL> = {
  createdAt: sql`t.created_at`,
  title: sql`lower(t.title)`,
  marketplace: sql`t.marketplace`,
  keywordCount: sql`(select count(*) from rank_tracker_keywords k where k.tracker_id = t.id and k.archived_at is null)`,
};

function filterSql(
  filter: Required<Omit<TrackerListBody, 'autoDive' | 'status'>> & TrackerListBody,
) {
  const parts: SQL[] = [];
  if (filter.status === 'archived') parts.push(sql`t.archived_at is not null`);
  else {
    parts.push(sql`t.archived_at is null`);
    if (filter.status) parts.push(sql`t.status = ${filter.status}`);
  }
  if (filter.marketplaces.length)
    parts.push(sql`t.marketplace = any(${textArray(filter.marketplaces)}::text[])`);
  if (filter.tags.length) parts.push(sql`t.tag_ids && ${intArray(filter.tags)}::int[]`);
  if (filter.assignees.length)
    parts.push(sql`t.assignee_ids && ${textArray(filter.assignees)}::text[]`);
  if (filter.noTags) parts.push(sql`t.tag_ids = '{}'`);
  if (filter.noLabels) parts.push(sql`coalesce(n.label_ids, '{}') = '{}'`);
  if (filter.autoDive !== undefined) parts.push(sql`t.auto_dive = ${filter.autoDive}`);
  const text = filter.searchText.trim().toLowerCase();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(lower(t.title) like ${like} or lower(t.asin) like ${like} or lower(coalesce(n.label, '')) like ${like})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** The terms do not fit: `room` more fit, and whether the plan's quota is what limits them. */
export class NoRoom extends Error {
  constructor(
    readonly room: number,
    readonly byQuota: boolean,
  ) {
    super('no room for the search terms');
  }
}

export function createRankRadarRepository(db: Db) {
  const one = async (
    scope: Scope,
    id: number,
    manage: boolean,
  ): Promise<AccessibleTracker | null> => {
    const result = await db.execute(
      sql`select ${trackerColumns(scope)} from ${FROM_TRACKERS} where t.id = ${id} and ${access(scope, manage)}`,
    );
    return accessibleRows(result)[0] ?? null;
  };

  return {
    tracker: one,

    list: async (
      scope: Scope,
      filter: Parameters<typeof filterSql>[0],
      page: { offset: number; limit: number; orderBy: string; order: 'asc' | 'desc' },
    ) => {
      const direction = page.order === 'asc' ? sql`asc` : sql`desc`;
      const where = sql`${access(scope, false)} and ${filterSql(filter)}`;
      const result = await db.execute(sql`
        select ${trackerColumns(scope)}, count(*) over ()::int as total from ${FROM_TRACKERS}
        where ${where}
        order by ${ORDER[page.orderBy] ?? ORDER.createdAt!} ${direction}, t.id ${direction}
        limit ${page.limit} offset ${page.offset}`);
      const data = accessibleRows(result);
      const [first] = parseRows(z.object({ total: z.number() }), result);
      const total = first?.total ?? (page.offset === 0 ? 0 : await count(where));
      return { data, total };
    },

    summary: async (scope: Scope) => count(sql`${access(scope, false)} and t.archived_at is null`),

    byNiche: async (scope: Scope, nicheId: number) =>
      accessibleRows(
        await db.execute(sql`select ${trackerColumns(scope)} from ${FROM_TRACKERS}
          where t.niche_id = ${nicheId} and ${access(scope, false)} order by t.created_at desc`),
      ),

    /** Trackers (not archived) of the organization that follow the ASIN or one of its family. */
    byAsin: async (scope: Scope, asins: string[], marketplace: string) =>
      accessibleRows(
        await db.execute(sql`select ${trackerColumns(scope)} from ${FROM_TRACKERS}
          where t.asins && ${textArray(asins)}::text[] and t.marketplace = ${marketplace}
            and t.archived_at is null and ${access(scope, false)} order by t.created_at desc`),
      ),

    /** The niche's top keywords of its latest dive, by search volume: a new tracker's terms. */
    nicheKeywords: async (scope: Scope, nicheId: number, limit: number) =>
      parseRows(
        z.object({ keyword: z.string(), searchVolume: z.number(), relevancy: z.number() }),
        await db.execute(sql`
          select k.keyword, k.search_volume as "searchVolume", k.relevancy
          from niches n join niche_keywords k on k.research_id = n.latest_research_id
          where n.id = ${nicheId} and ${mayManage(scope, 'n')} and k.list = 'mkl'
          order by k.search_volume desc, k.keyword limit ${limit}`),
      ),

    /** Niches of a marketplace the scope may change, newest research first. */
    trackableNiches: async (
      scope: Scope,
      query: {
        marketplace: string;
        search: string;
        asin?: string | undefined;
        offset: number;
        limit: number;
      },
    ) => {
      const text = query.search.trim().toLowerCase();
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const asin = query.asin
        ? sql`and exists (select 1 from niche_competitors c where c.research_id = n.latest_research_id and c.asin = ${query.asin})`
        : sql``;
      return parseRows(
        z.object({
          nicheId: z.number(),
          nicheLabel: z.string(),
          marketplace: column.marketplace,
          newestResearchDate: z.string(),
          numVisibleKeywords: z.number(),
        }),
        await db.execute(sql`
          select n.id as "nicheId", n.label as "nicheLabel", n.marketplace,
            to_char(coalesce(r.created_at, n.created_at) at time zone 'UTC', 'YYYY-MM-DD') as "newestResearchDate",
            n.num_visible_keywords as "numVisibleKeywords"
          from niches n left join researches r on r.id = n.latest_research_id
          where ${mayManage(scope, 'n')} and n.marketplace = ${query.marketplace}
            and n.latest_research_id is not null
            and (${text} = '' or lower(n.label) like ${like}) ${asin}
          order by coalesce(r.created_at, n.created_at) desc, n.id desc
          limit ${query.limit} offset ${query.offset}`),
      );
    },

    /** A niche the scope may change, with its competitors' ASINs. */
    manageableNiche: async (scope: Scope, nicheId: number) =>
      parseRows(
        z.object({ id: z.number(), marketplace: column.marketplace, asins: z.array(z.string()) }),
        await db.execute(sql`
          select n.id, n.marketplace, coalesce(array(select c.asin from niche_competitors c
            where c.research_id = n.latest_research_id), '{}') as asins
          from niches n where n.id = ${nicheId} and ${mayManage(scope, 'n')}`),
      )[0] ?? null,

    /** Tracked terms (not archived) of the organization's trackers (not archived): the quota's use. */
    activeKeywordCount: async (organizationId: number) =>
      parseRows(
        COUNT_ROW,
        await db.execute(sql`select count(*)::int as n from rank_tracker_keywords k
          join rank_trackers t on t.id = k.tracker_id
          where t.organization_id = ${organizationId} and t.archived_at is null
            and k.archived_at is null`),
      )[0]!.n,

    /**
     * Creates a tracker with its terms, or adds terms to one, within the quota: the organization's
     * row is locked first, so two adds take turns, and the count is read after the lock. Terms the
     * tracker has (archived or not) are skipped. Returns the tracker id and how many were added, or
     * the room left when the terms do not fit.
     */
    addWithinQuota: async (input: {
      organizationId: number;
      limit: number | null;
      perTracker: number;
      tracker:
        AccessibleTracker | Omit<typeof import('../../db/schema').rankTrackers.$inferInsert, 'id'>;
      terms: { keyword: string; searchVolume: number | null; relevancy: number | null }[];
      source: 'dive' | 'manual' | 'ppc';
    }) =>
      db.transaction(async (tx) => {
        await tx.execute(
          sql`select id from organizations where id = ${input.organizationId} for update`,
        );
        let trackerId: number;
        if ('id' in input.tracker) trackerId = input.tracker.id;
        else {
          const t = input.tracker;
          const created = await tx.execute(sql`insert into rank_trackers
            (organization_id, niche_id, marketplace, asin, asins, title, created_by, start_date)
            values (${t.organizationId}, ${t.nicheId ?? null}, ${t.marketplace}, ${t.asin},
              ${textArray(t.asins)}::text[], ${t.title}, ${t.createdBy ?? null}, ${t.startDate})
            returning id`);
          trackerId = parseRows(ID_ROW, created)[0]!.id;
        }
        const counts = await usage(tx, input.organizationId, trackerId);
        const existing = new Set(
          parseRows(
            KEYWORD_ROW,
            await tx.execute(sql`select keyword from rank_tracker_keywords
              where tracker_id = ${trackerId} and keyword = any(${textArray(input.terms.map((t) => t.keyword))}::text[])`),
          ).map((r) => r.keyword),
        );
        const fresh = input.terms.filter((t) => !existing.has(t.keyword));
        const quotaRoom = input.limit === null ? Infinity : Math.max(0, input.limit - counts.used);
        const room = Math.min(quotaRoom, Math.max(0, input.perTracker - counts.own));
        if (fresh.length > room)
          throw new NoRoom(
            room,
            quotaRoom < room + 1 && quotaRoom <= input.perTracker - counts.own,
          );
        if (fresh.length)
          await tx.execute(sql`insert into rank_tracker_keywords
            (tracker_id, keyword, source, search_volume, relevancy)
            select ${trackerId}, k, ${input.source}, sv, rel
            from unnest(${textArray(fresh.map((t) => t.keyword))}::text[],
              ${intArray(fresh.map((t) => t.searchVolume))}::int[],
              ${floatArray(fresh.map((t) => t.relevancy))}::float8[]) as v(k, sv, rel)`);
        return { trackerId, added: fresh.length, duplicates: existing.size };
      }),

    /** Terms of a tracker by id, archived or not; ids that are not the tracker's are left out. */
    termsByIds: async (tracker: AccessibleTracker, ids: number[]) =>
      parseRows(
        TERM_ROW,
        await db.execute(sql`select id, keyword from rank_tracker_keywords
          where tracker_id = ${tracker.id} and id = any(${intArray(ids)}::int[])`),
      ),

    /** Terms of a tracker (normalized) it already has, archived or not. */
    trackedTerms: async (tracker: AccessibleTracker, terms: string[]) =>
      new Set(
        parseRows(
          KEYWORD_ROW,
          await db.execute(sql`select keyword from rank_tracker_keywords
            where tracker_id = ${tracker.id} and keyword = any(${textArray(terms)}::text[])`),
        ).map((r) => r.keyword),
      ),

    update: async (
      tracker: AccessibleTracker,
      changes: {
        status?: string | undefined;
        tags?: number[] | undefined;
        assignees?: string[] | undefined;
      },
    ) => {
      const sets: SQL[] = [];
      if (changes.status) sets.push(sql`status = ${changes.status}`);
      if (changes.tags)
        sets.push(
          sql`tag_ids = ${intArray([...new Set(changes.tags)].sort((a, b) => a - b))}::int[]`,
        );
      if (changes.assignees)
        sets.push(sql`assignee_ids = ${textArray([...new Set(changes.assignees)])}::text[]`);
      await db.execute(
        sql`update rank_trackers set ${sql.join(sets, sql`, `)} where id = ${tracker.id}`,
      );
    },

    /** Members of the organization among the user ids (assignees must be members). */
    members: async (organizationId: number, userIds: string[]) =>
      parseRows(
        z.object({ userId: z.string() }),
        await db.execute(sql`select user_id as "userId" from memberships
          where organization_id = ${organizationId} and user_id = any(${textArray(userIds)}::text[])`),
      ).map((r) => r.userId),

    /** Labels of the organization among the ids (a tracker's tags are the organization's labels). */
    labels: async (organizationId: number, ids: number[]) =>
      parseRows(
        ID_ROW,
        await db.execute(sql`select id from labels where organization_id = ${organizationId}
          and id = any(${intArray(ids)}::int[])`),
      ).map((r) => r.id),

    /**
     * Moves a tracker's first day back, and the day its terms were added with it (the demo's
     * history only; real trackers start on creation).
     */
    backdate: async (tracker: AccessibleTracker, startDate: string) => {
      await db.execute(sql`update rank_trackers set start_date = least(start_date, ${startDate}::date)
        where id = ${tracker.id}`);
      await db.execute(sql`update rank_tracker_keywords
        set created_at = least(created_at, ${startDate}::date::timestamp at time zone 'UTC')
        where tracker_id = ${tracker.id}`);
    },

    /**
     * Takes a tracker out of the archive if its terms fit the plan's `limit` (null: unlimited)
     * with the organization's other tracked terms; NoRoom (by quota) when they do not.
     */
    unarchiveWithinQuota: (
      organizationId: number,
      tracker: AccessibleTracker,
      limit: number | null,
    ) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select id from organizations where id = ${organizationId} for update`);
        const { used, own } = await usage(tx, organizationId, tracker.id);
        const room = limit === null ? Infinity : limit - used;
        if (own > room) throw new NoRoom(Math.max(0, room), true);
        await tx.execute(sql`update rank_trackers set archived_at = null where id = ${tracker.id}`);
      }),

    archive: async (tracker: AccessibleTracker) => {
      await db.execute(
        sql`update rank_trackers set archived_at = coalesce(archived_at, now()) where id = ${tracker.id}`,
      );
    },

    setKeywordStatus: async (tracker: AccessibleTracker, ids: number[], action: string) => {
      const trackerId = tracker.id;
      const list = intArray(ids);
      const target = sql`tracker_id = ${trackerId} and id = any(${list}::int[])`;
      const statement = {
        pause: sql`update rank_tracker_keywords set status = 'paused' where ${target} and archived_at is null and status <> 'paused'`,
        resume: sql`update rank_tracker_keywords set status = case when first_seen_date is null and not exists
            (select 1 from rank_collections c where c.tracker_id = ${trackerId} and c.status = 'done' and c.day >= created_at::date)
            then 'initial' else 'normal' end where ${target} and archived_at is null and status = 'paused'`,
        archive: sql`update rank_tracker_keywords set archived_at = now() where ${target} and archived_at is null`,
        restore: sql`update rank_tracker_keywords set archived_at = null where ${target} and archived_at is not null`,
      }[action]!;
      const result = await db.execute(
        sql`with changed as (${statement} returning 1) select count(*)::int as n from changed`,
      );
      return parseRows(COUNT_ROW, result)[0]!.n;
    },
  };

  async function count(where: SQL): Promise<number> {
    const result = await db.execute(
      sql`select count(*)::int as n from ${FROM_TRACKERS} where ${where}`,
    );
    return parseRows(COUNT_ROW, result)[0]!.n;
  }
}

export type RankRadarRepository = ReturnType<typeof createRankRadarRepository>;
