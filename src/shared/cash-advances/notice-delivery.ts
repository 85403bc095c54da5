/**
 * When a notice of intention to sell counts as given (Consumer Credit Act 1974
 * s.121(1) with ss.176 and 176A; docs/decisions/023-pawn-law.md §16 point 5):
 *
 * - by email, only where the customer agreed at the agreement to receive
 *   notices at that address (s.176A(1)(a)): it is treated as received on the
 *   working day after it was sent (s.176A(2)), and the 14 days run from then;
 * - otherwise by a letter sent first class: it is treated as delivered on the
 *   second working day after posting (Monday to Friday, not an England and
 *   Wales bank holiday), and the 14 days run from then.
 *
 * "Not less than 14 days" is read as 14 clear days: the pawn may be sold from
 * the 15th day after the notice counts as given.
 */
import { bankHolidayOn } from '../calendar/bank-holidays';
import { formatDateUK } from '../dates';
import { addDays, dayOfWeek, daysBetween } from '../repairs/dates';
import { NOTICE_OF_SALE_DAYS } from './pawn-book-values';

/** A first-class letter is treated as delivered this many working days after posting. */
export const FIRST_CLASS_WORKING_DAYS = 2;

/** Monday to Friday, and not a bank holiday in England and Wales. */
export function isWorkingDay(ymd: string): boolean {
  const weekday = dayOfWeek(ymd);
  return weekday >= 1 && weekday <= 5 && bankHolidayOn(ymd) === null;
}

/**
 * The day a letter posted first class on `postedOn` ('YYYY-MM-DD') is treated
 * as delivered: the second working day after the posting day (Thursday →
 * Monday, Friday → Tuesday; a bank holiday is skipped like a weekend).
 */
export function deemedDelivery(postedOn: string): string {
  let day = postedOn;
  for (let counted = 0; counted < FIRST_CLASS_WORKING_DAYS;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) counted += 1;
  }
  return day;
}

/** The working day after `day`: when an email notice is treated as received (s.176A(2)). */
export function nextWorkingDay(day: string): string {
  let next = addDays(day, 1);
  while (!isWorkingDay(next)) next = addDays(next, 1);
  return next;
}

/** The first day a pawn may be sold after a notice that counts as given on `day`: 14 clear days. */
export const saleAllowedAfterNotice = (day: string): string =>
  addDays(day, NOTICE_OF_SALE_DAYS + 1);

/** The day a notice counts as given, back from the first day of sale it allows. */
export const noticeCountsFrom = (saleAllowedFrom: string): string =>
  addDays(saleAllowedFrom, -(NOTICE_OF_SALE_DAYS + 1));

/** How a notice of sale reaches the customer. */
export type NoticeDelivery =
  /** By email, the customer having agreed to it: counts from the working day after it was sent. */
  | { by: 'email'; givenOn: string }
  /** A letter not posted yet: the sale cannot be dated until it is. */
  | { by: 'post'; postedOn: null }
  /** A letter posted on `postedOn`: counts from its deemed delivery. */
  | { by: 'post'; postedOn: string };

export type NoticeTiming = {
  /** The day the notice counts as given (reached the customer); null until the letter is posted. */
  deliveredOn: string | null;
  /** The first day the pawn may be sold; null until the letter is posted. */
  saleAllowedFrom: string | null;
};

/** When the notice counts as given, and the first day of sale it allows. */
export function noticeTiming(delivery: NoticeDelivery): NoticeTiming {
  const deliveredOn =
    delivery.by === 'email'
      ? nextWorkingDay(delivery.givenOn)
      : delivery.postedOn === null
        ? null
        : deemedDelivery(delivery.postedOn);
  return {
    deliveredOn,
    saleAllowedFrom: deliveredOn === null ? null : saleAllowedAfterNotice(deliveredOn),
  };
}

/** "3 March 2027" from 'YYYY-MM-DD'. */
const longDay = (ymd: string) => formatDateUK(`${ymd}T12:00:00Z`);

/**
 * Why a pawn under this notice cannot be sold (or listed) yet, in words for
 * staff, or null when `today` is on or after the first day of sale.
 */
export function saleNotYetAllowed(delivery: NoticeDelivery, today: string): string | null {
  const { deliveredOn, saleAllowedFrom } = noticeTiming(delivery);
  if (deliveredOn === null || saleAllowedFrom === null) {
    return 'The customer did not agree to receive notices by email, so the notice of sale counts only once the letter is posted: print it, post it first class and record the posting day. The pawn may then be sold 14 clear days after it is treated as delivered (the second working day after posting).';
  }
  if (daysBetween(saleAllowedFrom, today) >= 0) return null;
  const from = `so the pawn may be sold from ${longDay(saleAllowedFrom)}`;
  if (delivery.by === 'email') {
    return `The notice was sent by email on ${longDay(delivery.givenOn)}; it is treated as received on ${longDay(deliveredOn)}, ${from}.`;
  }
  return `The notice was posted on ${longDay(delivery.postedOn ?? deliveredOn)}; it is treated as delivered on ${longDay(deliveredOn)}, ${from}.`;
}
