import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CheckCircle2, UserRound, Wrench, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { BOOKING_WINDOW_DAYS } from '@shared/repairs/dates';
import {
  createRepairSchema,
  guestRepairSchema,
  repairTitle,
  type CreateRepairData,
  type Repair,
} from '@shared/repairs/schemas';
import { deviceTypes, type DeviceType, type RepairTimeSlot } from '@shared/repairs/values';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { DatePicker } from '@web/components/ui/date-picker';
import { formatCalendarDate } from '@web/components/ui/date-picker-format';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { queryKeys } from '@web/lib/query-keys';
import { useCurrentUser } from '@web/features/auth/api/get-current-user';
import { useCreateRepair } from '@web/features/repairs/api/create-repair';
import { useRepairDayAvailability } from '@web/features/repairs/api/get-repair-availability';
import { bookingCalendar } from '@web/features/repairs/components/booking-calendar';
import { BookingField, FieldError } from '@web/features/repairs/components/booking-field';
import { TimeSlotPicker } from '@web/features/repairs/components/time-slot-picker';

// Spec section 8.
export const BOOKED_TITLE = 'Repair Booked Successfully';
export const BOOKED_TEXT = "We'll contact you to confirm your appointment details.";
export const FAILED_TITLE = 'Booking Failed';
export const FAILED_TEXT = 'Please try again or contact support.';

/** What the form holds: text everywhere, '' for "not chosen yet". */
export type BookingFormValues = {
  deviceType: DeviceType | '';
  brandModel: string;
  problemDescription: string;
  preferredDate: string;
  preferredTime: RepairTimeSlot | '';
  customerName: string;
  customerPhone: string;
  customerEmail: string;
};

const emptyBooking: BookingFormValues = {
  deviceType: '',
  brandModel: '',
  problemDescription: '',
  preferredDate: '',
  preferredTime: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
};

// The shared schemas parse exactly these fields; '' is how the form says "empty".
const signedInResolver = zodResolver(createRepairSchema) as unknown as Resolver<
  BookingFormValues,
  unknown,
  CreateRepairData
>;
const guestResolver = zodResolver(guestRepairSchema) as unknown as Resolver<
  BookingFormValues,
  unknown,
  CreateRepairData
