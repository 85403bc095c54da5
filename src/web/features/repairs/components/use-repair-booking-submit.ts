import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CreateRepairData, Repair } from '@shared/repairs/schemas';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useCreateRepair } from '@web/features/repairs/api/create-repair';
import {
  BOOKED_TEXT,
  BOOKED_TITLE,
  emptyBooking,
  FAILED_TEXT,
  FAILED_TITLE,
  type BookingFormValues,
} from '@web/features/repairs/repair-booking-values';

/**
 * What happens when a booking is sent: confirmed and the form emptied, or, when
 * the slot filled up meanwhile (409), the slot let go with the server's message
 * and the day's places asked again.
 */
export function useRepairBookingSubmit(
  form: UseFormReturn<BookingFormValues, unknown, CreateRepairData>,
) {
  const queryClient = useQueryClient();
  const createRepair = useCreateRepair();
  const [booked, setBooked] = useState<Repair | null>(null);

  const onSubmit = form.handleSubmit((data) =>
    createRepair.mutate(data, {
      onSuccess: (repair) => {
        toast({ title: BOOKED_TITLE, description: BOOKED_TEXT });
        form.reset(emptyBooking);
        setBooked(repair);
      },
      onError: (error) => {
        const slotFull = error instanceof ApiError && error.status === 409;
        const message = slotFull ? errorMessage(error, FAILED_TEXT) : FAILED_TEXT;
        toast({ title: FAILED_TITLE, description: message, variant: 'destructive' });
        if (slotFull) {
          void queryClient.invalidateQueries({
            queryKey: queryKeys.repairs.availability(data.preferredDate, data.preferredDate),
          });
          form.setValue('preferredTime', '');
          form.setError('preferredTime', { message }, { shouldFocus: false });
        }
      },
    }),
  );

  return {
    onSubmit,
    pending: createRepair.isPending,
    booked,
    dismissBooked: () => setBooked(null),
  };
}
