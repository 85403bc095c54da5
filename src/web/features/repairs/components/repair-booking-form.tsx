import { CalendarCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { DeviceType } from '@shared/repairs/values';
import { useZodForm } from '@web/components/form/use-zod-form';
import { SecurityQuestionField } from '@web/components/security-question/security-question-field';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useCurrentUser } from '@web/features/auth/api/get-current-user';
import { BookingConfirmation } from '@web/features/repairs/components/booking-confirmation';
import {
  AppointmentSection,
  DeviceSection,
  GuestContactSection,
} from '@web/features/repairs/components/booking-sections';
import { useRepairBookingSubmit } from '@web/features/repairs/components/use-repair-booking-submit';
import {
  emptyBooking,
  guestRepairFormSchema,
  repairFormSchema,
  type BookingFormValues,
  type RepairFormOutput,
} from '@web/features/repairs/repair-booking-values';
import { NeedsScriptNotice } from '@web/components/form/needs-script-notice';

export type DeviceRequest = { deviceType: DeviceType; requestedAt: number };

type RepairBookingFormProps = {
  /** A device chosen on a service card: preselects it and moves to the form. */
  deviceRequest?: DeviceRequest | null;
  /** The id of the heading that names the form. */
  'aria-labelledby'?: string;
};

export function RepairBookingForm({
  deviceRequest = null,
  'aria-labelledby': labelledBy,
}: RepairBookingFormProps) {
  const { user, isSignedIn, isLoading: userLoading } = useCurrentUser();
  // Signed-in customers are reached through their account; guests must leave a name and phone.
  const isGuest = !userLoading && !isSignedIn;
  const bookedRef = useRef<HTMLDivElement>(null);
  const form = useZodForm<BookingFormValues, RepairFormOutput>({
    schema: isGuest ? guestRepairFormSchema : repairFormSchema,
    mode: 'onSubmit',
    defaultValues: emptyBooking,
  });
  const { onSubmit, pending, booked, dismissBooked, security } = useRepairBookingSubmit(form);

  useEffect(() => {
    if (!deviceRequest) return;
    form.setValue('deviceType', deviceRequest.deviceType, {
      shouldValidate: form.formState.isSubmitted,
    });
    form.setFocus('brandModel');
  }, [deviceRequest, form]);

  useEffect(() => {
    if (booked) bookedRef.current?.focus();
  }, [booked]);

  return (
    <div className="grid gap-6">
      {booked ? (
        <BookingConfirmation
          ref={bookedRef}
          repair={booked}
          signedIn={isSignedIn}
          onDismiss={dismissBooked}
        />
      ) : null}
      <Card className="gap-0 py-0">
        <form method="post" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
          <NeedsScriptNotice action="book a repair" />
          <DeviceSection form={form} />
          <AppointmentSection form={form} />
          {isGuest ? <GuestContactSection form={form} /> : null}
          <div className="border-b border-border px-5 py-6 sm:px-6">
            <SecurityQuestionField form={form} name="captchaAnswer" security={security} />
          </div>
          <div className="flex flex-col gap-4 border-t border-border bg-muted/40 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <p className="text-sm text-muted-foreground">
              {isSignedIn && user ? (
                <>
                  Booking as <span className="font-semibold text-foreground">{user.username}</span>.
                  We&apos;ll use your account&apos;s details to reach you.
                </>
              ) : (
                'We confirm every booking and agree the price with you before any work starts.'
              )}
            </p>
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
              <CalendarCheck aria-hidden="true" />
              {pending ? 'Booking...' : 'Book Repair'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
