/**
 * Orders in the database: a checkout row with one `orders` row per item
 * (decision 009). Placing an order takes its items off sale in the same
 * transaction, so two customers can never buy the same item.
 */
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import type { FulfilmentDates } from '@shared/orders/fulfilment-date';
import {
  RESERVED_PRODUCT_STATUS,
  orderStatusValues,
  type Fulfilment,
  type OrderStatus,
  type CheckoutPayment,
} from '@shared/orders/values';
import type { OrderCounts } from '@shared/orders/schemas';
import type { Db, Tx } from '../../db/client';
import {
  checkouts,
  orderPayments,
  orderRefunds,
  orders,
  products,
  type Checkout,
} from '../../db/schema';
import { conflict } from '../../http-error';
import { recordActivity } from '../activity/repository';
import type { CheckoutWithLines } from './dto';

export type PlaceOrder = {
  idempotencyKeyHash: string;
  guestKeyHash: string | null;
  buyerId: string | null;
  productIds: string[];
  fulfilment: Fulfilment;
  customerName: string;
  customerPhone: string | null;
  customerEmail: string;
  deliveryAddress: string | null;
  postcode: string | null;
  paymentMethod: CheckoutPayment;
  /** The configured fee, charged for delivery only. */
  deliveryFee: string;
  dates: FulfilmentDates;
  /** Writes the order's messages in its transaction (app.notices). */
  notify?: (tx: Tx, order: CheckoutWithLines) => Promise<void>;
  /** Runs first for a new order, in its transaction (a guest's challenge is spent); may throw. */
  onPlace?: (tx: Tx) => Promise<void>;
};

const REFERENCE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newReference = () =>
  `BCR-${Array.from({ length: 6 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('')}`;

/** What the losing customer of a race is told: the item, by name. */
function unavailableMessage(found: { title: string; status: string } | undefined): string {
  if (!found) return 'An item in your cart is no longer for sale. Please remove it to continue.';
  if (found.status === 'inactive') {
    return `"${found.title}" is no longer for sale. Please remove it from your cart to continue.`;
  }
  return `Sorry, "${found.title}" has just been sold. Please remove it from your cart to continue.`;
}

/**
 * Stores the order, or answers the one already placed with this
 * Idempotency-Key (`created: false`). Refuses with 409, storing nothing,
 * when any item is no longer on sale.
 */
export async function placeOrder(
  db: Db,
  input: PlaceOrder,
): Promise<CheckoutWithLines & { created: boolean }> {
  return db.transaction(async (tx) => {
    // Requests with the same key wait for each other, so a retry finds the first order
    // instead of racing it for the same items.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${input.idempotencyKeyHash}, 0))`,
    );
    const [existing] = await tx
      .select()
      .from(checkouts)
      .where(eq(checkouts.idempotencyKeyHash, input.idempotencyKeyHash))
      .limit(1);
    if (existing) return { ...(await loadLines(tx, existing)), created: false };
    await input.onPlace?.(tx);

    // The guard: only items still on sale are taken, in one conditional write. A
    // concurrent order for the same item waits on its row lock and then finds it taken.
    const taken = await tx
      .update(products)
      .set({ status: RESERVED_PRODUCT_STATUS, isAvailable: false })
      .where(and(inArray(products.id, input.productIds), eq(products.status, 'active')))
      .returning({
        id: products.id,
        title: products.title,
        price: products.price,
        sellerId: products.sellerId,
      });
    if (taken.length !== input.productIds.length) {
      const takenIds = new Set(taken.map((row) => row.id));
      const missing = input.productIds.filter((id) => !takenIds.has(id));
      const [found] = await tx
        .select({ title: products.title, status: products.status })
        .from(products)
        .where(inArray(products.id, missing))
        .limit(1);
      // Throwing rolls the transaction back: nothing of this order is stored.
      throw conflict(unavailableMessage(found));
    }

    const byId = new Map(taken.map((row) => [row.id, row]));
    const items = input.productIds.map((id) => byId.get(id)!);
    const subtotal = items.reduce((sum, item) => sum + parsePennies(item.price)!, 0);
    const fee = input.fulfilment === 'delivery' ? parsePennies(input.deliveryFee)! : 0;
    const [checkout] = await tx
      .insert(checkouts)
      .values({
        reference: newReference(),
        buyerId: input.buyerId,
        status: 'pending',
        fulfilment: input.fulfilment,
        customerName: input.customerName,
        customerPhone: input.customerPhone,
        customerEmail: input.customerEmail,
        deliveryAddress: input.deliveryAddress,
        postcode: input.postcode,
        fulfilmentDate: input.dates.fulfilmentDate,
        holdUntil: input.dates.holdUntil,
        subtotal: penniesToDecimal(subtotal),
        deliveryFee: penniesToDecimal(fee),
        totalAmount: penniesToDecimal(subtotal + fee),
        paymentMethod: input.paymentMethod,
        idempotencyKeyHash: input.idempotencyKeyHash,
        guestKeyHash: input.guestKeyHash,
      })
      .returning();
    if (!checkout) throw new Error('checkout insert returned no row');
    const lines = await tx
      .insert(orders)
      .values(
        items.map((item) => ({
          checkoutId: checkout.id,
          buyerId: input.buyerId,
          sellerId: item.sellerId,
          productId: item.id,
          productTitle: item.title,
          quantity: 1,
          totalAmount: item.price,
          deliveryAddress: deliveryText(checkout),
          status: 'pending',
        })),
      )
      .returning();
    await recordActivity(tx, {
      type: 'product_sale',
      description:
        `New order ${checkout.reference}: ${items.map((item) => item.title).join(', ')}`.slice(
          0,
          500,
        ),
      customerName: checkout.customerName,
      amount: checkout.totalAmount,
      status: 'pending',
      entityId: checkout.id,
      actorId: input.buyerId,
    });
    await input.notify?.(tx, { checkout, lines, payment: null, refund: null });
    return { checkout, lines, payment: null, refund: null, created: true };
  });
}

