import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, Preferences } from '@shared/account/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** PUT /api/account/preferences → the account as now stored. */
export function setPreferences(input: Preferences): Promise<Account> {
  return apiClient.put<Account>('/api/account/preferences', input);
}

/** The box moves at once (optimistic); a refusal puts it back. */
export function useSetPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPreferences,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.account });
      const before = queryClient.getQueryData<Account | null>(queryKeys.account);
      if (before) queryClient.setQueryData<Account>(queryKeys.account, { ...before, ...input });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.account, context.before);
    },
    onSuccess: (account) => queryClient.setQueryData(queryKeys.account, account),
  });
}