>;

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
  const queryClient = useQueryClient();
  const createRepair = useCreateRepair();
  const [booked, setBooked] = useState<Repair | null>(null);
  const bookedRef = useRef<HTMLDivElement>(null);
  const dateLabelId = useId();
  const dateHintId = useId();
  const dateErrorId = useId();

  // Read once per visit; the server re-checks the date against its own clock anyway.
  const calendar = useMemo(() => bookingCalendar(), []);

  const form = useForm<BookingFormValues, unknown, CreateRepairData>({
    resolver: isGuest ? guestResolver : signedInResolver,
    defaultValues: emptyBooking,
  });
  const { errors } = form.formState;
  const [preferredDate, preferredTime] = useWatch({
    control: form.control,
    name: ['preferredDate', 'preferredTime'],
  });
  const availability = useRepairDayAvailability(preferredDate);
  const day = availability.data;

  // A slot that is full on the chosen day (a new date, or someone else booked it) is let go.
  useEffect(() => {
    if (!day || !preferredTime) return;
    if (day.slots.find((slot) => slot.slot === preferredTime)?.full) {
      form.setValue('preferredTime', '');
    }
  }, [day, preferredTime, form]);

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

  const dateError = errors.preferredDate?.message;

  return (
    <div className="grid gap-6">
      {booked ? (
        <BookingConfirmation
          ref={bookedRef}
          repair={booked}
          signedIn={isSignedIn}
          onDismiss={() => setBooked(null)}
        />
      ) : null}
      <Card className="gap-0 py-0">
        <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
          <FormSection
            icon={<Wrench aria-hidden="true" />}
            title="Your device"
            description="Tell us what needs fixing so the right technician is ready."
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <BookingField label="Device type" error={errors.deviceType?.message}>
                {(control) => (
                  <NativeSelect {...control} className="h-11" {...form.register('deviceType')}>
                    <option value="">Select device type</option>
                    {deviceTypes.map((device) => (
                      <option key={device.value} value={device.value}>
                        {device.label}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </BookingField>
              <BookingField label="Brand and model" error={errors.brandModel?.message}>
                {(control) => (
                  <Input
                    {...control}
                    className="h-11"
                    placeholder="e.g. Dell XPS 13, PlayStation 5"
                    autoComplete="off"
                    maxLength={120}
                    {...form.register('brandModel')}
                  />
                )}
              </BookingField>
              <BookingField
                label="Problem description"
                error={errors.problemDescription?.message}
                hint="What happens, since when, and anything you have tried."
                className="sm:col-span-2"
              >
                {(control) => (
                  <Textarea
                    {...control}
                    rows={4}
                    maxLength={2000}
                    placeholder="e.g. The screen stays black but the power light comes on."
                    {...form.register('problemDescription')}
                  />
                )}
              </BookingField>
            </div>
          </FormSection>

          <FormSection
            icon={<CalendarCheck aria-hidden="true" />}
            title="Appointment"
            description={`Monday to Saturday, up to ${BOOKING_WINDOW_DAYS} days ahead. We are closed on Sundays.`}
          >
            <div className="grid gap-6 md:grid-cols-[minmax(0,21rem)_minmax(0,1fr)]">
              <div className="grid content-start gap-2">
                <p id={dateLabelId} className="text-sm leading-none font-medium">
                  Preferred date
                </p>
                <Controller
                  control={form.control}
                  name="preferredDate"
                  render={({ field }) => (
                    <DatePicker
                      ref={field.ref}
                      value={field.value}
                      onChange={(date) => {
                        field.onChange(date);
                        field.onBlur();
                      }}
                      min={calendar.min}
                      max={calendar.max}
                      today={calendar.today}
                      isDateDisabled={calendar.isDateDisabled}
                      aria-labelledby={dateLabelId}
                      aria-describedby={dateError ? `${dateHintId} ${dateErrorId}` : dateHintId}
                      invalid={Boolean(dateError)}
                    />
                  )}
                />
                <p id={dateHintId} className="text-sm text-muted-foreground" aria-live="polite">
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
                <FieldError id={dateErrorId} message={dateError} />
              </div>
              <TimeSlotPicker
                registration={form.register('preferredTime')}
                hasDate={Boolean(preferredDate)}
                day={day}
                isLoading={availability.isPending}
                isError={availability.isError}
                error={errors.preferredTime?.message}
              />
            </div>
          </FormSection>

          {isGuest ? (
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
                <BookingField label="Your name" error={errors.customerName?.message}>
                  {(control) => (
                    <Input
                      {...control}
                      className="h-11"
                      autoComplete="name"
                      maxLength={120}
                      {...form.register('customerName')}
                    />
                  )}
                </BookingField>
                <BookingField label="Phone number" error={errors.customerPhone?.message}>
                  {(control) => (
                    <Input
                      {...control}
                      type="tel"
                      className="h-11"
                      autoComplete="tel"
                      inputMode="tel"
                      placeholder="07XXX XXXXXX"
                      maxLength={32}
                      {...form.register('customerPhone')}
                    />
                  )}
                </BookingField>
                <BookingField
                  label="Email"
                  optional
                  hint="For a written confirmation and updates on your repair."
                  error={errors.customerEmail?.message}
                  className="sm:col-span-2"
                >
                  {(control) => (
                    <Input
                      {...control}
                      type="email"
                      className="h-11"
                      autoComplete="email"
                      maxLength={254}
                      {...form.register('customerEmail')}
                    />
                  )}
                </BookingField>
              </div>
            </FormSection>
          ) : null}

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
            <Button
              type="submit"
              size="lg"
              className="w-full sm:w-auto"
              disabled={createRepair.isPending}
            >
              <CalendarCheck aria-hidden="true" />
              {createRepair.isPending ? 'Booking...' : 'Book Repair'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}

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

function BookingConfirmation({
  repair,
  signedIn,
  onDismiss,
  ref,
}: {
  repair: Repair;
  signedIn: boolean;
  onDismiss: () => void;
  ref: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="relative flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 pr-12 text-emerald-950 outline-none focus-visible:outline-3 focus-visible:outline-ring"
    >
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
      <div className="grid gap-1 text-sm">
        <p className="font-semibold">Booking received</p>
        <p>
          {repairTitle(repair)}, {formatCalendarDate(repair.preferredDate, 'long')},{' '}
          {repair.preferredTime}.
        </p>
        <p>
          We&apos;ll be in touch to confirm.{' '}
          {signedIn ? (
            <Link
              to={paths.dashboard}
              className="font-semibold underline underline-offset-4 hover:no-underline"
            >
              See your repairs on the dashboard
            </Link>
          ) : (
            'Please bring your device to the shop at your chosen time.'
          )}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2 size-8 text-emerald-900 hover:bg-emerald-100"
        aria-label="Dismiss booking confirmation"
        onClick={onDismiss}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
