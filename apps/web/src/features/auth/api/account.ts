import { webRoutes } from '@fathom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { pathKey, queryKeys } from '../../../lib/query-keys';
import { endSession } from './better-auth';

/** better-auth's account routes: the contract does not describe them, so they are called here. */
const post = (path: string, body: unknown = {}) =>
  apiRequest(`/api/auth/${path}`, { method: 'POST', body });

export interface ActiveSession {
  id: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  userAgent?: string | null;
  ipAddress?: string | null;
}

const sessionsKey = pathKey('/api/auth/list-sessions');

/** The user's signed-in sessions, and which of them is this browser's. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async () => {
      const [sessions, current] = await Promise.all([
        apiRequest('/api/auth/list-sessions') as Promise<ActiveSession[]>,
        apiRequest('/api/auth/get-session') as Promise<{ session: { id: string } } | null>,
      ]);
      return { sessions, currentId: current?.session.id ?? null };
    },
  });
}

export function useAccountMutations() {
  const queryClient = useQueryClient();
  const reloadMe = () => queryClient.invalidateQueries({ queryKey: queryKeys.session.me() });
  return {
    rename: useMutation({
      mutationFn: (name: string) => post('update-user', { name }),
      onSuccess: async () => {
        notifySuccess('Your name was saved');
        await reloadMe();
      },
    }),
    changeEmail: useMutation({
      mutationFn: (newEmail: string) =>
        post('change-email', { newEmail, callbackURL: webRoutes.accountSettings }),
    }),
    changePassword: useMutation({
      mutationFn: (input: { currentPassword: string; newPassword: string }) =>
        post('change-password', input),
      onSuccess: () => notifySuccess('Your password was changed'),
    }),
    signOutOthers: useMutation({
      mutationFn: () => post('revoke-other-sessions'),
      onSuccess: async () => {
        notifySuccess('Signed out everywhere else');
        await queryClient.invalidateQueries({ queryKey: sessionsKey });
      },
    }),
    deleteAccount: useMutation({
      mutationFn: (password: string) => post('delete-user', { password }),
      onSuccess: () => {
        endSession(queryClient);
        notifySuccess('Your account was deleted');
      },
    }),
  };
}
