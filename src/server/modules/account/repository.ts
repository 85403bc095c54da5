/**
 * A customer's own data: everything the shop holds about them (the export),
 * and their removal (docs/decisions/016-accounts.md says what is kept and why).
 */
import { and, eq, gt, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import { closedCashAdvanceStatuses } from '@shared/cash-advances/values';
import { finalOrderStatuses } from '@shared/orders/values';
import type { Db, Tx } from '../../db/client';
import { unauthorized } from '../../http-error';
import {
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

/**
 * What stops a deletion: business still running between the customer and the
 * shop. Read inside the deleting transaction, after its locks (lockOwnRows),
 * so nothing can open while it is being decided.
 */
async function openBusinessOf(tx: Tx, userId: string): Promise<string | null> {
  const [loan] = await tx
    .select({ status: cashAdvances.status })
    .from(cashAdvances)
    .where(
      and(
        eq(cashAdvances.userId, userId),
        isNotNull(cashAdvances.activatedAt),
        notInArray(cashAdvances.status, [...closedCashAdvanceStatuses]),
      ),
    )
    .limit(1);
  if (loan) return OPEN_LOAN;
  // A pawn sold for more than was owed: the shop still owes its customer the surplus.
  const [surplus] = await tx
    .select({ id: cashAdvances.id })
    .from(cashAdvances)
    .where(
      and(
        eq(cashAdvances.userId, userId),
        eq(cashAdvances.status, 'sold'),
        isNull(cashAdvances.surplusPaidAt),
        gt(cashAdvances.saleSurplus, '0'),
      ),
    )
    .limit(1);
  if (surplus) return SURPLUS_OWED;
  const [repair] = await tx
    .select({ id: repairs.id })
    .from(repairs)
    .where(and(eq(repairs.userId, userId), inArray(repairs.status, OPEN_REPAIR_STATUSES)))
    .limit(1);
  if (repair) return OPEN_REPAIR;
  const [order] = await tx
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(
      and(eq(checkouts.buyerId, userId), notInArray(checkouts.status, [...finalOrderStatuses])),
    )
    .limit(1);
  if (order) return OPEN_ORDER;
  return null;
}

export const OPEN_LOAN =
  'You have a running cash advance. Redeem it (or let the shop close it) first.';
export const SURPLUS_OWED =
  'We owe you the surplus of the sale of your pawn. Collect it in the shop (or call us) first.';
export const OPEN_REPAIR = 'You have a repair booked or in the shop. Collect or cancel it first.';
export const OPEN_ORDER =
  'You have an order on its way. Wait until it has arrived, or cancel it, first.';

/**
 * Locks, in one fixed order, the account row and every row of the customer's
 * business, so that a write racing the deletion either finished before it
 * (and is seen as open business) or waits for it and then finds its row gone:
 * - the user row FOR UPDATE: a new request, booking or order of this account
 *   takes it FOR KEY SHARE (holdAccount), so it waits;
 * - their requests and loans, repairs and orders FOR UPDATE: the staff's
 *   activation, status changes and payments lock the same rows.
 * Answers false when the account is already gone.
 */
async function lockOwnRows(tx: Tx, userId: string): Promise<boolean> {
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!account) return false;
  await tx
    .select({ id: cashAdvances.id })
    .from(cashAdvances)
    .where(eq(cashAdvances.userId, userId))
    .for('update');
  await tx.select({ id: repairs.id }).from(repairs).where(eq(repairs.userId, userId)).for('update');
  await tx
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(eq(checkouts.buyerId, userId))
    .for('update');
  return true;
}

/**
 * Holds the account for the rest of a transaction that writes business for it
 * (a request, a booking, an order): a deletion waits for that write, and a
 * write that comes after a deletion finds no account (401). FOR KEY SHARE, so
 * two writes of one customer never wait for each other.
 */
export async function holdAccount(tx: Tx, userId: string): Promise<void> {
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('key share');
  if (!account) throw unauthorized(ACCOUNT_GONE);
}

export const ACCOUNT_GONE = 'Your account no longer exists. Please sign in again.';

export type Deletion =
  { deleted: true; requestPhotoIds: string[] } | { deleted: false; open: string | null };

/**
 * Removes the person, in one transaction, touching only rows that are theirs
 * by id (docs/decisions/016-accounts.md, 022-races-and-abuse.md):
 * - refused while a loan, repair or order of theirs is open (checked under the locks);
 * - requests that never became an agreement are withdrawn: deleted, with their photos;
 * - agreements stay whole, names and contact details included: the pawn records
 *   the shop must keep for five years (PRODUCT.md "Accounts");
 * - repairs and orders stay (sales records) but lose the phone, email and address;
 * - messages written for the account go; the activity log is the shop's own
 *   record of what staff did and is not edited;
 * - the login, preferences and sessions go with the user row.
 * Answers the request photos whose files the caller removes once committed.
 */
export async function deleteAccount(db: Db, user: User): Promise<Deletion> {
  return db.transaction(async (tx) => {
    if (!(await lockOwnRows(tx, user.id))) return { deleted: false, open: null };
    const open = await openBusinessOf(tx, user.id);
    if (open) return { deleted: false, open };

    const withdrawn = await tx
      .select({ id: cashAdvances.id })
      .from(cashAdvances)
      .where(and(eq(cashAdvances.userId, user.id), isNull(cashAdvances.activatedAt)));
    const requestIds = withdrawn.map((advance) => advance.id);
    const photos = requestIds.length
      ? await tx
          .select({ id: requestPhotos.id })
          .from(requestPhotos)
          .where(inArray(requestPhotos.cashAdvanceId, requestIds))
      : [];
    if (requestIds.length) {
      await tx.delete(cashAdvances).where(inArray(cashAdvances.id, requestIds));
    }
    // The pawn records keep who pledged what; only the link to the login goes.
    await tx
      .update(cashAdvances)
      .set({ userId: DELETED_ACCOUNT })
      .where(eq(cashAdvances.userId, user.id));

    await tx
      .update(repairs)
      .set({ userId: null, customerName: null, customerPhone: null, customerEmail: null })
      .where(eq(repairs.userId, user.id));
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

    // What was written for the account names them and their business; a message
    // to the same address written for someone else (a guest's) is not theirs.
    await tx.delete(outboxMessages).where(eq(outboxMessages.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
    return { deleted: true, requestPhotoIds: photos.map((photo) => photo.id) };
  });
}

/** The owner of an agreement whose customer deleted their login. */
export const DELETED_ACCOUNT = 'deleted';
