/**
 * Order schemas: the checkout form and POST /api/orders share one body schema;
 * the server adds what needs the session (contact details of an account) and
 * the database (prices, totals, dates).
 */
import { z } from 'zod';
import { optionalChallengeFields } from '../challenges';
import { isUuid } from '../ids';
import { pageSizeOptions, pageSizeParam } from '../cash-advances/schemas';
import { phoneNumber } from '../phone';
import { isBlank, moneyAmount, mustBeOneOf, oneOf, pageParam, requiredText } from '../validation';
import {
  POSTCODE_INVALID,
  deliveryPostcodeMessages,
  deliveryPostcodeProblem,
  normalisePostcode,
} from './postcode';
import {
  MAX_ORDER_ITEMS,
  fulfilmentValues,
  orderStatusValues,
  checkoutPaymentValues,
  paymentMethodValues,
  paymentStatusValues,
  recordedPaymentMethodValues,
} from './values';

export const ORDER_NOT_FOUND = 'Order not found';
export const EMPTY_CART = 'Your cart is empty';

const productId = z
  .string({ message: 'productId is required' })
  .refine(isUuid, 'productId must be a product id');

const itemsSchema = z
  .array(z.object({ productId }), { message: 'items must be a list of { productId }' })
  .min(1, EMPTY_CART)
  .max(MAX_ORDER_ITEMS, `An order takes at most ${MAX_ORDER_ITEMS} items`)
  .refine(
    (items) => new Set(items.map((item) => item.productId.toLowerCase())).size === items.length,
    'Each item can be ordered once: every product is a single second-hand item',
  );

/** Blank or left out becomes undefined, so optional fields of a form may be sent empty. */
const blankable = <T extends z.core.SomeType>(schema: T) =>
  z.preprocess(
    (value) => (isBlank(value) || (typeof value === 'string' && !value.trim()) ? undefined : value),
    z.optional(schema),
  );

const optionalEmailField = blankable(
  z
    .string({ message: 'Email must be text' })
    .trim()
    .pipe(z.email('Email must be a valid email address').max(254)),
);

/** What a guest must give besides the order (an account's details are used otherwise). */
export const GUEST_CONTACT_MESSAGES = {
  customerName: 'Name is required',
  customerPhone: 'Phone number is required',
  customerEmail: 'Email is required',
} as const;

const orderFields = z.object({
  items: itemsSchema,
  fulfilment: oneOf('Fulfilment', fulfilmentValues, { blankIsRequired: true }),
  deliveryAddress: blankable(requiredText('Delivery address', 300)),
  postcode: blankable(z.string({ message: 'Postcode must be text' }).max(10, POSTCODE_INVALID)),
  /** Required of guests; an account's own details are used otherwise. */
  customerName: blankable(requiredText('Name', 120)),
  customerPhone: blankable(phoneNumber('Phone number')),
  customerEmail: optionalEmailField,
  /**
   * How the customer means to pay: card or cash when the items arrive or are
   * collected, or `online` now by card (where the shop takes online payments).
   */
  paymentMethod: z._default(oneOf('Payment method', checkoutPaymentValues), 'card'),
  /** A guest's solved challenge (checked by the server; an account sends none). */
  ...optionalChallengeFields,
});

/** Guests give the contact details an account would; every problem is reported at once. */
const withOrderRules = (guest: boolean) =>
  orderFields.transform((order, context) => {
    let valid = true;
    const problem = (path: string, message: string) => {
      context.addIssue({ code: 'custom', path: [path], message });
      valid = false;
    };
    if (guest) {
      for (const field of ['customerName', 'customerPhone', 'customerEmail'] as const) {
        if (!order[field]) problem(field, GUEST_CONTACT_MESSAGES[field]);
      }
    }
    if (order.fulfilment === 'collection') {
      return valid ? { ...order, deliveryAddress: undefined, postcode: undefined } : z.NEVER;
    }
    if (!order.deliveryAddress) problem('deliveryAddress', 'Delivery address is required');
    const postcode = order.postcode ? normalisePostcode(order.postcode) : null;
    if (!order.postcode) problem('postcode', 'Postcode is required');
    else if (!postcode) problem('postcode', POSTCODE_INVALID);
    else {
      const outside = deliveryPostcodeProblem(postcode);
      if (outside) problem('postcode', deliveryPostcodeMessages[outside]);
    }
    return valid && postcode ? { ...order, postcode } : z.NEVER;
  });

export const createOrderSchema = withOrderRules(false);
/** The checkout form of a guest: the order plus the contact details an account would give. */
export const guestCheckoutSchema = withOrderRules(true);
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrderData = z.output<typeof createOrderSchema>;

/** Every write of an order is idempotent with this header (POST /api/orders requires it). */
export const orderIdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ message: 'Idempotency-Key header is required' })
    .trim()
    .min(8, 'Idempotency-Key must be 8 to 100 characters')
    .max(100, 'Idempotency-Key must be 8 to 100 characters'),
});

export const optionalIdempotencyHeadersSchema = z.object({
  'idempotency-key': orderIdempotencyHeadersSchema.shape['idempotency-key'].optional(),
});

/** The guest's secret link: /orders/:id?key=… */
export const orderAccessQuerySchema = z.object({
  key: z.string().max(100, 'key is too long').optional(),
});

