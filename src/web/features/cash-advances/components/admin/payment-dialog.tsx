import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { paymentFieldsSchema, type Loan } from '@shared/cash-advances/agreement-schemas';
import { applyPayment, paymentRefusal, type LoanPosition } from '@shared/cash-advances/ledger';
import { LOAN_TERM_DAYS } from '@shared/cash-advances/values';
import {
  paymentKinds,
  paymentMethods,
  type PaymentKind,
  type PaymentMethod,
} from '@shared/cash-advances/pawn-book-values';
import { formatGBP } from '@shared/money';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { addDays } from '@shared/repairs/dates';
import { FormField } from '@web/components/form/form-field';
import { useZodForm } from '@web/components/form/use-zod-form';
import { MoneyInput } from '@web/components/ui/money-input';
import { NativeSelect, ValueListOptions } from '@web/components/ui/native-select';
import { toast } from '@web/components/ui/use-toast';
import { newIdempotencyKey } from '@web/lib/idempotency-key';
import { useRecordCashAdvancePayment } from '@web/features/cash-advances/api/record-cash-advance-payment';
import {
  dueDayOf,
  formatDay,
  interestFreeUntilOf,
  positionOn,
  toPennies,
} from '@web/features/cash-advances/loan-facts';
import {
  LoanDialog,
  type LoanDialogProps,
  toastRefusal,
  WorkedFigures,
} from '@web/features/cash-advances/components/admin/loan-dialog';

type PaymentValues = { kind: PaymentKind; amount: string; method: PaymentMethod; note: string };

const pounds = (pennies: number) => formatGBP(penniesToDecimal(pennies));

/**
 * The loan's position today, for working out a payment's effect: its ledger
 * replayed as the server does; should that not give the server's balance, a
 * position built from the server's own figures (the server checks again anyway).
 */
function positionOf(loan: Loan): LoanPosition {
  const replayed = positionOn(loan);
  if (replayed && replayed.balance === toPennies(loan.balance)) return replayed;
  const dueDate = dueDayOf(loan);
  // The days charged run from the day after the shut days of a closed due date (decision 036).
  const lateFrom = interestFreeUntilOf(loan);
  const daysLate = loan.daysLate;
  const dailyInterest = toPennies(loan.dailyInterest);
  return {
    principalOwed: toPennies(loan.principalOwed),
    interestOwed: toPennies(loan.interestOwed),
    balance: toPennies(loan.balance),
    interestCharged: toPennies(loan.interestCharged),
    totalPaid: toPennies(loan.totalPaid),
    terms: loan.terms,
    dueDate,
    // The server refuses a second extension in a term; the dialog hides it (extensionBlocked).
    previousDueDate: null,
    redeemed: false,
    chargedThrough: daysLate > 0 ? addDays(lateFrom, daysLate) : dueDate,
    dailyInterest,
    daysLate,
    lateStretches:
      daysLate > 0
        ? [{ from: addDays(lateFrom, 1), to: addDays(lateFrom, daysLate), perDay: dailyInterest }]
        : [],
  };
}

/** What the payment would do, or why it would be refused (the server checks the same rules). */
function paymentEffect(loan: Loan, kind: PaymentKind, amount: string): [string, string][] | string {
  const amountPennies = parsePennies(amount);
  if (amountPennies === null) return 'Enter the amount taken.';
  const position = positionOf(loan);
  const entry = { kind, amountPennies };
  const agreement = {
    loanPennies: toPennies(loan.loanAmount),
    ratePercent: toPennies(loan.interestRate) / 100,
    startDate: loan.startDate ?? '',
  };
  const refusal = paymentRefusal(agreement, position, entry);
  if (refusal) return refusal.message;
  const { allocation, position: after } = applyPayment(agreement, position, entry);
  const rows: [string, string][] = [
    ['Pays interest', pounds(allocation.interestPennies)],
    ['Pays principal', pounds(allocation.principalPennies)],
  ];
  if (kind === 'extension') {
    rows.push([
      loan.extendInAdvance
        ? `Next ${LOAN_TERM_DAYS}-day charge, paid in advance`
        : `New ${LOAN_TERM_DAYS}-day charge`,
      pounds(allocation.chargeAddedPennies),
    ]);
    rows.push(['Due after', formatDay(after.dueDate)]);
  }
  rows.push(['Balance after', pounds(after.balance)]);
  return rows;
}

/** The amount each kind takes: the balance to redeem, the interest owed to extend. */
const fixedAmount = (loan: Loan, kind: PaymentKind) =>
  kind === 'redemption' ? loan.redeemAmount : kind === 'extension' ? loan.extendAmount : null;

/**
 * The kinds of payment the loan can take now: no extension once it is under a
 * notice of sale or listed, or when it was already extended this term (the
 * server answers no `extendAmount` then).
 */
const kindsFor = (loan: Loan) =>
  loan.extendAmount === null
    ? paymentKinds.filter((option) => option.value !== 'extension')
    : paymentKinds;

/** What the dialog says about the loan before the payment's figures. */
function paymentDescription(loan: Loan): string {
  const owed = `${loan.agreementNumber}: balance ${formatGBP(loan.balance)}, of which interest ${formatGBP(loan.interestOwed)}.`;
  const late =
    loan.daysLate > 0 ? ` Past its due date: ${formatGBP(loan.dailyInterest)} a day is added.` : '';
  const noExtension = loan.extensionBlocked
    ? ` ${loan.extensionBlocked}`
    : loan.extendAmount === null
      ? ' Under a notice of sale: part payment or redemption only.'
      : '';
  // The £0 case: say why an extension takes the next term's charge.
  const inAdvance =
    loan.extendAmount !== null && loan.extendInAdvance
      ? ` Nothing is owed for this term: an extension takes the next term's charge of ${formatGBP(loan.extendAmount)} in advance.`
      : '';
  return `${owed}${late}${noExtension}${inAdvance}`;
}

/** Take a payment in the shop: one key per opening, so a retry records it once. */
export function PaymentDialog({ loan, open, onOpenChange }: LoanDialogProps) {
  const record = useRecordCashAdvancePayment();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useZodForm<PaymentValues, z.output<typeof paymentFieldsSchema>>({
    schema: paymentFieldsSchema,
    blankMessages: { amount: 'Amount is required' },
    mode: 'onSubmit',
    defaultValues: {
      kind: 'redemption',
      amount: loan.redeemAmount ?? '',
      method: 'cash',
      note: '',
    },
  });
  const [kind, amount] = useWatch({ control: form.control, name: ['kind', 'amount'] });
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
                    answer.status === 'paid'
                      ? 'The loan is redeemed: hand the items back.'
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
