import type { Writable } from 'node:stream';
import type { z } from 'zod';
import {
  PIPELINE_PAGE_SIZE,
  type NicheSelection,
  type PipelineQuery,
  type PipelineRow,
  type PipelineTag,
  type VIRTUAL_TAGS,
} from '@fathom/contract';
import type { Membership } from '../../lib/identity';
import type { Scope } from '../../lib/scope';
import { writeCsv, writeXlsx, type RowBatches } from './pipeline-export';
import type { PipelineView } from './pipeline-query';
import { createViewCache, viewKey } from './pipeline-view-cache';
import type { PipelineRepository, TagCount } from './pipeline.repository';

/** Niches a bulk action names, as the contract's `NicheSelection` parses them. */
export type Selection = z.output<typeof NicheSelection>;

/** Ids the header checkbox selects at most (contract: `pipelineIds`). */
export const PIPELINE_IDS_MAX = 10_000;
/** Rows an export reads from the database at a time. */
const EXPORT_BATCH = 1_000;
/** Memory for the matching niches of recent views (4 bytes a niche). */
const VIEW_CACHE_BYTES = 16 * 1024 * 1024;

const VIRTUAL_TITLES: Record<(typeof VIRTUAL_TAGS)[number], string> = {
  noSpace: 'No space',
  noLabel: 'No label',
  noAssignee: 'No assignee',
  autoDive: 'AutoDive',
};

const byName = (a: TagCount, b: TagCount) =>
  a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * The tag tree (spec §3 "Tag"): the organization at the root; under it, in this order, the
 * spaces the member may see by name then 'No space', the labels then 'No label', the assignees
 * then 'No assignee', 'AutoDive', and a shared node per organization sharing niches with this
 * one. Each counts the niches the member may see under it.
 */
function tagTree(organizationId: number, counts: TagCount[]): PipelineTag[] {
  const node = (t: TagCount): PipelineTag => {
    const numeric = t.kind !== 'assignee' && t.kind !== 'virtual';
    // A shared node stands for the organization sharing its niches.
    const owner = t.kind === 'shared' ? Number(t.id) : organizationId;
    const id = numeric ? Number(t.id) : t.id;
    const title =
      t.kind === 'virtual' ? VIRTUAL_TITLES[t.id as keyof typeof VIRTUAL_TITLES] : t.name;
    return {
      key: `${t.kind}-${t.id}`,
      id,
      title,
      type: t.kind,
      organizationId: owner,
      count: t.count,
      children: [],
    };
  };
  const of = (kind: TagCount['kind']) => counts.filter((c) => c.kind === kind).sort(byName);
  const virtual = (id: string) => counts.filter((c) => c.kind === 'virtual' && c.id === id);
  const root = of('organization')[0];
  if (!root) return [];
  const children = [
    ...of('space'),
    ...virtual('noSpace'),
    ...of('label'),
    ...virtual('noLabel'),
    ...of('assignee'),
    ...virtual('noAssignee'),
    ...virtual('autoDive'),
    ...of('shared'),
  ].map(node);
  return [{ ...node(root), children }];
}

/** The niche pipeline: the grid's pages, the ids a view selects, the tag tree and the export. */
export function createPipelineService(repo: PipelineRepository) {
  const batches =
    (scope: Scope, view: PipelineView): RowBatches =>
    (consume) =>
      repo.eachBatch(scope, view, EXPORT_BATCH, (rows) => consume(rows as PipelineRow[]));
  const views = createViewCache({ maxBytes: VIEW_CACHE_BYTES });

  /**
   * The ids of the niches a bulk action names: those picked one by one, or every niche the
   * member may see matching a pipeline view (the header checkbox) except those unticked.
   */
  async function selectedIds(scope: Scope, selection: Selection): Promise<number[]> {
    if (selection.mode === 'ids') return [...new Set(selection.ids)];
    const except = new Set(selection.except);
    const ids = await repo.ids(scope, selection.view, PIPELINE_IDS_MAX);
    return ids.filter((id) => !except.has(id));
  }

  return {
    /**
     * A page of the niches the scope may see as the JSON of `PipelinePage`. The view's matching
     * niches are listed once per niche-list version (the list gives the total and every page);
     * a page then builds its 50 rows by id, in a statement that reads the version again: when it
     * moved on, the list is made anew.
     */
    async pageJson(scope: Scope, query: z.output<typeof PipelineQuery>): Promise<string> {
      const { page } = query;
      const key = viewKey(scope, query);
      const start = (page - 1) * PIPELINE_PAGE_SIZE;
      for (let attempt = 0; attempt < 2; attempt++) {
        let matching = views.get(key);
        if (!matching) {
          matching = await repo.matching(scope, query);
          views.set(key, matching);
        }
        const ids = matching.ids.subarray(start, start + PIPELINE_PAGE_SIZE);
        const rows = await repo.rowsJson(scope, ids);
        if (rows.version === matching.version)
          return `{"data":${rows.json},"total":${matching.ids.length}}`;
        views.delete(key);
      }
      // The organization's niches keep changing: one statement counts and picks the page.
      const found = await repo.pageJson(scope, query, page);
      if (found.rows > 0 || page === 1) return found.json;
      return JSON.stringify({ data: [], total: await repo.count(scope, query) });
    },

    /**
     * Ids of the niches matching the view, in its order, at most `limit`: what the header
     * checkbox selects, and how a selection of every matching niche but some is resolved.
     */
    matchingIds: (scope: Scope, view: PipelineView, limit = PIPELINE_IDS_MAX) =>
      repo.ids(scope, view, limit),

    selectedIds,

    /** The hero ASINs of the selected niches the scope may see, in the selection's order. */
    async heroAsins(scope: Scope, selection: Selection): Promise<string[]> {
      const ids = await selectedIds(scope, selection);
      const asins = await repo.heroAsins(scope, ids);
      return ids.flatMap((id) => asins.get(id) ?? []);
    },

    async tags(member: Membership): Promise<PipelineTag[]> {
      return tagTree(member.organizationId, await repo.tagCounts(member));
    },

    /** Writes every matching niche to `out` as it is read, then ends it. */
    export(scope: Scope, view: PipelineView, format: 'csv' | 'xlsx', out: Writable) {
      return format === 'csv'
        ? writeCsv(out, batches(scope, view))
        : writeXlsx(out, batches(scope, view));
    },

    /** The export's file name: `niches-2026-11-25.csv`. */
    exportFileName: (format: 'csv' | 'xlsx', now = new Date()) =>
      `niches-${now.toISOString().slice(0, 10)}.${format}`,
  };
}

export type PipelineService = ReturnType<typeof createPipelineService>;
