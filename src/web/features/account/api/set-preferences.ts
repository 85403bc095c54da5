import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, Preferences } from '@shared/account/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** PUT /api/account/preferences → the account as now stored. */
export function setPreferences(input: Preferences): Promise<Account> {
  return apiClient.put<Account>('/api/account/preferences', input);
}

export function useSetPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPreferences,
    onSuccess: (account) => queryClient.setQueryData(queryKeys.account, account),
  });
}
