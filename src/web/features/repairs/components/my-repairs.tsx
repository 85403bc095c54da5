import { CalendarDays, LogIn, Plus, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import type { Repair } from '@shared/repairs/schemas';
import { formatSlotTimes } from '@shared/repairs/slots';
import { deviceTypes } from '@shared/repairs/values';
import { RepairStatusBadge } from '@web/features/repairs/components/repair-status-badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatCalendarDate } from '@web/components/ui/date-picker-format';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/lib/paths';
import { useCurrentUser } from '@web/features/auth/api/get-current-user';
import { useMyRepairs } from '@web/features/repairs/api/get-my-repairs';

/** How many bookings show before "Show all". */
const FIRST_FEW = 4;

const deviceLabel = (value: string) => deviceTypes.find((d) => d.value === value)?.label ?? value;

/**
 * "My Repairs" on the customer dashboard (issue 5): the signed-in customer's
 * bookings with date and slot, status and the shop's estimate once set.
 */
export function MyRepairs() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const query = useMyRepairs(user?.id ?? null);
  const [showAll, setShowAll] = useState(false);
  const repairs = query.data ?? [];
  const shown = showAll ? repairs : repairs.slice(0, FIRST_FEW);

  let body;
  if (userLoading || (user && query.isPending)) {
    body = (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only">Loading your repairs...</span>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  } else if (!user) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p className="text-muted-foreground">Please sign in to view your repairs.</p>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.login}>
            <LogIn aria-hidden="true" />
            Sign In
          </Link>
        </Button>
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p className="text-muted-foreground">Your repairs could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (repairs.length === 0) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p className="text-muted-foreground">You have no repair bookings yet.</p>
        <Button asChild size="sm">
          <Link to={paths.repairs}>
            <Plus aria-hidden="true" />
            Book a repair
          </Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-3">
        <ul className="grid gap-3">
          {shown.map((repair) => (
            <RepairItem key={repair.id} repair={repair} />
          ))}
        </ul>
        {repairs.length > FIRST_FEW ? (
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            aria-expanded={showAll}
            onClick={() => setShowAll((value) => !value)}
          >
            {showAll ? 'Show fewer' : `Show all ${repairs.length} repairs`}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle asChild className="flex items-center gap-2.5">
          <h2>
            <Wrench className="size-5 text-gold-600" aria-hidden="true" />
            My Repairs
          </h2>
        </CardTitle>
        {user && repairs.length > 0 ? (
          <Button asChild variant="link" size="sm" className="h-auto px-0">
            <Link to={paths.repairs}>Book another</Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

function RepairItem({ repair }: { repair: Repair }) {
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-4">
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold break-words">
          {deviceLabel(repair.deviceType)}
          <span className="font-normal text-muted-foreground"> · {repair.brandModel}</span>
        </p>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          <span>
            {formatCalendarDate(repair.preferredDate, 'short')},{' '}
            {formatSlotTimes(repair.preferredDate, repair.preferredTime)}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-end">
        <RepairStatusBadge status={repair.status} />
        {repair.estimatedCost ? (
          <p className="text-sm">
            <span className="text-muted-foreground">Estimate </span>
            <span className="font-semibold tabular-nums">{formatGBP(repair.estimatedCost)}</span>
          </p>
        ) : null}
        {repair.warrantyUntil ? (
          <p className="text-sm">
            <span className="text-muted-foreground">Warranty until </span>
            <span className="font-semibold">{formatDateUK(repair.warrantyUntil)}</span>
          </p>
        ) : null}
        <Link
          to={paths.trackRepair(repair.trackingCode)}
          // Named after the device, so each booking's link is told apart when read out.
          aria-label={`Track repair: ${repair.brandModel}`}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Track repair
        </Link>
      </div>
    </li>
  );
}
