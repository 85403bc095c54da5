/**
 * The messages of a cash advance, from the request to the end of the loan.
 * Each runs inside the transaction of its event (the routes pass them to the
 * repository functions), so a message exists exactly when its event happened.
 */
import {
  extensionOffer,
  openingPosition,
  redemptionPeriodEnd,
  type LoanPosition,
} from '@shared/cash-advances/ledger';
import {
  FORFEIT_LIMIT_PENNIES,
  formatAgreementNumber,
  paymentKinds,
  paymentMethods,
} from '@shared/cash-advances/pawn-book-values';
import { interestFreeThrough } from '@shared/cash-advances/closed-day-grace';
import { collateralTypes, itemCategories } from '@shared/cash-advances/values';
import { isUuid } from '@shared/ids';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { labelOf } from '@shared/products/values';
import { daysBetween, todayInLondon } from '@shared/repairs/dates';
import type { CashAdvance, CashAdvancePayment } from '../../db/schema';
import { agreementOf, positionOf, type LoanRecord } from '../cash-advances/loan-book';
import type { NoticeWriter } from './notice-writer';
import type { Writer } from './outbox';
import type { Addressee } from './recipients';
import type { LoanStanding } from './templates/loan-payment-received';

const addresseeOf = (advance: CashAdvance): Addressee => ({
  // A guest's request is owned by a "customer_<timestamp>" placeholder, not an account.
  userId: isUuid(advance.userId) ? advance.userId : null,
  guestEmail: advance.customerEmail,
  name: advance.customerName,
});

const referenceOf = (advance: CashAdvance) => formatAgreementNumber(advance.agreementNumber);

const pennies = (decimal: string | null) => parsePennies(decimal ?? '0') ?? 0;

/** A stored amount ("120.5" or null) as the messages' pounds ("120.50"). */
const money = (decimal: string | null) => penniesToDecimal(pennies(decimal));

/**
 * The extension a message may offer: only for an active loan not yet extended
 * this term, with the one figure staff and the online payment take.
 */
function extensionOf(record: LoanRecord, position: LoanPosition | null, today: string) {
  if (!position || record.advance.status !== 'active' || record.advance.withdrawalNoticeOn) {
    return null;
  }
  const { offer } = extensionOffer(position, today);
  return offer
    ? {
        amount: penniesToDecimal(offer.amountPennies),
        // Interest runs by the day: an extension never pays a term in advance (decision 039).
        inAdvance: false,
        newDueDate: offer.newDueDate,
      }
    : null;
}

/**
 * The last day the loan can be repaid with no interest after its due date:
 * the due date, or the next opening day when staff closed the shop on it (decision 036).
 */
const interestFreeUntilOf = (record: LoanRecord, position: LoanPosition) =>
  interestFreeThrough(position.dueDate, record.closures);

/** £75 or less: forfeited after the redemption period, not sold after notice (s.120(1)(a)). */
const isSmallLoan = (advance: CashAdvance) => pennies(advance.loanAmount) <= FORFEIT_LIMIT_PENNIES;

const descriptionsOf = (record: LoanRecord, statuses: readonly string[]) =>
  record.items.filter((item) => statuses.includes(item.status)).map((item) => item.description);

type DueLoan = Pick<CashAdvance, 'id' | 'dueDate'>;
type StartedLoan = Pick<CashAdvance, 'id' | 'startDate' | 'dueDate'>;

/** The London calendar day a stored due date (the end of that day) falls on. */
export const dueDayOf = (loan: DueLoan) => todayInLondon(loan.dueDate);

