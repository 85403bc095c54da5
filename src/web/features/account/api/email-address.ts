import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, ChangeEmailInput } from '@shared/account/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** POST /api/auth/confirm-email with the emailed link's token. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiClient.post<{ message: string }>('/api/auth/confirm-email', { token }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.account }),
  });
}

/** POST /api/account/confirmation: the link again, to the account's address. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => apiClient.post<{ message: string }>('/api/account/confirmation'),
  });
}

/** PUT /api/account/email: the old address is told; the new one gets a confirmation link. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmailInput) => apiClient.put<Account>('/api/account/email', input),
    onSuccess: (account) => {
      queryClient.setQueryData(queryKeys.account, account);
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}
