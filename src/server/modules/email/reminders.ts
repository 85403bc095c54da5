/**
 * The loan scheduler: reminders 5, 3 and 1 days before a loan's due date and
 * on the day, the overdue notice after it (after the next opening day when the
 * shop was closed on the due date, decision 036), and a reminder when the redemption
 * period ends within 14 days. Idempotent by the dedupe keys
 * ("reminder-3:<loan id>:<due date>", "redemption-ending:<loan id>:<end>"): run
 * it twice, or on two instances at once, and each message is still written
 * once. A run that missed a day (the shop was down) sends the latest reminder
 * that applies, never the ones before.
 */
import { and, eq, gte, lte, or } from 'drizzle-orm';
import { interestFreeThrough } from '@shared/cash-advances/closed-day-grace';
import { addMonths, endOfLondonDay } from '@shared/cash-advances/ledger';
import { addDays, daysBetween, todayInLondon } from '@shared/repairs/dates';
import type { Db, Tx } from '../../db/client';
import { cashAdvances } from '../../db/schema';
import { loadLoan, type LoanRecord } from '../cash-advances/loan-book';
import {
  dueDayOf,
  overdueKey,
  redemptionEndOfLoan,
  redemptionEndingKey,
  reminderKey,
} from './cash-advance-notices';
import type { Notices } from './notices';
import { takenDedupeKeys } from './outbox';

/** Days before the due date a reminder goes, nearest first. */
export const REMINDER_DAYS = [0, 1, 3, 5] as const;

/** Days before the end of the redemption period its reminder goes (once). */
export const REDEMPTION_REMINDER_DAYS = 14;

/** The reminder due `daysLeft` days before the due date, or null (overdue). */
export function reminderStage(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  return REMINDER_DAYS.find((stage) => daysLeft <= stage) ?? null;
}

/** Whether a redemption period ending `daysLeft` days from today is reminded of now. */
export const redemptionReminderDue = (daysLeft: number): boolean =>
  daysLeft >= 0 && daysLeft <= REDEMPTION_REMINDER_DAYS;

export type ReminderRules = { redemptionMonths: number };

type Due = { id: string; key: string };

/** What each active loan due within five days (or overdue) needs now. */
function dueDateMessages(loans: { id: string; dueDate: Date }[], today: string): Due[] {
  return loans.flatMap((loan) => {
    const daysLeft = daysBetween(today, dueDayOf(loan));
    const stage = reminderStage(daysLeft);
    if (daysLeft < 0) return [{ id: loan.id, key: overdueKey(loan) }];
    return stage === null ? [] : [{ id: loan.id, key: reminderKey(stage, loan) }];
  });
}

/**
 * The start dates whose redemption period ends from `today` to 14 days on: a
 * bounded range on start_date, a few days wider than exact (a month's end is
 * clamped: 31 August + 6 months is 28 February), filtered exactly afterwards.
 */
export function redemptionStartRange(today: string, months: number): { from: string; to: string } {
  return {
    from: addDays(addMonths(today, -months), -4),
    to: addDays(addMonths(addDays(today, REDEMPTION_REMINDER_DAYS), -months), 4),
  };
}

/** What each active loan whose redemption period ends within 14 days needs now. */
function redemptionMessages(
  loans: { id: string; startDate: string | null; dueDate: Date }[],
  today: string,
  months: number,
): Due[] {
  return loans.flatMap((loan) => {
    if (!loan.startDate) return [];
    const daysLeft = daysBetween(today, redemptionEndOfLoan(loan, months));
    return redemptionReminderDue(daysLeft)
      ? [{ id: loan.id, key: redemptionEndingKey(loan, months) }]
      : [];
  });
}

/**
 * Writes the reminders and notices due at `now`; answers how many were written.
 * Only active loans: a loan under notice of sale has its own notice.
 */
export async function enqueueLoanReminders(
  db: Db,
  notices: Notices,
  now: Date,
  { redemptionMonths }: ReminderRules,
): Promise<number> {
  const today = todayInLondon(now);
  // Active loans by due date: the partial index cash_advances_active_due_idx.
  const dueSoon = await db
    .select({ id: cashAdvances.id, dueDate: cashAdvances.dueDate })
    .from(cashAdvances)
    .where(
      and(
        eq(cashAdvances.status, 'active'),
        lte(cashAdvances.dueDate, endOfLondonDay(addDays(today, Math.max(...REMINDER_DAYS)))),
      ),
    );
  // Active loans started within a few weeks' range (cash_advances_status_created_at_idx
  // finds the active ones; the range keeps the answer to the loans that need it).
  const range = redemptionStartRange(today, redemptionMonths);
  const periodEnding = await db
    .select({
      id: cashAdvances.id,
      startDate: cashAdvances.startDate,
      dueDate: cashAdvances.dueDate,
    })
    .from(cashAdvances)
    .where(
      and(
        eq(cashAdvances.status, 'active'),
        or(
          and(gte(cashAdvances.startDate, range.from), lte(cashAdvances.startDate, range.to)),
          // Extended past the months: the period ends on the due date (s.116(2)).
          and(
            gte(cashAdvances.dueDate, endOfLondonDay(addDays(today, -1))),
            lte(cashAdvances.dueDate, endOfLondonDay(addDays(today, REDEMPTION_REMINDER_DAYS + 1))),
          ),
        ),
      ),
    );
  const due = [
    ...dueDateMessages(dueSoon, today),
    ...redemptionMessages(periodEnding, today, redemptionMonths),
  ];
  const taken = new Set<string>();
  for (let start = 0; start < due.length; start += 500) {
    const keys = due.slice(start, start + 500).map((message) => message.key);
    for (const key of await takenDedupeKeys(db, keys)) taken.add(key);
  }
  let written = 0;
  for (const { id, key } of due.filter((message) => !taken.has(message.key))) {
    written += await db.transaction(async (tx) => {
      // Read again: a payment may have moved the due date or closed the loan meanwhile.
      const record = await loadLoan(tx, id);
      if (!record || record.advance.status !== 'active') return 0;
      const wrote = key.startsWith('redemption-ending:')
        ? await redemptionReminder(notices, tx, record, today, redemptionMonths)
        : await dueDateMessage(notices, tx, record, today);
      return wrote ? 1 : 0;
    });
  }
  return written;
}

async function dueDateMessage(
  notices: Notices,
  tx: Tx,
  record: LoanRecord,
  today: string,
): Promise<boolean> {
  const dueDay = dueDayOf(record.advance);
  const daysLeft = daysBetween(today, dueDay);
  const stage = reminderStage(daysLeft);
  if (daysLeft < 0) {
    // The shop was shut on the due date: no interest runs, so nothing is overdue until
    // the next opening day has gone (decision 036); the notice is still owed after it.
    const shut = daysBetween(today, interestFreeThrough(dueDay, record.closures)) >= 0;
    return shut ? false : notices.loanOverdue(tx, record, today);
  }
  if (stage === null) return false;
  return notices.loanDueReminder(tx, record, stage, daysLeft, today);
}

async function redemptionReminder(
  notices: Notices,
  tx: Tx,
  record: LoanRecord,
  today: string,
  months: number,
): Promise<boolean> {
  const { startDate } = record.advance;
  if (!startDate) return false;
  const daysLeft = daysBetween(today, redemptionEndOfLoan(record.advance, months));
  if (!redemptionReminderDue(daysLeft)) return false;
  return notices.loanRedemptionEnding(tx, record, daysLeft, today);
}
