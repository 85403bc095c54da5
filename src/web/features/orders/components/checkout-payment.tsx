import type { UseFormRegister } from 'react-hook-form';
import type { CheckoutValues } from '@web/features/orders/components/checkout-form';
import { ITEMS_HELD_TEXT } from '@web/features/orders/components/order-pay-now';

export const PAY_NOW_LABEL = 'Pay now by card';
export const PAY_LATER_LABEL = 'Pay on delivery / collection';

/** Card or cash, paid when the items are delivered or collected. */
function CardOrCash({ register }: { register: UseFormRegister<CheckoutValues> }) {
  return (
    <>
      <label className="flex items-center gap-2">
        <input type="radio" value="card" {...register('paymentMethod')} /> Card
      </label>
      <label className="flex items-center gap-2">
        <input type="radio" value="cash" {...register('paymentMethod')} /> Cash
      </label>
    </>
  );
}

/**
 * How the customer pays: on delivery or collection, by card or cash; and, where
 * the shop takes card payments online, now by card on the provider's hosted
 * page (decision 024: plain radio inputs, nothing of the provider loaded here).
 */
export function CheckoutPayment({
  register,
  onlinePayments,
  payNow,
  onPayNowChange,
}: {
  register: UseFormRegister<CheckoutValues>;
  onlinePayments: boolean;
  payNow: boolean;
  onPayNowChange: (payNow: boolean) => void;
}) {
  if (!onlinePayments) {
    return (
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">Payment</legend>
        <p className="text-sm text-muted-foreground">
          You pay when the items are delivered or collected. Nothing is charged now.
        </p>
        <div className="flex gap-6">
          <CardOrCash register={register} />
        </div>
      </fieldset>
    );
  }
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-medium">Payment</legend>
      <label className="flex items-start gap-3 rounded-md border border-border p-3">
        <input
          type="radio"
          name="payWhen"
          value="now"
          checked={payNow}
          onChange={() => onPayNowChange(true)}
          className="mt-1"
        />
        <span>
          <span className="font-medium">{PAY_NOW_LABEL}</span> on Stripe’s secure page, straight
          after this step. {ITEMS_HELD_TEXT}
        </span>
      </label>
      <label className="flex items-start gap-3 rounded-md border border-border p-3">
        <input
          type="radio"
          name="payWhen"
          value="later"
          checked={!payNow}
          onChange={() => onPayNowChange(false)}
          className="mt-1"
        />
        <span>
          <span className="font-medium">{PAY_LATER_LABEL}</span> by card or cash. Nothing is charged
          now.
        </span>
      </label>
      {payNow ? null : (
        <fieldset className="ml-7 flex gap-6">
          <legend className="sr-only">Pay on delivery or collection by</legend>
          <CardOrCash register={register} />
        </fieldset>
      )}
    </fieldset>
  );
}
