import type { Writable } from 'node:stream';
import type { z } from 'zod';
import type { PipelineQuery, PipelineRow, PipelineTag, VIRTUAL_TAGS } from '@fathom/contract';
import type { Membership } from '../../lib/identity';
import type { Scope } from '../../lib/scope';
import { writeCsv, writeXlsx, type RowBatches } from './pipeline-export';
import type { PipelineView } from './pipeline-query';
import type { PipelineRepository, TagCount } from './pipeline.repository';

/** Ids the header checkbox selects at most (contract: `pipelineIds`). */
export const PIPELINE_IDS_MAX = 10_000;
/** Rows an export reads from the database at a time. */
const EXPORT_BATCH = 1_000;

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
 * then 'No assignee', and 'AutoDive'. Each counts the niches the member may see under it.
 */
function tagTree(organizationId: number, counts: TagCount[]): PipelineTag[] {
  const node = (t: TagCount): PipelineTag => {
    const numeric = t.kind !== 'assignee' && t.kind !== 'virtual';
    const id = numeric ? Number(t.id) : t.id;
    const title =
      t.kind === 'virtual' ? VIRTUAL_TITLES[t.id as keyof typeof VIRTUAL_TITLES] : t.name;
    return {
      key: `${t.kind}-${t.id}`,
      id,
      title,
      type: t.kind,
      organizationId,
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
  ].map(node);
  return [{ ...node(root), children }];
}

/** The niche pipeline: the grid's pages, the ids a view selects, the tag tree and the export. */
export function createPipelineService(repo: PipelineRepository) {
  const batches =
    (scope: Scope, view: PipelineView): RowBatches =>
    (consume) =>
      repo.eachBatch(scope, view, EXPORT_BATCH, (rows) => consume(rows as PipelineRow[]));

  return {
    /** A page of the niches the scope may see as the JSON of `PipelinePage`. */
    async pageJson(scope: Scope, query: z.output<typeof PipelineQuery>): Promise<string> {
      const { page } = query;
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
