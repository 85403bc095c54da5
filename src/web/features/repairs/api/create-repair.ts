import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRepairData, Repair } from '@shared/repairs/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * POST /api/repairs. The body is the shared schema's output: the date stays the
 * 'YYYY-MM-DD' string the calendar gave, and a signed-in customer's empty
 * contact fields are left out (the server takes the owner from the session).
 */
export function createRepair(input: CreateRepairData): Promise<Repair> {
  return apiClient.post<Repair>('/api/repairs', input);
}

/** On success every repairs list and the slot availability are refetched, and the dashboard figures. */
export function useCreateRepair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRepair,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.repairs.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
