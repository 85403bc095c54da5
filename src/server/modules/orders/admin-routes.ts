/** The shop's order desk: tabs by status, an order's page, its moves and its payment. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@shared/api';
import { recordSalesOfOrder } from '../cash-advances/sale';
import { isUuid } from '@shared/ids';
import {
  NOT_PAID_ONLINE_MESSAGE,
  ORDER_ALREADY_CANCELLED,
  ONLINE_REFUND_METHOD_MESSAGE,
  ORDER_NOT_FOUND,
  REFUND_REQUIRED,
  UNPAID_HANDOVER,
  handoverAmountMessage,
  adminOrderPageSchema,
  adminOrderSchema,
  adminOrderQuerySchema,
  optionalIdempotencyHeadersSchema,
  orderIdParams,
  orderSchema,
  recordPaymentSchema,
  refundAmountMessage,
  updateOrderStatusSchema,
} from '@shared/orders/schemas';
import {
  ONLINE_CARD_METHOD,
  canMove,
  orderStatuses,
  type paymentMethodValues,
  type Fulfilment,
  type OrderStatus,
} from '@shared/orders/values';
import { labelOf } from '@shared/products/values';
import { formatGBP } from '@shared/money';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { badRequest, conflict, notFound } from '../../http-error';
import { signedInAdmin } from '../../plugins/auth-guards';
import { requireOwner } from '../../plugins/owner-guard';
import type { Tx } from '../../db/client';
import { toOrderDto, type CheckoutWithLines } from './dto';
import type { OrderDesk } from './desk';
import { findOrder, listOrderPage } from './repository';
import { sha256 } from './routes';
import {
  moveOrder,
  recordPayment,
  type HandoverPayment,
  type MoveOutcome,
  type Refund,
} from './transitions';
import {
  expireOpenSessions,
  recordProviderRefund,
  recordStrandedRefund,
  refundOrderPayment,
  type OrderProviderRefund,
} from '../payments/refunds';
import { moneyOnTheBooks } from '../ledger/record-money';
import { openPaymentUrl } from '../payments/start-payment';

export const PAYING_ONLINE =
  'This order is being paid online: wait for the payment, or cancel the order, before taking money for it.';

const label = (status: string) => labelOf(orderStatuses, status).toLowerCase();
const pennies = (decimal: string) => parsePennies(decimal) ?? 0;

/**
 * What cancelling `current` gives back, checked before any lock so a bad refund
 * is a 400 with nothing asked of the provider: the refund sent, or for an order
 * paid online its card's refund (the whole payment unless an amount is given),
 * `cardPennies` being what the provider is asked for under the order's lock.
 */
function cancellationRefund(
  current: CheckoutWithLines | undefined,
  asked: Refund | undefined,
): { refund: Refund | undefined; cardPennies: number | null } {
  const payment = current && !current.refund ? current.payment : null;
  const paidOnline = payment?.method === ONLINE_CARD_METHOD;
  if (!payment || !(paidOnline || asked)) return { refund: asked, cardPennies: null };
  const toCardOnline = (asked?.method ?? ONLINE_CARD_METHOD) === ONLINE_CARD_METHOD;
  if (paidOnline !== toCardOnline) {
    throw badRequest(paidOnline ? ONLINE_REFUND_METHOD_MESSAGE : NOT_PAID_ONLINE_MESSAGE);
  }
  const amount = asked?.amount ?? payment.amount;
  if (pennies(amount) > pennies(payment.amount)) {
    throw badRequest(refundAmountMessage(formatGBP(payment.amount)));
  }
  return paidOnline
    ? { refund: { method: ONLINE_CARD_METHOD, amount }, cardPennies: pennies(amount) }
    : { refund: asked, cardPennies: null };
}

