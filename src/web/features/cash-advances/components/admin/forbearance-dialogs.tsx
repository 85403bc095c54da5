import { useState } from 'react';
import type { z } from 'zod';
import {
  careNoteSchema,
  interestFreezeSchema,
  interestWaiverSchema,
  withdrawalNoticeSchema,
} from '@shared/cash-advances/agreement-schemas';
import { DEBT_ADVICE } from '@shared/cash-advances/pawn-book-values';
import { formatGBP } from '@shared/money';
import { addDays, todayInLondon } from '@shared/repairs/dates';
import { FormField } from '@web/components/form/form-field';
import { useZodForm } from '@web/components/form/use-zod-form';
import { Input } from '@web/components/ui/input';
import { MoneyInput } from '@web/components/ui/money-input';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { newIdempotencyKey } from '@web/lib/idempotency-key';
import {
  useFreezeInterest,
  useRecordWithdrawalNotice,
  useSetCareNote,
  useWaiveInterest,
} from '@web/features/cash-advances/api/forbearance';
import {
  LoanDialog,
  toastRefusal,
  type LoanDialogProps,
} from '@web/features/cash-advances/components/admin/loan-dialog';
import { formatDay } from '@web/features/cash-advances/loan-facts';

const done = (title: string, description: string, close: () => void) => () => {
  toast({ title, description });
  close();
};

/** The customer withdraws within 14 days (s.66A): the day they told us. */
export function WithdrawalDialog({ loan, open, onOpenChange }: LoanDialogProps) {
  const record = useRecordWithdrawalNotice();
  const form = useZodForm<{ noticeGivenOn: string }, z.output<typeof withdrawalNoticeSchema>>({
    schema: withdrawalNoticeSchema,
    blankMessages: { noticeGivenOn: 'Give the day the customer told us' },
    mode: 'onSubmit',
    defaultValues: { noticeGivenOn: todayInLondon() },
  });
  return (
    <LoanDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record a notice of withdrawal"
      description={`${loan.agreementNumber}: the customer may withdraw until ${loan.withdrawalOpenUntil ? formatDay(loan.withdrawalOpenUntil) : 'the 14th day after the agreement'}, in the shop, by phone, email or letter. They then repay ${formatGBP(loan.loanAmount)} and the interest by the day to the day they repay (${formatGBP(loan.dailyInterest)} a day now), within 30 days of the notice, and take their items back. Nothing else is charged.`}
      pending={record.isPending}
      confirmLabel="Record notice"
      onSubmit={() =>
        void form.handleSubmit((input) =>
          record.mutate(
            { id: loan.id, input },
            {
              onSuccess: (answer) =>
                done(
                  'Notice of Withdrawal Recorded',
                  `Repay by ${answer.withdrawal ? formatDay(answer.withdrawal.repayBy) : 'the date shown'}: take it as a withdrawal repayment.`,
                  () => onOpenChange(false),
                )(),
              onError: toastRefusal,
            },
          ),
        )()
      }
    >
      <FormField form={form} name="noticeGivenOn" label="Notice given on" required>
        {(control) => <Input type="date" {...control} />}
      </FormField>
    </LoanDialog>
  );
}

/** An owner gives up interest owed, with the reason (CONC 6.7). */
export function WaiverDialog({ loan, open, onOpenChange }: LoanDialogProps) {
  const waive = useWaiveInterest();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useZodForm<
    { amount: string; reason: string },
    z.output<typeof interestWaiverSchema>
  >({
    schema: interestWaiverSchema,
    blankMessages: { amount: 'Amount is required', reason: 'Give the reason' },
    mode: 'onSubmit',
    defaultValues: { amount: loan.interestOwed, reason: '' },
  });
  return (
    <LoanDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Waive interest"
      description={`${loan.agreementNumber}: ${formatGBP(loan.interestOwed)} of interest is owed today. What you waive comes off the balance for good and is kept in the books as interest waived, with your reason. ${DEBT_ADVICE.name} (${DEBT_ADVICE.phone}) gives free debt advice: tell the customer.`}
      pending={waive.isPending}
      confirmLabel="Waive interest"
      onSubmit={() =>
        void form.handleSubmit((input) =>
          waive.mutate(
            { id: loan.id, input, idempotencyKey },
            {
              onSuccess: (answer) =>
                done('Interest Waived', `Balance now ${formatGBP(answer.balance)}.`, () =>
                  onOpenChange(false),
                )(),
              onError: toastRefusal,
            },
          ),
        )()
      }
    >
      <FormField form={form} name="amount" label="Interest to waive (£)" required>
        {(control) => <MoneyInput min="0.01" {...control} />}
      </FormField>
      <FormField form={form} name="reason" label="Reason" required>
        {(control) => <Textarea rows={3} {...control} />}
      </FormField>
    </LoanDialog>
  );
}

/** An owner stops interest from a day on, with the reason (CONC 6.7). */
export function FreezeDialog({ loan, open, onOpenChange }: LoanDialogProps) {
  const freeze = useFreezeInterest();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useZodForm<
    { fromDate: string; reason: string },
    z.output<typeof interestFreezeSchema>
  >({
    schema: interestFreezeSchema,
    blankMessages: { fromDate: 'Give the first day without interest', reason: 'Give the reason' },
    mode: 'onSubmit',
    defaultValues: { fromDate: addDays(todayInLondon(), 1), reason: '' },
  });
  return (
    <LoanDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Freeze interest"
      description={`${loan.agreementNumber}: from the day you choose no more interest is added, for as long as the loan runs; what is owed up to then stays owed. One freeze per loan.`}
      pending={freeze.isPending}
      confirmLabel="Freeze interest"
      onSubmit={() =>
        void form.handleSubmit((input) =>
          freeze.mutate(
            { id: loan.id, input, idempotencyKey },
            {
              onSuccess: done('Interest Frozen', 'No more interest is added from that day.', () =>
                onOpenChange(false),
              ),
              onError: toastRefusal,
            },
          ),
        )()
      }
    >
      <FormField form={form} name="fromDate" label="First day without interest" required>
        {(control) => <Input type="date" {...control} />}
      </FormField>
      <FormField form={form} name="reason" label="Reason" required>
        {(control) => <Textarea rows={3} {...control} />}
      </FormField>
    </LoanDialog>
  );
}

/** The customer needs extra care: a note staff see on every loan of theirs; empty clears it. */
export function CareNoteDialog({ loan, open, onOpenChange }: LoanDialogProps) {
  const save = useSetCareNote();
  const form = useZodForm<{ note: string }, z.output<typeof careNoteSchema>>({
    schema: careNoteSchema,
    mode: 'onSubmit',
    defaultValues: { note: loan.careNote ?? '' },
  });
  return (
    <LoanDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Extra care for this customer"
      description="For a customer in vulnerable circumstances (illness, bereavement, money worries, difficulty reading or understanding): what staff should do differently. Every member of staff sees it on every loan of this customer. Leave it empty to clear it."
      pending={save.isPending}
      confirmLabel="Save note"
      onSubmit={() =>
        void form.handleSubmit((input) =>
          save.mutate(
            { id: loan.id, input },
            {
              onSuccess: done('Note Saved', 'Staff see it on every loan of this customer.', () =>
                onOpenChange(false),
              ),
              onError: toastRefusal,
            },
          ),
        )()
      }
    >
      <FormField form={form} name="note" label="Note for staff" optional>
        {(control) => <Textarea rows={4} {...control} />}
      </FormField>
    </LoanDialog>
  );
}
