/**
 * A guest's private link to follow their cash advance request (issue 31),
 * `/cash-advance/follow/:code`, made like a repair's tracking link: 128 random
 * bits nobody can guess, no sign-in. The answer says where the request stands
 * and what happens next, never who made it: no name, phone, email or the
 * item's description as typed (anyone holding the link reads it).
 *
 * The words and checks the page needs, without zod (decision 012): the follow page
 * reads and shows, and downloads no schema library; ./follow.ts has the answers' schemas.
 */
import type { CashAdvanceStatus } from './values';

/** 128 random bits in base64url without padding: 22 characters. */
const followCodePattern = /^[A-Za-z0-9_-]{22}$/;

/** Whether `value` could be a follow code at all; anything else is not looked up. */
export const isFollowCode = (value: string): boolean => followCodePattern.test(value);

/** The one answer to a code that names no request, malformed or not. */
export const FOLLOW_NOT_FOUND = 'No cash advance request has this link.';

/** Statuses with an agreement signed in the shop (a due date to show). */
const withAgreement: readonly CashAdvanceStatus[] = ['active', 'sale_notice', 'for_sale'];
export const hasAgreementDueDate = (status: CashAdvanceStatus) => withAgreement.includes(status);

/** Where the request stands, in a heading's words. */
export const followStatusTitles: Record<CashAdvanceStatus, string> = {
  pending: 'We are reviewing your request',
  approved: 'We have made you an offer',
  rejected: 'We cannot offer a cash advance on this item',
  active: 'Your cash advance is running',
  paid: 'Your cash advance is repaid',
  completed: 'Your cash advance is repaid',
  processed: 'This request is closed',
  forfeited: 'This cash advance has ended',
  sale_notice: 'Your cash advance is overdue',
  for_sale: 'Your cash advance is overdue',
  sold: 'This cash advance has ended',
  settled: 'This cash advance has ended',
  withdrawn: 'You withdrew from this cash advance',
};

/** What happens next, step by step, for each status. */
export const followNextSteps: Record<CashAdvanceStatus, readonly string[]> = {
  pending: [
    'We look at your request, usually within one working day, and call you on the number you gave.',
    'Bring the item and photo ID to the shop for a free valuation; the final amount is agreed in the shop.',
  ],
  approved: [
    'Bring the item and photo ID to the shop.',
    'We check the item, agree the amount and you sign the agreement; the cash is yours the same day.',
  ],
  rejected: ['You can ask us about another item at any time, or call us if you have questions.'],
  active: [
    'Repay or extend by the due date, in the shop or by phone.',
    'Your agreement and receipts came by email; call us if you need them again.',
  ],
  paid: ['Nothing more to do. Thank you.'],
  completed: ['Nothing more to do. Thank you.'],
  processed: ['Nothing more to do. Call us if you have questions.'],
  forfeited: ['Please call us if you have questions about this agreement.'],
  sale_notice: ['Please call us or come to the shop as soon as you can: we wrote to you about it.'],
  for_sale: ['Please call us or come to the shop as soon as you can: we wrote to you about it.'],
  sold: ['We wrote to you with the statement of the sale. Please call us if you have questions.'],
  settled: ['Nothing more to do. Call us if you have questions.'],
  withdrawn: ['You repaid the credit and its interest and your items were handed back. Thank you.'],
};
