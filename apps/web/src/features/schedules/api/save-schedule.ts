import { scheduleEndpoints, type Schedule, type ScheduleBody } from '@fathom/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface SaveScheduleInput {
  nicheId: number;
  body: ScheduleBody;
}

/** Creates or changes the niche's Scheduled AutoDive. */
export function saveSchedule({ nicheId, body }: SaveScheduleInput): Promise<Schedule> {
  return callApi(scheduleEndpoints.saveSchedule, { params: { nicheId }, body });
}

export function cancelSchedule(nicheId: number): Promise<{ ok: true }> {
  return callApi(scheduleEndpoints.cancelSchedule, { params: { nicheId } });
}

/** The niche and every niche list show whether a schedule exists. */
function refreshNiche(queryClient: QueryClient, nicheId: number) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.niches.detail(nicheId) });
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'orgs' && query.queryKey[2] === 'niches',
  });
}

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSchedule,
    onSuccess: (schedule, { nicheId }) => {
      queryClient.setQueryData(queryKeys.niches.schedule(nicheId), schedule);
      refreshNiche(queryClient, nicheId);
    },
  });
}

export function useCancelSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSchedule,
    onSuccess: (_ok, nicheId) => {
      queryClient.setQueryData(queryKeys.niches.schedule(nicheId), null);
      refreshNiche(queryClient, nicheId);
    },
  });
}
