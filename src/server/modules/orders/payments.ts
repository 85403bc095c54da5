/**
 * How an order is paid. Today every order is paid in person, by card or cash,
 * when it is delivered or collected, and staff record the payment. An online
 * provider (a card form at checkout) implements the same interface; the
 * orders code asks the provider how to start and records what it reports,
 * without knowing who takes the money.
 */
import type { PaymentMethod } from '@shared/orders/values';

export type PaymentStart =
  /** Nothing to do now: the customer pays on delivery or collection. */
  | { kind: 'pay_in_person' }
  /** An online provider's page the customer is sent to (not used yet). */
  | { kind: 'redirect'; url: string };

export interface PaymentProvider {
  /** Stored with each payment it takes ("in_store"). */
  readonly name: string;
  /** Called once an order is placed and stored. */
  start(order: { id: string; reference: string; totalAmount: string }): Promise<PaymentStart>;
  /** Whether staff may record a payment of this method by hand. */
  acceptsRecordedPayment(method: PaymentMethod): boolean;
}

/** Pay on delivery or collection; staff record the payment at the door or the counter. */
export const payInPerson: PaymentProvider = {
  name: 'in_store',
  start: async () => ({ kind: 'pay_in_person' }),
  acceptsRecordedPayment: () => true,
};
