/**
 * A customer's own data: everything the shop holds about them (the export),
 * and their removal (docs/decisions/016-accounts.md says what is kept and why).
 */
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { finalOrderStatuses } from '@shared/orders/values';
import type { Db } from '../../db/client';
import {
  activity,
  cashAdvancePayments,
  cashAdvances,
  checkouts,
  orders,
  outboxMessages,
  pledgedItems,
  repairs,
  requestPhotos,
  users,
  type User,
} from '../../db/schema';

/** Repairs still open: the shop has, or expects, the customer's device. */
const OPEN_REPAIR_STATUSES = ['scheduled', 'in_progress', 'ready'];

/** What GET /api/account/export answers: the person's data, no secrets (hashes, keys). */
export async function exportAccount(db: Db, user: User) {
  const advances = await db.select().from(cashAdvances).where(eq(cashAdvances.userId, user.id));
  const advanceIds = advances.map((advance) => advance.id);
  const payments = advanceIds.length
    ? await db
        .select()
        .from(cashAdvancePayments)
        .where(inArray(cashAdvancePayments.cashAdvanceId, advanceIds))
    : [];
  const items = advanceIds.length
    ? await db.select().from(pledgedItems).where(inArray(pledgedItems.cashAdvanceId, advanceIds))
    : [];
  const ownRepairs = await db.select().from(repairs).where(eq(repairs.userId, user.id));
  const ownCheckouts = await db.select().from(checkouts).where(eq(checkouts.buyerId, user.id));
  const ownOrders = await db.select().from(orders).where(eq(orders.buyerId, user.id));

  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      username: user.username,
      email: user.email,
      emailConfirmedAt: user.emailConfirmedAt?.toISOString() ?? null,
      remindersByEmail: user.remindersByEmail,
      updatesByEmail: user.updatesByEmail,
      createdAt: user.createdAt.toISOString(),
    },
    cashAdvances: advances.map(({ idempotencyKey: _key, activatedBy: _staff, ...advance }) => ({
      ...advance,
      payments: payments
        .filter((payment) => payment.cashAdvanceId === advance.id)
        .map(({ idempotencyKey: _key, takenBy: _staff, ...payment }) => payment),
      items: items
        .filter((item) => item.cashAdvanceId === advance.id)
        .map(({ storageLocation: _shelf, productId: _product, ...item }) => item),
    })),
    repairs: ownRepairs,
    orders: ownCheckouts.map(({ idempotencyKeyHash: _key, guestKeyHash: _guest, ...checkout }) => ({
      ...checkout,
      items: ownOrders
        .filter((line) => line.checkoutId === checkout.id)
        .map(({ sellerId: _seller, ...line }) => line),
    })),
    // Orders from before checkouts existed stand alone.
    earlierOrders: ownOrders
      .filter((line) => line.checkoutId === null)
      .map(({ sellerId: _seller, ...line }) => line),
  };
}

/** What stops a deletion: business still running between the customer and the shop. */
export async function openBusinessOf(db: Db, userId: string): Promise<string | null> {
  const [loan] = await db
    .select({ id: cashAdvances.id })
    .from(cashAdvances)
    .where(and(eq(cashAdvances.userId, userId), eq(cashAdvances.status, 'active')))
    .limit(1);
  if (loan) return 'You have a running cash advance. Redeem it (or let the shop close it) first.';
  const [repair] = await db
    .select({ id: repairs.id })
    .from(repairs)
    .where(and(eq(repairs.userId, userId), inArray(repairs.status, OPEN_REPAIR_STATUSES)))
    .limit(1);
  if (repair) return 'You have a repair booked or in the shop. Collect or cancel it first.';
  const [order] = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(
      and(eq(checkouts.buyerId, userId), notInArray(checkouts.status, [...finalOrderStatuses])),
    )
    .limit(1);
  if (order) return 'You have an order on its way. Wait until it has arrived, or cancel it, first.';
  return null;
}

export type RemovedFiles = { requestPhotoIds: string[] };

/**
 * Removes the person, in one transaction:
 * - requests that never became an agreement are deleted, with their photos;
 * - agreements, payments, repairs and orders stay (the shop must keep them: the
 *   pawn book and the sales records) but lose the name, phone, email and address;
 * - the messages written to their address go; sessions go with the user row.
 * Answers the request photos whose files the caller removes once committed.
 */
export async function deleteAccount(db: Db, user: User): Promise<RemovedFiles> {
  return db.transaction(async (tx) => {
    const ownAdvances = await tx
      .select({
        id: cashAdvances.id,
        name: cashAdvances.customerName,
        activatedAt: cashAdvances.activatedAt,
      })
      .from(cashAdvances)
      .where(eq(cashAdvances.userId, user.id));
    const requestsOnly = ownAdvances
      .filter((advance) => advance.activatedAt === null)
      .map((a) => a.id);
    const photos = requestsOnly.length
      ? await tx
          .select({ id: requestPhotos.id })
          .from(requestPhotos)
          .where(inArray(requestPhotos.cashAdvanceId, requestsOnly))
      : [];
    if (requestsOnly.length)
      await tx.delete(cashAdvances).where(inArray(cashAdvances.id, requestsOnly));
    await tx
      .update(cashAdvances)
      .set({ userId: 'deleted', customerName: null, customerPhone: null, customerEmail: null })
      .where(and(eq(cashAdvances.userId, user.id), isNotNull(cashAdvances.activatedAt)));

    const ownRepairs = await tx
      .select({ name: repairs.customerName })
      .from(repairs)
      .where(eq(repairs.userId, user.id));
    await tx
      .update(repairs)
      .set({ userId: null, customerName: null, customerPhone: null, customerEmail: null })
      .where(eq(repairs.userId, user.id));

    const ownCheckouts = await tx
      .select({ name: checkouts.customerName })
      .from(checkouts)
      .where(eq(checkouts.buyerId, user.id));
    await tx
      .update(checkouts)
      .set({
        buyerId: null,
        customerName: 'Deleted customer',
        customerPhone: null,
        customerEmail: '',
        deliveryAddress: null,
        postcode: null,
      })
      .where(eq(checkouts.buyerId, user.id));
    await tx
      .update(orders)
      .set({ buyerId: null, deliveryAddress: '' })
      .where(eq(orders.buyerId, user.id));

    // The activity log names customers as they wrote their names; those entries lose them.
    const names = [
      user.username,
      ...ownAdvances.map((advance) => advance.name),
      ...ownRepairs.map((repair) => repair.name),
      ...ownCheckouts.map((checkout) => checkout.name),
    ].filter((name): name is string => Boolean(name));
    await tx
      .update(activity)
      .set({ customerName: null })
      .where(inArray(activity.customerName, [...new Set(names)]));

    // What was written to them names them and their business.
    await tx
      .delete(outboxMessages)
      .where(sql`lower(${outboxMessages.toAddress}) = lower(${user.email})`);
    await tx.delete(users).where(eq(users.id, user.id));
    return { requestPhotoIds: photos.map((photo) => photo.id) };
  });
}
