import type { z } from 'zod';
import {
  approveCashAdvanceSchema,
  rejectCashAdvanceSchema,
} from '@shared/cash-advances/agreement-schemas';
import { FormField } from '@web/components/form/form-field';
import { useZodForm } from '@web/components/form/use-zod-form';
import { MoneyInput } from '@web/components/ui/money-input';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useApproveCashAdvance } from '@web/features/cash-advances/api/approve-cash-advance';
import { useRejectCashAdvance } from '@web/features/cash-advances/api/reject-cash-advance';
import {
  LoanDialog,
  toastRefusal,
  type LoanDialogProps,
} from '@web/features/cash-advances/components/admin/loan-dialog';

/** Approve: the customer is invited in with an indicative offer; nothing is lent yet. */
export function ApproveDialog({ loan, open, onOpenChange }: LoanDialogProps) {
  const approve = useApproveCashAdvance();
  const form = useZodForm<
    { offerAmount: string; note: string },
    z.output<typeof approveCashAdvanceSchema>
  >({
    schema: approveCashAdvanceSchema,
    blankMessages: { offerAmount: 'Offer amount is required' },
    mode: 'onSubmit',
    defaultValues: { offerAmount: loan.loanAmount, note: '' },
  });
  return (
    <LoanDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Approve and invite in"
      description={`${loan.agreementNumber}: the customer is told the offer below and invited to bring the item in. The loan starts only when the agreement is made in the shop.`}
      pending={approve.isPending}
      confirmLabel="Approve"
      onSubmit={() =>
        void form.handleSubmit((input) =>
          approve.mutate(
            { id: loan.id, input },
            {
              onSuccess: () => {
                toast({ title: 'Request Approved', description: 'The offer is on the request.' });
                onOpenChange(false);
              },
              onError: toastRefusal,
            },
          ),
        )()
      }
    >
      <FormField form={form} name="offerAmount" label="Indicative offer (£)" required>
        {(control) => <MoneyInput min="0.01" {...control} />}
      </FormField>
      <FormField form={form} name="note" label="Note to the customer" optional>
        {(control) => <Textarea rows={3} {...control} />}
      </FormField>
    </LoanDialog>
  );
}

/** Reject: the reason is shown to the customer. */
export function RejectDialog({ loan, open, onOpenChange }: LoanDialogProps) {
  const reject = useRejectCashAdvance();
  const form = useZodForm<{ reason: string }, z.output<typeof rejectCashAdvanceSchema>>({
    schema: rejectCashAdvanceSchema,
    blankMessages: { reason: 'Give the customer a reason' },
    mode: 'onSubmit',
    defaultValues: { reason: '' },
  });
  return (
    <LoanDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reject this request"
      description={`${loan.agreementNumber}: the customer sees the reason on their dashboard. The request moves to Processed.`}
      pending={reject.isPending}
      confirmLabel="Reject request"
      destructive
      onSubmit={() =>
        void form.handleSubmit((input) =>
          reject.mutate(
            { id: loan.id, input },
            {
              onSuccess: () => {
                toast({ title: 'Request Rejected', description: 'The customer sees the reason.' });
                onOpenChange(false);
              },
              onError: toastRefusal,
            },
          ),
        )()
      }
    >
      <FormField form={form} name="reason" label="Reason" required>
        {(control) => <Textarea rows={3} {...control} />}
      </FormField>
    </LoanDialog>
  );
}
