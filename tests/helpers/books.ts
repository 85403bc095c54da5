/**
 * Money and records written straight into the database at chosen instants, for
 * the cash-up and the reports: each function writes what the app's own flows
 * would leave behind, with the timestamps a test needs (a London day's edges).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { sha256 } from '../../src/server/modules/orders/routes';
import {
  cashAdvancePayments,
  cashAdvances,
  checkouts,
  onlinePayments,
  onlineRefunds,
  orderPayments,
  orderRefunds,
  orders,
  products,
  repairStatusChanges,
  repairs,
} from '../../src/server/db/schema';

/** "2026-03-10 09:15" in London → the instant. */
export function london(local: string): Date {
  const [day = '', time = '00:00'] = local.split(' ');
  const guess = new Date(`${day}T${time}:00Z`);
  const offset =
    new Date(guess.toLocaleString('en-US', { timeZone: 'Europe/London' })).getTime() -
    new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' })).getTime();
  return new Date(guess.getTime() - offset);
}

export function books(db: Db) {
  return {
    async loan(
      at: Date,
      amount: string,
      extra: Partial<typeof cashAdvances.$inferInsert> = {},
    ): Promise<string> {
      const [row] = await db
        .insert(cashAdvances)
        .values({
          userId: `customer_${randomUUID()}`,
          customerName: 'Priya Shah',
          itemDescription: 'Gold ring',
          itemCategory: 'gold',
          collateralType: 'gold',
          loanAmount: amount,
          interestRate: '8.00',
          totalRepayment: amount,
          dueDate: new Date(at.getTime() + 28 * 86_400_000),
          status: 'active',
          startDate: at.toISOString().slice(0, 10),
          activatedAt: at,
          createdAt: at,
          ...extra,
        })
        .returning({ id: cashAdvances.id });
      return row!.id;
    },
    async loanPayment(
      loanId: string,
      at: Date,
      method: string,
      amount: string,
      { kind = 'part', interestPart = '0.00' }: { kind?: string; interestPart?: string } = {},
    ) {
      await db.insert(cashAdvancePayments).values({
        cashAdvanceId: loanId,
        kind,
        amount,
        interestPart,
        // The journal refuses a payment whose parts do not add up to it.
        principalPart: (Number(amount) - Number(interestPart)).toFixed(2),
        method,
        idempotencyKey: randomUUID(),
        createdAt: at,
      });
    },
    /** A checkout with one line, paid (and completed, when told) at `at`. */
    async order(
      at: Date,
      method: string,
      amount: string,
      { status = 'confirmed', productListedAt }: { status?: string; productListedAt?: Date } = {},
    ): Promise<string> {
      const [checkout] = await db
        .insert(checkouts)
        .values({
          reference: `BCR-${randomUUID().slice(0, 6).toUpperCase()}`,
          status,
          fulfilment: 'collection',
          customerName: 'Sam Buyer',
          customerEmail: 'sam@example.com',
          fulfilmentDate: at.toISOString().slice(0, 10),
          subtotal: amount,
          deliveryFee: '0.00',
          totalAmount: amount,
          paymentStatus: 'paid',
          idempotencyKeyHash: randomUUID().replace(/-/g, '').padEnd(64, '0'),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: checkouts.id });
      let productId: string | null = null;
      if (productListedAt) {
        const [product] = await db
          .insert(products)
          .values({
            title: 'Games console',
            category: 'Electronics',
            price: amount,
            status: 'sold',
            createdAt: productListedAt,
          })
          .returning({ id: products.id });
        productId = product!.id;
      }
      await db.insert(orders).values({
        checkoutId: checkout!.id,
        productId,
        totalAmount: amount,
        deliveryAddress: 'Collection',
        status,
        createdAt: at,
      });
      await db.insert(orderPayments).values({
        checkoutId: checkout!.id,
        provider: method === 'card_online' ? 'stripe' : 'in_store',
        method,
        amount,
        createdAt: at,
      });
      return checkout!.id;
    },
    async orderRefund(checkoutId: string, at: Date, method: string, amount: string) {
      await db.insert(orderRefunds).values({ checkoutId, method, amount, createdAt: at });
    },
    /**
     * Money the card provider gave back on an online payment of `purpose`, with no order
     * refund on the books. Without `checkoutId` it is an excess the webhook returned (never
     * recorded as taken); with it, a refund staff made on that card-paid order while it
     * moved on (recordStrandedRefund), the order's payment recorded from the same session.
     */
    async onlineRefund(at: Date, amount: string, { checkoutId }: { checkoutId?: string } = {}) {
      const sessionId = `cs_${randomUUID()}`;
      const [payment] = await db
        .insert(onlinePayments)
        .values({
          sessionId,
          paymentUrl: 'https://checkout.example/pay',
          purpose: checkoutId ? 'order' : 'loan',
          checkoutId: checkoutId ?? null,
          amount: '50.00',
          status: 'paid',
          refundedAmount: amount,
          createdAt: at,
        })
        .returning({ id: onlinePayments.id });
      if (checkoutId) {
        await db
          .update(orderPayments)
          .set({ idempotencyKeyHash: sha256(`stripe:${sessionId}`) })
          .where(eq(orderPayments.checkoutId, checkoutId));
      }
      await db.insert(onlineRefunds).values({
        onlinePaymentId: payment!.id,
        providerRefundId: `re_${randomUUID()}`,
        amount,
        reason: checkoutId ? 'Order cancelled' : 'excess',
        createdAt: at,
      });
      // The order's own refund, as recordStrandedRefund writes it beside the provider's.
      if (checkoutId) {
        await db
          .insert(orderRefunds)
          .values({ checkoutId, method: 'card_online', amount, createdAt: at });
      }
    },
    async repair(preferredDate: string, status: string, readyAt?: Date) {
      const [row] = await db
        .insert(repairs)
        .values({
          deviceType: 'laptop',
          brandModel: 'ThinkPad X1',
          problemDescription: 'Cracked screen',
          preferredDate,
          preferredTime: '10:00',
          status,
        })
        .returning({ id: repairs.id });
      if (readyAt) {
        await db
          .insert(repairStatusChanges)
          .values({ repairId: row!.id, status: 'ready', createdAt: readyAt });
      }
      return row!.id;
    },
  };
}
