import { ArrowLeft, Calculator, Navigation, Phone } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { dailyInterestOn, interestForDays } from '@shared/cash-advances/daily-interest';
import {
  annualRateOfInterest,
  computeRepayment,
  LOAN_TO_VALUE_PERCENT,
  maximumLoanPennies,
  representativeApr,
  termInterestPennies,
} from '@shared/cash-advances/loan';
import { collateralTypes, LOAN_TERM_DAYS, type CollateralType } from '@shared/cash-advances/values';
import { formatGBP } from '@shared/money';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { directionsUrl, shop, telHref } from '@shared/shop';
import { amountMessages, amountTextProblem } from '@shared/cash-advances/amount-text';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { NativeSelect, ValueListOptions } from '@web/components/ui/native-select';
import { InfoTooltip } from '@web/components/ui/tooltip';
import { cn } from '@web/lib/cn';
import { useLoanRates } from '@web/lib/chrome-data';
import { MoneyInput } from '@web/components/ui/money-input';

/** What "Use this amount" hands to the request form. */
export type LoanEstimate = {
  estimatedValue: string;
  collateralType: CollateralType;
  loanAmount: string;
};

const money = (pennies: number) => formatGBP(penniesToDecimal(pennies));

/** The day the example repays on: "Repay on day 10 and you pay ten days' interest". */
const EXAMPLE_DAY = 10;

/**
 * How interest adds up, in plain words (decision 039): by the day, a full term's figure, the
 * cap at the amount lent, and no recourse past what the item fetches. The calculator and the
 * request form say it alike.
 */
export function interestByTheDay(loanPennies: number, ratePercent: number): string {
  const perDay = dailyInterestOn(loanPennies, ratePercent);
  const fullTerm = termInterestPennies(loanPennies, ratePercent);
  return (
    `Interest is charged by the day: about ${money(perDay)} a day. Repay on day ${EXAMPLE_DAY} and you ` +
    `pay ten days' interest (${money(interestForDays(loanPennies, ratePercent, EXAMPLE_DAY))}); ${money(fullTerm)} is what a full ` +
    `${LOAN_TERM_DAYS} days costs. The interest never adds up to more than the amount you borrow, ` +
    `and you never owe more than your item fetches.`
  );
}