export const orderIdParams = z.object({ id: z.string().max(100) });

export const orderItemSchema = z.object({
  productId: z.string().nullable(),
  title: z.string(),
  price: z.string(),
});

export const orderSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(orderStatusValues),
  fulfilment: z.enum(fulfilmentValues),
  items: z.array(orderItemSchema),
  subtotal: z.string(),
  deliveryFee: z.string(),
  totalAmount: z.string(),
  fulfilmentDate: z.string(),
  holdUntil: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  postcode: z.string().nullable(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  customerEmail: z.string(),
  buyerId: z.string().nullable(),
  paymentMethod: z.enum(checkoutPaymentValues),
  paymentStatus: z.enum(paymentStatusValues),
  payment: z
    .object({ method: z.enum(recordedPaymentMethodValues), amount: z.string(), paidAt: z.string() })
    .nullable(),
  refund: z
    .object({
      method: z.enum(recordedPaymentMethodValues),
      amount: z.string(),
      refundedAt: z.string(),
    })
    .nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  /** A guest's secret link to the order, answered once when it is placed. */
  orderUrl: z.string().optional(),
  /** Paying online: the provider's hosted payment page to send the customer to. */
  paymentUrl: z.string().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * An order as the desk reads it: with what the books hold as paid and given back on it
 * (the journal's lines on the checkout, so a correcting entry shows too).
 */
export const adminOrderSchema = orderSchema.extend({
  books: z.object({ paid: z.string(), refunded: z.string() }),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;

/** No body at all is fine: the customer need not give a reason. */
export const cancelOrderSchema = z.preprocess(
  (body) => body ?? {},
  z.object(
    { reason: blankable(requiredText('Reason', 500)) },
    { message: 'Body must be an object' },
  ),
);

export const adminOrderQuerySchema = z.object({
  status: z._default(oneOf('status', orderStatusValues), 'pending'),
  page: pageParam,
  pageSize: pageSizeParam(10),
});
export { pageSizeOptions };

export const orderCountsSchema = z.object(
  Object.fromEntries(orderStatusValues.map((status) => [status, z.number()])) as Record<
    (typeof orderStatusValues)[number],
    z.ZodNumber
  >,
);
export type OrderCounts = z.infer<typeof orderCountsSchema>;

export const adminOrderPageSchema = z.object({
  items: z.array(orderSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  counts: orderCountsSchema,
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

export const updateOrderStatusSchema = z
  .object({
    status: oneOf('status', orderStatusValues),
    /** Required when cancelling: the customer is told why. */
    reason: blankable(requiredText('Reason', 500)),
    /**
     * Required when cancelling an order paid in the shop: what is given back (all
     * of the payment, or part with the reason saying why). An order paid online is
     * refunded to its card (`card_online`), the whole payment unless given.
     */
    refund: z
      .object(
        {
          method: oneOf('refund.method', recordedPaymentMethodValues),
          amount: moneyAmount('Refund amount'),
        },
        { message: 'refund must be { method, amount }' },
      )
      .optional(),
    /**
     * Handing over an unpaid order (delivered, collected): the payment taken at the
     * door or the counter, recorded in the same step (the whole order total).
     */
    payment: z
      .object(
        {
          method: oneOf('payment.method', paymentMethodValues),
          amount: moneyAmount('Payment amount'),
        },
        { message: 'payment must be { method, amount }' },
      )
      .optional(),
  })
  .refine((body) => body.status !== 'cancelled' || body.reason !== undefined, {
    path: ['reason'],
    message: 'Reason is required to cancel an order',
  });

export const recordPaymentSchema = z.object({
  method: oneOf('method', paymentMethodValues),
  amount: moneyAmount('Amount'),
});

/** An order is handed over only paid, or with its payment recorded in the same step. */
export const UNPAID_HANDOVER =
  'This order is not paid yet: record the payment with the hand-over (method and amount), or take it first.';
export const handoverAmountMessage = (total: string) =>
  `The payment must be the order total, ${total}.`;

export const REFUND_REQUIRED =
  'This order is paid: cancelling it needs its refund recorded with it (method and amount).';
/** Two cancellations sent at once: the first cancelled the order (and gave back its money). */
export const ORDER_ALREADY_CANCELLED =
  'This order is already cancelled: nothing more was refunded.';
export const refundAmountMessage = (paid: string) =>
  `The refund cannot be more than the payment, ${paid}.`;
export const ONLINE_REFUND_METHOD_MESSAGE =
  'This order was paid online: it is refunded to the card it was paid with (refund.method card_online).';
export const NOT_PAID_ONLINE_MESSAGE =
  'Only an order paid online can be refunded to the card online: choose card or cash.';
export const PAID_ORDER_CUSTOMER_CANCEL =
  'This order is paid, so it can be cancelled only in the shop, where your money is given back. Please call us.';

export const PAYMENT_METHOD_MESSAGE = mustBeOneOf('method', paymentMethodValues);

/** GET /api/orders/terms: what the checkout page tells before the customer confirms. */
export const checkoutTermsSchema = z.object({
  /** Same-day delivery fee in pounds, "4.99". */
  deliveryFee: z.string(),
});
export type CheckoutTerms = z.infer<typeof checkoutTermsSchema>;
