import { LOAN_TERM_DAYS } from '@shared/cash-advances/values';
import { formatPrice } from '@shared/money';
import { penniesToDecimal } from '@shared/money-math';
import {
  annualRateOfInterest,
  rateStatement,
  representativeApr,
  termInterestPennies,
} from '@shared/cash-advances/loan';
import { useLoanRates } from '@web/lib/chrome-data';

/** £100, in pennies. */
const exampleLoan = 100_00;

const pounds = (pennies: number) => formatPrice(penniesToDecimal(pennies));

/**
 * The honest cost of the advertised rates, as UK credit advertising requires (docs/decisions/039-lending-terms.md §4):
 * each rate with its annual rate of interest and representative APR, and a representative
 * example of a full term at the gold rate. The rates are the shop's (RATE_GOLD, RATE_GENERAL).
 */
export function RateSmallPrint({ className }: { className?: string }) {
  const { gold, general } = useLoanRates();
  const goldRepay = exampleLoan + termInterestPennies(exampleLoan, gold);
  return (
    <p className={className}>
      Interest is charged by the day at a rate per {LOAN_TERM_DAYS} days. Gold and precious metals:{' '}
      {rateStatement(gold)}. General goods: {rateStatement(general)}. Representative example: borrow{' '}
      {pounds(exampleLoan)} against gold for {LOAN_TERM_DAYS} days at {gold}% per {LOAN_TERM_DAYS}{' '}
      days (annual rate of interest {annualRateOfInterest(gold).toFixed(1)}% fixed) and repay{' '}
      {pounds(goldRepay)}: representative {representativeApr(gold).toFixed(1)}% APR.
    </p>
  );
}
