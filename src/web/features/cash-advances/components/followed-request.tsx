import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateUK } from '@shared/dates';
import type { CashAdvanceFollow } from '@shared/cash-advances/follow';
import { followNextSteps, followStatusTitles } from '@shared/cash-advances/follow-words';
import { formatGBP } from '@shared/money';
import { shop, shopAddressLine, telHref } from '@shared/shop';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/lib/paths';
import { useFollowedRequest } from '@web/features/cash-advances/api/get-followed-request';
import {
  CashAdvanceStatusBadge,
  customerAdvanceStatus,
} from '@web/features/cash-advances/components/status-badge';

export const FOLLOW_NOT_FOUND_TITLE = 'Request Not Found';

function CallUs() {
  return (
    <a href={telHref} className="font-semibold underline underline-offset-4 hover:no-underline">
      {shop.telephone}
    </a>
  );
}

/** A guest's request behind its private link (/cash-advance/follow/:code): status, offer, next steps. */
export function FollowedRequest({ code }: { code: string }) {
  const query = useFollowedRequest(code);
  if (query.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only">Loading your request...</span>
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card className="grid justify-items-start gap-3 px-5 py-5">
        <p>Your request could not be loaded just now.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (!query.data) return <FollowNotFound />;
  return <FollowDetails request={query.data} />;
}

function FollowNotFound() {
  return (
    <Card className="grid justify-items-start gap-3 px-5 py-6">
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{FOLLOW_NOT_FOUND_TITLE}</h2>
      <p>
        This link does not match any cash advance request. Please check that you opened the whole
        link from your confirmation email, or call us on <CallUs />.
      </p>
      <Button asChild variant="outline">
        <Link to={paths.cashAdvance}>Request a cash advance</Link>
      </Button>
    </Card>
  );
}

function FollowDetails({ request }: { request: CashAdvanceFollow }) {
  const facts: [string, string][] = [
    ['Reference', request.agreementNumber],
    ['Item', request.itemCategory],
    ['Amount asked for', formatGBP(request.requestedAmount)],
    ['Requested on', formatDateUK(request.requestedAt)],
  ];
  if (request.offerAmount) facts.push(['Our offer', formatGBP(request.offerAmount)]);
  if (request.dueDate) facts.push(['Due date', formatDateUK(request.dueDate)]);
  return (
    <Card className="grid gap-5 px-5 py-5 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{followStatusTitles[request.status]}</h2>
        <CashAdvanceStatusBadge
          audience="customer"
          status={customerAdvanceStatus({
            status: request.status,
            dueDate: request.dueDate ?? request.requestedAt,
          })}
        />
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {request.offerNote ? (
        <p>
          <span className="font-medium">Note from the shop:</span> {request.offerNote}
        </p>
      ) : null}
      {request.rejectionReason ? (
        <p>
          <span className="font-medium">Reason:</span> {request.rejectionReason}
        </p>
      ) : null}
      <section aria-label="What happens next">
        <h3 className="font-medium">What happens next</h3>
        <ol className="mt-1 list-decimal space-y-1 pl-5">
          {followNextSteps[request.status].map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <p className="text-sm text-muted-foreground">
        The shop is at {shopAddressLine}. Questions? Call us on <CallUs /> and give your reference.
      </p>
    </Card>
  );
}
