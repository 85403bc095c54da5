import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirm, PasswordResetRequest } from '@shared/account/schemas';
import type { ChallengeAnswer } from '@shared/challenges';
import { apiClient } from '@web/lib/api-client';

/**
 * POST /api/auth/password-reset: 202 with the same message whether or not the address has an
 * account; with a solved proof-of-work challenge (decision 018).
 */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequest & ChallengeAnswer) =>
      apiClient.post<{ message: string }>('/api/auth/password-reset', input),
  });
}

/** POST /api/auth/password-reset/confirm: the emailed link's token and the new password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: PasswordResetConfirm) =>
      apiClient.post<{ message: string }>('/api/auth/password-reset/confirm', input),
  });
}
