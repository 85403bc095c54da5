import { Phone } from 'lucide-react';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import {
  extensionExplanation,
  interestExplanation,
} from '@shared/cash-advances/extension-copy';
import { interestFactsOf } from '@web/features/cash-advances/loan-facts';
import { formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { shop, shopAddressLine, telHref } from '@shared/shop';
import { OpeningHoursTable } from '@web/components/shop/opening-hours-table';
import { Button } from '@web/components/ui/button';

/**
 * "Make Payment" for a customer's active loan: exactly what to pay today to
 * redeem it or to extend it, and how (payments are taken in the shop).
 */
export function MakePayment({ loan }: { loan: Loan }) {
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border border-border p-3">
          <dt className="text-sm text-muted-foreground">To redeem today</dt>
          <dd className="text-xl font-bold tabular-nums text-brand-950">
            {formatGBP(loan.redeemAmount ?? loan.balance)}
          </dd>
          <dd className="text-sm text-muted-foreground">
            {interestExplanation(interestFactsOf(loan))} Pays everything; you take your items home.
          </dd>
        </div>
        {loan.extendAmount && loan.extendAmount !== '0.00' ? (
          <div className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted-foreground">To extend by 28 days</dt>
            <dd className="text-xl font-bold tabular-nums text-brand-950">
              {formatGBP(loan.extendAmount)}
            </dd>
            <dd className="text-sm text-muted-foreground">
              {loan.extendedDueDate
                ? extensionExplanation({ newDueDate: loan.extendedDueDate })
                : `Pays the interest up to today; the new term starts on ${formatDateUK(loan.dueDate)}.`}
            </dd>
          </div>
        ) : loan.extensionBlocked ? (
          <div className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted-foreground">To extend</dt>
            <dd className="text-sm">{loan.extensionBlocked}</dd>
          </div>
        ) : null}
      </dl>
      <p className="text-sm">
        Pay in the shop by cash, card or bank transfer at {shopAddressLine}. You can also pay part
        of it at any time: it pays the charge first, then the loan. Call {shop.telephone} if you
        need to arrange something.
      </p>
      <OpeningHoursTable caption="When to come in" />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <a href={telHref}>
            <Phone aria-hidden="true" />
            Contact Store
          </a>
        </Button>
      </div>
    </div>
  );
}
