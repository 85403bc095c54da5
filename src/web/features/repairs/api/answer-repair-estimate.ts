import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RepairAccount } from '@shared/repairs/bill-schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type EstimateAnswer = 'approve' | 'decline';

/** POST /api/track/:code/estimate/approve|decline: the customer's answer, from the tracking link. */
export function answerRepairEstimate(code: string, answer: EstimateAnswer): Promise<RepairAccount> {
  return apiClient.post<RepairAccount>(`/api/track/${encodeURIComponent(code)}/estimate/${answer}`);
}

/** After the answer, the tracking page (and any list of the customer's) reloads. */
export function useAnswerRepairEstimate(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: EstimateAnswer) => answerRepairEstimate(code, answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.repairs.all }),
  });
}
