import {
  PipelineFilter,
  PipelineSort,
  PipelineTags,
  PipelineView,
  type CreateSavedFilterBody,
  SAVED_FILTER_MESSAGES,
  SAVED_FILTERS_MAX,
  type SavedFilter,
} from '@fathom/contract';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFoundMessage } from '../../lib/errors';
import type { Membership } from '../../lib/identity';
import type {
  OwnSavedFilter,
  PipelineFiltersRepository,
  SavedFilterRow,
} from './pipeline-filters.repository';

type StoredView = z.output<typeof PipelineView>;

/**
 * A stored view as the grid can use it today: a filter or sort key on a field the pipeline no
 * longer has is dropped rather than breaking the whole list.
 */
export function readView(stored: unknown): StoredView {
  const whole = PipelineView.safeParse(stored);
  if (whole.success) return whole.data;
  const raw = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const valid = <T>(schema: z.ZodType<T>, items: unknown) =>
    (Array.isArray(items) ? items : []).flatMap((item) => {
      const parsed = schema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  const tags = PipelineTags.safeParse(raw.tags ?? {});
  return PipelineView.parse({
    tags: tags.success ? tags.data : undefined,
    filters: valid(PipelineFilter, raw.filters),
    sort: valid(PipelineSort, raw.sort),
  });
}

const toSavedFilter = (row: SavedFilterRow): SavedFilter => ({
  id: row.id,
  name: row.name,
  filter: readView(row.filter),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A member's saved pipeline filters: theirs alone, named uniquely (ignoring case), at most 100. */
export function createPipelineFiltersService(repo: PipelineFiltersRepository) {
  async function uniquely<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (name !== undefined && isUniqueViolation(error))
        throw conflict(SAVED_FILTER_MESSAGES.nameTaken(name));
      throw error;
    }
  }
  const missing = () => notFoundMessage(SAVED_FILTER_MESSAGES.notFound);

  return {
    list: async (member: Membership): Promise<SavedFilter[]> =>
      (await repo.list(member)).map(toSavedFilter),

    create: async (
      member: Membership,
      body: z.output<typeof CreateSavedFilterBody>,
    ): Promise<SavedFilter> => {
      const row = await uniquely(body.name, () =>
        repo.insert(member, { name: body.name, filter: body.filter }, SAVED_FILTERS_MAX),
      );
      if (!row) throw conflict(SAVED_FILTER_MESSAGES.tooMany);
      return toSavedFilter(row);
    },

    /** The member's own filter: the route guard of `:filterId`. */
    resolve: async (member: Membership, id: number): Promise<OwnSavedFilter> => {
      const filter = await repo.one(member, id);
      if (!filter) throw missing();
      return filter;
    },

    update: async (
      member: Membership,
      filter: OwnSavedFilter,
      changes: { name?: string; filter?: StoredView },
    ): Promise<SavedFilter> => {
      const row = await uniquely(changes.name, () => repo.update(member, filter, changes));
      if (!row) throw missing();
      return toSavedFilter(row);
    },

    remove: async (member: Membership, filter: OwnSavedFilter): Promise<void> => {
      if (!(await repo.remove(member, filter))) throw missing();
    },
  };
}

export type PipelineFiltersService = ReturnType<typeof createPipelineFiltersService>;