/** The spec's orders.deliveryAddress is required: a collection says so instead. */
const deliveryText = (checkout: Checkout) =>
  checkout.fulfilment === 'delivery'
    ? `${checkout.deliveryAddress ?? ''}, ${checkout.postcode ?? ''}`
    : 'Collect in store';

type Reader = Pick<Db, 'select'>;

async function loadLines(db: Reader, checkout: Checkout): Promise<CheckoutWithLines> {
  const [withLines] = await withLinesOf(db, [checkout]);
  return withLines!;
}

/** The items and payment of each checkout, in two queries. */
export async function withLinesOf(db: Reader, rows: Checkout[]): Promise<CheckoutWithLines[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after another: `db` may be a transaction (one connection, one query at a time).
  const lines = await db
    .select()
    .from(orders)
    .where(inArray(orders.checkoutId, ids))
    .orderBy(orders.productTitle, orders.id);
  const payments = await db
    .select()
    .from(orderPayments)
    .where(inArray(orderPayments.checkoutId, ids));
  const refunds = await db.select().from(orderRefunds).where(inArray(orderRefunds.checkoutId, ids));
  return rows.map((checkout) => ({
    checkout,
    lines: lines.filter((line) => line.checkoutId === checkout.id),
    payment: payments.find((payment) => payment.checkoutId === checkout.id) ?? null,
    refund: refunds.find((refund) => refund.checkoutId === checkout.id) ?? null,
  }));
}

export async function findOrder(db: Reader, id: string): Promise<CheckoutWithLines | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).limit(1);
  return row ? loadLines(db, row) : undefined;
}

/** A customer's own orders, newest first. */
export async function listOwnOrders(db: Reader, buyerId: string): Promise<CheckoutWithLines[]> {
  const rows = await db
    .select()
    .from(checkouts)
    .where(eq(checkouts.buyerId, buyerId))
    .orderBy(desc(checkouts.createdAt))
    .limit(100);
  return withLinesOf(db, rows);
}

/** One page of a status tab, newest first. */
export async function listOrderPage(
  db: Reader,
  status: OrderStatus,
  page: number,
  pageSize: number,
): Promise<CheckoutWithLines[]> {
  const rows = await db
    .select()
    .from(checkouts)
    .where(eq(checkouts.status, status))
    .orderBy(desc(checkouts.createdAt), desc(checkouts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return withLinesOf(db, rows);
}

/** Orders in each status, for the tab badges. */
export async function countOrdersByStatus(db: Reader): Promise<OrderCounts> {
  const rows = await db
    .select({ status: checkouts.status, n: count() })
    .from(checkouts)
    .groupBy(checkouts.status);
  const counts = Object.fromEntries(orderStatusValues.map((status) => [status, 0])) as OrderCounts;
  for (const row of rows) if (row.status in counts) counts[row.status as OrderStatus] = row.n;
  return counts;
}

/** The receipt's lines: each item as ordered, with the product's condition when it still exists. */
export async function receiptLinesOf(
  db: Db,
  order: CheckoutWithLines,
): Promise<{ title: string; condition: string | null; price: string }[]> {
  const ids = order.lines.flatMap((line) => (line.productId ? [line.productId] : []));
  const conditions = new Map<string, string>();
  if (ids.length > 0) {
    const rows = await db
      .select({ id: products.id, condition: products.condition })
      .from(products)
      .where(inArray(products.id, ids));
    for (const row of rows) if (row.condition) conditions.set(row.id, row.condition);
  }
  return order.lines.map((line) => ({
    title: line.productTitle ?? 'Item',
    condition: line.productId ? (conditions.get(line.productId) ?? null) : null,
    price: line.totalAmount,
  }));
}
