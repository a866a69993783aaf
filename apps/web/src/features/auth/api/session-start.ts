import type { Me } from '@fathom/contract';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { meQueryOptions } from './get-me';

export const SESSION_NOT_STARTED =
  'You were signed in, but the session could not be started. Check that cookies are enabled.';

/** Drops data of any previous session and loads the new user. */
export async function startSession(queryClient: QueryClient): Promise<Me> {
  queryClient.removeQueries();
  const me = await queryClient.fetchQuery(meQueryOptions());
  if (!me) throw new ApiError(401, SESSION_NOT_STARTED);
  return me;
}
