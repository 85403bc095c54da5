import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

export type PayRepairOnlineAnswer = { paymentUrl: string; amount: string };

/**
 * POST /api/track/:code/pay-online → the provider's hosted page for the bill's
 * balance, worked out by the server; 409 { message } when there is nothing to
 * pay, 503 when the provider cannot be reached. The bill changes only when
 * the provider says it is paid.
 */
export function payRepairOnline(code: string): Promise<PayRepairOnlineAnswer> {
  return apiClient.post<PayRepairOnlineAnswer>(`/api/track/${encodeURIComponent(code)}/pay-online`);
}

export function usePayRepairOnline(code: string) {
  return useMutation({ mutationFn: () => payRepairOnline(code) });
}
