import { useMutation } from '@tanstack/react-query';
import type { PublicUser, RegisterInput } from '@shared/auth/schemas';
import { apiClient } from '@web/lib/api-client';

/** POST /api/auth/register: creates a customer account; it does not sign in. */
export function registerAccount({ username, email, password }: RegisterInput): Promise<PublicUser> {
  // Named fields only: the form's confirmation never leaves the page.
  return apiClient.post<PublicUser>('/api/auth/register', { username, email, password });
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
