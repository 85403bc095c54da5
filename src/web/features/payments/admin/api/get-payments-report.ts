import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsReport } from '@shared/payments/schemas';
import { addDays, todayInLondon } from '@shared/repairs/dates';
import { apiClient } from '@web/lib/api-client';

/** Days, Europe/London, both included ('YYYY-MM-DD'). */
export type PaymentsPeriod = { from: string; to: string };

/** The server's default too: the last 30 days, today included. */
export function lastThirtyDays(now: Date = new Date()): PaymentsPeriod {
  const to = todayInLondon(now);
  return { from: addDays(to, -29), to };
}

/**
 * Kept here, not in lib/query-keys.ts, while that file is being edited for the
 * customer's payment pages; under 'payments' so invalidating that prefix refreshes it too.
 */
export const paymentsAdminKeys = {
  report: (period: PaymentsPeriod) => ['payments', 'admin', 'report', period] as const,
};

const search = ({ from, to }: PaymentsPeriod) => new URLSearchParams({ from, to }).toString();

/** GET /api/admin/payments.csv: the same period as a download (the browser sends the cookie). */
export const paymentsCsvHref = (period: PaymentsPeriod) =>
  `/api/admin/payments.csv?${search(period)}`;

/** GET /api/admin/payments?from=&to= → the period's online payments and daily totals. */
export function getPaymentsReport(period: PaymentsPeriod, signal?: AbortSignal) {
  return apiClient.get<PaymentsReport>(
    `/api/admin/payments?${search(period)}`,
    signal ? { signal } : {},
  );
}

export function paymentsReportQueryOptions(period: PaymentsPeriod) {
  return queryOptions({
    queryKey: paymentsAdminKeys.report(period),
    queryFn: ({ signal }) => getPaymentsReport(period, signal),
    // Money comes in all day (the till, the webhook): look again when the screen is opened.
    staleTime: 30_000,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
  });
}

export function usePaymentsReport(period: PaymentsPeriod) {
  return useQuery(paymentsReportQueryOptions(period));
}
