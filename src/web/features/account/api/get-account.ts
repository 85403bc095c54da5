import { useQuery } from '@tanstack/react-query';
import type { Account } from '@shared/account/schemas';
import { getQueryFn } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/account; null when signed out. */
export function useAccount() {
  return useQuery({
    queryKey: queryKeys.account,
    queryFn: getQueryFn<Account>('/api/account', { on401: 'returnNull' }),
  });
}
