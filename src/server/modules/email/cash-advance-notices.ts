/**
 * The messages of a cash advance, from the request to the end of the loan.
 * Each runs inside the transaction of its event (the routes pass them to the
 * repository functions), so a message exists exactly when its event happened.
 */
import { forfeitableFrom, openingPosition } from '@shared/cash-advances/ledger';
import {
  formatAgreementNumber,
  paymentKinds,
  paymentMethods,
} from '@shared/cash-advances/pawn-book-values';
import { collateralTypes, itemCategories } from '@shared/cash-advances/values';
import { isUuid } from '@shared/ids';
import { penniesToDecimal } from '@shared/money-math';
import { labelOf } from '@shared/products/values';
import { todayInLondon } from '@shared/repairs/dates';
import type { CashAdvance, CashAdvancePayment } from '../../db/schema';
import { agreementOf, positionOf, type LoanRecord } from '../cash-advances/loan-book';
import type { NoticeWriter } from './notice-writer';
import type { Writer } from './outbox';
import type { Addressee } from './recipients';

const addresseeOf = (advance: CashAdvance): Addressee => ({
  // A guest's request is owned by a "customer_<timestamp>" placeholder, not an account.
  userId: isUuid(advance.userId) ? advance.userId : null,
  guestEmail: advance.customerEmail,
  name: advance.customerName,
});

const referenceOf = (advance: CashAdvance) => formatAgreementNumber(advance.agreementNumber);

type DueLoan = Pick<CashAdvance, 'id' | 'dueDate'>;

/** The London calendar day a stored due date (the end of that day) falls on. */
export const dueDayOf = (loan: DueLoan) => todayInLondon(loan.dueDate);

