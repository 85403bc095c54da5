import { CalendarCheck, UserRound, Wrench } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { Controller, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { BOOKING_WINDOW_DAYS } from '@shared/repairs/dates';
import { deviceTypes } from '@shared/repairs/values';
import { FieldMessage, FormField } from '@web/components/form/form-field';
import { formatCalendarDate } from '@web/components/ui/date-picker-format';
import { Input } from '@web/components/ui/input';
import { NativeSelect, ValueListOptions } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { paths } from '@web/lib/paths';
import { useRepairDayAvailability } from '@web/features/repairs/api/get-repair-availability';
import { BookingDateField } from '@web/features/repairs/components/booking-date-field';
import { BOOKING_DATE_IDS } from '@web/features/repairs/components/booking-date-picker';
import { TimeSlotPicker } from '@web/features/repairs/components/time-slot-picker';
import type {
  BookingFormValues,
  RepairFormOutput,
} from '@web/features/repairs/repair-booking-values';

type SectionProps = { form: UseFormReturn<BookingFormValues, unknown, RepairFormOutput> };

function FormSection({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-5 border-b border-border px-5 py-6 last:border-b-0 sm:px-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-5">
          {icon}
        </span>
        <div className="grid gap-1">
          <h3 id={titleId} className="text-base leading-tight font-semibold text-brand-950">
            {title}
          </h3>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

export function DeviceSection({ form }: SectionProps) {
  return (
    <FormSection
      icon={<Wrench aria-hidden="true" />}
      title="Your device"
      description="Tell us what needs fixing so the right technician is ready."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="deviceType" label="Device type">
          {(control) => (
            <NativeSelect className="h-11" {...control}>
              <ValueListOptions options={deviceTypes} placeholder="Select device type" />
            </NativeSelect>
          )}
        </FormField>
        <FormField form={form} name="brandModel" label="Brand and model">
          {(control) => (
            <Input
              className="h-11"
              placeholder="e.g. Dell XPS 13, PlayStation 5"
              autoComplete="off"
              maxLength={120}
              {...control}
            />
          )}
        </FormField>
        <FormField
          form={form}
          name="problemDescription"
          label="Problem description"
          hint="What happens, since when, and anything you have tried."
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea
              rows={4}
              maxLength={2000}
              placeholder="e.g. The screen stays black but the power light comes on."
              {...control}
            />
          )}
        </FormField>
      </div>
    </FormSection>
  );
}

/** The date (a calendar of open days) and the slot, with the places left that day. */
export function AppointmentSection({ form }: SectionProps) {
  const { errors } = useFormState({
    control: form.control,
    name: ['preferredDate', 'preferredTime'],
  });
  const [preferredDate, preferredTime] = useWatch({
    control: form.control,
    name: ['preferredDate', 'preferredTime'],
  });
  const availability = useRepairDayAvailability(preferredDate);
  const day = availability.data;
  const dateError = errors.preferredDate?.message;

  // A slot that is full on the chosen day (a new date, or someone else booked it) is let go.
  useEffect(() => {
    if (!day || !preferredTime) return;
    if (day.slots.find((slot) => slot.slot === preferredTime)?.full) {
      form.setValue('preferredTime', '');
    }
  }, [day, preferredTime, form]);

  return (
    <FormSection
      icon={<CalendarCheck aria-hidden="true" />}
      title="Appointment"
      description={`Monday to Saturday, up to ${BOOKING_WINDOW_DAYS} days ahead. We are closed on Sundays.`}
    >
      <div className="grid gap-6 md:grid-cols-[minmax(0,21rem)_minmax(0,1fr)]">
        <div className="grid content-start gap-2">
          <p id={BOOKING_DATE_IDS.label} className="text-sm leading-none font-medium">
            Preferred date
          </p>
          <Controller
            control={form.control}
            name="preferredDate"
            render={({ field }) => (
              <BookingDateField
                ref={field.ref}
                value={field.value}
                onChange={(date) => {
                  field.onChange(date);
                  field.onBlur();
                }}
                invalid={Boolean(dateError)}
              />
            )}
          />
          <p
            id={BOOKING_DATE_IDS.hint}
            className="text-sm text-muted-foreground"
            aria-live="polite"
          >
            {preferredDate ? (
              <>
                Chosen:{' '}
                <span className="font-semibold text-foreground">
                  {formatCalendarDate(preferredDate, 'long')}
                </span>
              </>
            ) : (
              'No date chosen yet.'
            )}
          </p>
          <FieldMessage id={BOOKING_DATE_IDS.error} message={dateError} />
        </div>
        <TimeSlotPicker
          registration={form.register('preferredTime')}
          date={preferredDate}
          day={day}
          isLoading={availability.isPending}
          isError={availability.isError}
          error={errors.preferredTime?.message}
        />
      </div>
    </FormSection>
  );
}

/** Guests leave a name and phone; signed-in customers are reached through their account. */
export function GuestContactSection({ form }: SectionProps) {
  return (
    <FormSection
      icon={<UserRound aria-hidden="true" />}
      title="Your contact details"
      description={
        <>
          So we can confirm your appointment. Have an account?{' '}
          <Link
            to={paths.login}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Sign in
          </Link>{' '}
          and we&apos;ll use your account instead.
        </>
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="customerName" label="Your name">
          {(control) => <Input className="h-11" autoComplete="name" maxLength={120} {...control} />}
        </FormField>
        <FormField form={form} name="customerPhone" label="Phone number">
          {(control) => (
            <Input
              type="tel"
              className="h-11"
              autoComplete="tel"
              inputMode="tel"
              placeholder="07XXX XXXXXX"
              maxLength={32}
              {...control}
            />
          )}
        </FormField>
        <FormField
          form={form}
          name="customerEmail"
          label="Email"
          optional
          hint="For a written confirmation and updates on your repair."
          className="sm:col-span-2"
        >
          {(control) => (
            <Input
              type="email"
              className="h-11"
              autoComplete="email"
              maxLength={254}
              {...control}
            />
          )}
        </FormField>
      </div>
    </FormSection>
  );
}
