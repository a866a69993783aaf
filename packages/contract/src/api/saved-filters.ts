import { z } from 'zod';
import { NAME_MAX, userText } from './bounds';
import { defineEndpoint, IdParam, Ok } from './endpoint';
import { OrgParams } from './orgs';
import { PipelineView } from './pipeline';

/**
 * Saved pipeline filters (spec: niche-pipeline §2 "Saved filters panel", §3, §4, §5, §8): a
 * member's named grid state (tags, filters, sort) in one organization. Only the member who saved
 * one sees it or changes it; to anyone else it does not exist.
 */
export const SAVED_FILTER_NAME_MAX = NAME_MAX;
/** Saved filters one member may keep in one organization. */
export const SAVED_FILTERS_MAX = 100;

export const SAVED_FILTER_MESSAGES = {
  nameRequired: 'Filter name is required',
  nameTooLong: `Filter name should be less than or equal to ${SAVED_FILTER_NAME_MAX} characters`,
  nameControl: 'Filter name cannot contain control characters',
  nameTaken: (name: string) => `A filter named "${name}" already exists`,
  tooMany: `You can save at most ${SAVED_FILTERS_MAX} filters; delete one to save another`,
  notFound: 'Pipeline filter not found',
  /** Toasts and the stored load error of the panel (§8). */
  loadFailed: 'Failed to get pipeline filter, please try again.',
  createFailed: 'Failed to create pipeline filter, please try again.',
  updateFailed: 'Failed to update pipeline filter, please try again.',
  renameFailed: 'Failed to update pipeline filter name, please try again.',
  deleteFailed: 'Failed to delete pipeline filter, please try again.',
  empty: 'No filters found. You can create a filter and save it.',
} as const;

/** A filter's name: trimmed, required, at most 255 characters (spec §5). */
export const SavedFilterName = userText(SAVED_FILTER_NAME_MAX, {
  required: SAVED_FILTER_MESSAGES.nameRequired,
  tooLong: SAVED_FILTER_MESSAGES.nameTooLong,
  control: SAVED_FILTER_MESSAGES.nameControl,
});

export const SavedFilter = z.object({
  id: z.number().int(),
  name: z.string(),
  filter: PipelineView,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedFilter = z.infer<typeof SavedFilter>;

export const SavedFilterParams = z.object({ orgId: IdParam, filterId: IdParam });

export const CreateSavedFilterBody = z
  .object({ name: SavedFilterName, filter: PipelineView })
  .strict();
export type CreateSavedFilterBody = z.input<typeof CreateSavedFilterBody>;

/** Saving the grid's view into the filter, renaming it, or both; at least one. */
export const UpdateSavedFilterBody = z
  .object({ name: SavedFilterName.optional(), filter: PipelineView.optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.filter !== undefined, {
    message: 'Give the filter a new name, a new filter, or both',
  });
export type UpdateSavedFilterBody = z.input<typeof UpdateSavedFilterBody>;

export const savedFilterEndpoints = {
  listSavedFilters: defineEndpoint({
    action: 'pipeline.filters',
    method: 'GET',
    path: '/api/orgs/:orgId/pipeline/filters',
    summary: "The caller's saved pipeline filters in the organization, by name",
    params: OrgParams,
    response: z.array(SavedFilter),
  }),
  createSavedFilter: defineEndpoint({
    action: 'pipeline.filters',
    method: 'POST',
    path: '/api/orgs/:orgId/pipeline/filters',
    summary: `Save the grid's view under a new name (at most ${SAVED_FILTERS_MAX} per member)`,
    params: OrgParams,
    body: CreateSavedFilterBody,
    response: SavedFilter,
  }),
  updateSavedFilter: defineEndpoint({
    action: 'pipeline.filters',
    method: 'PATCH',
    path: '/api/orgs/:orgId/pipeline/filters/:filterId',
    summary: "Save the grid's view into one of the caller's filters, rename it, or both",
    params: SavedFilterParams,
    body: UpdateSavedFilterBody,
    response: SavedFilter,
  }),
  deleteSavedFilter: defineEndpoint({
    action: 'pipeline.filters',
    method: 'DELETE',
    path: '/api/orgs/:orgId/pipeline/filters/:filterId',
    summary: "Delete one of the caller's saved filters",
    params: SavedFilterParams,
    response: Ok,
  }),
};
