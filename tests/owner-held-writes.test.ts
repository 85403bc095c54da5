/**
 * Desk writes that are the owner's while a customer is owed an account of
 * them: the price, status and listing of a product made from a pledge whose
 * loan is open, or from an uncollected device whose repair is open, and
 * cancelling a repair that took money. Staff get 403 with the reason and
 * nothing changes; the owner goes through; ordinary stock stays the desk's.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '@shared/cash-advances/ledger';
import { ownerOnlyReasons } from '@shared/staff/schemas';
import { products, repairPayments, repairs } from '../src/server/db/schema';
import { withChallenge } from './helpers/challenge';
import { daysAgo, pawnBook, type LoanAnswer } from './helpers/pawn-book';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';
import { repairBody } from './security/support';

let t: TestApp;
let owner: TestUser;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestApp({ config: { formRateLimit: 10_000, repairSlotCapacity: 1000 } });
  owner = await signedInUser(t.app, 'admin');
  staff = await signedInUser(t.app, 'staff');
});
afterAll(() => t.close());

const send = (method: 'PUT' | 'PATCH', url: string, who: TestUser, payload: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: who.cookie } });
/** The edit form's whole body, with a new price. */
async function setPrice(id: string, who: TestUser, price: string) {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
  const { title, category } = row!;
  return send('PUT', `/api/admin/products/${id}`, who, { title, category, price });
}
const setStatus = (id: string, who: TestUser, status: string) =>
  send('PUT', `/api/admin/products/${id}/status`, who, { status });
const priceOf = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]?.price;

/** A £200 loan agreed eight months ago, given notice and listed: its items are draft products. */
async function listedPledge(): Promise<{ loan: LoanAnswer; productId: string }> {
  const book = pawnBook(t.app, owner.cookie);
  const request = await book.request();
  const loan = await book.activate(request.id, '200.00', addMonths(daysAgo(0), -8));
  // Given on paper 25 days ago and posted that day: it may be sold today, whatever the day.
  const notice = await book.post(`/api/admin/cash-advances/${loan.id}/notice-of-sale`, {
    askingPrice: '400.00',
    givenOn: daysAgo(25),
  });
  expect(notice.statusCode, notice.body).toBe(200);
  const posted = await send('PATCH', `/api/admin/cash-advances/${loan.id}/notice-of-sale`, owner, {
    postedAt: daysAgo(25),
  });
  expect(posted.statusCode, posted.body).toBe(200);
  const listed = await book.post(`/api/admin/cash-advances/${loan.id}/list-for-sale`, {});
  expect(listed.statusCode, listed.body).toBe(200);
  const [productId] = listed.json<LoanAnswer>().productIds ?? [];
  expect(productId).toBeDefined();
  return { loan, productId: productId! };
}

/** A booking made through the form, as a guest. */
async function booking(slot: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/repairs',
    payload: await withChallenge(t.app, repairBody(slot)),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

describe('a product made from a pledge whose loan is open', () => {
  it('is priced and listed by the owner only: staff get 403 with the reason', async () => {
    const { productId } = await listedPledge();
    const before = await priceOf(productId);
    for (const res of [
      await setPrice(productId, staff, '1.00'),
      await setStatus(productId, staff, 'active'),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: ownerOnlyReasons.pledgeProduct });
    }
    expect(await priceOf(productId)).toBe(before);
    const byOwner = await setPrice(productId, owner, '390.00');
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(await priceOf(productId)).toBe('390.00');
  });
});

describe('a product made from an uncollected device', () => {
  it('is the owner’s while its repair is open, and the desk’s once it is closed', async () => {
    const repairId = await booking(1);
    const [product] = await t.database.db
      .insert(products)
      .values({ title: 'Dell XPS 13', category: 'Electronics', price: '120.00', status: 'draft' })
      .returning();
    await t.database.db
      .update(repairs)
      .set({ status: 'ready', productId: product!.id })
      .where(eq(repairs.id, repairId));
    const refused = await setPrice(product!.id, staff, '1.00');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ message: ownerOnlyReasons.uncollectedProduct });
    expect(await priceOf(product!.id)).toBe('120.00');

    await t.database.db
      .update(repairs)
      .set({ status: 'collected' })
      .where(eq(repairs.id, repairId));
    expect((await setPrice(product!.id, staff, '110.00')).statusCode).toBe(200);
  });
});

describe('ordinary stock', () => {
  it('stays the desk’s to price', async () => {
    const [product] = await t.database.db
      .insert(products)
      .values({ title: 'PS5 controller', category: 'Electronics', price: '30.00', status: 'draft' })
      .returning();
    const res = await setPrice(product!.id, staff, '25.00');
    expect(res.statusCode, res.body).toBe(200);
    expect(await priceOf(product!.id)).toBe('25.00');
  });
});

describe('cancelling a repair', () => {
  const cancel = (id: string, who: TestUser) =>
    send('PATCH', `/api/admin/repairs/${id}`, who, { status: 'cancelled' });
  const statusOf = async (id: string) =>
    (await t.database.db.select().from(repairs).where(eq(repairs.id, id)))[0]?.status;

  it('that took money is the owner’s: staff get 403 and the repair stays open', async () => {
    const id = await booking(2);
    await t.database.db.insert(repairPayments).values({
      repairId: id,
      amount: '25.00',
      method: 'cash',
      idempotencyKey: randomUUID(),
    });
    const refused = await cancel(id, staff);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ message: ownerOnlyReasons.paidRepairCancel });
    expect(await statusOf(id)).toBe('scheduled');
    const byOwner = await cancel(id, owner);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(await statusOf(id)).toBe('cancelled');
  });

  it('that took nothing stays a desk action', async () => {
    const id = await booking(3);
    expect((await cancel(id, staff)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('cancelled');
  });
});
