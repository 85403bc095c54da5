import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, RegisterInput } from '@shared/auth/schemas';
import type { ChallengeAnswer } from '@shared/challenges';
import { apiClient } from '@web/lib/api-client';
import { currentUserQueryOptions } from '@web/features/auth/api/get-current-user';

/**
 * POST /api/auth/register: creates a customer account and signs it in (PRODUCT.md),
 * with the solved proof-of-work challenge (decision 018).
 */
export function registerAccount({
  username,
  email,
  password,
  challengeAnswer,
}: RegisterInput & ChallengeAnswer): Promise<PublicUser> {
  // Named fields only: the form's confirmation never leaves the page.
  return apiClient.post<PublicUser>('/api/auth/register', {
    username,
    email,
    password,
    challengeAnswer,
  });
}

/** As a sign-in: the new user is the current user at once, and older answers are stale. */
export function useRegisterAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
      void queryClient.invalidateQueries();
    },
  });
}
