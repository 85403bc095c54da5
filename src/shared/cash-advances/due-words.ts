/**
 * A loan's due day in words, by the shop's calendar (Europe/London), counted
 * in whole days between London dates: never by hours, so a loan due in 28 days
 * says 28 at any time of day (issue 31: it said one too many).
 */
import { formatDateUK } from '../dates';
import { daysBetween, todayInLondon } from '../repairs/dates';

/** The London day a due date ends (due dates are the end of their London day). */
export const dueDayOf = (dueDate: string | Date): string =>
  todayInLondon(typeof dueDate === 'string' ? new Date(dueDate) : dueDate);

/** Whole days from `today` to the due day: negative once it has passed. */
export const daysUntilDue = (dueDate: string | Date, today: string): number =>
  daysBetween(today, dueDayOf(dueDate));

/** "Due today", "Due tomorrow", "Due in 3 days", "1 day overdue", "2 days overdue". */
export function dueInWords(dueDate: string | Date, today: string): string {
  const days = daysUntilDue(dueDate, today);
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days > 1) return `Due in ${days} days`;
  const late = -days;
  return `${late} day${late === 1 ? '' : 's'} overdue`;
}

/**
 * The closed-day rule (decision 036) in one sentence, written once for the
 * papers, the emails and the loan pages.
 */
export const closedDueDayRule =
  'If the shop is closed on the day your loan is due, you have until the end of the next opening day, with no extra interest.';

const longDay = (ymd: string) => formatDateUK(`${ymd}T12:00:00Z`);

/**
 * What a closure on this loan's due date gives it, by `today`: until the end
 * of the next opening day with no extra interest, or, once that day has gone,
 * that those days cost nothing. Null when the shop opens on the due date.
 */
export function closedDueDayNotice(
  dueDay: string,
  interestFreeUntil: string,
  today: string,
): string | null {
  if (dueDay === interestFreeUntil) return null;
  return daysBetween(interestFreeUntil, today) > 0
    ? `The shop was closed on ${longDay(dueDay)}, the day your loan was due, so no interest was added up to the end of ${longDay(interestFreeUntil)}.`
    : `The shop is closed on ${longDay(dueDay)}, the day your loan is due, so you have until the end of ${longDay(interestFreeUntil)}, with no extra interest.`;
}
