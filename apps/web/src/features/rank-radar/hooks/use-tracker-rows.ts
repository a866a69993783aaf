import {
  rankRadarEndpoints,
  TRACKER_SORTS,
  TRACKERS_PAGE_SIZE,
  type GridState,
  type Tracker,
  type TrackerListBody,
} from '@fathom/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { GridDataSource } from '../../../components/DataGrid';
import { endpointQueryOptions, useEndpointQuery } from '../../../lib/endpoint-query';

type Sort = (typeof TRACKER_SORTS)[number];
const sortable = (id: string | undefined): id is Sort => TRACKER_SORTS.includes(id as Sort);

/**
 * The trackers matching a filter, as the list grid's server source: page 1 gives the count, the
 * grid asks for the other pages of 50 as they scroll into view, in the grid's sort (by default
 * the newest first).
 */
export function useTrackerRows(
  orgId: number,
  body: TrackerListBody,
  sorting: GridState['sorting'],
) {
  const queryClient = useQueryClient();
  const by = sorting[0];
  const orderBy: Sort = sortable(by?.id) ? by.id : 'createdAt';
  const order = sortable(by?.id) && !by.desc ? 'asc' : 'desc';
  const first = useEndpointQuery(
    rankRadarEndpoints.listTrackers,
    { params: { orgId }, query: { currentPage: 1, orderBy, order }, body },
    { placeholderData: keepPreviousData },
  );
  const firstPage = first.data;
  // One source per first page: a new filter, sort or refresh starts the rows over.
  const source = useMemo((): GridDataSource<Tracker> | undefined => {
    if (!firstPage) return undefined;
    return {
      rowCount: firstPage.total,
      loadRange: async (start) => {
        const currentPage = Math.floor(start / TRACKERS_PAGE_SIZE) + 1;
        if (currentPage === 1) return firstPage.data;
        const query = { currentPage, orderBy, order } as const;
        const answer = await queryClient.fetchQuery(
          endpointQueryOptions(rankRadarEndpoints.listTrackers, {
            params: { orgId },
            query,
            body,
          }),
        );
        return answer.data;
      },
    };
  }, [firstPage, queryClient, orgId, orderBy, order, body]);
  return { source, first };
}