function ResultRow({
  label,
  hint,
  value,
  emphasis = false,
}: {
  label: string;
  hint: ReactNode;
  value: string;
  emphasis?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-3">
      <dt className="flex items-center gap-1 text-sm whitespace-nowrap text-muted-foreground">
        {label}
        <InfoTooltip label={label}>{hint}</InfoTooltip>
      </dt>
      <dd
        className={cn(
          'ml-auto',
          emphasis
            ? 'text-2xl font-extrabold text-brand-900 tabular-nums'
            : 'text-base font-semibold tabular-nums',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * Spec "Loan Calculator card": estimated value and collateral type in, the most we
 * lend, the rate (with its annual rate of interest and APR), the interest of a day and
 * the full 28-day repayment out, shown only once both inputs are set and the loan is
 * above zero. The maths is the shared module the server uses, at the shop's rates.
 */
export function LoanCalculator({
  onUseAmount,
}: {
  onUseAmount?: (estimate: LoanEstimate) => void;
}) {
  const titleId = useId();
  const valueId = useId();
  const valueHintId = useId();
  const collateralId = useId();
  const rates = useLoanRates();
  const [value, setValue] = useState('');
  const [collateral, setCollateral] = useState<CollateralType | ''>('');

  const valuePennies = value.trim() === '' ? null : parsePennies(value);
  const problem = value.trim() === '' ? null : amountTextProblem(value);
  const valueMessage = problem
    ? amountMessages('Estimated value')[problem]
    : value.trim() !== '' && valuePennies === null
      ? `That is more than we can value online. Please call us on ${shop.telephone}.`
      : null;
  const loanPennies =
    valuePennies !== null && collateral !== '' ? maximumLoanPennies(valuePennies, collateral) : 0;
  const repayment =
    collateral !== '' && loanPennies > 0 ? computeRepayment(loanPennies, collateral, rates) : null;
  const invalidValue = valueMessage !== null;
  const estimate: LoanEstimate | null =
    repayment && collateral !== '' && valuePennies !== null
      ? {
          estimatedValue: penniesToDecimal(valuePennies),
          collateralType: collateral,
          loanAmount: penniesToDecimal(repayment.loanPennies),
        }
      : null;

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} asChild className="flex items-center gap-2.5 text-xl">
          <h2>
            <Calculator className="size-5 text-gold-600" aria-hidden="true" />
            Loan Calculator
          </h2>
        </CardTitle>
        <CardDescription>See how much you could borrow against your item.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        <div className="grid gap-2">
          <Label htmlFor={valueId}>Estimated Item Value (£)</Label>
          <MoneyInput
            id={valueId}
            placeholder="0.00"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={invalidValue || undefined}
            aria-describedby={invalidValue ? valueHintId : undefined}
          />
          {invalidValue ? (
            <p id={valueHintId} className="text-sm text-destructive">
              {valueMessage}
            </p>
          ) : null}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={collateralId}>Collateral Type</Label>
          <NativeSelect
            id={collateralId}
            value={collateral}
            onChange={(event) => setCollateral(event.target.value as CollateralType | '')}
          >
            <ValueListOptions options={collateralTypes} placeholder="Select collateral type" />
          </NativeSelect>
        </div>

        {/* One short sentence for screen readers, not the whole panel, each time the figures change. */}
        <p className="sr-only" aria-live="polite">
          {repayment
            ? `You could borrow up to ${money(repayment.loanPennies)} and repay ${money(repayment.totalPennies)} after ${LOAN_TERM_DAYS} days.`
            : ''}
        </p>
        <div>
          {repayment ? (
            <div className="grid gap-4">
              <dl className="divide-y divide-border rounded-lg border border-gold-200 bg-gold-50 px-4">
                <ResultRow
                  label="Maximum Loan Amount"
                  value={money(repayment.loanPennies)}
                  emphasis
                  hint={`We lend up to ${LOAN_TO_VALUE_PERCENT.gold}% of the estimated value for gold and precious metals, and up to ${LOAN_TO_VALUE_PERCENT.general}% for general goods.`}
                />
                <ResultRow
                  label="Interest Rate"
                  value={`${repayment.ratePercent}% for ${LOAN_TERM_DAYS} days`}
                  hint={`Charged by the day on the amount you borrow: ${money(repayment.interestPennies)} is a full ${LOAN_TERM_DAYS} days' interest.`}
                />
                <ResultRow
                  label="Annual Rate of Interest"
                  value={`${annualRateOfInterest(repayment.ratePercent).toFixed(1)}% a year fixed`}
                  hint={`The rate for ${LOAN_TERM_DAYS} days over a year, not compounded. It stays the same for the whole agreement.`}
                />
                <ResultRow
                  label="Representative APR"
                  value={`${representativeApr(repayment.ratePercent).toFixed(1)}%`}
                  hint="The annual percentage rate: the cost of the credit as a yearly rate, worked out as the law sets."
                />
                <ResultRow
                  label={`Total Repayment (${LOAN_TERM_DAYS} days)`}
                  value={money(repayment.totalPennies)}
                  hint={`The loan plus a full ${LOAN_TERM_DAYS} days' interest. Repay sooner and you pay less.`}
                />
              </dl>
              <p className="text-sm text-muted-foreground">
                {interestByTheDay(repayment.loanPennies, repayment.ratePercent)}
              </p>
              {onUseAmount && estimate ? (
                <Button variant="secondary" onClick={() => onUseAmount(estimate)}>
                  <ArrowLeft aria-hidden="true" className="hidden lg:block" />
                  Use this amount
                </Button>
              ) : null}
              <p className="text-sm text-muted-foreground">
                This is an estimate. The final loan amount depends on a professional appraisal of
                your item in store.
              </p>
              <p className="rounded-md bg-muted px-3 py-2 text-xs leading-relaxed text-muted-foreground">
                <strong className="font-semibold text-foreground">Representative example:</strong>{' '}
                borrow {money(repayment.loanPennies)} for {LOAN_TERM_DAYS} days at{' '}
                {repayment.ratePercent}% per {LOAN_TERM_DAYS} days, charged by the day (interest{' '}
                {money(repayment.interestPennies)}), and repay {money(repayment.totalPennies)}.
                Annual rate of interest {annualRateOfInterest(repayment.ratePercent).toFixed(1)}%
                (fixed). Representative {representativeApr(repayment.ratePercent).toFixed(1)}% APR.
              </p>
            </div>
          ) : (
            <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
              Enter your item&apos;s estimated value and choose a collateral type to see how much
              you could borrow.
            </p>
          )}
        </div>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3 sm:flex-row">
        <Button asChild className="flex-1">
          <a href={directionsUrl} target="_blank" rel="noopener noreferrer">
            <Navigation aria-hidden="true" />
            Visit Store
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <Button asChild variant="outline" className="flex-1">
          <a href={telHref}>
            <Phone aria-hidden="true" />
            Call Us
          </a>
        </Button>
      </CardFooter>
    </Card>
  );
}
