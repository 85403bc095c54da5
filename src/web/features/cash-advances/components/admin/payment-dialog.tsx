import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { paymentFieldsSchema, type Loan } from '@shared/cash-advances/agreement-schemas';
import { applyPayment, paymentRefusal, type LoanPosition } from '@shared/cash-advances/ledger';
import {
  FORFEIT_LIMIT_PENNIES,
  paymentKinds,
  paymentMethods,
  receiptSubstitutes,
  receiptSubstituteValues,
  type PaymentKind,
  type PaymentMethod,
  type ReceiptSubstitute,
} from '@shared/cash-advances/pawn-book-values';
import { formatGBP } from '@shared/money';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { FormField } from '@web/components/form/form-field';
import { useZodForm } from '@web/components/form/use-zod-form';
import { MoneyInput } from '@web/components/ui/money-input';
import { NativeSelect, ValueListOptions } from '@web/components/ui/native-select';
import { toast } from '@web/components/ui/use-toast';
import { newIdempotencyKey } from '@web/lib/idempotency-key';
import { lostReceiptFormUrl } from '@web/features/cash-advances/api/get-admin-cash-advance';
import { useRecordCashAdvancePayment } from '@web/features/cash-advances/api/record-cash-advance-payment';
import { dueDayOf, formatDay, positionOn, toPennies } from '@web/features/cash-advances/loan-facts';
import {
  LoanDialog,
  type LoanDialogProps,
  toastRefusal,
  WorkedFigures,
} from '@web/features/cash-advances/components/admin/loan-dialog';

/** The desk's fields: "Receipt shown" is the empty choice of the lost-receipt form. */
const paymentDialogSchema = paymentFieldsSchema.extend({
  receiptSubstitute: z.enum([...receiptSubstituteValues, '']).optional(),
});

type PaymentValues = {
  kind: PaymentKind;
  amount: string;
  method: PaymentMethod;
  note: string;
  receiptSubstitute: ReceiptSubstitute | '';
};

const pounds = (pennies: number) => formatGBP(penniesToDecimal(pennies));

/**
 * The loan's position today, for working out a payment's effect: its ledger
 * replayed as the server does; should that not give the server's balance, a
 * position built from the server's own figures (the server checks again anyway).
 */
function positionOf(loan: Loan): LoanPosition {
  const replayed = positionOn(loan);
  if (replayed && replayed.balance === toPennies(loan.balance)) return replayed;
  const principalOwed = toPennies(loan.principalOwed);
  return {
    principalOwed,
    interestOwed: toPennies(loan.interestOwed),
    balance: toPennies(loan.balance),
    interestCharged: toPennies(loan.interestCharged),
    interestWaived: toPennies(loan.interestWaived),
    totalPaid: toPennies(loan.totalPaid),
    terms: loan.terms,
    dueDate: dueDayOf(loan),
    // The server refuses a second extension in a term; the dialog hides it (extensionBlocked).
    previousDueDate: null,
    redeemed: false,
    chargedThrough: loan.figuresOn,
    daysCharged: loan.daysCharged,
    dailyInterest: toPennies(loan.dailyInterest),
    daysLate: loan.daysLate,
    capReached: loan.capReached,
    frozenFrom: loan.interestFrozenFrom,
    stretch: { days: 0, interest: 0 },
  };
}

/** What the payment would do, or why it would be refused (the server checks the same rules). */
function paymentEffect(loan: Loan, kind: PaymentKind, amount: string): [string, string][] | string {
  const amountPennies = parsePennies(amount);
  if (amountPennies === null) return 'Enter the amount taken.';
  const position = positionOf(loan);
  const entry = { kind, amountPennies, onDate: loan.figuresOn };
  const refusal = paymentRefusal(position, entry);
  if (refusal) return refusal.message;
  const agreement = {
    loanPennies: toPennies(loan.loanAmount),
    ratePercent: toPennies(loan.interestRate) / 100,
    startDate: loan.startDate ?? loan.figuresOn,
  };
  const { allocation, position: after } = applyPayment(agreement, position, entry);
  const rows: [string, string][] = [
    ['Pays interest', pounds(allocation.interestPennies)],
    ['Pays principal', pounds(allocation.principalPennies)],
  ];
  if (kind === 'extension') rows.push(['Due after', formatDay(after.dueDate)]);
  rows.push(['Balance after', pounds(after.balance)]);
  return rows;
}

/** The amount each kind takes: the balance to redeem or repay, the interest owed to extend. */
const fixedAmount = (loan: Loan, kind: PaymentKind) =>
  kind === 'redemption' || kind === 'withdrawal'
    ? loan.redeemAmount
    : kind === 'extension'
      ? loan.extendAmount
      : null;

/**
 * The kinds of payment the loan can take now: no extension once it is under a
 * notice of sale or listed, or when it was already extended this term (the
 * server answers no `extendAmount` then); after a notice of withdrawal the
 * whole balance is its repayment, and without one there is none.
 */
const kindsFor = (loan: Loan) =>
  paymentKinds.filter((option) => {
    if (option.value === 'extension') return loan.extendAmount !== null;
    if (option.value === 'withdrawal') return loan.withdrawal !== null;
    if (option.value === 'redemption') return loan.withdrawal === null;
    return true;
  });

/** The lost-receipt forms this loan may take (s.118): a signed statement only for £75 or less. */
const substitutesFor = (loan: Loan) =>
  receiptSubstitutes.filter(
    (option) =>
      option.value !== 'signed_statement' || toPennies(loan.loanAmount) <= FORFEIT_LIMIT_PENNIES,
  );

