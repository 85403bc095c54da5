import { Ban, CheckCircle2, FileText, HandCoins, PackageX, Signature } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { formatDateUK } from '@shared/dates';
import { todayInLondon } from '@shared/repairs/dates';
import { Button } from '@web/components/ui/button';
import { adminCashAdvanceReceiptUrl } from '@web/features/cash-advances/api/get-admin-cash-advance';
import { ActivateDialog } from '@web/features/cash-advances/components/admin/activate-dialog';
import {
  ApproveDialog,
  RejectDialog,
} from '@web/features/cash-advances/components/admin/decision-dialogs';
import { ForfeitDialog } from '@web/features/cash-advances/components/admin/forfeit-dialog';
import { PaymentDialog } from '@web/features/cash-advances/components/admin/payment-dialog';

type Action = 'approve' | 'reject' | 'activate' | 'payment' | 'forfeit';

/** Which moves a loan's state allows (PRODUCT.md "The life of a loan"). */
export function allowedActions(loan: Loan): Action[] {
  switch (loan.status) {
    case 'pending':
      return ['approve', 'reject', 'activate'];
    case 'approved':
      return ['reject', 'activate'];
    case 'active':
      return ['payment', 'forfeit'];
    default:
      return [];
  }
}

const hasReceipt = (loan: Loan) => loan.startDate !== null;

/** The actions of one loan, each asking in a dialog with the figures worked out first. */
export function LoanActions({ loan }: { loan: Loan }) {
  const [open, setOpen] = useState<Action | null>(null);
  const actions = allowedActions(loan);
  const forfeitable = loan.forfeitableFrom !== null && loan.forfeitableFrom <= todayInLondon();
  const dialog = (action: Action) => ({
    loan,
    open: open === action,
    onOpenChange: (next: boolean) => setOpen(next ? action : null),
  });
  const button = (
    action: Action,
    icon: ReactNode,
    label: string,
    variant: 'default' | 'outline' = 'outline',
  ) =>
    actions.includes(action) ? (
      <Button variant={variant} onClick={() => setOpen(action)}>
        {icon}
        {label}
      </Button>
    ) : null;

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {button('activate', <Signature aria-hidden="true" />, 'Start agreement', 'default')}
        {button('approve', <CheckCircle2 aria-hidden="true" />, 'Approve with offer')}
        {button('reject', <Ban aria-hidden="true" />, 'Reject')}
        {button('payment', <HandCoins aria-hidden="true" />, 'Take payment', 'default')}
        {actions.includes('forfeit') && forfeitable
          ? button('forfeit', <PackageX aria-hidden="true" />, 'Forfeit')
          : null}
        {hasReceipt(loan) ? (
          <Button asChild variant="outline">
            <a href={adminCashAdvanceReceiptUrl(loan.id)} target="_blank" rel="noopener">
              <FileText aria-hidden="true" />
              Pawn receipt (PDF)
            </a>
          </Button>
        ) : null}
      </div>
      {actions.includes('forfeit') && !forfeitable && loan.forfeitableFrom ? (
        <p className="text-sm text-muted-foreground">
          If not redeemed, it may be forfeited from{' '}
          {formatDateUK(`${loan.forfeitableFrom}T12:00:00Z`)}.
        </p>
      ) : null}
      {/* Mounted while open only: each opening is a new form, and a payment gets a new key. */}
      {open === 'approve' ? <ApproveDialog {...dialog('approve')} /> : null}
      {open === 'reject' ? <RejectDialog {...dialog('reject')} /> : null}
      {open === 'activate' ? <ActivateDialog {...dialog('activate')} /> : null}
      {open === 'payment' ? <PaymentDialog {...dialog('payment')} /> : null}
      {open === 'forfeit' ? <ForfeitDialog {...dialog('forfeit')} /> : null}
    </div>
  );
}
