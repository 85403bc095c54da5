import { CheckCircle2, X } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { Repair } from '@shared/repairs/schemas';
import { repairTitle } from '@shared/repairs/values';
import { formatSlotTimes } from '@shared/repairs/slots';
import { Button } from '@web/components/ui/button';
import { formatCalendarDate } from '@web/components/ui/date-picker-format';
import { paths } from '@web/lib/paths';

/** Shown above the form once a booking is stored; takes focus so it is read out. */
export function BookingConfirmation({
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
          {formatSlotTimes(repair.preferredDate, repair.preferredTime)}.
        </p>
        <p>
          <Link
            to={paths.trackRepair(repair.trackingCode)}
            className="font-semibold underline underline-offset-4 hover:no-underline"
          >
            Track your repair
          </Link>{' '}
          any time with this private link, no sign-in needed. Keep it safe.
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
