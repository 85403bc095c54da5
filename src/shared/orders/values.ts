/** Order value lists and the order desk's rules of movement (issue 16). */

export const orderStatuses = [
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'out_for_delivery', label: 'Out for delivery' },
  { value: 'ready_for_collection', label: 'Ready for collection' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'collected', label: 'Collected' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;
export type OrderStatus = (typeof orderStatuses)[number]['value'];
export const orderStatusValues = orderStatuses.map((s) => s.value) as [
  OrderStatus,
  ...OrderStatus[],
];

export const fulfilments = [
  { value: 'delivery', label: 'Same-day delivery' },
  { value: 'collection', label: 'Collect in store' },
] as const;
export type Fulfilment = (typeof fulfilments)[number]['value'];
export const fulfilmentValues = ['delivery', 'collection'] as const;

export const paymentMethods = [
  { value: 'card', label: 'Card' },
  { value: 'cash', label: 'Cash' },
] as const;
export type PaymentMethod = (typeof paymentMethods)[number]['value'];
export const paymentMethodValues = ['card', 'cash'] as const;

/** Paid online by card through the payment provider (Stripe Checkout): never recorded by hand. */
export const ONLINE_CARD_METHOD = 'card_online';
/** How a payment or refund was made, as stored: in the shop or at the door, or online. */
export const recordedPaymentMethodValues = [...paymentMethodValues, ONLINE_CARD_METHOD] as const;
export type RecordedPaymentMethod = (typeof recordedPaymentMethodValues)[number];
/** How an online card payment reads wherever a payment's method is shown (orders and loans). */
export const ONLINE_CARD_LABEL = 'Card (online)';
/**
 * Labels of every stored method, for display only: the desk's inputs keep
 * `paymentMethods`, since an online payment is never recorded by hand.
 */
export const recordedPaymentMethods = [
  ...paymentMethods,
  { value: ONLINE_CARD_METHOD, label: ONLINE_CARD_LABEL },
] as const;

/** How the customer chooses to pay at checkout: at the door or counter, or now online. */
export const checkoutPaymentValues = [...paymentMethodValues, 'online'] as const;
export type CheckoutPayment = (typeof checkoutPaymentValues)[number];

/** `refunded`: paid, then cancelled with the money given back. */
export const paymentStatusValues = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatusValues)[number];
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refunded: 'Refunded',
};

/** Finished orders: nothing moves them any more. */
export const finalOrderStatuses: readonly OrderStatus[] = ['delivered', 'collected', 'cancelled'];
/** Orders whose items count as sold. */
export const completedOrderStatuses: readonly OrderStatus[] = ['delivered', 'collected'];
/** A customer may cancel while the shop has not yet sent or set aside the items. */
export const customerCancellableStatuses: readonly OrderStatus[] = ['pending', 'confirmed'];

/**
 * The desk's moves in order: confirm, then out for delivery or ready for
 * collection (by the order's fulfilment), then delivered or collected. Any
 * unfinished order may be cancelled (with a reason).
 */
export function nextStatuses(status: OrderStatus, fulfilment: Fulfilment): OrderStatus[] {
  const delivery = fulfilment === 'delivery';
  switch (status) {
    case 'pending':
      return ['confirmed', 'cancelled'];
    case 'confirmed':
      return [delivery ? 'out_for_delivery' : 'ready_for_collection', 'cancelled'];
    case 'out_for_delivery':
      return delivery ? ['delivered', 'cancelled'] : ['cancelled'];
    case 'ready_for_collection':
      return delivery ? ['cancelled'] : ['collected', 'cancelled'];
    default:
      return [];
  }
}

export const canMove = (from: OrderStatus, to: OrderStatus, fulfilment: Fulfilment) =>
  nextStatuses(from, fulfilment).includes(to);

/** The product status of an item in an open order: off the marketplace, not yet sold. */
export const RESERVED_PRODUCT_STATUS = 'reserved';

/** Most items one checkout takes: every product is one second-hand item. */
export const MAX_ORDER_ITEMS = 20;

/** Opening days a collection is held for. */
export const COLLECTION_HOLD_OPENING_DAYS = 3;

/** The hour (24-hour clock, shop time) before which a delivery goes out the same day. */
export const SAME_DAY_CUT_OFF_HOUR = 14;

export const CANCELLATION_RIGHTS_TEXT =
  'You have the right to cancel this order within 14 days of receiving your items (Consumer Contracts Regulations 2013). Before we send or set aside your items you can cancel here; after that, call or visit the shop.';
