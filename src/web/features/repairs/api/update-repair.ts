import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRepair, UpdateRepairInput } from '@shared/repairs/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** PATCH /api/admin/repairs/:id with a status move, an estimate (null clears it), or both. */
export function updateRepair(id: string, change: UpdateRepairInput): Promise<AdminRepair> {
  return apiClient.patch<AdminRepair>(`/api/admin/repairs/${encodeURIComponent(id)}`, change);
}

/** After a change the desk's pages, the customers' lists and the dashboard figures reload. */
export function useUpdateRepair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateRepairInput }) =>
      updateRepair(id, change),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.repairs.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
