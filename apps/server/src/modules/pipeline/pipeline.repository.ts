import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isTeamManager, PIPELINE_PAGE_SIZE } from '@fathom/contract';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import type { Membership } from '../../lib/identity';
import type { Scope } from '../../lib/scope';
import { mayView } from '../niches/niche-access';
import {
  allRowsJoins,
  HISTORY_JOIN,
  matchingSql,
  orderSql,
  rowJsonSql,
  type PipelineView,
} from './pipeline-query';
import { column, parseRows } from '../../db/rows';

/** The niches matching a view, in its order, at a niche-list version of their organization. */
export interface MatchingIds {
  version: string;
  ids: Int32Array;
}

const TagCount = z.object({
  kind: z.enum(['organization', 'space', 'label', 'assignee', 'virtual', 'shared']),
  id: column.text,
  name: column.text,
  count: column.int,
});
/** A kind of the tag tree's nodes with its niche count, as the counting query answers it. */
export type TagCount = z.output<typeof TagCount>;

const PageJson = z.object({ json: column.text, rows: column.int });
const Matching = z.object({ version: column.text, ids: column.text });
const Count = z.object({ n: column.int });
const Id = z.object({ id: column.int });
const HeroAsin = z.object({ id: column.int, heroAsin: column.text });
/** An export row: JSON the driver parsed, or its text. */
const ExportRow = z.object({
  row: z.custom<string | Record<string, unknown>>(
    (v) => typeof v === 'string' || (typeof v === 'object' && v !== null),
  ),
});

