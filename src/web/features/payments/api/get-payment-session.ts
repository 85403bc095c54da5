import type { OnlinePaymentPurpose } from '@shared/payments/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/payments/sessions/:sessionId: where an online payment stands. */
export type PaymentSession = {
  status: 'open' | 'paid' | 'expired';
  purpose: OnlinePaymentPurpose;
  /** Pounds, "30.00". */
  amount: string;
};

/** How often the return page asks while the payment is processing, and for how long. */
export const SESSION_POLL_MS = 1500;
export const SESSION_POLL_LIMIT_MS = 60_000;

/** The session, or null (404) when the shop knows no such payment. */
export function getPaymentSession(
  sessionId: string,
  signal?: AbortSignal,
): Promise<PaymentSession | null> {
  return apiClient.get<PaymentSession | null>(
    `/api/payments/sessions/${encodeURIComponent(sessionId)}`,
    { nullOnStatus: [404], ...(signal ? { signal } : {}) },
  );
}

/**
 * Asked again every 1.5 s while the provider's webhook has not landed (status
 * `open`), until `pollUntil` (a time in ms).
 */
export function paymentSessionQueryOptions(sessionId: string, pollUntil: number) {
  return queryOptions({
    queryKey: queryKeys.payments.session(sessionId),
    queryFn: ({ signal }) => getPaymentSession(sessionId, signal),
    refetchInterval: (query) =>
      query.state.data?.status === 'open' && Date.now() < pollUntil ? SESSION_POLL_MS : false,
  });
}

/**
 * The session the customer came back from, asked for up to a minute; nothing
 * is fetched without an id. `stillWaiting`: the minute is up and it is still open.
 */
export function usePaymentSession(sessionId: string | null) {
  const [pollUntil] = useState(() => Date.now() + SESSION_POLL_LIMIT_MS);
  const query = useQuery({
    ...paymentSessionQueryOptions(sessionId ?? '', pollUntil),
    enabled: sessionId !== null,
  });
  return {
    session: query.data,
    isPending: query.isPending,
    stillWaiting: query.data?.status === 'open' && query.dataUpdatedAt >= pollUntil,
  };
}
