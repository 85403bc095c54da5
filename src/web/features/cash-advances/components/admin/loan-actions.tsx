import {
  Ban,
  Banknote,
  CheckCircle2,
  FileText,
  HandCoins,
  HeartHandshake,
  Mail,
  PackageX,
  PauseCircle,
  Signature,
  Store,
  Tag,
  Undo2,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { todayInLondon } from '@shared/repairs/dates';
import { Button } from '@web/components/ui/button';
import {
  adminCashAdvanceReceiptUrl,
  adminSaleStatementUrl,
  noticeOfSaleLetterUrl,
  preContractInformationUrl,
} from '@web/features/cash-advances/api/get-admin-cash-advance';
import { ActivateDialog } from '@web/features/cash-advances/components/admin/activate-dialog';
import {
  ApproveDialog,
  RejectDialog,
} from '@web/features/cash-advances/components/admin/decision-dialogs';
import { useStaffRole } from '@web/features/auth/api/staff-role';
import { ForfeitDialog } from '@web/features/cash-advances/components/admin/forfeit-dialog';
import { PaymentDialog } from '@web/features/cash-advances/components/admin/payment-dialog';
import {
  CareNoteDialog,
  FreezeDialog,
  WaiverDialog,
  WithdrawalDialog,
} from '@web/features/cash-advances/components/admin/forbearance-dialogs';
import {
  ListForSaleDialog,
  NoticeOfSaleDialog,
  NoticePostedDialog,
} from '@web/features/cash-advances/components/admin/notice-dialogs';
import {
  RecordSaleDialog,
  SurplusPaymentDialog,
} from '@web/features/cash-advances/components/admin/sale-dialogs';
import { formatDay, hasCome, toPennies } from '@web/features/cash-advances/loan-facts';

type Action =
  | 'approve'
  | 'reject'
  | 'activate'
  | 'payment'
  | 'forfeit'
  | 'notice'
  | 'posted'
  | 'list'
  | 'sale'
  | 'surplus'
  | 'withdrawal'
  | 'waiver'
  | 'freeze'
  | 'care';

/**
 * Which moves a loan's state allows today (PRODUCT.md "The life of a loan",
 * docs/decisions/023-pawn-law.md): forfeit (£75 or less) and notice of sale (over
 * £75) only after the redemption period, a listing or a sale only from the day
 * the notice allows, and the surplus of a sale until it is paid.
 */
export function allowedActions(loan: Loan, today: string = todayInLondon()): Action[] {
  return [...pawnBookActions(loan, today), ...forbearanceActions(loan)];
}

/**
 * Forbearance on a loan still running (decision 039): a waiver while interest
 * is owed, one freeze, the notice of withdrawal within its 14 days; the
 * extra-care note on any loan with an agreement.
 */
function forbearanceActions(loan: Loan): Action[] {
  const running = ['active', 'sale_notice', 'for_sale'].includes(loan.status);
  return [
    ...(running && loan.withdrawalOpenUntil ? (['withdrawal'] as const) : []),
    ...(running && toPennies(loan.interestOwed) > 0 ? (['waiver'] as const) : []),
    ...(running && !loan.interestFrozenFrom && !loan.capReached ? (['freeze'] as const) : []),
    ...(loan.startDate ? (['care'] as const) : []),
  ];
}

function pawnBookActions(loan: Loan, today: string): Action[] {
  const saleAllowed = hasCome(loan.noticeOfSale?.saleAllowedFrom, today);
  switch (loan.status) {
    case 'pending':
      return ['approve', 'reject', 'activate'];
    case 'approved':
      return ['reject', 'activate'];
    case 'active':
      return [
        'payment',
        ...(hasCome(loan.forfeitableFrom, today) ? (['forfeit'] as const) : []),
        ...(hasCome(loan.noticeOfSaleFrom, today) ? (['notice'] as const) : []),
      ];
    case 'sale_notice':
      // Marking it posted again with a later day only moves the day of sale later.
      return ['payment', 'posted', ...(saleAllowed ? (['list', 'sale'] as const) : [])];
    case 'for_sale':
      return ['payment', ...(saleAllowed ? (['sale'] as const) : [])];
    case 'sold':
      return toPennies(loan.surplusOwed) > 0 ? ['surplus'] : [];
    default:
      return [];
  }
}

/** A PDF the loan page links to, opened in a new tab to print. */
function PaperLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline">
      <a href={href} target="_blank" rel="noopener">
        <FileText aria-hidden="true" />
        {children}
      </a>
    </Button>
  );
}

/** When a move not yet allowed will be, so staff know what is coming. */
function upcoming(loan: Loan, today: string): string | null {
  if (loan.status === 'active' && loan.forfeitableFrom && !hasCome(loan.forfeitableFrom, today)) {
    return `If not redeemed, it may be forfeited from ${formatDay(loan.forfeitableFrom)}.`;
  }
  if (loan.status === 'active' && loan.noticeOfSaleFrom && !hasCome(loan.noticeOfSaleFrom, today)) {
    return `If not redeemed, notice of sale can be given from ${formatDay(loan.noticeOfSaleFrom)}.`;
  }
  if (loan.status === 'sale_notice' && loan.noticeOfSale && !loan.noticeOfSale.saleAllowedFrom) {
    return 'The customer did not agree to notices by email: print the letter, post it first class and mark it posted. The sale may follow 14 clear days after it is treated as delivered (the second working day after posting).';
  }
  const from = loan.noticeOfSale?.saleAllowedFrom;
  if (
    (loan.status === 'sale_notice' || loan.status === 'for_sale') &&
    from &&
    !hasCome(from, today)
  ) {
    return `The notice allows a sale from ${formatDay(from)}: it can be listed or sold from then.`;
  }
  return null;
}

