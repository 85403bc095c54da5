import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatGBP } from '@shared/money';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { describeDay, fulfilmentDates } from '@shared/orders/fulfilment-date';
import {
  createOrderSchema,
  guestCheckoutSchema,
  type CreateOrderData,
} from '@shared/orders/schemas';
import { COLLECTION_HOLD_OPENING_DAYS, type Fulfilment } from '@shared/orders/values';
import { shopAddressLine } from '@shared/shop';
import { FormField } from '@web/components/form/form-field';
import { OnlineCharge } from '@web/components/payments/online-charge';
import { useZodForm } from '@web/components/form/use-zod-form';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useCurrentUser } from '@web/features/auth/api/get-current-user';
import { ANSWER_REQUIRED } from '@web/components/security-question/answer-field';
import { SecurityVerification } from '@web/components/security-question/security-question-field';
import { useProofOfWork } from '@web/components/security-question/use-security-question';
import { removeCartItems } from '@web/features/orders/api/cart-store';
import { useCheckoutTerms } from '@web/features/orders/api/get-checkout-terms';
import { useCreateOrder } from '@web/features/orders/api/create-order';
import { useOnlinePayments } from '@web/features/payments/api/get-online-payments';
import { sumPrices, useCartLines } from '@web/features/orders/components/cart-view';
import { CheckoutPayment } from '@web/features/orders/components/checkout-payment';
import { errorMessage } from '@web/lib/api-client';
import { newIdempotencyKey } from '@web/lib/idempotency-key';
import { paths } from '@web/lib/paths';

export type CheckoutValues = {
  items: { productId: string }[];
  fulfilment: Fulfilment | '';
  deliveryAddress: string;
  postcode: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  paymentMethod: 'card' | 'cash';
};

const empty: CheckoutValues = {
  items: [],
  fulfilment: '',
  deliveryAddress: '',
  postcode: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  paymentMethod: 'card',
};

export const ORDER_PLACED = 'Order placed';
export const CONTINUE_TO_PAYMENT = 'Continue to payment';

/** When the order arrives or can be collected, said before the customer confirms. */
export function fulfilmentDayText(fulfilment: Fulfilment, now = new Date()): string {
  const { fulfilmentDate, holdUntil } = fulfilmentDates(fulfilment, now);
  if (fulfilment === 'delivery') return `Delivered ${describeDay(fulfilmentDate, now)}`;
  return `Ready to collect ${describeDay(fulfilmentDate, now)}, held until ${describeDay(holdUntil ?? fulfilmentDate, now)} (${COLLECTION_HOLD_OPENING_DAYS} opening days)`;
}

