import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { startSession } from './session-start';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

export async function signUp(input: SignUpInput): Promise<void> {
  await apiRequest('/api/auth/sign-up/email', { method: 'POST', body: input });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      await signUp(input);
      return startSession(queryClient);
    },
    onSuccess: (me) => notifySuccess(`Welcome to Fathom, ${me.user.name}`),
  });
}