/** The owner's moves (issue 29): the server refuses them to staff, so staff are not offered them. */
const OWNER_ACTIONS: ReadonlySet<Action> = new Set([
  'forfeit',
  'notice',
  'posted',
  'list',
  'sale',
  'surplus',
  'waiver',
  'freeze',
]);

/** The actions of one loan, each asking in a dialog with the figures worked out first. */
export function LoanActions({ loan }: { loan: Loan }) {
  const [open, setOpen] = useState<Action | null>(null);
  const { isStaffOnly } = useStaffRole();
  const today = todayInLondon();
  const actions = allowedActions(loan, today).filter(
    (action) => !isStaffOnly || !OWNER_ACTIONS.has(action),
  );
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
  const note = upcoming(loan, today);

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {button('activate', <Signature aria-hidden="true" />, 'Start agreement', 'default')}
        {button('approve', <CheckCircle2 aria-hidden="true" />, 'Approve with offer')}
        {button('reject', <Ban aria-hidden="true" />, 'Reject')}
        {button('payment', <HandCoins aria-hidden="true" />, 'Take payment', 'default')}
        {button('forfeit', <PackageX aria-hidden="true" />, 'Forfeit')}
        {button('notice', <Mail aria-hidden="true" />, 'Give notice of sale')}
        {button('posted', <Mail aria-hidden="true" />, 'Mark notice posted')}
        {button('list', <Tag aria-hidden="true" />, 'List for sale')}
        {button('sale', <Store aria-hidden="true" />, 'Record sale')}
        {button('surplus', <Banknote aria-hidden="true" />, 'Pay surplus', 'default')}
        {button('withdrawal', <Undo2 aria-hidden="true" />, 'Notice of withdrawal')}
        {button('waiver', <HandCoins aria-hidden="true" />, 'Waive interest')}
        {button('freeze', <PauseCircle aria-hidden="true" />, 'Freeze interest')}
        {button(
          'care',
          <HeartHandshake aria-hidden="true" />,
          loan.careNote ? 'Edit extra-care note' : 'Needs extra care',
        )}
        {/* Printed for the customer in good time before the agreement is made. */}
        {loan.status === 'pending' || loan.status === 'approved' ? (
          <PaperLink href={preContractInformationUrl(loan.id)}>
            Pre-contract information (PDF)
          </PaperLink>
        ) : null}
        {loan.startDate !== null ? (
          <PaperLink href={adminCashAdvanceReceiptUrl(loan.id)}>Pawn receipt (PDF)</PaperLink>
        ) : null}
        {loan.noticeOfSale && !isStaffOnly ? (
          <PaperLink href={noticeOfSaleLetterUrl(loan.id)}>Notice of sale letter (PDF)</PaperLink>
        ) : null}
        {loan.saleStatement && !isStaffOnly ? (
          <PaperLink href={adminSaleStatementUrl(loan.id)}>Sale statement (PDF)</PaperLink>
        ) : null}
      </div>
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      {loan.withdrawal ? (
        <p className="text-sm">
          Notice of withdrawal given on {formatDay(loan.withdrawal.noticeGivenOn)}: the customer
          repays the credit and its interest by {formatDay(loan.withdrawal.repayBy)}; take it as a
          withdrawal repayment.
        </p>
      ) : null}
      {/* Mounted while open only: each opening is a new form, and a payment gets a new key. */}
      {open === 'approve' ? <ApproveDialog {...dialog('approve')} /> : null}
      {open === 'reject' ? <RejectDialog {...dialog('reject')} /> : null}
      {open === 'activate' ? <ActivateDialog {...dialog('activate')} /> : null}
      {open === 'payment' ? <PaymentDialog {...dialog('payment')} /> : null}
      {open === 'forfeit' ? <ForfeitDialog {...dialog('forfeit')} /> : null}
      {open === 'notice' ? <NoticeOfSaleDialog {...dialog('notice')} /> : null}
      {open === 'posted' ? <NoticePostedDialog {...dialog('posted')} /> : null}
      {open === 'list' ? <ListForSaleDialog {...dialog('list')} /> : null}
      {open === 'sale' ? <RecordSaleDialog {...dialog('sale')} /> : null}
      {open === 'surplus' ? <SurplusPaymentDialog {...dialog('surplus')} /> : null}
      {open === 'withdrawal' ? <WithdrawalDialog {...dialog('withdrawal')} /> : null}
      {open === 'waiver' ? <WaiverDialog {...dialog('waiver')} /> : null}
      {open === 'freeze' ? <FreezeDialog {...dialog('freeze')} /> : null}
      {open === 'care' ? <CareNoteDialog {...dialog('care')} /> : null}
    </div>
  );
}
