import { useMutation } from '@tanstack/react-query';
import type { PayOnlineAnswer, PayOnlineInput } from '@shared/cash-advances/agreement-schemas';
import { apiClient } from '@web/lib/api-client';

/**
 * POST /api/cash-advances/:id/pay-online → the provider's hosted payment page and
 * exactly what it will charge, worked out by the server today; 400 { message }
 * (a part payment under £10), 409 { message } (the loan cannot be paid so, or
 * a part payment as big as the balance), 503 when the provider cannot be reached.
 * Nothing changes on the loan until the provider says it is paid.
 */
export function payOnline(id: string, input: PayOnlineInput): Promise<PayOnlineAnswer> {
  return apiClient.post<PayOnlineAnswer>(
    `/api/cash-advances/${encodeURIComponent(id)}/pay-online`,
    input,
  );
}

export function usePayOnline(id: string) {
  return useMutation({ mutationFn: (input: PayOnlineInput) => payOnline(id, input) });
}
