/** To the customer: a payment taken on their loan, and where the loan stands now. */
import { closedDueDayNotice, closedDueDayRule } from '@shared/cash-advances/due-words';
import { extensionExplanation, type ExtensionFacts } from '@shared/cash-advances/extension-copy';
import { formatDateTimeUK, formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { EmailLayout, Facts, Greeting, Paragraph } from './layout';
import { perDay } from './pawn-terms';
import type { EmailTemplate } from './render-email';

/**
 * Where the loan stands after the payment:
 * redeemed: repaid in full, the items handed back;
 * current: active and not yet past its due date, or in the shut days after a
 *   due date the shop was closed on (no interest for them, decision 036);
 * overdue: active and past its due date, interest running by the day;
 * forSale: under a notice of sale or listed: redeemable until sold, never extended.
 */
export type LoanStanding = 'redeemed' | 'current' | 'overdue' | 'forSale';

export type LoanPaymentReceivedProps = {
  name: string | null;
  reference: string;
  /** "Part payment", "Extension", "Redemption". */
  kindLabel: string;
  standing: LoanStanding;
  amount: string;
  methodLabel: string;
  paidAt: Date;
  /** What is still owed (unused once redeemed). */
  balance: string;
  /** The current term's last day. */
  dueDate: string;
  /** The last day with no interest after the due date: the next opening day when the shop is closed on it. */
  interestFreeUntil: string;
  /** The day the payment was taken ('YYYY-MM-DD'). */
  today: string;
  /** What each day after the due date costs at the balance now, in pounds. */
  dailyInterest: string;
  /**
   * The extension the loan can take now (active, not yet extended this term):
   * what it costs, whether that is the next term's charge in advance, the new
   * due date; null when none can be taken, and the message then offers none.
   */
  extension: (ExtensionFacts & { amount: string }) | null;
  /** Under a notice of sale: the first day the items may be sold, while it is still to come. */
  saleAllowedFrom: string | null;
};

/** " To extend it instead, pay £x. <what it pays for>", or nothing when no extension applies. */
function extensionOffer({ extension }: LoanPaymentReceivedProps): string {
  if (!extension) return '';
  return ` To extend it instead, pay ${formatGBP(extension.amount)}. ${extensionExplanation(extension)}`;
}

function nextStep(props: LoanPaymentReceivedProps): string {
  const due = formatDateUK(props.dueDate);
  const daily = perDay(props.dailyInterest);
  switch (props.standing) {
    case 'redeemed':
      return 'Your loan is repaid in full. Nothing more is owed.';
    case 'forSale':
      return `We have given you notice of our intention to sell your items${
        props.saleAllowedFrom
          ? `, not before ${formatDateUK(props.saleAllowedFrom)}`
          : ', and they may now be sold'
      }. You can still redeem them until they are sold by paying the balance, which grows by ${daily} until you do.`;
    case 'overdue':
      return `The loan was due on ${due}: interest runs by the day, ${daily}, until you repay it${
        props.extension ? ' or extend it' : ''
      }.${extensionOffer(props)}`;
    case 'current': {
      const closed = closedDueDayNotice(props.dueDate, props.interestFreeUntil, props.today);
      return closed
        ? `${closed} Please repay the balance by then.${extensionOffer(props)} Interest is charged by the day, ${daily}, so repaying sooner costs less; it never adds up to more than the amount lent.`
        : `Please repay the balance by ${due}.${extensionOffer(props)} Interest is charged by the day, ${daily}, so repaying sooner costs less; it never adds up to more than the amount lent. ${closedDueDayRule}`;
    }
  }
}

export const loanPaymentReceived: EmailTemplate<LoanPaymentReceivedProps> = {
  kind: 'loan-payment-received',
  subject: ({ reference, amount }) => `Payment received on ${reference}: ${formatGBP(amount)}`,
  Body: (props) => {
    const open = props.standing !== 'redeemed';
    return (
      <EmailLayout
        preview={open ? `Balance now ${formatGBP(props.balance)}.` : 'Your loan is repaid in full.'}
        heading="Thank you for your payment"
      >
        <Greeting name={props.name} />
        <Paragraph>We have received your payment.</Paragraph>
        <Facts
          rows={[
            ['Agreement', props.reference],
            ['Payment', props.kindLabel],
            ['Amount', formatGBP(props.amount)],
            ['Paid by', props.methodLabel],
            ['Taken on', formatDateTimeUK(props.paidAt)],
            open ? ['Balance now', formatGBP(props.balance)] : null,
            props.standing === 'current' || props.standing === 'overdue'
              ? ['Due date', formatDateUK(props.dueDate)]
              : null,
            props.standing === 'forSale' && props.saleAllowedFrom
              ? ['May be sold from', formatDateUK(props.saleAllowedFrom)]
              : null,
          ]}
        />
        <Paragraph>{nextStep(props)}</Paragraph>
      </EmailLayout>
    );
  },
};
