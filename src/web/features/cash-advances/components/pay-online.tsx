import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { MIN_ONLINE_PART_PAYMENT_PENNIES } from '@shared/cash-advances/pawn-book-values';
import type { PayOnlineInput } from '@shared/cash-advances/agreement-schemas';
import {
  extensionExplanation,
  interestExplanation,
} from '@shared/cash-advances/extension-copy';
import { LOAN_TERM_DAYS } from '@shared/cash-advances/values';
import { formatGBP } from '@shared/money';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { addDays } from '@shared/repairs/dates';
import { OnlineCharge } from '@web/components/payments/online-charge';
import { MoneyInput } from '@web/components/ui/money-input';
import { Button } from '@web/components/ui/button';
import { usePayOnline } from '@web/features/cash-advances/api/pay-online';
import {
  dueDayOf,
  interestFactsOf,
  poundsOf,
  toPennies,
} from '@web/features/cash-advances/loan-facts';
import { errorMessage } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** What can be paid online: the whole balance is a redemption (or a withdrawal's repayment). */
type PaymentKind = PayOnlineInput['kind'];

export const CHOOSE_WHAT_TO_PAY = 'Choose what to pay.';
export const payButtonText = (amount: string) => `Pay ${formatGBP(amount)} by card`;

/** Why a part payment of `text` pounds cannot be paid online, or null. */
export function partPaymentProblem(text: string, balancePennies: number): string | null {
  if (!text.trim()) return 'Give the amount you want to pay.';
  const pennies = parsePennies(text.trim());
  if (pennies === null) return 'Give the amount in pounds and pence, such as 25.00.';
  if (pennies < MIN_ONLINE_PART_PAYMENT_PENNIES) {
    return `A part payment online is at least ${poundsOf(MIN_ONLINE_PART_PAYMENT_PENNIES)}.`;
  }
  if (pennies >= balancePennies) {
    return `That is the whole balance or more (${poundsOf(balancePennies)}): choose Redeem instead.`;
  }
  return null;
}

/** Whether an extension can be paid: an active loan not yet extended this term. */
export const canExtendOnline = (loan: Loan) =>
  loan.status === 'active' && loan.extendAmount !== null && toPennies(loan.extendAmount) > 0;

function Choice({
  value,
  chosen,
  onChoose,
  children,
}: {
  value: PaymentKind;
  chosen: PaymentKind | null;
  onChoose: (kind: PaymentKind) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-start gap-3 rounded-md border border-border p-3">
      <input
        type="radio"
        name="kind"
        value={value}
        checked={chosen === value}
        onChange={() => onChoose(value)}
        className="mt-1"
      />
      <span className="grid gap-0.5">{children}</span>
    </label>
  );
}

/**
 * "Pay online" for the customer's redeemable loan (decision 024): an extension,
 * the redemption or a part payment of at least £10, charged on the provider's
 * hosted page. What will be charged is said before the button; the server works
 * the amount out again, and if its figure differs the customer is told, not sent.
 */
export function PayOnline({ loan }: { loan: Loan }) {
  const queryClient = useQueryClient();
  const pay = usePayOnline(loan.id);
  const amountId = useId();
  const [kind, setKind] = useState<PaymentKind | null>(null);
  const [partText, setPartText] = useState('');
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const extendable = canExtendOnline(loan);
  const redeemAmount = loan.redeemAmount ?? loan.balance;
  const balancePennies = toPennies(redeemAmount);
  const partAllowed = balancePennies > MIN_ONLINE_PART_PAYMENT_PENNIES;
  const partProblem = kind === 'part' ? partPaymentProblem(partText, balancePennies) : null;
  const charge =
    kind === 'extension'
      ? loan.extendAmount
      : kind === 'redemption'
        ? redeemAmount
        : kind === 'part' && !partProblem
          ? penniesToDecimal(parsePennies(partText.trim()) ?? 0)
          : null;

  const choose = (next: PaymentKind) => {
    setKind(next);
    setProblem(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pay.isPending || leaving) return;
    setTried(true);
    setProblem(kind ? null : CHOOSE_WHAT_TO_PAY);
    // A part payment's amount says what is wrong with it under the field.
    if (!kind || !charge) return;
    pay.mutate(
      { kind, ...(kind === 'part' ? { amount: charge } : {}) },
      {
        onSuccess: (answer) => {
          if (toPennies(answer.amount) !== toPennies(charge)) {
            // The figures moved since the page was drawn (a new day, a payment in the shop).
            setProblem(
              `Today the amount is ${formatGBP(answer.amount)}, not ${formatGBP(charge)}: check the figures and press the button again to pay it.`,
            );
            void queryClient.invalidateQueries({ queryKey: queryKeys.cashAdvances.all });
            return;
          }
          setLeaving(true);
          window.location.assign(answer.paymentUrl);
        },
        onError: (error) =>
          setProblem(errorMessage(error, 'The payment could not be started. Please try again.')),
      },
    );
  };

  return (
    <form aria-label="Pay online" noValidate onSubmit={onSubmit} className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-medium">What would you like to pay?</legend>
        {extendable && loan.extendAmount ? (
          <Choice value="extension" chosen={kind} onChoose={choose}>
            <span className="font-medium">
              Extend by {LOAN_TERM_DAYS} days: {formatGBP(loan.extendAmount)}
            </span>
            <span className="text-sm text-muted-foreground">
              {extensionExplanation({
                newDueDate: loan.extendedDueDate ?? addDays(dueDayOf(loan), LOAN_TERM_DAYS),
              })}
            </span>
          </Choice>
        ) : null}
        <Choice value="redemption" chosen={kind} onChoose={choose}>
          <span className="font-medium">
            {loan.withdrawal ? 'Repay and withdraw' : 'Redeem'}: {formatGBP(redeemAmount)}
          </span>
          <span className="text-sm text-muted-foreground" data-testid="interest-explanation">
            {interestExplanation(interestFactsOf(loan))}
          </span>
          <span className="text-sm text-muted-foreground">
            Pays everything; bring your pawn-receipt to collect your items.
          </span>
        </Choice>
        {partAllowed ? (
          <Choice value="part" chosen={kind} onChoose={choose}>
            <span className="font-medium">Part payment</span>
            <span className="text-sm text-muted-foreground">
              At least {poundsOf(MIN_ONLINE_PART_PAYMENT_PENNIES)}: it pays the charge first, then
              the loan.
            </span>
          </Choice>
        ) : null}
      </fieldset>
      {kind === 'part' ? (
        <div className="grid max-w-xs gap-1.5">
          <label htmlFor={amountId} className="text-sm font-medium">
            Amount (£)
          </label>
          <MoneyInput
            id={amountId}
            value={partText}
            onChange={(event) => setPartText(event.target.value)}
            min={penniesToDecimal(MIN_ONLINE_PART_PAYMENT_PENNIES)}
            aria-invalid={tried && partProblem ? true : undefined}
            aria-describedby={`${amountId}-hint`}
          />
          <p
            id={`${amountId}-hint`}
            className={
              tried && partProblem ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'
            }
          >
            {tried && partProblem
              ? partProblem
              : `From ${poundsOf(MIN_ONLINE_PART_PAYMENT_PENNIES)} to less than ${poundsOf(balancePennies)}.`}
          </p>
        </div>
      ) : null}
      {charge ? <OnlineCharge amount={charge} className="font-medium" /> : null}
      {problem ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 p-3 text-sm text-destructive"
        >
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" aria-disabled={pay.isPending || leaving}>
          {pay.isPending || leaving
            ? 'Opening the payment page...'
            : charge
              ? payButtonText(charge)
              : 'Pay by card'}
        </Button>
      </div>
    </form>
  );
}
