import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { addCartItem, readCart } from '@web/features/orders/api/cart-store';
import { CheckoutForm } from '@web/features/orders/components/checkout-form';

/** Paying at checkout: now by card on the provider's page, or on delivery or collection. */

const LAMP = '11111111-1111-4111-8111-111111111111';
const PAYMENT_URL = 'https://checkout.example/pay/cs_test_abc';

const product = {
  id: LAMP,
  title: 'Desk Lamp',
  description: '',
  category: 'Electronics',
  price: '12.50',
  imageUrl: null,
  thumbnailUrl: null,
  condition: 'good',
  createdAt: '2026-11-01T10:00:00Z',
  status: 'active',
  isAvailable: true,
};

const meta = (onlinePayments: boolean) => ({
  body: {
    demo: true,
    loanLimits: { min: '10.00', max: '5000.00' },
    fcaFrn: null,
    onlinePayments,
  },
});

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  addCartItem({ productId: LAMP, title: 'Desk Lamp', price: '12.50', imageUrl: null });
  assign = vi.fn();
  // The browser leaving for the payment page: jsdom cannot navigate, so it is recorded.
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCheckout(onlinePayments: boolean) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockFetch({
        'GET /api/meta': meta(onlinePayments),
        'GET /api/auth/user': {
          body: { id: 'u1', username: 'sam', role: 'user', email: 'sam@example.com' },
        },
        'GET /api/orders/terms': { body: { deliveryFee: '4.99' } },
        [`GET /api/products/${LAMP}`]: { body: product },
        'POST /api/orders': ({ init }) => {
          const body = JSON.parse(init?.body as string) as Record<string, unknown>;
          bodies.push(body);
          return {
            status: 201,
            body: {
              id: 'o1',
              reference: 'BCR-AAAAAA',
              items: [{ productId: LAMP }],
              ...(body.paymentMethod === 'online' ? { paymentUrl: PAYMENT_URL } : {}),
            },
          };
        },
      }),
    ),
  );
  renderWithProviders(
    <Routes>
      <Route path="/checkout" element={<CheckoutForm />} />
      <Route path="/orders/:id" element={<p>Order page</p>} />
    </Routes>,
    { path: '/checkout' },
  );
  return bodies;
}

describe('checkout where the shop takes card payments online', () => {
  test('"Pay now by card" says what is charged, continues to the payment page and sends the browser there', async () => {
    const bodies = renderCheckout(true);
    const user = userEvent.setup();
    const payNow = await screen.findByRole('radio', { name: /^Pay now by card/ });
    const later = screen.getByRole('radio', { name: /^Pay on delivery \/ collection/ });
    // Paying on delivery or collection stays the default, with its card or cash choice.
    expect(later).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /Collect in store/ }));
    await user.click(payNow);
    expect(screen.queryByRole('radio', { name: 'Cash' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('online-charge')).toHaveTextContent(
        'You will be charged £12.50 by card on Stripe’s secure page.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ paymentMethod: 'online', fulfilment: 'collection' });
    expect(readCart()).toEqual([]);
    // Coming back (or pressing Back) lands on the order, not on an empty checkout.
    expect(await screen.findByText('Order page')).toBeInTheDocument();
  });

  test('"Pay on delivery / collection" places the order as before, by the method chosen', async () => {
    const bodies = renderCheckout(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^Pay now by card/ }));
    await user.click(screen.getByRole('radio', { name: /^Pay on delivery \/ collection/ }));
    const by = screen.getByRole('group', { name: 'Pay on delivery or collection by' });
    await user.click(within(by).getByRole('radio', { name: 'Cash' }));
    await user.click(screen.getByRole('radio', { name: /Collect in store/ }));
    expect(screen.queryByTestId('online-charge')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('Order page')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ paymentMethod: 'cash' });
    expect(assign).not.toHaveBeenCalled();
  });
});

test('where the shop does not take payments online, checkout is as it always was', async () => {
  const bodies = renderCheckout(false);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: /Collect in store/ }));
  await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('£12.50'));
  expect(
    screen.getByText('You pay when the items are delivered or collected. Nothing is charged now.'),
  ).toBeVisible();
  expect(screen.queryByRole('radio', { name: /Pay now by card/ })).toBeNull();
  expect(screen.queryByText(/Stripe/)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Place order' }));

  expect(await screen.findByText('Order page')).toBeInTheDocument();
  expect(bodies[0]).toMatchObject({ paymentMethod: 'card' });
  expect(assign).not.toHaveBeenCalled();
});