/** What the dialog says about the loan before the payment's figures. */
function paymentDescription(loan: Loan): string {
  const owed = `${loan.agreementNumber}: balance ${formatGBP(loan.balance)}, of which interest ${formatGBP(loan.interestOwed)} for ${loan.daysCharged} ${loan.daysCharged === 1 ? 'day' : 'days'}.`;
  const running = loan.capReached
    ? ' The interest has reached the amount lent and stopped growing.'
    : loan.interestFrozenFrom
      ? ` Interest frozen from ${formatDay(loan.interestFrozenFrom)}.`
      : ` Each day adds ${formatGBP(loan.dailyInterest)}.`;
  const withdrawal = loan.withdrawal
    ? ` The customer gave notice of withdrawal: repay by ${formatDay(loan.withdrawal.repayBy)}.`
    : '';
  const noExtension = loan.extensionBlocked
    ? ` ${loan.extensionBlocked}`
    : loan.extendAmount === null && !loan.withdrawal
      ? ' Under a notice of sale: part payment or redemption only.'
      : '';
  return `${owed}${running}${withdrawal}${noExtension}`;
}

/** Take a payment in the shop: one key per opening, so a retry records it once. */
export function PaymentDialog({ loan, open, onOpenChange }: LoanDialogProps) {
  const record = useRecordCashAdvancePayment();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useZodForm<PaymentValues, z.output<typeof paymentDialogSchema>>({
    schema: paymentDialogSchema,
    blankMessages: { amount: 'Amount is required' },
    mode: 'onSubmit',
    defaultValues: {
      kind: loan.withdrawal ? 'withdrawal' : 'redemption',
      amount: loan.redeemAmount ?? '',
      method: 'cash',
      note: '',
      receiptSubstitute: '',
    },
  });
  const [kind, amount, substitute] = useWatch({
    control: form.control,
    name: ['kind', 'amount', 'receiptSubstitute'],
  });
  const fixed = fixedAmount(loan, kind);

  // Redemption and extension take an exact figure; a part payment is typed.
  useEffect(() => {
    form.setValue('amount', fixed ?? '');
  }, [fixed, form]);

  const effect = paymentEffect(loan, kind, amount);

  return (
    <LoanDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Take a payment"
      description={paymentDescription(loan)}
      pending={record.isPending}
      confirmLabel="Record payment"
      onSubmit={() =>
        void form.handleSubmit((input) =>
          record.mutate(
            {
              id: loan.id,
              // Worked out against the ledger on screen; an extension names the term it extends.
              input: {
                ...input,
                receiptSubstitute:
                  (kind === 'redemption' || kind === 'withdrawal') && input.receiptSubstitute
                    ? input.receiptSubstitute
                    : undefined,
                basedOnPayments: loan.payments.length,
                ...(kind === 'extension' ? { dueDate: loan.dueDate.slice(0, 10) } : {}),
              },
              idempotencyKey,
            },
            {
              onSuccess: (answer) => {
                toast({
                  title: 'Payment Recorded',
                  description:
                    answer.status === 'paid' || answer.status === 'withdrawn'
                      ? 'The loan is closed: hand the items back to the bearer of the receipt.'
                      : `Balance now ${formatGBP(answer.balance)}.`,
                });
                onOpenChange(false);
              },
              onError: toastRefusal,
            },
          ),
        )()
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="kind" label="Payment">
          {(control) => (
            <NativeSelect {...control}>
              <ValueListOptions options={kindsFor(loan)} />
            </NativeSelect>
          )}
        </FormField>
        <FormField form={form} name="method" label="Method">
          {(control) => (
            <NativeSelect {...control}>
              <ValueListOptions options={paymentMethods} />
            </NativeSelect>
          )}
        </FormField>
        <FormField
          form={form}
          name="amount"
          label="Amount (£)"
          required
          hint={fixed ? 'Fixed by the kind of payment.' : 'Interest is paid first, then principal.'}
          className="sm:col-span-2"
        >
          {(control) => <MoneyInput min="0.01" readOnly={fixed !== null} {...control} />}
        </FormField>
        {kind === 'redemption' || kind === 'withdrawal' ? (
          <FormField
            form={form}
            name="receiptSubstitute"
            label="Pawn-receipt"
            hint="Whoever brings the receipt and pays may redeem. Without it, the customer completes a lost-receipt form (s.118)."
            className="sm:col-span-2"
          >
            {(control) => (
              <NativeSelect {...control}>
                <option value="">Receipt shown</option>
                <ValueListOptions options={substitutesFor(loan)} />
              </NativeSelect>
            )}
          </FormField>
        ) : null}
        {(kind === 'redemption' || kind === 'withdrawal') && substitute ? (
          <p className="text-sm sm:col-span-2">
            <a
              className="underline"
              href={lostReceiptFormUrl(loan.id, substitute)}
              target="_blank"
              rel="noopener"
            >
              Print the form for the customer to complete (PDF)
            </a>
            {substitute === 'statutory_declaration'
              ? ': it is declared before a solicitor, commissioner for oaths or justice of the peace.'
              : ': the customer signs it here.'}
          </p>
        ) : null}
      </div>
      {typeof effect === 'string' ? (
        <p role="status" className="text-sm text-muted-foreground">
          {effect}
        </p>
      ) : (
        <WorkedFigures rows={effect} />
      )}
    </LoanDialog>
  );
}
