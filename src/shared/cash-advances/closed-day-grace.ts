/**
 * No customer pays interest for a day the shop was shut when their loan fell
 * due (docs/decisions/036-closed-days-cost-no-interest.md). A due date stays
 * as agreed (decision 028); when the shop is closed on it (a staff closure,
 * and then any Sunday, bank holiday or further closure after it), the days up
 * to the next opening day cost no interest, and paying on that opening day
 * costs what paying on the due date would have.
 *
 * Pure: the server reads the staff closures and passes them in; without them
 * only the weekly hours and the bank holidays count, and those never fall on
 * a due date (`termEndFrom` already moved it past them).
 */
import { noClosures, openingDayOnOrAfter, type Closures } from '../calendar/opening-days';
import { daysBetween } from '../repairs/dates';

/**
 * The last day a loan due on `dueDate` can be repaid or extended with no
 * interest after its due date: the due date itself when the shop opens then,
 * else the next opening day, however the closures were added or when.
 */
export const interestFreeThrough = (dueDate: string, closures: Closures = noClosures): string =>
  openingDayOnOrAfter(dueDate, closures);

/** The shut days from the due date on that cost no interest (0 when the shop opens on it). */
export const graceDays = (dueDate: string, closures: Closures = noClosures): number =>
  daysBetween(dueDate, interestFreeThrough(dueDate, closures));

/**
 * Closure days ('YYYY-MM-DD') as the calendar functions take them: a loan's
 * answer carries the days only, and the loan maths needs no reasons.
 */
export const closuresOfDays = (days: readonly string[] = []): Closures =>
  new Map(days.map((day) => [day, 'Closed']));
