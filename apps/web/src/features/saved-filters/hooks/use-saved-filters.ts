import {
  SAVED_FILTER_MESSAGES,
  savedFilterEndpoints as e,
  type PipelineView,
  type SavedFilter,
} from '@fathom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query';
import { notifyErrorMessage } from '../../../lib/notify';
import { endpointKey } from '../../../lib/query-keys';

/** The server's own words for a refused request (4xx with a message), else the fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : fallback;
}

const byName = (a: SavedFilter, b: SavedFilter) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id;

/**
 * The member's saved pipeline filters in the organization and what changes them. The list is
 * patched with each answer, so the panel shows a change without reading the list again; a
 * failure shows the toast of spec §8 (the server's message where §8 prefers it).
 */
export function useSavedFilters(orgId: number) {
  const queryClient = useQueryClient();
  const listKey = endpointKey(e.listSavedFilters, { params: { orgId } });
  const put = (saved: SavedFilter) =>
    queryClient.setQueryData<SavedFilter[]>(listKey, (filters = []) =>
      [...filters.filter((f) => f.id !== saved.id), saved].sort(byName),
    );

  return {
    list: useEndpointQuery(e.listSavedFilters, { params: { orgId } }),
    create: useEndpointMutation(e.createSavedFilter, {
      request: (body: { name: string; filter: PipelineView }) => ({ params: { orgId }, body }),
      onSuccess: put,
      onError: (error) =>
        notifyErrorMessage(serverMessageOr(error, SAVED_FILTER_MESSAGES.createFailed)),
    }),
    update: useEndpointMutation(e.updateSavedFilter, {
      request: ({ id, filter }: { id: number; filter: PipelineView }) => ({
        params: { orgId, filterId: id },
        body: { filter },
      }),
      onSuccess: put,
      onError: (error) =>
        notifyErrorMessage(serverMessageOr(error, SAVED_FILTER_MESSAGES.updateFailed)),
    }),
    rename: useEndpointMutation(e.updateSavedFilter, {
      request: ({ id, name }: { id: number; name: string }) => ({
        params: { orgId, filterId: id },
        body: { name },
      }),
      onSuccess: put,
      onError: () => notifyErrorMessage(SAVED_FILTER_MESSAGES.renameFailed),
    }),
    remove: useEndpointMutation(e.deleteSavedFilter, {
      request: (id: number) => ({ params: { orgId, filterId: id } }),
      onSuccess: (_, id) =>
        queryClient.setQueryData<SavedFilter[]>(listKey, (filters) =>
          filters?.filter((f) => f.id !== id),
        ),
      onError: () => notifyErrorMessage(SAVED_FILTER_MESSAGES.deleteFailed),
    }),
  };
}
