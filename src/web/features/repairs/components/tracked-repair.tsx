import { CalendarDays, PoundSterling, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTimeUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { formatSlotTimes } from '@shared/repairs/slots';
import { shop, telHref } from '@shared/shop';
import type { RepairTracking } from '@shared/repairs/tracking';
import { repairStatusExplanations } from '@shared/repairs/tracking-words';
import { repairTitle } from '@shared/repairs/values';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { formatCalendarDate } from '@web/components/ui/date-picker-format';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { paths } from '@web/lib/paths';
import { useRepairTracking } from '@web/features/repairs/api/get-repair-tracking';
import { RepairStatusBadge } from '@web/features/repairs/components/repair-status-badge';
import { RepairTimeline } from '@web/features/repairs/components/repair-timeline';
import { RepairBill } from '@web/features/repairs/components/repair-bill';

export const TRACKING_NOT_FOUND_TITLE = 'Repair Not Found';
export const NO_ESTIMATE_YET = 'We will give you an estimate once we have looked at your device.';

function CallUs() {
  return (
    <a href={telHref} className="font-semibold underline underline-offset-4 hover:no-underline">
      {shop.telephone}
    </a>
  );
}

/** The repair behind a tracking link (/track/:code): its state, its details and its progress. */
export function TrackedRepair({ code, ...payment }: { code: string } & PaymentProps) {
  const query = useRepairTracking(code);
  if (query.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only">Loading your repair...</span>
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-56 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card className="grid justify-items-start gap-3 px-5 py-5">
        <p>Your repair could not be loaded just now.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (!query.data) return <TrackingNotFound />;
  return <TrackingDetails code={code} tracking={query.data} {...payment} />;
}

function TrackingNotFound() {
  return (
    <Card className="grid justify-items-start gap-3 px-5 py-6">
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{TRACKING_NOT_FOUND_TITLE}</h2>
      <p>
        This tracking link does not match any repair. Please check that you opened the whole link
        from your booking confirmation, or call us on <CallUs />.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to={paths.dashboard}>See My Repairs</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to={paths.repairs}>Book a repair</Link>
        </Button>
      </div>
    </Card>
  );
}

type PaymentProps = {
  /** What the page says of a card payment the customer came back from. */
  paymentNotice?: ReactNode;
  /** That payment is on its way: no second one is offered. */
  paying?: boolean;
};

function TrackingDetails({
  code,
  tracking,
  paymentNotice,
  paying = false,
}: { code: string; tracking: RepairTracking } & PaymentProps) {
  return (
    <Card className="gap-6 px-5 py-5 sm:px-6">
      {paymentNotice}
      <div className="grid gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <h2 className="min-w-0 text-xl font-semibold break-words">{repairTitle(tracking)}</h2>
          <RepairStatusBadge status={tracking.status} />
        </div>
        <p>{repairStatusExplanations[tracking.status]}</p>
      </div>

      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-0.5">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarDays className="size-5 shrink-0 text-gold-600" aria-hidden="true" />
            Drop-off
          </dt>
          <dd className="pl-7 font-medium">
            {formatCalendarDate(tracking.preferredDate, 'long')},{' '}
            {formatSlotTimes(tracking.preferredDate, tracking.preferredTime)}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <PoundSterling className="size-5 shrink-0 text-gold-600" aria-hidden="true" />
            Estimate
          </dt>
          <dd className={cn('pl-7', tracking.estimatedCost && 'font-semibold tabular-nums')}>
            {tracking.estimatedCost ? formatGBP(tracking.estimatedCost) : NO_ESTIMATE_YET}
          </dd>
        </div>
      </dl>

      <RepairBill code={code} account={tracking.account} paying={paying} />

      <section aria-labelledby="repair-progress" className="grid gap-3 border-t border-border pt-5">
        <h3 id="repair-progress" className="font-semibold">
          Progress
        </h3>
        <RepairTimeline timeline={tracking.timeline} />
      </section>

      <p className="border-t border-border pt-4 text-sm text-muted-foreground">
        Booked {formatDateTimeUK(tracking.bookedAt)}. Questions? Call us on <CallUs />.
      </p>
    </Card>
  );
}
