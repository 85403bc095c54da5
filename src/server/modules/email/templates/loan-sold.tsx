/**
 * To the customer, always (a legal message): the statement of the sale of a
 * pawn (Consumer Credit Act 1974 s.121(2); Realisation of Pawn Regulations
 * 1983): the date, what it fetched, the costs of the sale, the net proceeds,
 * what was owed on the day, and the surplus the shop will pay or the shortfall
 * it has written off (no recourse: never asked of the customer).
 */
import { shortfallWrittenOff } from '@shared/cash-advances/pawn-terms-text';
import { formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { shop, shopAddressLine } from '@shared/shop';
import { EmailLayout, Facts, Greeting, Lines, OpeningHours, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type LoanSoldProps = {
  name: string | null;
  reference: string;
  /** The agreement's start date, 'YYYY-MM-DD'. */
  startDate: string;
  /** The day of the notice of intention to sell, when one is recorded. */
  noticeDate: string | null;
  saleDate: string;
  /** Amounts in pounds. */
  proceeds: string;
  expenses: string;
  netProceeds: string;
  owed: string;
  surplus: string;
  shortfall: string;
  items: readonly string[];
};

const isMore = (amount: string) => Number(amount) > 0;

export const loanSold: EmailTemplate<LoanSoldProps> = {
  kind: 'loan-sold',
  subject: ({ reference }) => `Your pawned items on ${reference} were sold: statement of the sale`,
  Body: (props) => (
    <EmailLayout
      preview={
        isMore(props.surplus)
          ? `We owe you a surplus of ${formatGBP(props.surplus)}.`
          : `Sold on ${formatDateUK(props.saleDate)} for ${formatGBP(props.proceeds)}.`
      }
      heading="Statement of the sale of your pawned items"
      footnote={`The statement of a sale under section 121 of the Consumer Credit Act 1974, about your agreement with ${shop.name}. Please keep it.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        {props.noticeDate
          ? `After the notice of our intention to sell that we gave you on ${formatDateUK(props.noticeDate)}, we`
          : 'We'}{' '}
        sold the items you pledged under your pawn agreement {props.reference}, made on{' '}
        {formatDateUK(props.startDate)}:
      </Paragraph>
      <Lines lines={props.items} />
      <Facts
        rows={[
          ['Agreement', props.reference],
          ['Date of the sale', formatDateUK(props.saleDate)],
          ['Sold by', `${shop.name}, ${shopAddressLine}`],
          ['Sale price', formatGBP(props.proceeds)],
          ['Costs of the sale', formatGBP(props.expenses)],
          ['Net proceeds', formatGBP(props.netProceeds)],
          ['Owed on the day of the sale', formatGBP(props.owed)],
          isMore(props.surplus) ? ['Surplus owed to you', formatGBP(props.surplus)] : null,
          isMore(props.shortfall) ? ['Shortfall written off', formatGBP(props.shortfall)] : null,
        ]}
      />
      {isMore(props.surplus) ? (
        <>
          <Paragraph>
            The net proceeds were more than what was owed: we owe you the surplus of{' '}
            {formatGBP(props.surplus)}. Come to the shop at {shopAddressLine} with your ID, or call
            us on {shop.telephone}, and we will pay it to you. We are open:
          </Paragraph>
          <OpeningHours />
        </>
      ) : isMore(props.shortfall) ? (
        <Paragraph>
          {shortfallWrittenOff(formatGBP(props.shortfall))} Call us on {shop.telephone} with any
          question about this statement.
        </Paragraph>
      ) : (
        <Paragraph>
          The net proceeds were exactly what was owed on the day of the sale: there is no surplus
          and no shortfall. Call us on {shop.telephone} with any question about this statement.
        </Paragraph>
      )}
    </EmailLayout>
  ),
};
