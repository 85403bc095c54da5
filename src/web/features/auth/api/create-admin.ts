import { useMutation } from '@tanstack/react-query';
import type { AdminSignupInput, PublicUser } from '@shared/auth/schemas';
import { apiClient } from '@web/lib/api-client';

/** POST /api/auth/create-admin: creates an admin when the admin key is right; it does not sign in. */
export function createAdmin({
  username,
  email,
  password,
  adminKey,
}: AdminSignupInput): Promise<PublicUser> {
  return apiClient.post<PublicUser>('/api/auth/create-admin', {
    username,
    email,
    password,
    adminKey,
  });
}

export function useCreateAdmin() {
  return useMutation({ mutationFn: createAdmin });
}
