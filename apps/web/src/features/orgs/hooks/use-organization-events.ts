import { channels } from '@fathom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useChannel } from '../../../lib/use-channel';

/**
 * Refreshes the organization's data when the server reports a change on its channel. When the
 * server stops the channel (the user was removed), the user's organizations are read again, so
 * the screens move to another organization at once.
 */
export function useOrganizationEvents(orgId: number | null): void {
  const queryClient = useQueryClient();
  const refresh = (queryKey: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey });
  useChannel(
    channels.organization,
    orgId === null ? null : { orgId },
    orgId === null
      ? {}
      : {
          'spaces-changed': () => refresh(queryKeys.orgs.detail(orgId)),
          'labels-changed': () => refresh(queryKeys.orgs.detail(orgId)),
          'members-changed': () => {
            refresh(queryKeys.session.me());
            refresh(queryKeys.orgs.detail(orgId));
          },
          'niche-changed': ({ nicheId }) => {
            // The niche's figures, lists, competitors and history, and the pipeline that lists it.
            refresh(queryKeys.niches.detail(nicheId));
            refresh(queryKeys.orgs.niches(orgId));
            refresh(queryKeys.orgs.quotasAll(orgId));
          },
        },
    {
      onDenied: () => {
        queryClient.removeQueries({ queryKey: queryKeys.orgs.detail(orgId ?? 0) });
        refresh(queryKeys.session.me());
      },
    },
  );
}
