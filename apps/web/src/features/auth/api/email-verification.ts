import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { VERIFY_EMAIL_PATH } from './sign-up';

interface AuthSession {
  user: { email: string; emailVerified: boolean };
}

/** Whether the signed-in user has confirmed their address (better-auth's session). */
export async function fetchEmailVerified(signal?: AbortSignal): Promise<boolean | null> {
  const session = (await apiRequest('/api/auth/get-session', { signal })) as AuthSession | null;
  return session ? session.user.emailVerified : null;
}

export function emailVerifiedQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.session.emailVerified(),
    queryFn: ({ signal }) => fetchEmailVerified(signal),
    staleTime: 5 * 60_000,
  });
}

export function useEmailVerified() {
  return useQuery(emailVerifiedQueryOptions());
}

export async function sendVerificationEmail(email: string): Promise<void> {
  await apiRequest('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: VERIFY_EMAIL_PATH },
  });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
