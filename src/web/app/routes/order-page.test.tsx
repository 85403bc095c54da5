import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shared/orders/schemas';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { OrderPage } from '@web/app/routes/order-page';

/** The order page as the card payment page sends the customer back to it (decision 024). */

const ORDER_ID = '5f0c7a52-2f0e-4b59-9b1c-6d2f3e4a5b6c';
const SESSION = 'cs_test_a1B2c3';
const PAYMENT_URL = `https://checkout.example/pay/${SESSION}`;

const waiting: Order = {
  id: ORDER_ID,
  reference: 'BCR-K7Q2MX',
  status: 'pending',
  fulfilment: 'collection',
  items: [
    { productId: '11111111-1111-4111-8111-111111111111', title: 'Desk Lamp', price: '12.50' },
  ],
  subtotal: '12.50',
  deliveryFee: '0.00',
  totalAmount: '12.50',
  fulfilmentDate: '2026-11-27',
  holdUntil: '2026-12-01',
  deliveryAddress: null,
  postcode: null,
  customerName: 'Gail Guest',
  customerPhone: '07700 900555',
  customerEmail: 'gail@example.com',
  buyerId: null,
  paymentMethod: 'online',
  paymentStatus: 'unpaid',
  payment: null,
  refund: null,
  cancelReason: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  paymentUrl: PAYMENT_URL,
};

const { paymentUrl: _, ...withoutUrl } = waiting;
const paid: Order = {
  ...withoutUrl,
  paymentStatus: 'paid',
  payment: { method: 'card_online', amount: '12.50', paidAt: '2026-11-26T10:02:00.000Z' },
};
const released: Order = {
  ...withoutUrl,
  status: 'cancelled',
  cancelReason: 'payment not completed',
};

type Answer = { status?: number; body: unknown };

/** Renders the page at `search`; each GET answers the next of its list, then keeps the last. */
function showOrder(search: string, orders: Order[], sessions: Answer[] = []) {
  const next = <T,>(list: T[]) => (list.length > 1 ? list.shift()! : list[0]!);
  const fetchMock = vi.fn(
    mockFetch({
      [`GET /api/orders/${ORDER_ID}`]: () => ({ body: next(orders) }),
      [`GET /api/payments/sessions/${SESSION}`]: () => next(sessions),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <Routes>
      <Route path="/orders/:id" element={<OrderPage />} />
    </Routes>,
    { path: `/orders/${ORDER_ID}?key=secret${search}` },
  );
  return fetchMock;
}

const sessionCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/payments/sessions/')).length;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an order waiting for its card payment', () => {
  it('offers to pay now and says how long the items are held', async () => {
    showOrder('', [waiting]);
    // The file's first render (the page's modules loaded cold) can take more than the default
    // second on a busy machine, as in the other route tests.
    const box = await screen.findByRole(
      'region',
      { name: 'Pay for your order' },
      { timeout: 5000 },
    );
    expect(within(box).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', PAYMENT_URL);
    expect(
      within(box).getByText('Your items are held for 30 minutes while you pay.'),
    ).toBeVisible();
    expect(screen.getByText('Unpaid: to pay online by card')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download your receipt (PDF)' })).toBeNull();
  });

  it('back from the payment page: processing until the payment lands, then received and paid', async () => {
    const fetchMock = showOrder(
      `&payment=return&session_id=${SESSION}`,
      [waiting, paid],
      [
        { body: { status: 'open', purpose: 'order', amount: '12.50' } },
        { body: { status: 'paid', purpose: 'order', amount: '12.50' } },
      ],
    );
    expect(await screen.findByText('Payment processing…')).toBeVisible();
    // No second payment is offered while the first is on its way.
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(await screen.findByText('Payment received', {}, { timeout: 4000 })).toBeVisible();
    expect(screen.getByText('£12.50 paid by card. Thank you.')).toBeVisible();
    // The order is read again once the payment has landed.
    expect(await screen.findByText('Paid £12.50 by card (online)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download your receipt (PDF)' })).toHaveAttribute(
      'href',
      `/api/orders/${ORDER_ID}/receipt.pdf?key=secret`,
    );
    expect(sessionCalls(fetchMock)).toBe(2);
  });

  it('still open after a minute of asking: says so, and stops asking', async () => {
    const realNow = Date.now.bind(Date);
    let offset = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
    const fetchMock = showOrder(
      `&payment=return&session_id=${SESSION}`,
      [waiting],
      [{ body: { status: 'open', purpose: 'order', amount: '12.50' } }],
    );
    // The first answer comes after the minute the page waits for.
    offset = 61_000;
    expect(
      await screen.findByText(
        'Your payment has not been confirmed yet. If you paid, it will show here: refresh this page in a few minutes.',
      ),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(sessionCalls(fetchMock)).toBe(1);
  });

  it('a session that expired unpaid: not completed, and the order released', async () => {
    showOrder(
      `&payment=return&session_id=${SESSION}`,
      [released],
      [{ body: { status: 'expired', purpose: 'order', amount: '12.50' } }],
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment was not completed.');
    expect(screen.getByText('payment not completed')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });

  it('turned back on the payment page: not completed, with the way back to pay', async () => {
    const fetchMock = showOrder(`&payment=cancelled&session_id=${SESSION}`, [waiting]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment not completed.');
    expect(within(alert).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      PAYMENT_URL,
    );
    expect(
      within(alert).getByText('Your items are held for 30 minutes while you pay.'),
    ).toBeVisible();
    expect(sessionCalls(fetchMock)).toBe(0);
  });
});
