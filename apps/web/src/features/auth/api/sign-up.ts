import type { Me } from '@fathom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { signIn } from './sign-in';
import { startSession } from './session-start';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** Where the e-mailed confirmation link leads once it has confirmed the address. */
export const VERIFY_EMAIL_PATH = '/verify-email';

/** The server answers sign-up alike whether or not the address already has an account. */
export async function signUp(input: SignUpInput): Promise<void> {
  await apiRequest('/api/auth/sign-up/email', {
    method: 'POST',
    body: { ...input, callbackURL: VERIFY_EMAIL_PATH },
  });
}

/**
 * Signs up, then signs in with the same password. Null means the sign-in was refused: the address
 * already had an account, whose owner has been sent an e-mail.
 */
export async function signUpAndSignIn(
  input: SignUpInput,
  start: () => Promise<Me>,
): Promise<Me | null> {
  await signUp(input);
  try {
    await signIn({ email: input.email, password: input.password });
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
