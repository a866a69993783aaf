import { sessionEndpoints, type Me } from '@fathom/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, callApi, isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const SESSION_NOT_STARTED =
  'You were signed in, but the session could not be started. Check that cookies are enabled.';

/** The signed-in user with their organizations, or null when signed out. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.session.me(),
    queryFn: async ({ signal }): Promise<Me | null> => {
      try {
        return await callApi(sessionEndpoints.me, { signal });
      } catch (error) {
        if (isApiError(error, 401)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/** Drops data of any previous session and loads the new user. */
export async function startSession(queryClient: QueryClient): Promise<Me> {
  queryClient.removeQueries();
  const me = await queryClient.fetchQuery(meQueryOptions());
  if (!me) throw new ApiError(401, SESSION_NOT_STARTED);
  return me;
}

interface AuthSession {
  user: { email: string; emailVerified: boolean };
}

/** Whether the signed-in user has confirmed their address, from better-auth's session. */
export function useEmailVerified() {
  return useQuery({
    queryKey: queryKeys.session.emailVerified(),
    queryFn: async ({ signal }) => {
      const session = (await apiRequest('/api/auth/get-session', { signal })) as AuthSession | null;
      return session ? session.user.emailVerified : null;
    },
    staleTime: 5 * 60_000,
  });
}
