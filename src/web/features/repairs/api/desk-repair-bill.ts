import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRepairAccount } from '@shared/repairs/bill-schemas';
import type { EstimateInput, RepairPaymentMethod } from '@shared/repairs/estimates';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const base = (id: string) => `/api/admin/repairs/${encodeURIComponent(id)}`;

/** The letter of the uncollected goods notice, to print and post by recorded delivery. */
export const noticeLetterHref = (id: string) => `${base(id)}/uncollected-notice.pdf`;

/** GET /api/admin/repairs/:id/account: the estimate, bill and payments at the desk. */
export function deskRepairAccountQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...queryKeys.repairs.all, 'account', id] as const,
    queryFn: ({ signal }) => apiClient.get<AdminRepairAccount>(`${base(id)}/account`, { signal }),
  });
}

export const useDeskRepairAccount = (id: string, enabled: boolean) =>
  useQuery({ ...deskRepairAccountQueryOptions(id), enabled });

export type DeskBillAction =
  | { kind: 'lines'; lines: EstimateInput['lines'] }
  | { kind: 'send' }
  | { kind: 'phone'; approvedBy: string }
  | { kind: 'pay'; amount: string; method: RepairPaymentMethod; handOver: boolean; key: string }
  | { kind: 'claim'; problemDescription: string }
  | { kind: 'warranty'; decision: 'accepted' | 'refused'; reason: string }
  | { kind: 'notice' }
  | { kind: 'product' }
  | { kind: 'sale'; proceeds: string; costsOfSale: string };

function run(id: string, action: DeskBillAction): Promise<AdminRepairAccount> {
  switch (action.kind) {
    case 'lines':
      return apiClient.put(`${base(id)}/estimate`, { lines: action.lines });
    case 'send':
      return apiClient.post(`${base(id)}/estimate/send`);
    case 'phone':
      return apiClient.post(`${base(id)}/estimate/phone-approval`, {
        approvedBy: action.approvedBy,
      });
    case 'pay':
      return apiClient.post(
        `${base(id)}/payments`,
        { amount: action.amount, method: action.method, handOver: action.handOver },
        { headers: { 'Idempotency-Key': action.key } },
      );
    case 'claim':
      return apiClient.post(`${base(id)}/warranty-claims`, {
        problemDescription: action.problemDescription,
      });
    case 'warranty':
      return apiClient.post(`${base(id)}/warranty-decision`, {
        decision: action.decision,
        ...(action.reason.trim() ? { reason: action.reason } : {}),
      });
    case 'notice':
      return apiClient.post(`${base(id)}/uncollected-notice`);
    case 'product':
      return apiClient.post(`${base(id)}/uncollected-product`);
    case 'sale':
      return apiClient.post(`${base(id)}/uncollected-sale`, {
        proceeds: action.proceeds,
        ...(action.costsOfSale.trim() ? { costsOfSale: action.costsOfSale } : {}),
      });
  }
}

/** Each desk step of the bill; afterwards the desk's lists and the dashboard reload. */
export function useDeskBillAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: DeskBillAction) => run(id, action),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.repairs.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
