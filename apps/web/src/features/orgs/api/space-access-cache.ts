import type { Space } from '@fathom/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export interface SpaceAccessChange {
  space: Space;
  member: { userId: string; name: string };
}

export function updateCachedSpace(
  queryClient: QueryClient,
  orgId: number,
  spaceId: number,
  update: (space: Space) => Space,
): void {
  queryClient.setQueryData<Space[]>(queryKeys.orgs.spaces(orgId), (spaces) =>
    spaces?.map((space) => (space.id === spaceId ? update(space) : space)),
  );
}
