import { LOAN_TERM_DAYS } from '@shared/cash-advances/values';
import { formatGBPWhole } from '@shared/money';
import {
  GENERAL_RATE_PERCENT as generalRatePercent,
  GOLD_RATE_PERCENT as goldRatePercent,
  representativeApr,
} from '@shared/cash-advances/loan';

const exampleLoan = 100;

/** The honest cost of the advertised rates, as UK credit advertising requires (PRODUCT.md). */
export function RateSmallPrint({ className }: { className?: string }) {
  const goldRepay = exampleLoan * (1 + goldRatePercent / 100);
  return (
    <p className={className}>
      Rates are a flat fee for the {LOAN_TERM_DAYS}-day term, not an annual rate. Representative
      example: borrow {formatGBPWhole(exampleLoan)} against gold for {LOAN_TERM_DAYS} days at a flat{' '}
      {goldRatePercent}% and repay {formatGBPWhole(goldRepay)}: representative{' '}
      {representativeApr(goldRatePercent).toFixed(1)}% APR. General goods at {generalRatePercent}%
      flat: representative {representativeApr(generalRatePercent).toFixed(1)}% APR.
    </p>
  );
}
