import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ANSWER_REQUIRED } from '@web/components/security-question/answer-field';
import { bookingLimitMessages } from '@shared/repairs/booking-limits';
import type { Repair } from '@shared/repairs/schemas';
import { useSecurityQuestion } from '@web/components/security-question/use-security-question';
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
  type RepairFormOutput,
} from '@web/features/repairs/repair-booking-values';

const isLimitMessage = (message: string) =>
  (Object.values(bookingLimitMessages) as string[]).includes(message);

/**
 * What happens when a booking is sent: confirmed and the form emptied, or, when
 * the slot filled up meanwhile (409), the slot let go with the server's message
 * and the day's places asked again. A refused solution has a new challenge
 * solved and says why; the limit of open bookings is said as the server says it.
 */
export function useRepairBookingSubmit(
  form: UseFormReturn<BookingFormValues, unknown, RepairFormOutput>,
) {
  const queryClient = useQueryClient();
  const createRepair = useCreateRepair();
  const security = useSecurityQuestion(form, 'captchaAnswer');
  const [booked, setBooked] = useState<Repair | null>(null);

  const failed = (message: string) =>
    toast({ title: FAILED_TITLE, description: message, variant: 'destructive' });

  const onSubmit = form.handleSubmit(({ captchaAnswer: _typed, ...details }) => {
    const answer = security.answer();
    if (!answer) {
      form.setError('captchaAnswer', { message: ANSWER_REQUIRED });
      return;
    }
    createRepair.mutate(
      { ...details, ...answer },
      {
        onSuccess: (repair) => {
          toast({ title: BOOKED_TITLE, description: BOOKED_TEXT });
          form.reset(emptyBooking);
          // The solution was used: the next booking solves a new challenge.
          security.newQuestion();
          setBooked(repair);
        },
        onError: (error) => {
          const refused = security.refusal(error);
          if (refused) {
            failed(refused);
            form.setError('captchaAnswer', { message: refused }, { shouldFocus: true });
            return;
          }
          const message = errorMessage(error, FAILED_TEXT);
          if (error instanceof ApiError && error.status === 409 && isLimitMessage(message)) {
            failed(message);
            return;
          }
          const slotFull = error instanceof ApiError && error.status === 409;
          failed(slotFull ? message : FAILED_TEXT);
          if (slotFull) {
            void queryClient.invalidateQueries({
              queryKey: queryKeys.repairs.availability(
                details.preferredDate,
                details.preferredDate,
              ),
            });
            form.setValue('preferredTime', '');
            form.setError('preferredTime', { message }, { shouldFocus: false });
          }
        },
      },
    );
  });

  return {
    onSubmit,
    pending: createRepair.isPending,
    booked,
    dismissBooked: () => setBooked(null),
    security,
  };
}
