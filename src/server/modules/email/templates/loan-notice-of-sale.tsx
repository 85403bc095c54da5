/**
 * To the customer, always (a legal message): notice of the intention to sell
 * a pawn over £75 whose redemption period has ended (Consumer Credit Act 1974
 * s.121(1)), with the particulars of the Consumer Credit (Realisation of Pawn)
 * Regulations 1983: the agreement, the items, what is owed on the day of the
 * notice, the asking price, how it will be sold, and the first day it may be
 * sold (at least 14 days on). It carries everything the printed letter
 * (notice-of-sale.pdf) says, in the same sentences: the bearer rule, the lost
 * receipt, what follows a sale, the shortfall written off, debt advice.
 */
import { formatDateUK } from '@shared/dates';
import { NOTICE_OF_SALE_DAYS } from '@shared/cash-advances/pawn-book-values';
import {
  afterSaleStatement,
  bearerStatement,
  howItWillBeSold,
  lostReceiptStatement,
  noRecourseStatement,
} from '@shared/cash-advances/pawn-terms-text';
import { formatGBP } from '@shared/money';
import { shop, shopAddressLine } from '@shared/shop';
import { EmailLayout, Facts, Greeting, Lines, OpeningHours, Paragraph } from './layout';
import { DebtAdvice, perDay } from './pawn-terms';
import type { EmailTemplate } from './render-email';

export type LoanNoticeOfSaleProps = {
  name: string | null;
  reference: string;
  /** The agreement's start date, 'YYYY-MM-DD'. */
  startDate: string;
  /** The amount of credit, in pounds. */
  loanAmount: string;
  /** The agreement's rate for each 28 days, percent ("30.00"). */
  interestRate: string;
  /** The last day of the redemption period. */
  redemptionEnded: string;
  /** The day of the notice. */
  noticeDate: string;
  /** Owed on the day of the notice, in pounds. */
  owed: string;
  /** What each further day costs, in pounds. */
  dailyInterest: string;
  askingPrice: string;
  /** The first day the items may be sold. */
  saleAllowedFrom: string;
  items: readonly string[];
};

export const loanNoticeOfSale: EmailTemplate<LoanNoticeOfSaleProps> = {
  kind: 'loan-notice-of-sale',
  subject: ({ reference }) => `Notice of intention to sell your pawned items on ${reference}`,
  Body: (props) => (
    <EmailLayout
      preview={`You can redeem your items until they are sold: not before ${formatDateUK(props.saleAllowedFrom)}.`}
      heading="Notice of intention to sell your pawned items"
      footnote={`A notice under section 121 of the Consumer Credit Act 1974 about your agreement with ${shop.name}, ${shopAddressLine}. Call us on ${shop.telephone} with any question.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        The redemption period of your pawn agreement {props.reference}, made on{' '}
        {formatDateUK(props.startDate)}, ended on {formatDateUK(props.redemptionEnded)} and the loan
        has not been repaid. We give you notice that we intend to sell the items you pledged under
        it:
      </Paragraph>
      <Lines lines={props.items} />
      <Facts
        rows={[
          ['Agreement', props.reference],
          ['Agreement made on', formatDateUK(props.startDate)],
          ['Amount of credit', formatGBP(props.loanAmount)],
          ['Redemption period ended', formatDateUK(props.redemptionEnded)],
          ['Date of this notice', formatDateUK(props.noticeDate)],
          [`Owed on ${formatDateUK(props.noticeDate)}`, formatGBP(props.owed)],
          ['Interest after that date', perDay(props.dailyInterest)],
          ['Asking price', formatGBP(props.askingPrice)],
          ['How it will be sold', howItWillBeSold],
          ['May be sold from', formatDateUK(props.saleAllowedFrom)],
        ]}
      />
      <Paragraph>
        You can still redeem your items at any time until they are sold, by paying what is owed on
        the day you pay: {formatGBP(props.owed)} on {formatDateUK(props.noticeDate)}, and{' '}
        {formatGBP(props.dailyInterest)} more for each day after it. Interest keeps running at the
        agreement&apos;s rate ({Number(props.interestRate)}% for each 28 days), day by day, until
        you redeem them or they are sold, and never more in all than the amount lent; nothing else
        is charged. We will not sell them before {formatDateUK(props.saleAllowedFrom)}, at least{' '}
        {NOTICE_OF_SALE_DAYS} days after this notice.
      </Paragraph>
      <Paragraph>{bearerStatement}</Paragraph>
      <Paragraph>{lostReceiptStatement}</Paragraph>
      <Paragraph>{afterSaleStatement}</Paragraph>
      <Paragraph>{noRecourseStatement}</Paragraph>
      <DebtAdvice />
      <Paragraph>
        To redeem your items, come to the shop at {shopAddressLine}, or call us on {shop.telephone}.
        We are open:
      </Paragraph>
      <OpeningHours />
    </EmailLayout>
  ),
};
