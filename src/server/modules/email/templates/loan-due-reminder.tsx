/** To the customer unless they turned reminders off: 5, 3 and 1 days before the due date, and on it. */
import { closedDueDayNotice, closedDueDayRule } from '@shared/cash-advances/due-words';
import { formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { shop, shopAddressLine } from '@shared/shop';
import { EmailLayout, Facts, Greeting, OpeningHours, Paragraph } from './layout';
import { perDay } from './pawn-terms';
import type { EmailTemplate } from './render-email';

export type LoanDueReminderProps = {
  name: string | null;
  reference: string;
  itemDescription: string;
  /** 'YYYY-MM-DD' (Europe/London). */
  dueDate: string;
  /** The last day with no interest after the due date: the next opening day when the shop is closed on it. */
  interestFreeUntil: string;
  /** The day the reminder is written ('YYYY-MM-DD'). */
  today: string;
  /** Whole days from today to the due date (0: due today). */
  daysLeft: number;
  balance: string;
  /** What an extension costs now; null when there is nothing to extend with. */
  extendAmount: string | null;
  /** What each day after the due date will cost at the agreement's rate (on the principal owed now), in pounds. */
  dailyInterest: string;
};

const when = (daysLeft: number) =>
  daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;

export const loanDueReminder: EmailTemplate<LoanDueReminderProps> = {
  kind: 'loan-due-reminder',
  subject: ({ reference, daysLeft }) => `Your loan ${reference} is due ${when(daysLeft)}`,
  Body: (props) => (
    <EmailLayout
      preview={`Repay ${formatGBP(props.balance)} by ${formatDateUK(props.dueDate)}.`}
      heading={`Your loan is due ${when(props.daysLeft)}`}
      footnote={`A reminder of your loan with ${shop.name}. To stop these reminders, call us on ${shop.telephone}.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        Your loan on {props.itemDescription} is due on {formatDateUK(props.dueDate)}.
      </Paragraph>
      <Facts
        rows={[
          ['Agreement', props.reference],
          ['Due date', formatDateUK(props.dueDate)],
          ['To repay', formatGBP(props.balance)],
          props.extendAmount ? ['To extend by 28 days', formatGBP(props.extendAmount)] : null,
        ]}
      />
      <Paragraph>
        Interest is charged by the day at the agreement&apos;s rate, {perDay(props.dailyInterest)},
        before and after the due date, so repaying sooner costs less; nothing else is charged for
        paying late.{' '}
        {closedDueDayNotice(props.dueDate, props.interestFreeUntil, props.today) ??
          closedDueDayRule}
      </Paragraph>
      <Paragraph>
        Come to the shop at {shopAddressLine} to repay the loan and collect your items
        {props.extendAmount ? ', or to extend it' : ''}. We are open:
      </Paragraph>
      <OpeningHours />
    </EmailLayout>
  ),
};
