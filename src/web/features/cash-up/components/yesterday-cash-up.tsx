import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { addDays, todayInLondon } from '@shared/repairs/dates';
import { paths } from '@web/lib/paths';
import { staffPaths } from '@web/lib/staff-paths';
import { useCashUp } from '../api/cash-up';

export const YESTERDAY_CLOSED = 'Yesterday’s cash-up is closed.';
export const YESTERDAY_OPEN = 'Yesterday was not closed: count the drawer and close it.';

/**
 * The admin dashboard's links to the books (here, in the staff chunk, rather
 * than in the header's menu, whose code every public page loads).
 */
export function BooksLinks({ isOwner }: { isOwner: boolean }) {
  return (
    <nav aria-label="The books" className="mb-6 flex flex-wrap gap-4 text-sm font-semibold">
      <Link className="underline" to={staffPaths.cashUp}>
        Cash-up
      </Link>
      {/* The reports are the owner's (decision 025). */}
      {isOwner ? (
        <Link className="underline" to={staffPaths.reports}>
          Reports
        </Link>
      ) : null}
      <Link className="underline" to={paths.admin.payments}>
        Payments
      </Link>
    </nav>
  );
}

/** The admin dashboard's line on yesterday's cash-up, linking to it. */
export function YesterdayCashUp() {
  const yesterday = addDays(todayInLondon(), -1);
  const { data } = useCashUp(yesterday);
  if (!data) return null;
  const closed = data.closedAt !== null;
  const Icon = closed ? CircleCheck : CircleAlert;
  return (
    <p
      data-testid="yesterday-cash-up"
      className={
        closed
          ? 'mb-6 flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900'
          : 'mb-6 flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900'
      }
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span>{closed ? YESTERDAY_CLOSED : YESTERDAY_OPEN}</span>
      <Link className="font-semibold underline" to={`${staffPaths.cashUp}?date=${yesterday}`}>
        Open the cash-up
      </Link>
    </p>
  );
}