/** The move that was made, or the error that tells staff why it was not. */
function madeMove(outcome: MoveOutcome, to: OrderStatus): Extract<MoveOutcome, { kind: 'moved' }> {
  switch (outcome.kind) {
    case 'moved':
      return outcome;
    case 'missing':
      throw notFound(ORDER_NOT_FOUND);
    case 'refused':
      // The loser of two cancellations sent at once: the first already gave the money back.
      if (outcome.from === 'cancelled' && to === 'cancelled')
        throw conflict(ORDER_ALREADY_CANCELLED);
      throw conflict(`An order that is ${label(outcome.from)} cannot be marked ${label(to)}.`);
    case 'refund_required':
      throw conflict(REFUND_REQUIRED);
    case 'unpaid':
      throw conflict(UNPAID_HANDOVER);
    case 'payment_amount':
      throw badRequest(handoverAmountMessage(formatGBP(outcome.total)));
    case 'refund_amount':
      throw badRequest(refundAmountMessage(formatGBP(outcome.paid)));
  }
}

export const adminOrderRoutes: FastifyPluginAsyncZod<{ desk: OrderDesk }> = async (
  app,
  { desk },
) => {
  const db = () => app.database.db;

  /** The payment staff took at a hand-over: by a method recorded by hand, never twice online. */
  async function handoverPayment(
    orderId: string,
    payment: { method: (typeof paymentMethodValues)[number]; amount: string } | undefined,
  ): Promise<(HandoverPayment & { provider: string }) | undefined> {
    if (!payment) return undefined;
    if (!desk.payments.acceptsRecordedPayment(payment.method))
      throw badRequest(`${payment.method} payments are not recorded by hand`);
    const waiting = await findOrder(db(), orderId);
    if (waiting && (await openPaymentUrl(db(), waiting))) throw conflict(PAYING_ONLINE);
    return { ...payment, provider: desk.payments.name };
  }

  app.get(
    '/admin/orders',
    {
      schema: {
        tags: ['orders', 'admin'],
        summary: 'One page of a status tab, newest first, with the count of every tab',
        querystring: adminOrderQuerySchema,
        response: { 200: adminOrderPageSchema },
      },
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      const [counts, rows] = await Promise.all([
        desk.counts.get(),
        listOrderPage(db(), status, page, pageSize),
      ]);
      return { items: rows.map(toOrderDto), page, pageSize, total: counts[status], counts };
    },
  );

  app.get(
    '/admin/orders/:id',
    {
      schema: {
        tags: ['orders', 'admin'],
        params: orderIdParams,
        response: { 200: adminOrderSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const order = isUuid(request.params.id)
        ? await findOrder(db(), request.params.id)
        : undefined;
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const money = await moneyOnTheBooks(db(), { checkoutId: order.checkout.id });
      return {
        ...toOrderDto(order),
        books: {
          paid: penniesToDecimal(money.paidPennies),
          refunded: penniesToDecimal(money.refundedPennies),
        },
      };
    },
  );

  app.patch(
    '/admin/orders/:id',
    {
      schema: {
        tags: ['orders', 'admin'],
        summary:
          'Moves the order on: confirmed → out_for_delivery / ready_for_collection → delivered / collected (only paid, or with payment { method, amount }: the order total, recorded in the same step; else 409); cancelled (with a reason) from any unfinished status. A paid order is cancelled only with its refund ({ method, amount }: all of the payment or part of it; an order paid online is refunded to its card through the provider, the whole payment unless an amount is given), recorded in the same transaction before the items go back on sale; 502 when the provider refuses, with nothing changed. The provider is asked under the order’s lock, so of two cancellations sent at once one refunds and the other answers 409.',
        params: orderIdParams,
        body: updateOrderStatusSchema,
        response: {
          200: orderSchema,
          400: messageSchema,
          403: messageSchema,
          404: messageSchema,
          409: messageSchema,
          502: messageSchema,
        },
      },
    },
    async (request) => {
      const admin = signedInAdmin(request);
      const id = request.params.id;
      if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
      const { status: to, reason } = request.body;
      let refund: Refund | undefined = request.body.refund;
      let cardPennies: number | null = null;
      if (to === 'cancelled') {
        const current = await findOrder(db(), id);
        // Cancelling a paid order refunds it, and refunds are the owner's (issue 29);
        // cancelling an unpaid one is a desk action.
        // (A refund sent with the request counts too, should a payment land meanwhile.)
        if ((current?.payment && !current.refund) || refund) requireOwner(request);
        ({ refund, cardPennies } = cancellationRefund(current, refund));
      }
      // Paid online: the card payment goes back through the provider under the order's
      // lock; if it refuses, nothing changes and staff hear why (decision 024).
      const card: { given?: OrderProviderRefund } = {};
      const refundCard = async (tx: Tx, locked: CheckoutWithLines) => {
        card.given = await refundOrderPayment(tx, app.onlinePayments, locked, {
          amountPennies: cardPennies!,
          reason: reason ?? 'Order cancelled',
          actorId: admin.id,
        });
        await recordProviderRefund(tx, card.given);
      };
      let outcome: MoveOutcome;
      try {
        outcome = await moveOrder(db(), id, {
          to,
          allowed: ({ checkout }) =>
            canMove(checkout.status as OrderStatus, to, checkout.fulfilment as Fulfilment),
          reason,
          refund,
          onRefunded: cardPennies === null ? undefined : refundCard,
          payment: await handoverPayment(id, request.body.payment),
          actorId: admin.id,
          notify: app.notices.orderMoved,
          onSold: (tx, productIds) =>
            recordSalesOfOrder(tx, productIds, admin.id, app.notices.loanSold),
        });
      } catch (error) {
        // The card was refunded but the cancellation failed after it: the money went back
        // all the same, so it is written down and staff are asked to look.
        if (card.given) {
          await recordStrandedRefund(db(), card.given, 'the order could not be cancelled.');
        }
        throw error;
      }
      const moved = madeMove(outcome, to);
      // A payment page still open for a cancelled order is closed, so no money is taken for it.
      if (to === 'cancelled') await expireOpenSessions(db(), app.onlinePayments, id, request.log);
      desk.changed(moved.productsChanged);
      return toOrderDto(moved.order);
    },
  );

  app.post(
    '/admin/orders/:id/payments',
    {
      schema: {
        tags: ['orders', 'admin'],
        summary:
          'Records the payment taken on delivery or collection (the amount is the order total)',
        params: orderIdParams,
        headers: optionalIdempotencyHeadersSchema,
        body: recordPaymentSchema,
        response: {
          201: orderSchema,
          200: orderSchema,
          400: messageSchema,
          404: messageSchema,
          409: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const admin = signedInAdmin(request);
      if (!isUuid(request.params.id)) throw notFound(ORDER_NOT_FOUND);
      const { method, amount } = request.body;
      if (!desk.payments.acceptsRecordedPayment(method))
        throw badRequest(`${method} payments are not recorded by hand`);
      // An order whose online payment page is still open is paid there, never twice.
      const waiting = await findOrder(db(), request.params.id);
      if (waiting && (await openPaymentUrl(db(), waiting))) throw conflict(PAYING_ONLINE);
      const key = request.headers['idempotency-key'];
      const outcome = await recordPayment(
        db(),
        request.params.id,
        {
          method,
          amount,
          provider: desk.payments.name,
          idempotencyKeyHash: key ? sha256(key) : null,
        },
        admin.id,
        app.notices.orderPaid,
      );
      switch (outcome.kind) {
        case 'missing':
          throw notFound(ORDER_NOT_FOUND);
        case 'cancelled':
          throw conflict('A cancelled order cannot be paid.');
        case 'already_paid':
          throw conflict('This order is already paid.');
        case 'wrong_amount':
          throw badRequest(`Amount must be the order total, ${formatGBP(outcome.total)}`);
        default:
          desk.changed(false);
          return reply
            .code(outcome.kind === 'recorded' ? 201 : 200)
            .send(toOrderDto(outcome.order));
      }
    },
  );
};
