import { webRoutes, type Me } from '@fathom/contract';
import { hashKey, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { getRealtimeClient } from '../../../lib/realtime';
import { startSession } from './session';

/** better-auth's own routes: the contract does not describe them, so they are called here. */
const post = (path: string, body: unknown) =>
  apiRequest(`/api/auth/${path}`, { method: 'POST', body });

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput extends SignInInput {
  name: string;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await post('sign-in/email', input);
      return startSession(queryClient);
    },
  });
}

/**
 * Signs up, then signs in with the same password. Null means the sign-in was refused: the address
 * already had an account, whose owner has been sent an e-mail. The server answers sign-up alike
 * whether or not the address already has an account.
 */
export async function signUpAndSignIn(
  input: SignUpInput,
  start: () => Promise<Me>,
): Promise<Me | null> {
  await post('sign-up/email', { ...input, callbackURL: webRoutes.verifyEmail });
  try {
    await post('sign-in/email', { email: input.email, password: input.password });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
  return start();
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) => signUpAndSignIn(input, () => startSession(queryClient)),
    onSuccess: (me) => {
      if (me) notifySuccess(`Welcome to Fathom, ${me.user.name}`);
    },
  });
}

/** Forgets everything of the session that ended: the screens go to sign-in. */
export function endSession(queryClient: QueryClient): void {
  getRealtimeClient().close();
  const meKey = queryKeys.session.me();
  queryClient.setQueryData(meKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(meKey) });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post('sign-out', {}),
    onSuccess: () => {
      endSession(queryClient);
      notifySuccess('You have signed out');
    },
    onError: (error) => notifyError('Could not sign out', error),
  });
}

/** Answers alike whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      post('request-password-reset', { email, redirectTo: webRoutes.resetPassword }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => post('reset-password', input),
  });
}

export function useSendVerificationEmail() {
  return useMutation({
    mutationFn: (email: string) =>
      post('send-verification-email', { email, callbackURL: webRoutes.verifyEmail }),
  });
}
