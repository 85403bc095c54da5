import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { POSTCODE_OUTSIDE_AREA } from '@shared/orders/postcode';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { addCartItem, readCart, CART_STORAGE_KEY } from '@web/features/orders/api/cart-store';
import {
  CartView,
  EMPTY_CART_TEXT,
  UNAVAILABLE_TEXT,
} from '@web/features/orders/components/cart-view';
import { CheckoutForm } from '@web/features/orders/components/checkout-form';
import { CartButton } from '@web/features/orders/components/cart-button';

const LAMP = '11111111-1111-4111-8111-111111111111';
const CAMERA = '22222222-2222-4222-8222-222222222222';

const product = (id: string, title: string, price: string, status = 'active') => ({
  id,
  title,
  description: '',
  category: 'Electronics',
  price,
  imageUrl: null,
  thumbnailUrl: null,
  condition: 'good',
  createdAt: '2026-11-01T10:00:00Z',
  status,
  isAvailable: status === 'active',
});

const signedOut = { status: 401, body: { message: 'Please sign in to continue.' } };
const terms = { body: { deliveryFee: '4.99' } };

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function fillCart() {
  addCartItem({ productId: LAMP, title: 'Desk Lamp', price: '12.50', imageUrl: null });
  addCartItem({ productId: CAMERA, title: 'Old Camera', price: '40.00', imageUrl: null });
}

describe('the cart', () => {
  test('keeps items in localStorage once each, and the header shows the count', async () => {
    vi.stubGlobal('fetch', mockFetch({}));
    renderWithProviders(<CartButton />);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    fillCart();
    expect(
      addCartItem({ productId: LAMP, title: 'Desk Lamp', price: '12.50', imageUrl: null }),
    ).toBe(false);
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toHaveLength(2);
  });

  test('lists current prices and availability, totals what can be bought, and removes items', async () => {
    fillCart();
    vi.stubGlobal(
      'fetch',
      mockFetch({
        // The price changed since it was added; the camera has been sold.
        [`GET /api/products/${LAMP}`]: { body: product(LAMP, 'Desk Lamp', '10.00') },
        [`GET /api/products/${CAMERA}`]: { status: 404, body: { message: 'Product not found' } },
      }),
    );
    renderWithProviders(<CartView />);
    const list = await screen.findByRole('list', { name: 'Items in your cart' });
    await waitFor(() => expect(within(list).getByText(UNAVAILABLE_TEXT)).toBeInTheDocument());
    expect(within(list).getByText('£10.00')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('£10.00');
    expect(
      screen.getByText('Remove the items no longer available to check out.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Old Camera' }));
    expect(readCart().map((item) => item.productId)).toEqual([LAMP]);
    expect(await screen.findByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove Desk Lamp' }));
    expect(await screen.findByText(EMPTY_CART_TEXT)).toBeInTheDocument();
  });
});

describe('checkout', () => {
  function renderCheckout(routes: Parameters<typeof mockFetch>[0]) {
    const fetchMock = vi.fn(
      mockFetch({
        'GET /api/auth/user': signedOut,
        'GET /api/orders/terms': terms,
        [`GET /api/products/${LAMP}`]: { body: product(LAMP, 'Desk Lamp', '12.50') },
        [`GET /api/products/${CAMERA}`]: { body: product(CAMERA, 'Old Camera', '40.00') },
        ...routes,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <Routes>
        <Route path="/checkout" element={<CheckoutForm />} />
        <Route path="/orders/:id" element={<p>Order page</p>} />
      </Routes>,
      { path: '/checkout' },
    );
    return fetchMock;
  }

  test('a guest gives contact details, sees the fee, total and day, and places the order once', async () => {
    fillCart();
    let body: Record<string, unknown> | undefined;
    let key: string | undefined;
    const fetchMock = renderCheckout({
      'POST /api/orders': ({ init }) => {
        body = JSON.parse(init?.body as string) as Record<string, unknown>;
        key = (init?.headers as Record<string, string>)['Idempotency-Key'];
        return {
          status: 201,
          body: {
            id: 'o1',
            reference: 'BCR-AAAAAA',
            items: [{ productId: LAMP }, { productId: CAMERA }],
            orderUrl: '/orders/o1?key=secret',
          },
        };
      },
    });
    const user = userEvent.setup();
    // Before a choice nothing is said to be free.
    expect(await screen.findByText('Choose delivery or collection')).toBeInTheDocument();
    expect(screen.queryByText('Free')).toBeNull();
    await user.click(await screen.findByRole('radio', { name: /Same-day delivery/ }));
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('£57.49'));
    expect(screen.getByTestId('fulfilment-day')).toHaveTextContent(/^Delivered /);

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Delivery address is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Delivery address'), '14 Cardigan Road');
    await user.type(screen.getByLabelText('Postcode'), 'BD1 1AA');
    await user.type(screen.getByLabelText('Full name'), 'Gail Guest');
    await user.type(screen.getByLabelText('Phone number'), '07700 900555');
    await user.type(screen.getByLabelText('Email'), 'gail@example.com');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(POSTCODE_OUTSIDE_AREA)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), 'ls6 3ag');
    const productReads = () =>
      fetchMock.mock.calls.filter(
        ([input]) => typeof input === 'string' && input.includes('/api/products/'),
      ).length;
    const readsBeforeOrder = productReads();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order page')).toBeInTheDocument();
    // What was just bought is not asked for again (it would only come back sold): the
    // refetches of an invalidation start before the order page shows.
    expect(productReads()).toBe(readsBeforeOrder);
    expect(body).toMatchObject({
      items: [{ productId: LAMP }, { productId: CAMERA }],
      fulfilment: 'delivery',
      postcode: 'LS6 3AG',
      customerName: 'Gail Guest',
    });
    // The page's figures are never sent: the server prices the order.
    expect(body).not.toHaveProperty('totalAmount');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(readCart()).toEqual([]);
  });

  test('a collection is free and says how long it is held; a sold item is named and a retry uses a new key', async () => {
    fillCart();
    const keys: string[] = [];
    renderCheckout({
      'GET /api/auth/user': {
        body: { id: 'u1', username: 'sam', role: 'user', email: 'sam@example.com' },
      },
      'POST /api/orders': ({ init }) => {
        keys.push((init?.headers as Record<string, string>)['Idempotency-Key']!);
        return {
          status: 409,
          body: {
            message:
              'Sorry, "Old Camera" has just been sold. Please remove it from your cart to continue.',
          },
        };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/Ordering as/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Collect in store/ }));
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('£52.50'));
    expect(screen.getByTestId('fulfilment-day')).toHaveTextContent(
      /held until .*\(3 opening days\)/,
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"Old Camera" has just been sold');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).not.toBe(keys[1]);
  });
});
