/**
 * A loan's due day in words, by the shop's calendar (Europe/London), counted
 * in whole days between London dates: never by hours, so a loan due in 28 days
 * says 28 at any time of day (issue 31: it said one too many).
 */
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
