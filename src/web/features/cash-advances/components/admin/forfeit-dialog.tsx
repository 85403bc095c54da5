import { formatGBP } from '@shared/money';
import { toast } from '@web/components/ui/use-toast';
import { useForfeitCashAdvance } from '@web/features/cash-advances/api/forfeit-cash-advance';
import {
  LoanDialog,
  toastRefusal,
  type LoanDialogProps,
} from '@web/features/cash-advances/components/admin/loan-dialog';
import { formatDay } from '@web/features/cash-advances/loan-facts';

/**
 * Forfeit an unredeemed loan of £75 or less after its redemption period: its
 * items become the shop's, draft products for staff to complete.
 */
export function ForfeitDialog({ loan, open, onOpenChange }: LoanDialogProps) {
  const forfeit = useForfeitCashAdvance();
  const count = loan.items.length;
  return (
    <LoanDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Forfeit this loan?"
      description={`${loan.agreementNumber}: ${formatGBP(loan.loanAmount)} was lent, £75 or less, and the redemption period ended${loan.redemptionPeriodEnds ? ` on ${formatDay(loan.redemptionPeriodEnds)}` : ''}, so the items become the shop’s (Consumer Credit Act 1974 s.120). The loan closes with ${loan.balance === '0.00' ? 'nothing' : formatGBP(loan.balance)} unpaid, which the customer no longer owes, and ${count === 1 ? 'its item becomes a draft product' : `its ${count} items become draft products`} in Product Management (Drafts), for you to describe, photograph, price and list. This cannot be undone.`}
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
                description: `${answer.productIds.length} draft product${answer.productIds.length === 1 ? '' : 's'} added to stock.`,
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
