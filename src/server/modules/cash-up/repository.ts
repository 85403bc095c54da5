/**
 * The cash-up of a day (issue 29, decision 026): worked out live while the day
 * is open, and read back exactly as it was closed once it is.
 */
import { eq } from 'drizzle-orm';
import {
  ALREADY_CLOSED_MESSAGE,
  FUTURE_DAY_MESSAGE,
  NOTE_REQUIRED_MESSAGE,
  type CashUp,
} from '@shared/cash-up/schemas';
import { addDays, todayInLondon } from '@shared/repairs/dates';
import type { Db } from '../../db/client';
import type { Reader } from './day-figures';
import { cashUps, type CashUpRow } from '../../db/schema';
import { badRequest, conflict } from '../../http-error';
import { audit, changedFields } from '../audit/record';
import { lockForClose } from '../ledger/money-lines';
import { startOfLondonDay } from '../payments/reconciliation';
import {
  byMethodOf,
  differenceOf,
  expectedCashOf,
  linesOf,
  openingFloatOf,
  windowOf,
} from './day-figures';

function refuseFuture(day: string, now: Date) {
  if (day > todayInLondon(now)) throw badRequest(FUTURE_DAY_MESSAGE);
}

function endOfDay(row: CashUpRow): Date {
  const midnight = startOfLondonDay(addDays(row.day, 1));
  return row.closedAt < midnight ? row.closedAt : midnight;
}

function closedAnswer(row: CashUpRow): CashUp {
  return {
    date: row.day,
    openingFloat: row.openingFloat,
    byMethod: row.byMethod as CashUp['byMethod'],
    lines: row.lines as CashUp['lines'],
    expectedCash: row.expectedCash,
    counted: row.counted,
    difference: row.difference,
    counts: row.counts ?? null,
    note: row.note,
    closedAt: row.closedAt.toISOString(),
    closedBy: row.closedByName,
    // A day closed after its midnight ended at midnight; one closed before it, at the close.
    window: { from: row.windowFrom.toISOString(), to: endOfDay(row).toISOString() },
  };
}

/** The figures of an open day as they stand. */
async function openFigures(db: Reader, day: string, defaultFloat: string, now: Date) {
  const window = await windowOf(db, day);
  const openingFloat = await openingFloatOf(db, day, defaultFloat);
  const lines = await linesOf(db, day);
  const byMethod = byMethodOf(lines);
  // While the day runs, it runs until now.
  const to = window.to < now ? window.to : now;
  return { window: { from: window.from, to }, openingFloat, lines, byMethod };
}

export async function cashUpOf(
  db: Db,
  day: string,
  defaultFloat: string,
  now: Date = new Date(),
): Promise<CashUp> {
  refuseFuture(day, now);
  const [closed] = await db.select().from(cashUps).where(eq(cashUps.day, day));
  if (closed) return closedAnswer(closed);
  const figures = await openFigures(db, day, defaultFloat, now);
  return {
    date: day,
    openingFloat: figures.openingFloat,
    byMethod: figures.byMethod,
    lines: figures.lines,
    expectedCash: expectedCashOf(figures.openingFloat, figures.byMethod),
    counted: null,
    difference: null,
    counts: null,
    note: null,
    closedAt: null,
    closedBy: null,
    window: { from: figures.window.from.toISOString(), to: figures.window.to.toISOString() },
  };
}

export type CloseInput = {
  counted: string;
  counts?: Record<string, number> | undefined;
  note?: string | undefined;
};

/**
 * Closes the day with the count: the figures are worked out and stored in one
 * transaction under the close's lock, so a second close (even one racing this)
 * finds the first and answers 409, and the day's over or short is posted with it.
 */
export async function closeDay(
  db: Db,
  day: string,
  input: CloseInput,
  actor: { id: string; username: string },
  defaultFloat: string,
  now: Date = new Date(),
): Promise<CashUp> {
  refuseFuture(day, now);
  return db.transaction(async (tx) => {
    // Money being written now finishes first and is counted; money written after waits and
    // finds the day closed, so it lands on the next day still open.
    await lockForClose(tx);
    const [already] = await tx
      .select({ day: cashUps.day })
      .from(cashUps)
      .where(eq(cashUps.day, day));
    if (already) throw conflict(ALREADY_CLOSED_MESSAGE);
    const figures = await openFigures(tx, day, defaultFloat, now);
    const expectedCash = expectedCashOf(figures.openingFloat, figures.byMethod);
    const difference = differenceOf(input.counted, expectedCash);
    if (difference !== '0.00' && !input.note) throw badRequest(NOTE_REQUIRED_MESSAGE);
    const [row] = await tx
      .insert(cashUps)
      .values({
        day,
        openingFloat: figures.openingFloat,
        expectedCash,
        counted: input.counted,
        difference,
        counts: input.counts ?? null,
        note: input.note ?? null,
        byMethod: figures.byMethod,
        lines: figures.lines,
        windowFrom: figures.window.from,
        closedAt: now,
        closedBy: actor.id,
        closedByName: actor.username,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(ALREADY_CLOSED_MESSAGE);
    await audit(tx, {
      action: 'cash_up.closed',
      entity: 'cash_up',
      entityId: day,
      changes: changedFields(
        {},
        {
          openingFloat: row.openingFloat,
          expectedCash: row.expectedCash,
          counted: row.counted,
          difference: row.difference,
          counts: row.counts,
          note: row.note,
        },
      ),
    });
    return closedAnswer(row);
  });
}

/** Whether a day was closed: for the dashboard's reminder. */
export async function isClosed(db: Db, day: string): Promise<boolean> {
  const [row] = await db.select({ day: cashUps.day }).from(cashUps).where(eq(cashUps.day, day));
  return Boolean(row);
}
