import { channels, NicheChangedEvent } from '@fathom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useRealtimeChannel } from '../../../lib/use-realtime-channel';

/** Refreshes the organization's data when the server reports a change on its channel. */
export function useOrganizationEvents(orgId: number | null): void {
  const queryClient = useQueryClient();
  useRealtimeChannel(orgId === null ? null : channels.organization.name({ orgId }), (event) => {
    if (orgId === null) return;
    if (event.event === 'niche-changed') {
      const parsed = NicheChangedEvent.safeParse(event.data);
      if (!parsed.success) return;
      // The niche's figures, lists, competitors and history, and the pipeline that lists it.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.niches.detail(parsed.data.nicheId),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orgs.niches(orgId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orgs.quotasAll(orgId) });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.orgs.detail(orgId) });
  });
}