export function cashAdvanceNotices(writer: NoticeWriter) {
  const { graceDays, shopEmail } = writer.settings;

  return {
    /** The customer's confirmation, and the shop's copy when SHOP_EMAIL is set. */
    cashAdvanceRequested: async (tx: Writer, advance: CashAdvance): Promise<void> => {
      const reference = referenceOf(advance);
      await writer.notify(tx, addresseeOf(advance), 'update', {
        template: 'cashAdvanceReceived',
        dedupeKey: `ca-received:${advance.id}`,
        props: ({ name, ownConfirmed }) => ({
          name,
          reference,
          // Anyone may type anyone's address: the visitor's own words only to their confirmed one.
          itemDescription: ownConfirmed ? advance.itemDescription : null,
          loanAmount: advance.loanAmount,
        }),
      });
      if (!shopEmail) return;
      await writer.write(
        tx,
        shopEmail,
        'cashAdvanceForShop',
        {
          reference,
          customerName: advance.customerName,
          customerPhone: advance.customerPhone,
          customerEmail: advance.customerEmail,
          fromAccount: isUuid(advance.userId),
          itemDescription: advance.itemDescription,
          itemCategory: labelOf(itemCategories, advance.itemCategory),
          collateralType: labelOf(collateralTypes, advance.collateralType),
          loanAmount: advance.loanAmount,
          adminUrl: writer.link(`/admin/cash-advances/${advance.id}`),
        },
        `ca-received-shop:${advance.id}`,
      );
    },

    loanApproved: async (tx: Writer, { advance }: LoanRecord): Promise<void> => {
      const offerAmount = advance.offerAmount ?? advance.loanAmount;
      await writer.notify(tx, addresseeOf(advance), 'update', {
        template: 'cashAdvanceApproved',
        // A new offer is news; the same offer approved again is not.
        dedupeKey: `ca-approved:${advance.id}:${offerAmount}`,
        props: ({ name }) => ({
          name,
          reference: referenceOf(advance),
          itemDescription: advance.itemDescription,
          offerAmount,
          offerNote: advance.offerNote,
        }),
      });
    },

    loanRejected: async (tx: Writer, { advance }: LoanRecord): Promise<void> => {
      await writer.notify(tx, addresseeOf(advance), 'update', {
        template: 'cashAdvanceRejected',
        dedupeKey: `ca-rejected:${advance.id}`,
        props: ({ name }) => ({
          name,
          reference: referenceOf(advance),
          itemDescription: advance.itemDescription,
          reason: advance.rejectionReason ?? 'No reason was recorded.',
        }),
      });
    },

    /** Legal: the agreement's receipt. */
    loanAgreementStarted: async (tx: Writer, record: LoanRecord): Promise<void> => {
      const { advance } = record;
      const agreement = agreementOf(advance);
      if (!agreement) return;
      const opening = openingPosition(agreement);
      await writer.notify(tx, addresseeOf(advance), 'legal', {
        template: 'loanAgreementStarted',
        dedupeKey: `loan-agreement:${advance.id}`,
        props: ({ name }) => ({
          name,
          reference: referenceOf(advance),
          startDate: agreement.startDate,
          dueDate: opening.dueDate,
          loanAmount: advance.loanAmount,
          interestRate: advance.interestRate,
          charge: penniesToDecimal(opening.interestOwed),
          totalRepayment: penniesToDecimal(opening.balance),
          items: record.items.map((item) => item.description),
          forfeitableFrom: forfeitableFrom(opening.dueDate, graceDays),
        }),
      });
    },

    loanPaymentReceived: async (
      tx: Writer,
      record: LoanRecord,
      payment: CashAdvancePayment,
    ): Promise<void> => {
      const position = positionOf(record);
      await writer.notify(tx, addresseeOf(record.advance), 'update', {
        template: 'loanPaymentReceived',
        dedupeKey: `loan-payment:${payment.id}`,
        props: ({ name }) => ({
          name,
          reference: referenceOf(record.advance),
          kindLabel: labelOf(paymentKinds, payment.kind),
          redeemed: payment.kind === 'redemption',
          amount: payment.amount,
          methodLabel: labelOf(paymentMethods, payment.method),
          paidAt: payment.createdAt,
          balance: penniesToDecimal(position?.balance ?? 0),
          dueDate: position?.dueDate ?? dueDayOf(record.advance),
        }),
      });
    },

    /** Legal: the items are forfeited. */
    loanForfeited: async (tx: Writer, record: LoanRecord): Promise<void> => {
      const { advance } = record;
      await writer.notify(tx, addresseeOf(advance), 'legal', {
        template: 'loanForfeited',
        dedupeKey: `loan-forfeited:${advance.id}`,
        props: ({ name }) => ({
          name,
          reference: referenceOf(advance),
          dueDate: dueDayOf(advance),
          graceDays,
          items: record.items
            .filter((item) => item.status === 'forfeited')
            .map((item) => item.description),
        }),
      });
    },

    /**
     * A due-date reminder (`stage`: 5, 3, 1 or 0 days before), once per stage
     * and due date: an extension moves the due date and the reminders start again.
     */
    loanDueReminder: async (
      tx: Writer,
      record: LoanRecord,
      stage: number,
      daysLeft: number,
    ): Promise<boolean> => {
      const { advance } = record;
      const position = positionOf(record);
      if (!position) return false;
      return writer.notify(tx, addresseeOf(advance), 'reminder', {
        template: 'loanDueReminder',
        dedupeKey: reminderKey(stage, advance),
        props: ({ name }) => ({
          name,
          reference: referenceOf(advance),
          itemDescription: advance.itemDescription,
          dueDate: position.dueDate,
          daysLeft,
          balance: penniesToDecimal(position.balance),
          extendAmount: position.interestOwed > 0 ? penniesToDecimal(position.interestOwed) : null,
        }),
      });
    },

    /** Legal: the loan is past its due date (once per due date). */
    loanOverdue: async (tx: Writer, record: LoanRecord): Promise<boolean> => {
      const { advance } = record;
      const position = positionOf(record);
      if (!position) return false;
      return writer.notify(tx, addresseeOf(advance), 'legal', {
        template: 'loanOverdue',
        dedupeKey: overdueKey(advance),
        props: ({ name }) => ({
          name,
          reference: referenceOf(advance),
          itemDescription: advance.itemDescription,
          dueDate: position.dueDate,
          balance: penniesToDecimal(position.balance),
          extendAmount: position.interestOwed > 0 ? penniesToDecimal(position.interestOwed) : null,
          forfeitableFrom: forfeitableFrom(position.dueDate, graceDays),
        }),
      });
    },
  };
}

export const reminderKey = (stage: number, loan: DueLoan) =>
  `reminder-${stage}:${loan.id}:${dueDayOf(loan)}`;

export const overdueKey = (loan: DueLoan) => `overdue:${loan.id}:${dueDayOf(loan)}`;
