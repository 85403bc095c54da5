/** The messages of an order: its confirmation and the desk's moves the buyer must know of. */
import { paymentMethods, recordedPaymentMethods, type OrderStatus } from '@shared/orders/values';
import { CANCELLATION_RIGHT, RETURNS_POLICY } from '../orders/receipt-pdf';
import { labelOf } from '@shared/products/values';
import type { Checkout } from '../../db/schema';
import type { CheckoutWithLines } from '../orders/dto';
import type { NoticeWriter } from './notice-writer';
import type { Writer } from './outbox';
import type { Addressee } from './recipients';

const addresseeOf = (checkout: Checkout): Addressee => ({
  userId: checkout.buyerId,
  guestEmail: checkout.customerEmail,
  name: checkout.customerName,
});

const deliveryAddressOf = (checkout: Checkout) =>
  [checkout.deliveryAddress, checkout.postcode].filter(Boolean).join(', ');

/** How the buyer chose to pay: at the door or counter, or online now. */
const howToPay = (checkout: Checkout) =>
  checkout.paymentMethod === 'online'
    ? 'Card, paid online'
    : labelOf(paymentMethods, checkout.paymentMethod);

const toPayOf = (checkout: Checkout) =>
  checkout.paymentStatus === 'paid' ? null : checkout.totalAmount;

export function orderNotices(writer: NoticeWriter) {
  /**
   * The order's page: the buyer's own (when signed in), or a guest's secret
   * link, which only the confirmation can carry (the shop keeps only its hash).
   */
  const orderUrl = (checkout: Checkout, guestPath?: string | null) =>
    guestPath
      ? writer.link(guestPath)
      : checkout.buyerId
        ? writer.link(`/orders/${checkout.id}`)
        : null;

  return {
    /** Legal: the contract and the right to cancel, on a durable medium. */
    orderPlaced: async (
      tx: Writer,
      { checkout, lines }: CheckoutWithLines,
      guestPath: string | null,
    ): Promise<void> => {
      const delivery = checkout.fulfilment === 'delivery';
      await writer.notify(tx, addresseeOf(checkout), 'legal', {
        template: 'orderConfirmation',
        dedupeKey: `order-confirmation:${checkout.id}`,
        props: ({ name, ownConfirmed }) => ({
          name,
          reference: checkout.reference,
          items: lines.map((line) => ({
            title: line.productTitle ?? 'Item',
            price: line.totalAmount,
          })),
          subtotal: checkout.subtotal,
          deliveryFee: checkout.deliveryFee,
          total: checkout.totalAmount,
          delivery,
          fulfilmentDate: checkout.fulfilmentDate,
          holdUntil: checkout.holdUntil,
          // Anyone may type anyone's address: the visitor's own words only to their confirmed one.
          deliveryAddress: delivery
            ? ownConfirmed
              ? deliveryAddressOf(checkout)
              : checkout.postcode
            : null,
          paymentMethodLabel: howToPay(checkout),
          orderUrl: orderUrl(checkout, guestPath) ?? writer.link('/'),
        }),
      });
    },

    /** Legal: the receipt of a paid order, with the right to cancel and the returns policy. */
    orderPaid: async (
      tx: Writer,
      { checkout, lines, payment }: CheckoutWithLines,
    ): Promise<void> => {
      if (!payment) return;
      await writer.notify(tx, addresseeOf(checkout), 'legal', {
        template: 'orderReceipt',
        dedupeKey: `order-receipt:${checkout.id}`,
        props: ({ name }) => ({
          name,
          reference: checkout.reference,
          items: lines.map((line) => ({
            title: line.productTitle ?? 'Item',
            price: line.totalAmount,
          })),
          deliveryFee: checkout.deliveryFee,
          total: payment.amount,
          paidWith: labelOf(recordedPaymentMethods, payment.method).toLowerCase(),
          cancellationRight: CANCELLATION_RIGHT,
          returnsPolicy: RETURNS_POLICY,
          orderUrl: orderUrl(checkout),
        }),
      });
    },

    /** Out for delivery, ready for collection, or cancelled; other moves send nothing. */
    orderMoved: async (tx: Writer, { checkout, payment }: CheckoutWithLines): Promise<void> => {
      const status = checkout.status as OrderStatus;
      const common = {
        reference: checkout.reference,
        orderUrl: orderUrl(checkout),
      };
      const addressee = addresseeOf(checkout);
      const paymentMethodLabel = howToPay(checkout);
      const dedupeKey = `order-${status}:${checkout.id}`;
      if (status === 'out_for_delivery') {
        await writer.notify(tx, addressee, 'update', {
          template: 'orderOutForDelivery',
          dedupeKey,
          props: ({ name }) => ({
            ...common,
            name,
            deliveryAddress: deliveryAddressOf(checkout),
            toPay: toPayOf(checkout),
            paymentMethodLabel,
          }),
        });
      } else if (status === 'ready_for_collection') {
        await writer.notify(tx, addressee, 'update', {
          template: 'orderReadyForCollection',
          dedupeKey,
          props: ({ name }) => ({
            ...common,
            name,
            holdUntil: checkout.holdUntil,
            toPay: toPayOf(checkout),
            paymentMethodLabel,
          }),
        });
      } else if (status === 'cancelled') {
        await writer.notify(tx, addressee, 'update', {
          template: 'orderCancelled',
          dedupeKey,
          props: ({ name, ownConfirmed }) => ({
            ...common,
            name,
            // A guest may have typed it (cancelling by the guest link): only to a confirmed address.
            reason: ownConfirmed ? checkout.cancelReason : null,
            paid: payment?.amount ?? null,
          }),
        });
      }
    },
  };
}