export function CheckoutForm() {
  const { user, isSignedIn, isLoading: userLoading } = useCurrentUser();
  const isGuest = !userLoading && !isSignedIn;
  const { lines, loading } = useCartLines();
  const terms = useCheckoutTerms();
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  // Where the shop takes card payments online, the customer may pay now (decision 024).
  const onlinePayments = useOnlinePayments();
  const [payNowChosen, setPayNow] = useState(false);
  const payNow = onlinePayments && payNowChosen;
  // One key per attempt: a double click or a retry places one order.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [problem, setProblem] = useState<string | null>(null);
  // A guest's order carries a solved proof-of-work challenge (decision 018).
  const [securityMessage, setSecurityMessage] = useState<string | null>(null);
  const security = useProofOfWork(() => setSecurityMessage(null));
  const form = useZodForm<CheckoutValues, CreateOrderData>({
    schema: isGuest ? guestCheckoutSchema : createOrderSchema,
    mode: 'onSubmit',
    defaultValues: empty,
  });
  const fulfilment = form.watch('fulfilment');

  const available = lines.filter((line) => line.available);
  const itemIds = available.map((line) => line.productId).join(',');
  useEffect(() => {
    form.setValue('items', itemIds ? itemIds.split(',').map((productId) => ({ productId })) : []);
  }, [form, itemIds]);

  const subtotal = sumPrices(available);
  const fee = fulfilment === 'delivery' ? (terms.data?.deliveryFee ?? '4.99') : '0.00';
  const total = penniesToDecimal((parsePennies(subtotal) ?? 0) + (parsePennies(fee) ?? 0));

  const onSubmit = form.handleSubmit((details) => {
    setProblem(null);
    const answer = isGuest ? security.answer() : null;
    if (isGuest && !answer) {
      setSecurityMessage(ANSWER_REQUIRED);
      return;
    }
    const payload = {
      ...details,
      ...(payNow ? { paymentMethod: 'online' as const } : {}),
      ...answer,
    };
    createOrder.mutate(
      { payload, idempotencyKey },
      {
        onSuccess: (order) => {
          removeCartItems(order.items.flatMap((item) => (item.productId ? [item.productId] : [])));
          if (payNow && order.paymentUrl) {
            // Back from the payment page (the browser's Back too), the customer lands on the order.
            void navigate(order.orderUrl ?? paths.order(order.id), { replace: true });
            window.location.assign(order.paymentUrl);
            return;
          }
          toast({ title: ORDER_PLACED, description: `Your order ${order.reference} is placed.` });
          void navigate(order.orderUrl ?? paths.order(order.id));
        },
        onError: (error) => {
          // A guest's solution is good once: the next attempt solves a new one.
          if (isGuest) {
            const refused = security.refusal(error);
            if (refused) setSecurityMessage(refused);
            else security.newQuestion();
          }
          setProblem(errorMessage(error, 'Your order could not be placed. Please try again.'));
          // A refused order stored nothing: the next attempt is a new one.
          setIdempotencyKey(newIdempotencyKey());
        },
      },
    );
  });

  if (lines.length === 0 && !createOrder.isSuccess) {
    return <p>Your cart is empty.</p>;
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-6 lg:grid-cols-3"
    >
      <div className="grid gap-6 lg:col-span-2">
        <Card className="gap-4 px-5 py-5">
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-lg font-semibold">Delivery or collection</legend>
            <label className="flex items-start gap-3 rounded-md border border-border p-3">
              <input
                type="radio"
                value="delivery"
                {...form.register('fulfilment')}
                className="mt-1"
              />
              <span>
                <span className="font-medium">Same-day delivery</span> (Leeds LS postcodes,{' '}
                {formatGBP(terms.data?.deliveryFee ?? '4.99')}): order before 2 pm on an opening day
                for delivery the same day.
              </span>
            </label>
            <label className="flex items-start gap-3 rounded-md border border-border p-3">
              <input
                type="radio"
                value="collection"
                {...form.register('fulfilment')}
                className="mt-1"
              />
              <span>
                <span className="font-medium">Collect in store</span> (free) at {shopAddressLine},
                held for {COLLECTION_HOLD_OPENING_DAYS} opening days.
              </span>
            </label>
            {form.formState.errors.fulfilment ? (
              <p role="alert" className="text-sm text-destructive">
                Choose delivery or collection
              </p>
            ) : null}
          </fieldset>
          {fulfilment === 'delivery' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                form={form}
                name="deliveryAddress"
                label="Delivery address"
                className="sm:col-span-2"
              >
                {(control) => <Textarea rows={2} autoComplete="street-address" {...control} />}
              </FormField>
              <FormField form={form} name="postcode" label="Postcode" hint="LS postcodes only">
                {(control) => <Input autoComplete="postal-code" {...control} />}
              </FormField>
            </div>
          ) : null}
        </Card>

        <Card className="gap-4 px-5 py-5">
          <h2 className="text-lg font-semibold">Your details</h2>
          {isSignedIn && user ? (
            <p className="text-sm text-muted-foreground">
              Ordering as <span className="font-semibold text-foreground">{user.username}</span>.
              We&apos;ll use your account&apos;s name and email; add a phone number for the driver.
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {isGuest ? (
              <FormField form={form} name="customerName" label="Full name">
                {(control) => <Input autoComplete="name" {...control} />}
              </FormField>
            ) : null}
            <FormField form={form} name="customerPhone" label="Phone number" optional={!isGuest}>
              {(control) => <Input type="tel" autoComplete="tel" {...control} />}
            </FormField>
            {isGuest ? (
              <FormField form={form} name="customerEmail" label="Email">
                {(control) => <Input type="email" autoComplete="email" {...control} />}
              </FormField>
            ) : null}
          </div>
          <CheckoutPayment
            register={form.register}
            onlinePayments={onlinePayments}
            payNow={payNowChosen}
            onPayNowChange={setPayNow}
          />
        </Card>
      </div>

      <Card className="h-fit gap-3 px-5 py-5" aria-labelledby="order-summary">
        <h2 id="order-summary" className="text-lg font-semibold">
          Order summary
        </h2>
        <ul className="grid gap-1 text-sm">
          {available.map((line) => (
            <li key={line.productId} className="flex justify-between gap-2">
              <span>{line.title}</span>
              <span className="tabular-nums">{formatGBP(line.price)}</span>
            </li>
          ))}
        </ul>
        <dl className="grid gap-1 border-t border-border pt-3 text-sm">
          <div className="flex justify-between">
            <dt>{fulfilment === 'collection' ? 'Collection' : 'Delivery'}</dt>
            {/* Nothing is free until the customer has chosen how to get the items. */}
            <dd className="tabular-nums">
              {fulfilment === 'delivery'
                ? formatGBP(fee)
                : fulfilment === 'collection'
                  ? 'Free'
                  : 'Choose delivery or collection'}
            </dd>
          </div>
          <div className="flex justify-between text-base font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums" data-testid="checkout-total">
              {formatGBP(total)}
            </dd>
          </div>
        </dl>
        {fulfilment ? (
          <p
            className="rounded-md bg-gold-50 p-3 text-sm font-medium text-brand-950"
            data-testid="fulfilment-day"
          >
            {fulfilmentDayText(fulfilment)}
          </p>
        ) : null}
        {payNow ? <OnlineCharge amount={total} className="text-sm" /> : null}
        {isGuest ? <SecurityVerification security={security} message={securityMessage} /> : null}
        {problem ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 p-3 text-sm text-destructive"
          >
            {problem}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={loading || available.length === 0}
          aria-disabled={createOrder.isPending}
        >
          {payNow
            ? createOrder.isPending
              ? 'Opening the payment page...'
              : CONTINUE_TO_PAYMENT
            : createOrder.isPending
              ? 'Placing order...'
              : 'Place order'}
        </Button>
      </Card>
    </form>
  );
}
