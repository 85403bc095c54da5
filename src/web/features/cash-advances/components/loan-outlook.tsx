import { FileText, Phone } from 'lucide-react';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { closedDueDayNotice, closedDueDayRule } from '@shared/cash-advances/due-words';
import { formatGBP } from '@shared/money';
import { shop, telHref } from '@shared/shop';
import { addDays, daysBetween } from '@shared/repairs/dates';
import { Button } from '@web/components/ui/button';
import { saleStatementUrl } from '@web/features/cash-advances/api/get-cash-advance';
import { SaleStatementFigures } from '@web/features/cash-advances/components/sale-statement-figures';
import {
  dueDayOf,
  formatDay,
  interestFreeUntilOf,
  isOverdueLoan,
  toPennies,
} from '@web/features/cash-advances/loan-facts';

/**
 * Until when the pawn can be redeemed (Consumer Credit Act 1974 s.116): at least
 * to the end of the redemption period, then until it is sold, or for £75 or less
 * until it becomes the shop's (s.120). Null when the server gives neither date.
 */
function redeemableUntil(loan: Loan): string | null {
  const ends = loan.redemptionPeriodEnds;
  if (!ends) return null;
  const ended = daysBetween(ends, loan.figuresOn) > 0;
  if (loan.forfeitableFrom) {
    return ended
      ? `The redemption period ended on ${formatDay(ends)}: it may now become the shop’s. Until then you can still redeem it.`
      : `You can redeem it until at least ${formatDay(ends)}; after that it may become the shop’s.`;
  }
  if (loan.noticeOfSaleFrom) {
    return ended
      ? `The redemption period ended on ${formatDay(ends)}: you can still redeem it until it is sold.`
      : `You can redeem it until at least ${formatDay(ends)}, and after that until it is sold.`;
  }
  return null;
}

/**
 * An active loan: when it is due, what each later day costs, what a closure on
 * the due date gives (decision 036), and until when it is redeemable.
 */
function ActiveOutlook({ loan }: { loan: Loan }) {
  const due = dueDayOf(loan);
  const until = redeemableUntil(loan);
  const interestFreeUntil = interestFreeUntilOf(loan);
  const closedOnDue = closedDueDayNotice(due, interestFreeUntil, loan.figuresOn);
  // Past the due date but in the shut days after it: nothing is added yet.
  const interestRuns = isOverdueLoan(loan) && daysBetween(interestFreeUntil, loan.figuresOn) > 0;
  return (
    <>
      {interestRuns ? (
        <p className="font-medium text-destructive">
          Overdue since {formatDay(addDays(due, 1))}: {formatGBP(loan.dailyInterest)} a day is added
          until you repay or extend.
        </p>
      ) : closedOnDue ? null : (
        <p>Your loan is due on {formatDay(due)}: repay or extend it by then.</p>
      )}
      {closedOnDue ? <p>{closedOnDue}</p> : null}
      {interestRuns ? null : (
        <p>
          Interest runs by the day, {formatGBP(loan.dailyInterest)} a day: repay early and you pay
          only the days you have had the money. After {formatDay(interestFreeUntil)} it carries on
          at the same rate; nothing else is charged.
        </p>
      )}
      {interestRuns || closedOnDue ? null : <p>{closedDueDayRule}</p>}
      {until ? <p>{until}</p> : null}
    </>
  );
}

/**
 * "What happens next" for a customer's loan that can still be redeemed, in plain
 * English: due date and daily interest, the redemption period, a notice of sale
 * or a listing. Null for any other loan.
 */
export function LoanOutlook({ loan }: { loan: Loan }) {
  if (loan.status === 'active') {
    return (
      <div className="grid gap-2">
        <ActiveOutlook loan={loan} />
      </div>
    );
  }
  if (loan.status === 'sale_notice') {
    return (
      <div className="grid gap-2">
        <p className="font-medium text-destructive">
          {loan.noticeOfSale?.saleAllowedFrom
            ? `We have given notice that we intend to sell it from ${formatDay(loan.noticeOfSale.saleAllowedFrom)}.`
            : 'We have given notice that we intend to sell it.'}{' '}
          You can still redeem it until it is sold: {formatGBP(loan.balance)} today.
        </p>
        {loan.noticeOfSale ? (
          <p>The asking price is {formatGBP(loan.noticeOfSale.askingPrice)}.</p>
        ) : null}
      </div>
    );
  }
  if (loan.status === 'for_sale') {
    return (
      <div className="grid gap-2">
        <p className="font-medium text-destructive">
          It is for sale. You can still redeem it until it is sold.
        </p>
        <p>To redeem it today: {formatGBP(loan.balance)}.</p>
      </div>
    );
  }
  return null;
}

/** Whether the loan page has something to say in "What happens next". */
export const hasOutlook = (loan: Pick<Loan, 'status'>): boolean =>
  loan.status === 'active' || loan.status === 'sale_notice' || loan.status === 'for_sale';

/**
 * A sold pawn (s.121): the statement's figures, its PDF, and the surplus the shop
 * owes until it is paid, or the shortfall, said plainly. Null before a sale.
 */
export function SaleNews({ loan }: { loan: Loan }) {
  const statement = loan.saleStatement;
  if (!statement) return null;
  const surplus = toPennies(statement.surplus);
  const shortfall = toPennies(statement.shortfall);
  return (
    <div className="grid gap-4">
      <p>
        We sold the items you pledged on {formatDay(statement.saleDate)}. Here is the statement of
        the sale.
      </p>
      <SaleStatementFigures statement={statement} audience="customer" />
      {surplus > 0 && !statement.surplusPaidAt ? (
        <p className="font-medium">
          We owe you {formatGBP(statement.surplus)}: come into the shop with photo ID or call us.
        </p>
      ) : surplus > 0 ? (
        <p>The surplus has been paid to you: nothing more is owed on this loan.</p>
      ) : shortfall > 0 ? (
        <p>
          The sale fetched less than you owed on the day of the sale, after its costs. We have
          written off the shortfall of {formatGBP(statement.shortfall)}: you owe us nothing more on
          this loan, and we will never ask you for it. Call us on {shop.telephone} with any question
          about it.
        </p>
      ) : (
        <p>The sale covered exactly what you owed: there is no surplus and no shortfall.</p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <a href={saleStatementUrl(loan.id)} target="_blank" rel="noopener">
            <FileText aria-hidden="true" />
            Statement of sale (PDF)
          </a>
        </Button>
        {surplus > 0 && !statement.surplusPaidAt ? (
          <Button asChild>
            <a href={telHref}>
              <Phone aria-hidden="true" />
              Contact Store
            </a>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
