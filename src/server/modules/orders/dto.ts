/** Rows of a checkout (decision 009) as the API answers them. */
import type { Fulfilment, OrderStatus, PaymentMethod, PaymentStatus } from '@shared/orders/values';
import type { Order } from '@shared/orders/schemas';
import type { Checkout, Order as OrderRow, OrderPayment, OrderRefund } from '../../db/schema';

export type CheckoutWithLines = {
  checkout: Checkout;
  lines: OrderRow[];
  payment: OrderPayment | null;
  refund: OrderRefund | null;
};

export function toOrderDto({ checkout, lines, payment, refund }: CheckoutWithLines): Order {
  return {
    id: checkout.id,
    reference: checkout.reference,
    status: checkout.status as OrderStatus,
    fulfilment: checkout.fulfilment as Fulfilment,
    items: lines.map((line) => ({
      productId: line.productId,
      title: line.productTitle ?? 'Item',
      price: line.totalAmount,
    })),
    subtotal: checkout.subtotal,
    deliveryFee: checkout.deliveryFee,
    totalAmount: checkout.totalAmount,
    fulfilmentDate: checkout.fulfilmentDate,
    holdUntil: checkout.holdUntil,
    deliveryAddress: checkout.deliveryAddress,
    postcode: checkout.postcode,
    customerName: checkout.customerName,
    customerPhone: checkout.customerPhone,
    customerEmail: checkout.customerEmail,
    buyerId: checkout.buyerId,
    paymentMethod: checkout.paymentMethod as PaymentMethod,
    paymentStatus: checkout.paymentStatus as PaymentStatus,
    payment: payment
      ? {
          method: payment.method as PaymentMethod,
          amount: payment.amount,
          paidAt: payment.createdAt.toISOString(),
        }
      : null,
    refund: refund
      ? {
          method: refund.method as PaymentMethod,
          amount: refund.amount,
          refundedAt: refund.createdAt.toISOString(),
        }
      : null,
    cancelReason: checkout.cancelReason,
    createdAt: checkout.createdAt.toISOString(),
  };
}