export function cashAdvanceNotices(writer: NoticeWriter) {
  const { redemptionMonths, shopEmail } = writer.settings;
  /** The last day of the loan's redemption period (it has an agreement). */
  const redemptionEndOf = (advance: CashAdvance) => redemptionEndOfLoan(advance, redemptionMonths);

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
          // A guest's private link to follow the request (issue 31); none when signed in.
          followUrl: advance.followCode
            ? writer.link(`/cash-advance/follow/${encodeURIComponent(advance.followCode)}`)
            : null,
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

    /** Legal: a summary of the agreement (the pawn-receipt is the signed paper). */
    loanAgreementStarted: async (tx: Writer, record: LoanRecord): Promise<void> => {
      const { advance } = record;
      const agreement = agreementOf(advance);
      if (!agreement) return;
      const opening = openingPosition(agreement);
      const today = todayInLondon();
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
          // A full 28-day term, as the agreement states it (interest itself runs by the day).
          charge: penniesToDecimal(pennies(advance.totalRepayment) - pennies(advance.loanAmount)),
          totalRepayment: money(advance.totalRepayment),
          dailyInterest: penniesToDecimal(opening.dailyInterest),
          items: record.items.map((item) => item.description),
          redemptionEnds: redemptionPeriodEnd(agreement.startDate, redemptionMonths),
          smallLoan: isSmallLoan(advance),
          issuedOn: today,
          shopEmail: shopEmail ?? null,
          owedOnIssue: penniesToDecimal(positionOf(record, today)?.balance ?? opening.balance),
        }),
      });
    },

    loanPaymentReceived: async (
      tx: Writer,
      record: LoanRecord,
      payment: CashAdvancePayment,
    ): Promise<void> => {
      const { advance } = record;
      const today = todayInLondon();
      const position = positionOf(record, today);
      const dueDate = position?.dueDate ?? dueDayOf(advance);
      const interestFreeUntil = position ? interestFreeUntilOf(record, position) : dueDate;
      // Overdue once interest runs: the shut days after a closed due date are not.
      const standing: LoanStanding =
        payment.kind === 'redemption' || advance.status === 'paid' || !position
          ? 'redeemed'
          : advance.status === 'active'
            ? daysBetween(interestFreeUntil, today) > 0
              ? 'overdue'
              : 'current'
            : 'forSale';
      await writer.notify(tx, addresseeOf(advance), 'update', {
        template: 'loanPaymentReceived',
        dedupeKey: `loan-payment:${payment.id}`,
        props: ({ name }) => ({
          name,
          reference: referenceOf(advance),
          kindLabel: labelOf(paymentKinds, payment.kind),
          standing,
          amount: payment.amount,
          methodLabel: labelOf(paymentMethods, payment.method),
          paidAt: payment.createdAt,
          balance: penniesToDecimal(position?.balance ?? 0),
          dueDate,
          interestFreeUntil,
          today,
          dailyInterest: penniesToDecimal(position?.dailyInterest ?? 0),
          extension: payment.kind === 'redemption' ? null : extensionOf(record, position, today),
          saleAllowedFrom:
            standing === 'forSale' &&
            advance.saleAllowedFrom &&
            daysBetween(today, advance.saleAllowedFrom) > 0
              ? advance.saleAllowedFrom
              : null,
        }),
      });
    },

    /** Legal: a loan of £75 or less past its redemption period; its items are the shop's. */
    loanForfeited: async (tx: Writer, record: LoanRecord): Promise<void> => {
      const { advance } = record;
      if (!advance.startDate) return;
      await writer.notify(tx, addresseeOf(advance), 'legal', {
        template: 'loanForfeited',
        dedupeKey: `loan-forfeited:${advance.id}`,
        props: ({ name }) => ({
          name,
          reference: referenceOf(advance),
          startDate: advance.startDate!,
          redemptionEnded: redemptionEndOf(advance),
          items: descriptionsOf(record, ['forfeited']),
        }),
      });
    },

    /**
     * Legal: the notice of intention to sell (Consumer Credit Act 1974 s.121(1);
     * Realisation of Pawn Regulations 1983), written when the notice is given.
     */
    noticeOfSaleGiven: async (tx: Writer, record: LoanRecord): Promise<void> => {
      const { advance } = record;
      if (!advance.startDate || !advance.noticeGivenAt || !advance.saleAllowedFrom) return;
      // Only to a customer who agreed at the agreement to notices by email, and only to the
      // address they agreed to (Consumer Credit Act 1974 s.176A(1)(a)); otherwise the letter.
      if (!advance.noticesByEmail || !advance.noticeEmail) return;
      const noticeDate = todayInLondon(advance.noticeGivenAt);
      const agreedAddress = {
        userId: null,
        guestEmail: advance.noticeEmail,
        name: advance.customerName,
      };
      await writer.notify(tx, agreedAddress, 'legal', {
        template: 'loanNoticeOfSale',
        dedupeKey: `notice-of-sale:${advance.id}`,
        props: ({ name }) => ({
          name,
          reference: referenceOf(advance),
          startDate: advance.startDate!,
          redemptionEnded: redemptionEndOf(advance),
          loanAmount: money(advance.loanAmount),
          interestRate: advance.interestRate,
          noticeDate,
          owed: money(advance.noticeOwed),
          dailyInterest: penniesToDecimal(positionOf(record, noticeDate)?.dailyInterest ?? 0),
          askingPrice: money(advance.noticeAskingPrice),
          saleAllowedFrom: advance.saleAllowedFrom!,
          items: descriptionsOf(record, ['held', 'for_sale']),
        }),
      });
    },

    /** Legal: the statement of the sale (s.121(2)), written with the sale. */
    loanSold: async (tx: Writer, record: LoanRecord): Promise<void> => {
      const { advance } = record;
      if (!advance.startDate || !advance.saleDate) return;
      await writer.notify(tx, addresseeOf(advance), 'legal', {
        template: 'loanSold',
        dedupeKey: `loan-sold:${advance.id}`,
        props: ({ name }) => ({
          name,
          reference: referenceOf(advance),
          startDate: advance.startDate!,
          noticeDate: advance.noticeGivenAt ? todayInLondon(advance.noticeGivenAt) : null,
          saleDate: advance.saleDate!,
          proceeds: money(advance.saleProceeds),
          expenses: money(advance.saleExpenses),
          netProceeds: penniesToDecimal(
            pennies(advance.saleProceeds) - pennies(advance.saleExpenses),
          ),
          owed: money(advance.saleOwed),
          surplus: money(advance.saleSurplus),
          shortfall: money(advance.saleShortfall),
          items: descriptionsOf(record, ['sold']),
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
      today: string = todayInLondon(),
    ): Promise<boolean> => {
      const { advance } = record;
      const position = positionOf(record, today);
      if (!position) return false;
      return writer.notify(tx, addresseeOf(advance), 'reminder', {
        template: 'loanDueReminder',
        dedupeKey: reminderKey(stage, advance),
        props: ({ name }) => ({
          name,
          reference: referenceOf(advance),
          itemDescription: advance.itemDescription,
          dueDate: position.dueDate,
          interestFreeUntil: interestFreeUntilOf(record, position),
          today,
          daysLeft,
          balance: penniesToDecimal(position.balance),
          extendAmount: extensionOf(record, position, today)?.amount ?? null,
          dailyInterest: penniesToDecimal(position.dailyInterest),
        }),
      });
    },

    /**
     * Legal: the loan is past its due date (once per due date), with what it
     * owes on `today` (the scheduler's day) and what each further day costs.
     */
    loanOverdue: async (
      tx: Writer,
      record: LoanRecord,
      today: string = todayInLondon(),
    ): Promise<boolean> => {
      const { advance } = record;
      const position = positionOf(record, today);
      if (!position || !advance.startDate) return false;
      return writer.notify(tx, addresseeOf(advance), 'legal', {
        template: 'loanOverdue',
        dedupeKey: overdueKey(advance),
        props: ({ name }) => ({
          name,
          reference: referenceOf(advance),
          itemDescription: advance.itemDescription,
          dueDate: position.dueDate,
          interestFreeUntil: interestFreeUntilOf(record, position),
          asOf: today,
          balance: penniesToDecimal(position.balance),
          dailyInterest: penniesToDecimal(position.dailyInterest),
          extendAmount: extensionOf(record, position, today)?.amount ?? null,
          // 28 days after the later of the due date and today: never in the past.
          extendedDueDate: extensionOf(record, position, today)?.newDueDate ?? null,
          redemptionEnds: redemptionEndOf(advance),
          smallLoan: isSmallLoan(advance),
        }),
      });
    },

    /**
     * A reminder that the loan's redemption period ends in `daysLeft` days (14
     * or fewer), once per loan and end date, with the balance on `today`.
     */
    loanRedemptionEnding: async (
      tx: Writer,
      record: LoanRecord,
      daysLeft: number,
      today: string = todayInLondon(),
    ): Promise<boolean> => {
      const { advance } = record;
      const position = positionOf(record, today);
      if (!position || !advance.startDate) return false;
      return writer.notify(tx, addresseeOf(advance), 'reminder', {
        template: 'loanRedemptionEnding',
        dedupeKey: redemptionEndingKey(advance, redemptionMonths),
        props: ({ name }) => ({
          name,
          reference: referenceOf(advance),
          itemDescription: advance.itemDescription,
          daysLeft,
          asOf: today,
          balance: penniesToDecimal(position.balance),
          dueDate: position.dueDate,
          dailyInterest: penniesToDecimal(position.dailyInterest),
          redemptionEnds: redemptionEndOf(advance),
          smallLoan: isSmallLoan(advance),
        }),
      });
    },
  };
}

export const reminderKey = (stage: number, loan: DueLoan) =>
  `reminder-${stage}:${loan.id}:${dueDayOf(loan)}`;

export const overdueKey = (loan: DueLoan) => `overdue:${loan.id}:${dueDayOf(loan)}`;

/** Once per loan and end of its redemption period (a loan with an agreement). */
/**
 * The last day of a loan's redemption period: REDEMPTION_MONTHS after the start,
 * or its due date when extensions took it further (s.116(2)).
 */
export const redemptionEndOfLoan = (loan: StartedLoan, redemptionMonths: number) =>
  redemptionPeriodEnd(loan.startDate!, redemptionMonths, todayInLondon(loan.dueDate));

export const redemptionEndingKey = (loan: StartedLoan, redemptionMonths: number) =>
  `redemption-ending:${loan.id}:${redemptionEndOfLoan(loan, redemptionMonths)}`;
