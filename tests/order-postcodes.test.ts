/**
 * Same-day delivery only to the real LS districts (issue 26, decision 019):
 * LS1–LS29; not districts that do not exist, nor the PO box districts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryPostcodeMessages, POSTCODE_INVALID } from '../src/shared/orders/postcode';
import { orders } from '../src/server/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp({ config: { formRateLimit: 10_000 } });
  admin = await signedInUser(t.app, 'admin');
  customer = await signedInUser(t.app);
});
afterAll(() => t.close());

async function listProduct(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: { cookie: admin.cookie },
    payload: { title: `Item ${randomUUID().slice(0, 6)}`, price: '10.00', category: 'Electronics' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

const order = async (postcode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: customer.cookie, 'idempotency-key': randomUUID() },
    payload: {
      items: [{ productId: await listProduct() }],
      fulfilment: 'delivery',
      deliveryAddress: '1 Example Street',
      postcode,
    },
  });

describe('POST /api/orders: the delivery postcode', () => {
  it.each([
    ['LS30 1AB', deliveryPostcodeMessages.unknownDistrict],
    ['LS0 1AB', deliveryPostcodeMessages.unknownDistrict],
    ['LS1A 1AB', deliveryPostcodeMessages.unknownDistrict],
    ['LS99 2AB', deliveryPostcodeMessages.nonGeographic],
    ['LS88 1AB', deliveryPostcodeMessages.nonGeographic],
    ['BD1 1AA', deliveryPostcodeMessages.outside],
    ['LS6 3AC', POSTCODE_INVALID],
    ['LS6 3IG', POSTCODE_INVALID],
  ])('refuses %s with 400 and a message, storing no order', async (postcode, message) => {
    const before = (await t.database.db.select().from(orders)).length;
    const res = await order(postcode);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await t.database.db.select().from(orders)).toHaveLength(before);
  });

  it.each(['LS1 4AP', 'ls29 8aa', 'LS11 7LR', 'LS6 3AG'])('delivers to %s', async (postcode) => {
    const res = await order(postcode);
    expect(res.statusCode, res.body).toBe(201);
  });
});
