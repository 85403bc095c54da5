import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@shared/account/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** DELETE /api/account with the password; the session ends with it. */
export function deleteAccount(input: DeleteAccountInput): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>('/api/account', input);
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // Nothing of the person may stay on the screen: every cached answer goes.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0],
      });
      queryClient.setQueryData(queryKeys.currentUser, null);
    },
  });
}
