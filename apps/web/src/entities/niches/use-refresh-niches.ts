import { pipelineEndpoints } from '@fathom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { pathKey, queryKeys } from '../../lib/query-keys';

/**
 * After an edit: the pipeline's pages, tags and ids (every query under its path), the
 * organization's niche list, and the edited niches' own data, or every niche's when not named.
 */
export function useRefreshNiches() {
  const client = useQueryClient();
  return useCallback(
    async (orgId: number, nicheIds?: number[]) => {
      const keys = [
        pathKey(pipelineEndpoints.pipeline.path, { orgId }),
        queryKeys.orgs.niches(orgId),
        ...(nicheIds ? nicheIds.map((id) => queryKeys.niches.detail(id)) : [queryKeys.niches.all]),
      ];
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    [client],
  );
}
