/**
 * The due-date scheduler: reminders 5, 3 and 1 days before a loan's due date
 * and on the day, and the overdue notice after it. Idempotent by the dedupe
 * keys ("reminder-3:<loan id>:<due date>"): run it twice, or on two instances at
 * once, and each message is still written once. A run that missed a day (the
 * shop was down) sends the latest reminder that applies, never the ones before.
 */
import { and, eq, lte } from 'drizzle-orm';
import { endOfLondonDay } from '@shared/cash-advances/ledger';
import { addDays, daysBetween, todayInLondon } from '@shared/repairs/dates';
import type { Db } from '../../db/client';
import { cashAdvances } from '../../db/schema';
import { loadLoan } from '../cash-advances/loan-book';
import { dueDayOf, overdueKey, reminderKey } from './cash-advance-notices';
import type { Notices } from './notices';
import { takenDedupeKeys } from './outbox';

/** Days before the due date a reminder goes, nearest first. */
export const REMINDER_DAYS = [0, 1, 3, 5] as const;

/** The reminder due `daysLeft` days before the due date, or null (overdue). */
export function reminderStage(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  return REMINDER_DAYS.find((stage) => daysLeft <= stage) ?? null;
}

type Due = { id: string; key: string };

/** What each active loan due within five days (or overdue) needs now. */
function messagesDue(loans: { id: string; dueDate: Date }[], today: string): Due[] {
  return loans.flatMap((loan) => {
    const daysLeft = daysBetween(today, dueDayOf(loan));
    const stage = reminderStage(daysLeft);
    if (daysLeft < 0) return [{ id: loan.id, key: overdueKey(loan) }];
    return stage === null ? [] : [{ id: loan.id, key: reminderKey(stage, loan) }];
  });
}

/** Writes the reminders and overdue notices due at `now`; answers how many were written. */
export async function enqueueLoanReminders(db: Db, notices: Notices, now: Date): Promise<number> {
  const today = todayInLondon(now);
  const loans = await db
    .select({ id: cashAdvances.id, dueDate: cashAdvances.dueDate })
    .from(cashAdvances)
    .where(
      and(
        eq(cashAdvances.status, 'active'),
        lte(cashAdvances.dueDate, endOfLondonDay(addDays(today, Math.max(...REMINDER_DAYS)))),
      ),
    );
  const due = messagesDue(loans, today);
  const taken = new Set<string>();
  for (let start = 0; start < due.length; start += 500) {
    const keys = due.slice(start, start + 500).map((message) => message.key);
    for (const key of await takenDedupeKeys(db, keys)) taken.add(key);
  }
  let written = 0;
  for (const { id } of due.filter((message) => !taken.has(message.key))) {
    written += await db.transaction(async (tx) => {
      // Read again: a payment may have moved the due date or closed the loan meanwhile.
      const record = await loadLoan(tx, id);
      if (!record || record.advance.status !== 'active') return 0;
      const daysLeft = daysBetween(today, dueDayOf(record.advance));
      const stage = reminderStage(daysLeft);
      if (daysLeft < 0) return (await notices.loanOverdue(tx, record)) ? 1 : 0;
      if (stage === null) return 0;
      return (await notices.loanDueReminder(tx, record, stage, daysLeft)) ? 1 : 0;
    });
  }
  return written;
}
