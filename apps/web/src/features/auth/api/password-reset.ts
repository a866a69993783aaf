import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The web screen the e-mailed reset link leads to, with `?token=`. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** Answers alike whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: RESET_PASSWORD_PATH },
  });
}

export async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  await apiRequest('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
