import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashUp, CloseCashUpInput } from '@shared/cash-up/schemas';
import { apiClient } from '@web/lib/api-client';

export const cashUpKeys = {
  all: ['cash-up'] as const,
  day: (date: string) => ['cash-up', date] as const,
};

const dayPath = (date: string) => `/api/admin/cash-up/${encodeURIComponent(date)}`;

/** GET /api/admin/cash-up/:date.pdf's address: the day to print and keep. */
export const cashUpPdfHref = (date: string) => `${dayPath(date)}/pdf`;

/** GET /api/admin/cash-up/:date → the day's money by method, the expected cash and its close. */
export function useCashUp(date: string) {
  return useQuery({
    queryKey: cashUpKeys.day(date),
    queryFn: ({ signal }) => apiClient.get<CashUp>(dayPath(date), { signal }),
    // Money comes in all day: look again when the screen is opened.
    staleTime: 15_000,
    refetchOnMount: true,
  });
}

/** POST /api/admin/cash-up/:date/close { counted, counts?, note? }. */
export function useCloseCashUp(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloseCashUpInput) =>
      apiClient.post<CashUp>(`${dayPath(date)}/close`, input),
    onSuccess: (closed) => {
      queryClient.setQueryData(cashUpKeys.day(date), closed);
      // The next day opens with this count.
      void queryClient.invalidateQueries({ queryKey: cashUpKeys.all });
    },
  });
}
