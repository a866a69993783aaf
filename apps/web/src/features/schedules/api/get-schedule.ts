import { scheduleEndpoints, type Schedule } from '@fathom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The niche's Scheduled AutoDive, or null. */
export function fetchSchedule(nicheId: number, signal?: AbortSignal): Promise<Schedule | null> {
  return callApi(scheduleEndpoints.schedule, { params: { nicheId }, signal });
}

export function scheduleQueryOptions(nicheId: number) {
  return queryOptions({
    queryKey: queryKeys.niches.schedule(nicheId),
    queryFn: ({ signal }) => fetchSchedule(nicheId, signal),
  });
}

export function useSchedule(nicheId: number, enabled = true) {
  return useQuery({ ...scheduleQueryOptions(nicheId), enabled });
}
