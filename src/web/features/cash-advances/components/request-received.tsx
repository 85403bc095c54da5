import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { CashAdvanceCreated } from '@shared/cash-advances/follow';
import { shop, shopAddressLine, telHref } from '@shared/shop';
import { paths } from '@web/lib/paths';

/**
 * Shown above the form once a request is in: its reference and what happens next.
 * A guest has no account to find the request in later, so the reference is the
 * one thing to keep.
 */
export function RequestReceived({
  request,
  signedIn,
}: {
  request: CashAdvanceCreated;
  signedIn: boolean;
}) {
  const headingId = useId();
  // The agreement number: the one reference the emails, the loan pages and staff use too.
  const reference = request.agreementNumber;
  return (
    <section
      role="status"
      aria-labelledby={headingId}
      className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950 sm:p-5"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <CheckCircle2 className="size-5 text-emerald-700" aria-hidden="true" />
        Request received
      </h3>
      <p className="mt-2">
        Your reference is <strong className="font-mono text-base tracking-wide">{reference}</strong>
        .{' '}
        {signedIn
          ? 'You can also find the request on your dashboard.'
          : 'Please note it down: quote it when you call or visit.'}
      </p>
      {request.followCode ? (
        <p className="mt-2">
          Follow your request at any time, without signing in:{' '}
          <Link
            to={paths.followCashAdvance(request.followCode)}
            className="font-semibold underline underline-offset-4"
          >
            Follow your request
          </Link>
          .{' '}
          {request.customerEmail
            ? 'We have emailed you this private link too: keep it to yourself.'
            : 'Keep this private link to yourself: bookmark it to come back.'}
        </p>
      ) : null}
      <p className="mt-3 font-medium">What happens next</p>
      <ol className="mt-1 list-decimal space-y-1 pl-5">
        <li>
          We review your request, usually within one working day, and call you on{' '}
          {request.customerPhone ?? 'the number you gave'}.
        </li>
        <li>
          Bring the item and photo ID to {shopAddressLine} for a free valuation; the final amount is
          agreed in the shop.
        </li>
        <li>
          Questions? Call us on{' '}
          <a href={telHref} className="font-semibold underline underline-offset-4">
            {shop.telephone}
          </a>{' '}
          and give your reference.
        </li>
      </ol>
    </section>
  );
}
