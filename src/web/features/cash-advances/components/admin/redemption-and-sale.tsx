import type { ReactNode } from 'react';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { formatGBP } from '@shared/money';
import { Figure } from '@web/features/cash-advances/components/loan-details';
import { SaleStatementFigures } from '@web/features/cash-advances/components/sale-statement-figures';
import {
  dayOf,
  dueDayOf,
  formatDay,
  interestFreeUntilOf,
  isRedeemable,
} from '@web/features/cash-advances/loan-facts';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold text-brand-950">{title}</h3>
      {children}
    </div>
  );
}

const figureGrid = 'grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3';

/**
 * Staff's view of the dates and figures the law turns on (docs/decisions/023-pawn-law.md):
 * the redemption period, the daily interest after the due date, what comes after
 * the period (forfeit or notice), the notice given, and the sale's statement with
 * its surplus owed or paid. Null before an agreement.
 */
export function RedemptionAndSale({ loan }: { loan: Loan }) {
  if (!loan.startDate) return null;
  const notice = loan.noticeOfSale;
  const statement = loan.saleStatement;
  const redeemable = isRedeemable(loan.status);
  const interestFreeUntil = interestFreeUntilOf(loan);
  return (
    <div className="grid gap-6">
      <dl className={figureGrid}>
        {loan.redemptionPeriodEnds ? (
          <Figure label="Redemption period ends" value={formatDay(loan.redemptionPeriodEnds)} />
        ) : null}
        {redeemable ? (
          <Figure label="Interest a day" value={`${formatGBP(loan.dailyInterest)} a day`} />
        ) : null}
        {redeemable && interestFreeUntil !== dueDayOf(loan) ? (
          <Figure
            label="Shop closed on the due date: no interest until"
            value={formatDay(interestFreeUntil)}
          />
        ) : null}
        {redeemable && loan.daysLate > 0 ? (
          <Figure label="Days past the due date" value={String(loan.daysLate)} />
        ) : null}
        {loan.forfeitableFrom ? (
          <Figure label="May be forfeited from" value={formatDay(loan.forfeitableFrom)} />
        ) : null}
        {loan.noticeOfSaleFrom ? (
          <Figure label="Notice of sale from" value={formatDay(loan.noticeOfSaleFrom)} />
        ) : null}
        {loan.enteredLater ? (
          <Figure label="Entered later" value={`Made on paper on ${formatDay(loan.startDate)}`} />
        ) : null}
      </dl>
      {redeemable ? (
        <p className="text-sm text-muted-foreground">
          Redeemable until it is sold: the balance includes the daily interest to today.
        </p>
      ) : null}
      {notice ? (
        <Part title="Notice of intention to sell">
          <dl className={figureGrid}>
            <Figure label="Given on" value={formatDay(dayOf(notice.givenAt))} />
            <Figure
              label="Posted on"
              value={notice.postedAt ? formatDay(dayOf(notice.postedAt)) : 'Not marked posted'}
            />
            <Figure label="Owed on the day of the notice" value={formatGBP(notice.owed)} />
            <Figure label="Asking price" value={formatGBP(notice.askingPrice)} />
            <Figure
              label={notice.deliveredBy === 'email' ? 'Sent by email' : 'Treated as delivered on'}
              value={
                notice.deliveredOn ? formatDay(notice.deliveredOn) : 'Once the letter is posted'
              }
            />
            <Figure
              label="Sale allowed from"
              value={
                notice.saleAllowedFrom
                  ? formatDay(notice.saleAllowedFrom)
                  : 'Mark the letter posted to date it'
              }
            />
            {loan.listedAt ? (
              <Figure label="Listed for sale on" value={formatDay(dayOf(loan.listedAt))} />
            ) : null}
          </dl>
        </Part>
      ) : null}
      {statement ? (
        <Part title="Statement of the sale">
          <SaleStatementFigures statement={statement} audience="staff" />
        </Part>
      ) : null}
    </div>
  );
}
