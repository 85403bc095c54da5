/**
 * Orders of customers and guests: place (idempotent), list own, read, cancel.
 * A guest reaches an order only through its secret link (?key=…).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import { isUuid } from '@shared/ids';
import { phoneKey } from '@shared/phone';
import { fulfilmentDates } from '@shared/orders/fulfilment-date';
import { addDays, todayInLondon } from '@shared/repairs/dates';
import {
  GUEST_CONTACT_MESSAGES,
  ORDER_NOT_FOUND,
  PAID_ORDER_CUSTOMER_CANCEL,
  cancelOrderSchema,
  checkoutTermsSchema,
  createOrderSchema,
  orderAccessQuerySchema,
  orderIdParams,
  orderIdempotencyHeadersSchema,
  orderSchema,
} from '@shared/orders/schemas';
import { customerCancellableStatuses, type OrderStatus } from '@shared/orders/values';
import { closuresBetween } from '../calendar/repository';
import { badRequest, conflict, notFound } from '../../http-error';
import { requireUser, signedInUser } from '../../plugins/auth-guards';
import type { SessionUser } from '../../plugins/session';
import type { Checkout } from '../../db/schema';
import { hmac, keyFor } from '../../signed-tokens';
import { answeredChallenge, spendChallenge } from '../challenges/claim';
import { toOrderDto, type CheckoutWithLines } from './dto';
import type { OrderDesk } from './desk';
import { findOrder, listOwnOrders, placeOrder } from './repository';
import { moveOrder } from './transitions';
import { openPaymentUrl, startOrderPayment } from '../payments/start-payment';
import { expireOpenSessions } from '../payments/refunds';
import { fcaFrnLine } from '@shared/legal';
import { renderOrderReceipt } from './receipt-pdf';
import { receiptLinesOf } from './repository';
import type { PaymentGateway } from '../payments/stripe-gateway';

export const ONLINE_PAYMENT_UNAVAILABLE =
  'This shop does not take payments online: choose to pay on delivery or collection.';

export const IDEMPOTENCY_KEY_TAKEN = 'This Idempotency-Key was already used for another order.';
export const CANNOT_CANCEL =
  'This order can no longer be cancelled online: it is on its way or ready to collect. Please call the shop.';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The key of a guest order's secret link: 43 base64url characters (256 bits). */
export const guestLinkKey = (secret: string, idempotencyKey: string) =>
  hmac(keyFor(secret, 'guest-order-link'), idempotencyKey).toString('base64url');

/**
 * Whether a repeat of a checkout comes from whoever placed it: the same account,
 * or for a guest the same name, phone and email (a guest has nothing else).
 */
function sameVisitor(
  checkout: Checkout,
  user: SessionUser | null,
  input: {
    customerName?: string | undefined;
    customerPhone?: string | undefined;
    customerEmail?: string | undefined;
  },
): boolean {
  if (user || checkout.buyerId) return checkout.buyerId === (user?.id ?? null);
  const same = (stored: string | null, sent: string | undefined) =>
    (stored ?? '').trim().toLowerCase() === (sent ?? '').trim().toLowerCase();
  return (
    same(checkout.customerName, input.customerName) &&
    phoneKey(checkout.customerPhone ?? '') === phoneKey(input.customerPhone ?? '') &&
    same(checkout.customerEmail, input.customerEmail)
  );
}

/** The owner, or whoever holds the guest link's key; anyone else hears 404 (nothing is revealed). */
export function canSee(
  order: CheckoutWithLines,
  user: SessionUser | null,
  key: string | undefined,
): boolean {
  const { buyerId, guestKeyHash } = order.checkout;
  if (user && buyerId === user.id) return true;
  if (!key || !guestKeyHash) return false;
  return timingSafeEqual(Buffer.from(sha256(key)), Buffer.from(guestKeyHash));
}