export function createPipelineRepository(db: Db) {
  return {
    /**
     * One page of the view as the API's JSON `{ data, total }`, built by the database in one
     * statement: the matching niches are counted as the page is picked from them in the view's
     * order; only the page's rows are then built. A page past the last has no rows to carry the
     * count (`rows` is 0): the caller counts apart.
     */
    pageJson: async (
      scope: Scope,
      view: PipelineView,
      page: number,
    ): Promise<{ json: string; rows: number }> => {
      const offset = (page - 1) * PIPELINE_PAGE_SIZE;
      const result = await db.execute(sql`
        with page as (
          select n.id, count(*) over () as total
          from niches n
          where ${matchingSql(scope, view)}
          order by ${orderSql(view.sort)}
          limit ${PIPELINE_PAGE_SIZE} offset ${offset}
        )
        select json_build_object(
          'data', coalesce(json_agg(${rowJsonSql(scope)} order by ${orderSql(view.sort)}), '[]'),
          'total', coalesce(max(p.total), 0)
        )::text as json, count(p.id)::int as rows
        from page p join niches n on n.id = p.id ${HISTORY_JOIN}`);
      return parseRows(PageJson, result)[0]!;
    },

    /**
     * Ids of every niche matching the view, in its order, with the organization's niche-list
     * version read in the same snapshot: the view as it stands at that version.
     */
    matching: async (scope: Scope, view: PipelineView): Promise<MatchingIds> => {
      const result = await db.execute(sql`
        select (select o.niche_list_version from organizations o
            where o.id = ${scope.organizationId})::text as version,
          coalesce((select string_agg(n.id::text, ',' order by ${orderSql(view.sort)})
            from niches n where ${matchingSql(scope, view)}), '') as ids`);
      const row = parseRows(Matching, result)[0]!;
      const ids = row.ids === '' ? [] : row.ids.split(',').map(Number);
      return { version: row.version, ids: Int32Array.from(ids) };
    },

    /**
     * The rows of the given niches, in the given order, as the JSON array of the API's rows, with
     * the organization's niche-list version in the same snapshot; niches the scope may not see
     * are left out.
     */
    rowsJson: async (
      scope: Scope,
      ids: ArrayLike<number>,
    ): Promise<{ json: string; version: string }> => {
      const list = `{${Array.from(ids).join(',')}}`;
      // Prepared: a page of a cached view is this statement alone, planned once per connection.
      const [row] = await runPrepared(
        db
          .select({
            version: sql<string>`o.niche_list_version::text`,
            json: sql<string>`coalesce((select json_agg(${rowJsonSql(scope)} order by p.ord)
              from unnest(${list}::int[]) with ordinality p(id, ord)
              join niches n on n.id = p.id ${HISTORY_JOIN}
              where ${mayView(scope, 'n')}), '[]')::text`,
          })
          .from(sql`organizations o`)
          .where(sql`o.id = ${scope.organizationId}`),
      );
      return row ?? { json: '[]', version: '' };
    },

    /** How many niches match the view: for a page past the last one, which carries no count. */
    count: async (scope: Scope, view: PipelineView): Promise<number> => {
      const result = await db.execute(
        sql`select count(*)::int as n from niches n where ${matchingSql(scope, view)}`,
      );
      return parseRows(Count, result)[0]!.n;
    },

    /** Ids of the niches matching the view, in its order, at most `limit`. */
    ids: async (scope: Scope, view: PipelineView, limit: number): Promise<number[]> => {
      const result = await db.execute(sql`
        select n.id from niches n where ${matchingSql(scope, view)}
        order by ${orderSql(view.sort)} limit ${limit}`);
      return parseRows(Id, result).map((r) => r.id);
    },

    /** The hero ASINs of these niches the scope may see, by niche id. */
    heroAsins: async (scope: Scope, ids: number[]): Promise<Map<number, string>> => {
      if (ids.length === 0) return new Map();
      const result = await db.execute(sql`
        select n.id, n.hero_asin as "heroAsin" from niches n
        where n.id = any(${`{${ids.join(',')}}`}::int[]) and ${mayView(scope, 'n')}`);
      return new Map(parseRows(HeroAsin, result).map((r) => [r.id, r.heroAsin]));
    },

    /**
     * Every niche matching the view, in its order, read through a cursor `batch` rows at a time:
     * `consume` gets each batch before the next is read, so memory holds one batch.
     */
    eachBatch: (
      scope: Scope,
      view: PipelineView,
      batch: number,
      consume: (rows: Record<string, unknown>[]) => Promise<void>,
    ) =>
      db.transaction(async (tx) => {
        // Every row is read: plan for the whole result, not for its first rows, and sort the
        // rows in memory rather than on disk (a row of the sort is about 1.8 KB of JSON: 256 MB
        // holds an organization of 140,000 niches).
        await tx.execute(sql`set local cursor_tuple_fraction = 1`);
        await tx.execute(sql`set local work_mem = '256MB'`);
        await tx.execute(sql`declare pipeline_export no scroll cursor for
          select ${rowJsonSql(scope, true)} as row from niches n
            ${allRowsJoins(scope.organizationId)}
          where ${matchingSql(scope, view)} order by ${orderSql(view.sort)}`);
        for (;;) {
          const rows = parseRows(
            ExportRow,
            await tx.execute(sql`fetch ${sql.raw(String(batch))} from pipeline_export`),
          );
          if (rows.length === 0) break;
          await consume(
            rows.map(
              (r) =>
                (typeof r.row === 'string' ? JSON.parse(r.row) : r.row) as Record<string, unknown>,
            ),
          );
          if (rows.length < batch) break;
        }
        await tx.execute(sql`close pipeline_export`);
      }),

    /**
     * The tag tree's nodes with the niches the member may see under each: the organization, the
     * spaces they may see (team managers and owners: all; others: the granted ones), labels,
     * assignees of visible niches, and the virtual tags, all of the organization's own niches;
     * and each organization sharing niches with it, with the niches it shares.
     */
    tagCounts: async (member: Membership): Promise<TagCount[]> => {
      const org = member.organizationId;
      const allSpaces = isTeamManager(member.role);
      const result = await db.execute(sql`
        with visible as materialized (select n.id, n.organization_id from niches n
          where ${mayView(member, 'n')}),
        own as materialized (select v.id from visible v where v.organization_id = ${org})
        select 'organization' as kind, o.id::text as id, o.name,
          (select count(*) from visible)::int as count
        from organizations o where o.id = ${org}
        union all
        select 'space', s.id::text, s.name,
          (select count(*) from niche_spaces x join visible v on v.id = x.niche_id
            where x.space_id = s.id)::int
        from spaces s where s.organization_id = ${org}
          and (${allSpaces} or exists (select 1 from space_members g
            where g.space_id = s.id and g.user_id = ${member.userId}))
        union all
        select 'label', l.id::text, l.name,
          (select count(*) from niche_labels x join visible v on v.id = x.niche_id
            where x.label_id = l.id)::int
        from labels l where l.organization_id = ${org}
        union all
        select 'assignee', u.id, u.name, count(*)::int
        from own v join niche_assignees x on x.niche_id = v.id join users u on u.id = x.user_id
        group by u.id, u.name
        union all
        select 'virtual', 'noSpace', '',
          (select count(*) from own v
            where not exists (select 1 from niche_spaces x where x.niche_id = v.id))::int
        union all
        select 'virtual', 'noLabel', '',
          (select count(*) from own v
            where not exists (select 1 from niche_labels x where x.niche_id = v.id))::int
        union all
        select 'virtual', 'noAssignee', '',
          (select count(*) from own v
            where not exists (select 1 from niche_assignees x where x.niche_id = v.id))::int
        union all
        select 'virtual', 'autoDive', '',
          (select count(*) from own v join dive_schedules d on d.niche_id = v.id)::int
        union all
        select 'shared', o.id::text, o.name, count(*)::int
        from visible v join organizations o on o.id = v.organization_id
        where v.organization_id <> ${org}
        group by o.id, o.name`);
      return parseRows(TagCount, result);
    },
  };
}

export type PipelineRepository = ReturnType<typeof createPipelineRepository>;
