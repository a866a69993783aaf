import { scheduleEndpoints, type Schedule, type ScheduleBody } from '@fathom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { endpointKey, queryKeys } from '../../../lib/query-keys';

/**
 * Saving (create or change) and cancelling the niche's Scheduled AutoDive. The niche and every
 * niche list show whether a schedule exists, so they are refreshed too.
 */
export function useScheduleChanges(nicheId: number) {
  const queryClient = useQueryClient();
  const settle = (schedule: Schedule | null) => {
    queryClient.setQueryData(
      endpointKey(scheduleEndpoints.schedule, { params: { nicheId } }),
      schedule,
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.niches.detail(nicheId) });
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'orgs' && query.queryKey[2] === 'niches',
    });
  };
  return {
    save: useEndpointMutation(scheduleEndpoints.saveSchedule, {
      request: (body: ScheduleBody) => ({ params: { nicheId }, body }),
      onSuccess: (schedule) => settle(schedule),
    }),
    cancel: useEndpointMutation(scheduleEndpoints.cancelSchedule, {
      request: (_: void) => ({ params: { nicheId } }),
      onSuccess: () => settle(null),
    }),
  };
}
