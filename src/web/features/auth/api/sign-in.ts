import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, PublicUser } from '@shared/auth/schemas';
import { apiClient } from '@web/lib/api-client';
import { currentUserQueryOptions } from '@web/features/auth/api/get-current-user';

/** POST /api/auth/login: sets the session cookie and answers the user. */
export function signIn(input: LoginInput): Promise<PublicUser> {
  return apiClient.post<PublicUser>('/api/auth/login', input);
}

/**
 * The header shows the new user at once (the answer is the current user), and
 * everything cached before is marked stale: it was fetched as someone else.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
      void queryClient.invalidateQueries();
    },
  });
}
