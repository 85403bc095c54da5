import { toast } from '@web/components/ui/use-toast';
import { useForfeitCashAdvance } from '@web/features/cash-advances/api/forfeit-cash-advance';
import {
  LoanDialog,
  toastRefusal,
  type LoanDialogProps,
} from '@web/features/cash-advances/components/admin/loan-dialog';

/** Forfeit an unredeemed loan: its items become off-listed products for staff to price. */
export function ForfeitDialog({ loan, open, onOpenChange }: LoanDialogProps) {
  const forfeit = useForfeitCashAdvance();
  const count = loan.items.length;
  return (
    <LoanDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Forfeit this loan?"
      description={`${loan.agreementNumber} is past its due date and the grace period. The loan closes with ${loan.balance === '0.00' ? 'nothing' : `£${loan.balance}`} unpaid, and ${count === 1 ? 'its item becomes an off-listed product' : `its ${count} items become off-listed products`} in Product Management, for you to price and list. This cannot be undone.`}
      pending={forfeit.isPending}
      confirmLabel="Forfeit loan"
      destructive
      onSubmit={() =>
        forfeit.mutate(
          { id: loan.id },
          {
            onSuccess: (answer) => {
              toast({
                title: 'Loan Forfeited',
                description: `${answer.productIds.length} off-listed product${answer.productIds.length === 1 ? '' : 's'} added to stock.`,
              });
              onOpenChange(false);
            },
            onError: toastRefusal,
          },
        )
      }
    />
  );
}
