/**
 * Devices left in the shop (issue 30; docs/decisions/027): reminders 14 and
 * 30 days after "ready", the uncollected goods notice of the Torts
 * (Interference with Goods) Act 1977 from 90 days, the draft product after the
 * date the notice names, and the sale accounted for to the customer.
 *
 * The reminders follow the loan scheduler (email/reminders.ts): idempotent by
 * dedupe key, so two instances running it at once still write each once, and
 * a run that missed days sends the latest reminder that applies only.
 */
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { addMonths, endOfLondonDay } from '@shared/cash-advances/ledger';
import { formatDateUK } from '@shared/dates';
import { addDays, daysBetween, todayInLondon } from '@shared/repairs/dates';
import { noticeFrom, saleAccount } from '@shared/repairs/estimates';
import { repairTitle } from '@shared/repairs/schemas';
import type { Db, Tx } from '../../db/client';
import { products, repairPayments, repairs, type Repair } from '../../db/schema';
import { conflict } from '../../http-error';
import { recordActivity } from '../activity/repository';
import { audit, changedFields } from '../audit/record';
import { takenDedupeKeys } from '../email/outbox';
import { billOf, decimal } from './bill';
import { lockRepair } from './estimates';

export const REMINDER_STAGES = [30, 14] as const;
export { NOTICE_AFTER_DAYS, noticeFrom } from '@shared/repairs/estimates';

export const readyDay = (repair: Pick<Repair, 'readyAt'>): string | null =>
  repair.readyAt ? todayInLondon(repair.readyAt) : null;

/** The reminder due `days` after ready: the latest that applies, or null. */
export const reminderStageFor = (days: number): number | null =>
  REMINDER_STAGES.find((stage) => days >= stage) ?? null;

export const reminderKey = (stage: number, id: string) => `repair-uncollected-${stage}:${id}`;

/**
 * The date the notice names, on or after which the device may be sold: three
 * months after the notice and a day (Sch. 1 para 6(3): "not less than three
 * months" when money is owed; a month's end is clamped, so the extra day keeps
 * it at least three months).
 */
export const saleAfterFor = (noticeDay: string): string => addDays(addMonths(noticeDay, 3), 1);

/** What the customer owes for the device now, in pennies (0 with no bill). */
async function owedPennies(db: Pick<Db, 'select'>, repair: Repair): Promise<number> {
  return (await billOf(db, repair))?.balancePennies ?? 0;
}

export type UncollectedNotify = (
  tx: Tx,
  repair: Repair,
  owed: string,
  saleAfter: string | null,
  dedupeKey: string,
) => Promise<boolean>;

/** Writes the reminders due at `now`; answers how many were written. */
export async function enqueueRepairReminders(
  db: Db,
  notify: UncollectedNotify,
  now: Date,
): Promise<number> {
  const today = todayInLondon(now);
  // Ready for 14 to 61 London days: past that a missed reminder is moot, the notice
  // takes over. Counted in London days, as the stage is, not in elapsed hours: a
  // device ready in the evening is 14 days ready on the morning of the 14th day,
  // and a span across the clocks changing is not an hour short.
  const due = await db
    .select({ id: repairs.id, readyAt: repairs.readyAt })
    .from(repairs)
    .where(
      and(
        eq(repairs.status, 'ready'),
        isNull(repairs.uncollectedNoticeAt),
        lte(repairs.readyAt, endOfLondonDay(addDays(today, -14))),
        gt(repairs.readyAt, endOfLondonDay(addDays(today, -62))),
      ),
    );
  const wanted = due.flatMap((row) => {
    const ready = readyDay(row);
    const stage = ready ? reminderStageFor(daysBetween(ready, today)) : null;
    return stage === null ? [] : [{ id: row.id, key: reminderKey(stage, row.id) }];
  });
  const taken = await takenDedupeKeys(
    db,
    wanted.map((message) => message.key),
  );
  let written = 0;
  for (const { id, key } of wanted.filter((message) => !taken.has(message.key))) {
    written += await db.transaction(async (tx) => {
      // Read again under the lock: the device may have been collected meanwhile.
      const row = await lockRepair(tx, { id });
      if (!row || row.status !== 'ready') return 0;
      return (await notify(tx, row, decimal(await owedPennies(tx, row)), null, key)) ? 1 : 0;
    });
  }
  return written;
}

