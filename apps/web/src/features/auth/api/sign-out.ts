import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { getRealtimeClient } from '../../../lib/realtime';

export async function signOut(): Promise<void> {
  await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      getRealtimeClient().close();
      const meKey = queryKeys.session.me();
      queryClient.setQueryData(meKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(meKey) });
      notifySuccess('You have signed out');
    },
    onError: (error) => notifyError('Could not sign out', error),
  });
}
