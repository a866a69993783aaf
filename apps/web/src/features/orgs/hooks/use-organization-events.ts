import { channels } from '@fathom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useRealtimeChannel } from '../../../lib/use-realtime-channel';

/** Refreshes the organization's data when the server reports a change on its channel. */
export function useOrganizationEvents(orgId: number | null): void {
  const queryClient = useQueryClient();
  useRealtimeChannel(orgId === null ? null : channels.organization(orgId), () => {
    if (orgId === null) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.orgs.detail(orgId) });
  });
}