export const orderRoutes: FastifyPluginAsyncZod<{ desk: OrderDesk }> = async (app, { desk }) => {
  const db = () => app.database.db;

  app.post(
    '/orders',
    {
      config: { rateLimit: { max: app.config.formRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary:
          'Places an order; items are taken off sale at once. Requires an Idempotency-Key. With paymentMethod "online" (where the shop takes card payments online) the answer has paymentUrl, the hosted payment page; unpaid after 30 minutes, the order is cancelled and its items go back on sale.',
        headers: orderIdempotencyHeadersSchema,
        // A guest also sends a solved challenge (docs/decisions/018-proof-of-work-challenges.md).
        body: createOrderSchema,
        response: {
          201: orderSchema,
          200: orderSchema,
          400: messageSchema,
          409: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const user = request.user;
      const online = input.paymentMethod === 'online' ? app.onlinePayments : null;
      if (input.paymentMethod === 'online' && !online) throw badRequest(ONLINE_PAYMENT_UNAVAILABLE);
      if (!user) {
        for (const field of ['customerName', 'customerPhone', 'customerEmail'] as const) {
          if (!input[field]) throw badRequest(GUEST_CONTACT_MESSAGES[field]);
        }
      }
      // A guest's solution is checked first and spent with the order (not by a replayed key).
      const challenge = user ? null : await answeredChallenge(app.config.sessionSecret, input);
      const key = request.headers['idempotency-key'];
      // A guest's link key is an HMAC of the Idempotency-Key under the server's
      // secret: a retried checkout answers the same link, and nobody who lacks
      // the secret can work a link out from a key (issue 26).
      const guestKey = user ? null : guestLinkKey(app.config.sessionSecret, key);
      const guestPath = (id: string) => (guestKey ? `/orders/${id}?key=${guestKey}` : null);
      const result = await placeOrder(db(), {
        idempotencyKeyHash: sha256(key),
        guestKeyHash: guestKey ? sha256(guestKey) : null,
        buyerId: user?.id ?? null,
        productIds: input.items.map((item) => item.productId.toLowerCase()),
        fulfilment: input.fulfilment,
        customerName: input.customerName ?? user!.username,
        customerPhone: input.customerPhone ?? null,
        customerEmail: input.customerEmail ?? user!.email,
        deliveryAddress: input.deliveryAddress ?? null,
        postcode: input.postcode ?? null,
        paymentMethod: input.paymentMethod,
        deliveryFee: app.config.deliveryFee,
        // Closures a fortnight ahead: more than the 3 opening days a collection is held.
        dates: fulfilmentDates(
          input.fulfilment,
          new Date(),
          await closuresBetween(db(), todayInLondon(), addDays(todayInLondon(), 14)),
        ),
        notify: (tx, order) => app.notices.orderPlaced(tx, order, guestPath(order.checkout.id)),
        ...(challenge ? { onPlace: (tx) => spendChallenge(tx, challenge) } : {}),
      });
      if (result.created) {
        desk.changed();
        await desk.payments.start({
          id: result.checkout.id,
          reference: result.checkout.reference,
          totalAmount: result.checkout.totalAmount,
        });
      } else if (!sameVisitor(result.checkout, user, input)) {
        // A replayed key answers the first order only to whoever placed it.
        throw conflict(IDEMPOTENCY_KEY_TAKEN);
      }
      const answer = toOrderDto(result);
      if (guestKey) answer.orderUrl = guestPath(result.checkout.id)!;
      if (
        online &&
        result.checkout.paymentStatus === 'unpaid' &&
        result.checkout.status === 'pending'
      ) {
        answer.paymentUrl = await payOnline(result, guestPath(result.checkout.id), online.gateway);
      }
      return reply.code(result.created ? 201 : 200).send(answer);
    },
  );

  app.get(
    '/orders/terms',
    { schema: { tags: ['orders'], response: { 200: checkoutTermsSchema } } },
    async () => ({ deliveryFee: app.config.deliveryFee }),
  );

  app.get(
    '/orders',
    {
      preHandler: requireUser,
      schema: { tags: ['orders'], response: { 200: z.array(orderSchema), 401: messageSchema } },
    },
    async (request) => (await listOwnOrders(db(), signedInUser(request).id)).map(toOrderDto),
  );

  /**
   * The hosted payment page for the order (decision 024). If the provider cannot
   * open one, the order is cancelled at once and its items go back on sale.
   */
  async function payOnline(
    order: CheckoutWithLines,
    guestPath: string | null,
    gateway: PaymentGateway,
  ): Promise<string> {
    try {
      return await startOrderPayment(db(), gateway, order, {
        orderPath: guestPath ?? `/orders/${order.checkout.id}`,
        publicUrl: app.config.publicUrl,
      });
    } catch (error) {
      const released = await moveOrder(db(), order.checkout.id, {
        to: 'cancelled',
        allowed: ({ checkout, payment }) => checkout.status === 'pending' && !payment,
        reason: 'online payment could not be started',
        actorId: null,
      });
      if (released.kind === 'moved') desk.changed(released.productsChanged);
      throw error;
    }
  }

  const visibleOrder = async (id: string, user: SessionUser | null, key: string | undefined) => {
    const order = isUuid(id) ? await findOrder(db(), id) : undefined;
    if (!order || !canSee(order, user, key)) throw notFound(ORDER_NOT_FOUND);
    return order;
  };

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: "The buyer's order, or a guest's through its secret link (?key=)",
        params: orderIdParams,
        querystring: orderAccessQuerySchema,
        response: { 200: orderSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const order = await visibleOrder(request.params.id, request.user, request.query.key);
      reply.header('cache-control', 'private, no-store');
      const answer = toOrderDto(order);
      // Still waiting to be paid online: the page the customer can go back to.
      const url = await openPaymentUrl(db(), order);
      if (url) answer.paymentUrl = url;
      return answer;
    },
  );

  app.get(
    '/orders/:id/receipt.pdf',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The receipt of a paid order as a PDF: the buyer's own, or a guest's through its secret link (?key=)",
        params: orderIdParams,
        querystring: orderAccessQuerySchema,
        response: {
          200: z.unknown().describe('The receipt (application/pdf)'),
          404: messageSchema,
          409: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const order = await visibleOrder(request.params.id, request.user, request.query.key);
      if (!order.payment)
        throw conflict('This order is not paid yet: its receipt comes with the payment.');
      const pdf = await renderOrderReceipt(order, await receiptLinesOf(db(), order), {
        fcaFrnLine: fcaFrnLine(app.config.fcaFrn, app.config.demo),
        vatNumber: app.config.vatNumber,
      });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="receipt-${order.checkout.reference}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The buyer (or the guest link) cancels a pending or confirmed order; items go back on sale',
        params: orderIdParams,
        querystring: orderAccessQuerySchema,
        body: cancelOrderSchema,
        response: { 200: orderSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request) => {
      const order = await visibleOrder(request.params.id, request.user, request.query.key);
      if (order.checkout.status === 'cancelled') return toOrderDto(order);
      const outcome = await moveOrder(db(), order.checkout.id, {
        to: 'cancelled',
        allowed: (current) =>
          customerCancellableStatuses.includes(current.checkout.status as OrderStatus),
        reason: request.body.reason ?? 'Cancelled by the customer',
        actorId: request.user?.id ?? null,
        notify: app.notices.orderMoved,
      });
      if (outcome.kind === 'missing') throw notFound(ORDER_NOT_FOUND);
      if (outcome.kind === 'refused') throw conflict(CANNOT_CANCEL);
      // No refund can be given online: a paid order is cancelled at the desk.
      if (outcome.kind !== 'moved') throw conflict(PAID_ORDER_CUSTOMER_CANCEL);
      await expireOpenSessions(db(), app.onlinePayments, order.checkout.id, request.log);
      desk.changed(outcome.productsChanged);
      return toOrderDto(outcome.order);
    },
  );
};
