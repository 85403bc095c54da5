import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@shared/account/schemas';
import { apiClient } from '@web/lib/api-client';

/** POST /api/account/password: other devices are signed out; this one stays in. */
export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/api/account/password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