/** Gives the notice (once): from 90 days after ready, naming the sale date. */
export async function giveUncollectedNotice(
  db: Db,
  id: string,
  actorId: string,
  notify: UncollectedNotify,
  now: Date = new Date(),
): Promise<Repair | null> {
  return db.transaction(async (tx) => {
    const row = await lockRepair(tx, { id });
    if (!row) return null;
    const ready = readyDay(row);
    if (row.status !== 'ready' || !ready) {
      throw conflict('Only a device ready to collect can be given the uncollected goods notice.');
    }
    if (row.uncollectedNoticeAt) return row;
    const today = todayInLondon(now);
    if (daysBetween(today, noticeFrom(ready)) > 0) {
      throw conflict(
        `The uncollected goods notice can be given from ${formatDateUK(noticeFrom(ready))}, 90 days after the device was ready.`,
      );
    }
    const saleAfter = saleAfterFor(today);
    const [updated] = await tx
      .update(repairs)
      .set({ uncollectedNoticeAt: now, uncollectedSaleAfter: saleAfter })
      .where(eq(repairs.id, id))
      .returning();
    const owed = decimal(await owedPennies(tx, row));
    await recordActivity(tx, {
      type: 'repair',
      description: `Uncollected goods notice given (may sell on or after ${formatDateUK(saleAfter)}): ${repairTitle(row)}`,
      customerName: row.customerName,
      amount: owed,
      status: row.status,
      actorId,
      entityId: id,
      action: 'repair.uncollected_notice',
      changes: changedFields(row, updated!),
    });
    await notify(tx, updated!, owed, saleAfter, `repair-uncollected-notice:${id}`);
    return updated!;
  });
}

const lockNoticed = async (tx: Tx, id: string, now: Date) => {
  const row = await lockRepair(tx, { id });
  if (!row) return null;
  const saleAfter = row.uncollectedSaleAfter;
  if (row.status !== 'ready' || !saleAfter) {
    throw conflict('This device has not been given the uncollected goods notice.');
  }
  if (daysBetween(todayInLondon(now), saleAfter) > 0) {
    throw conflict(`This device may be sold only on or after ${formatDateUK(saleAfter)}.`);
  }
  return row;
};

/** After the notice's date: the device becomes a draft (inactive) product, priced at what is owed. */
export async function makeUncollectedProduct(
  db: Db,
  id: string,
  actorId: string,
  now: Date = new Date(),
): Promise<Repair | null> {
  return db.transaction(async (tx) => {
    const row = await lockNoticed(tx, id, now);
    if (!row) return null;
    if (row.productId) throw conflict('This device is already a product.');
    const owed = await owedPennies(tx, row);
    const [product] = await tx
      .insert(products)
      .values({
        sellerId: actorId,
        title: row.brandModel.slice(0, 120),
        description: `Uncollected repair: ${row.brandModel}`,
        category: 'Electronics',
        price: decimal(owed),
        condition: 'good',
        status: 'inactive',
        isAvailable: false,
        isAdminProduct: true,
      })
      .returning({ id: products.id });
    const [updated] = await tx
      .update(repairs)
      .set({ productId: product!.id })
      .where(eq(repairs.id, id))
      .returning();
    await recordActivity(tx, {
      type: 'product',
      description: `Uncollected device made a draft product: ${repairTitle(row)}`,
      customerName: row.customerName,
      amount: decimal(owed),
      status: 'inactive',
      actorId,
      // A product's activity line, but the write is the repair's: its row names the repair.
      audited: false,
    });
    await audit(tx, {
      action: 'repair.uncollected_product',
      entity: 'repair',
      entityId: id,
      changes: changedFields(row, updated!),
    });
    return updated!;
  });
}

/**
 * The sale, accounted for to the customer (s.12(5)): the proceeds less the
 * costs of sale pay the bill; the rest is due to the customer.
 */
export async function recordUncollectedSale(
  db: Db,
  id: string,
  input: { proceeds: number; costsOfSale: number },
  actorId: string,
  now: Date = new Date(),
): Promise<Repair | null> {
  return db.transaction(async (tx) => {
    const row = await lockNoticed(tx, id, now);
    if (!row) return null;
    if (row.saleProceeds !== null) throw conflict('The sale of this device is already recorded.');
    const owed = await owedPennies(tx, row);
    const account = saleAccount(input.proceeds, input.costsOfSale, owed);
    if (account.kept > 0) {
      await tx.insert(repairPayments).values({
        repairId: id,
        amount: decimal(account.kept),
        method: 'sale',
        idempotencyKey: `uncollected-sale:${id}`,
        takenBy: actorId,
      });
    }
    const [updated] = await tx
      .update(repairs)
      .set({
        saleProceeds: decimal(input.proceeds),
        saleCosts: decimal(input.costsOfSale),
        saleDueToCustomer: decimal(account.toCustomer),
      })
      .where(eq(repairs.id, id))
      .returning();
    await recordActivity(tx, {
      type: 'repair',
      description: `Uncollected device sold for ${decimal(input.proceeds)}; ${decimal(account.toCustomer)} due to the customer: ${repairTitle(row)}`,
      customerName: row.customerName,
      amount: decimal(input.proceeds),
      status: row.status,
      actorId,
      entityId: id,
      action: 'repair.uncollected_sale',
      changes: changedFields(row, updated!),
    });
    return updated!;
  });
}
