import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config';
import { activity, cashAdvances } from '../src/server/db/schema';
import { withChallenge } from './helpers/challenge';
import { pawnBook } from './helpers/pawn-book';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let t: TestApp;
let customer: TestUser;
let otherCustomer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ config: { formRateLimit: 10_000 } });
  customer = await signedInUser(t.app);
  otherCustomer = await signedInUser(t.app);
  admin = await signedInUser(t.app, 'admin');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(activity).where(eq(activity.type, 'cash_advance'));
  // Each test starts from an empty table.
  await t.database.db.delete(cashAdvances).where(sql`true`);
});

/** The values the API takes, not the labels the form shows ("Musical Instruments"). */
const TOO_LARGE =
  'Online requests are for up to £5,000. For a larger loan, please call the shop on 0113 496 0123.';
const ITEM_CATEGORY_MESSAGE =
  'Item category must be one of jewelry, gold, electronics, watches, tools, musical-instruments, collectibles, other';

const valid = {
  customerName: 'Priya Shah',
  customerPhone: '07700 900123',
  customerEmail: 'priya@example.com',
  itemDescription: '18ct gold bracelet, 22 g, good condition',
  itemCategory: 'gold',
  collateralType: 'gold',
  loanAmount: '800.00',
};

/** Sends a request with a freshly answered security question (tests/challenges.test.ts tries the rest). */
async function create(payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cash-advances',
    payload: await withChallenge(t.app, payload),
    headers,
  });
}

const rowCount = async () => (await t.database.db.select().from(cashAdvances)).length;

describe('POST /api/cash-advances', () => {
  it('stores a guest request as pending with the server’s own figures', async () => {
    const before = Date.now();
    const res = await create({
      ...valid,
      userId: 'someone-else',
      interestRate: '0.00',
      totalRepayment: '1.00',
      dueDate: '2020-01-01T00:00:00.000Z',
      status: 'paid',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<Record<string, string>>();
    expect(body).toMatchObject({
      customerName: 'Priya Shah',
      loanAmount: '800.00',
      interestRate: '15.00',
      totalRepayment: '920.00',
      status: 'pending',
      collateralType: 'gold',
    });
    expect(body.userId).toMatch(/^customer_\d{13}$/);
    const due = new Date(body.dueDate!).getTime();
    expect(due - before).toBeGreaterThanOrEqual(28 * 86_400_000 - 5_000);
    expect(due - before).toBeLessThanOrEqual(28 * 86_400_000 + 5_000);
    const [stored] = await t.database.db
      .select()
      .from(cashAdvances)
      .where(eq(cashAdvances.id, body.id!));
    expect(stored).toMatchObject({
      loanAmount: '800.00',
      totalRepayment: '920.00',
      status: 'pending',
    });
  });

  it('charges 30% on general collateral and rounds to the penny', async () => {
    const res = await create({
      ...valid,
      collateralType: 'general',
      itemCategory: 'electronics',
      loanAmount: '333.33',
    });
    expect(res.json()).toMatchObject({ interestRate: '30.00', totalRepayment: '433.33' });
  });

  it('takes the owner from the session, never from the body', async () => {
    const res = await create({ ...valid, userId: otherCustomer.id }, { cookie: customer.cookie });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: customer.id });
  });

  it('defaults collateral to general and drops a blank email', async () => {
    const { collateralType: _c, ...rest } = valid;
    const res = await create({ ...rest, customerEmail: '' });
    expect(res.json()).toMatchObject({ collateralType: 'general', customerEmail: null });
  });

  it('writes an activity entry with the request', async () => {
    await create(valid);
    const entries = await t.database.db
      .select()
      .from(activity)
      .where(eq(activity.type, 'cash_advance'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      customerName: 'Priya Shah',
      amount: '800.00',
      status: 'pending',
    });
  });

  it('answers a repeated Idempotency-Key with the first record instead of a second one', async () => {
    const key = randomUUID();
    const first = await create(valid, { 'idempotency-key': key });
    const second = await create({ ...valid, loanAmount: '25.00' }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await rowCount()).toBe(1);
    const entries = await t.database.db
      .select()
      .from(activity)
      .where(eq(activity.type, 'cash_advance'));
    expect(entries).toHaveLength(1);
  });

  it.each([
    [{ customerName: '' }, 'Name is required'],
    [{ customerName: '   ' }, 'Name is required'],
    [{ customerName: 'x'.repeat(121) }, 'Name must be at most 120 characters'],
    [{ customerPhone: '' }, 'Phone number is required'],
    [
      { customerPhone: 'call me' },
      'Phone number must be a UK mobile or landline number, like 07700 900123',
    ],
    [{ customerEmail: 'not-an-email' }, 'Email must be a valid email address'],
    [{ itemDescription: '' }, 'Item description is required'],
    [{ itemDescription: 'x'.repeat(2001) }, 'Item description must be at most 2000 characters'],
    [{ itemCategory: 'cars' }, ITEM_CATEGORY_MESSAGE],
    // The labels the form shows are not values the API takes.
    [{ itemCategory: 'Jewelry' }, ITEM_CATEGORY_MESSAGE],
    [{ collateralType: 'silver' }, 'Collateral type must be one of gold, general'],
    [{ collateralType: 'General Goods' }, 'Collateral type must be one of gold, general'],
    // Each kind of wrong amount names its own problem (issue 21).
    [{ loanAmount: '' }, 'Loan amount is required'],
    [{ loanAmount: '0' }, 'Loan amount must be at least £20'],
    [{ loanAmount: '19.99' }, 'Loan amount must be at least £20'],
    [{ loanAmount: '-50' }, 'Loan amount cannot be negative'],
    [{ loanAmount: -50 }, 'Loan amount cannot be negative'],
    [{ loanAmount: 'ten pounds' }, 'Loan amount must be a number of pounds, like 250 or 250.50'],
    [{ loanAmount: '1e3' }, 'Loan amount must be a number of pounds, like 250 or 250.50'],
    [{ loanAmount: '10.999' }, 'Loan amount can have at most 2 decimal places'],
    [{ loanAmount: '5000.01' }, TOO_LARGE],
    [{ loanAmount: '100000000.00' }, TOO_LARGE],
    [{ loanAmount: '99999999999999999999' }, TOO_LARGE],
    [{ loanAmount: true }, 'Loan amount is required'],
  ])('refuses %o with 400 and stores nothing', async (change, message) => {
    const res = await create({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await rowCount()).toBe(0);
  });

  // Issue 21: a £5,000,000 request went through; online requests take £20 to £5,000.
  it('takes £20 to £5,000 online and sends a larger loan to the shop', async () => {
    const smallest = await create({ ...valid, loanAmount: '20' });
    expect(smallest.statusCode).toBe(201);
    expect(smallest.json()).toMatchObject({ loanAmount: '20.00' });
    const largest = await create({ ...valid, collateralType: 'general', loanAmount: '5000.00' });
    expect(largest.statusCode).toBe(201);
    expect(largest.json()).toMatchObject({ totalRepayment: '6500.00' });
    const before = await rowCount();
    const over = await create({ ...valid, loanAmount: '5000000' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: TOO_LARGE });
    expect(await rowCount()).toBe(before);
  });

  it('follows LOAN_MIN and LOAN_MAX, and GET /api/meta tells the page', async () => {
    const other = await createTestApp({
      config: { formRateLimit: 10_000, loanLimits: { minPennies: 5_000, maxPennies: 100_000 } },
    });
    try {
      const meta = await other.app.inject({ url: '/api/meta' });
      expect(meta.json()).toMatchObject({ loanLimits: { min: '50.00', max: '1000.00' } });
      const post = async (loanAmount: string) =>
        other.app.inject({
          method: 'POST',
          url: '/api/cash-advances',
          payload: await withChallenge(other.app, { ...valid, loanAmount }),
        });
      expect((await post('49.99')).json()).toEqual({ message: 'Loan amount must be at least £50' });
      expect((await post('1000.01')).json()).toEqual({
        message:
          'Online requests are for up to £1,000. For a larger loan, please call the shop on 0113 496 0123.',
      });
      expect((await post('1000')).statusCode).toBe(201);
    } finally {
      await other.close();
    }
    const meta = await t.app.inject({ url: '/api/meta' });
    expect(meta.json()).toMatchObject({ loanLimits: { min: '20.00', max: '5000.00' } });
  });

  it('lends at RATE_GOLD and RATE_GENERAL, and GET /api/meta tells the page', async () => {
    const { loanRates } = loadConfig({ RATE_GOLD: '12', RATE_GENERAL: '27.5' });
    const other = await createTestApp({ config: { formRateLimit: 10_000, loanRates } });
    try {
      const meta = await other.app.inject({ url: '/api/meta' });
      expect(meta.json()).toMatchObject({ loanRates: { gold: 12, general: 27.5 } });
      const post = async (payload: object) =>
        other.app.inject({
          method: 'POST',
          url: '/api/cash-advances',
          payload: await withChallenge(other.app, { ...valid, ...payload }),
        });
      const gold = await post({ loanAmount: '800.00' });
      expect(gold.statusCode).toBe(201);
      // £800 × 12% = £96: a full 28 days.
      expect(gold.json()).toMatchObject({ interestRate: '12.00', totalRepayment: '896.00' });
      const general = await post({
        itemCategory: 'electronics',
        collateralType: 'general',
        loanAmount: '200.00',
      });
      expect(general.json()).toMatchObject({ interestRate: '27.50', totalRepayment: '255.00' });
      const [stored] = await other.database.db
        .select()
        .from(cashAdvances)
        .where(eq(cashAdvances.id, gold.json<{ id: string }>().id));
      expect(stored).toMatchObject({ interestRate: '12.00', totalRepayment: '896.00' });
      // The agreement made in the shop is at the shop's rate too (£100 × 27.5% = £27.50).
      const book = pawnBook(other.app, (await signedInUser(other.app, 'admin')).cookie);
      const agreed = await book.activate(general.json<{ id: string }>().id, '100.00');
      expect(agreed).toMatchObject({ interestRate: '27.50', totalRepayment: '127.50' });
    } finally {
      await other.close();
    }
    // The default rates: 15% for gold, 30% for general goods.
    const meta = await t.app.inject({ url: '/api/meta' });
    expect(meta.json()).toMatchObject({ loanRates: { gold: 15, general: 30 } });
    expect((await create(valid)).json()).toMatchObject({ interestRate: '15.00' });
  });

  it('refuses a missing required field', async () => {
    const { itemCategory: _i, ...rest } = valid;
    const res = await create(rest);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ITEM_CATEGORY_MESSAGE });
  });
});

describe('GET /api/cash-advances', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cash-advances' });
    expect(res.statusCode).toBe(401);
  });

  // Another customer's ids and filters: tests/security/access.test.ts.
  it('lists only the signed-in customer’s own requests, newest first', async () => {
    await create({ ...valid, itemDescription: 'mine, first' }, { cookie: customer.cookie });
    await create({ ...valid, itemDescription: 'mine, second' }, { cookie: customer.cookie });
    await create({ ...valid, itemDescription: 'theirs' }, { cookie: otherCustomer.cookie });
    await create({ ...valid, itemDescription: 'a guest' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cash-advances',
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ itemDescription: string }[]>().map((a) => a.itemDescription)).toEqual([
      'mine, second',
      'mine, first',
    ]);
  });
});

describe('admin list', () => {
  async function seedStatuses() {
    const statuses = [
      'pending',
      'active',
      'processed',
      'completed',
      'paid',
      'approved',
      'rejected',
      'pending',
    ];
    for (const [i, status] of statuses.entries()) {
      const res = await create({ ...valid, itemDescription: `item ${i}` });
      await t.database.db
        .update(cashAdvances)
        .set({ status, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })
        .where(eq(cashAdvances.id, res.json<{ id: string }>().id));
    }
  }

  it('answers every request as a plain array without parameters', async () => {
    await seedStatuses();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/cash-advances',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(8);
  });

  it('pages each tab on the server with the totals of both', async () => {
    await seedStatuses();
    const page = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/cash-advances?${query}`,
          headers: { cookie: admin.cookie },
        })
      ).json<{
        items: { itemDescription: string; status: string }[];
        total: number;
        counts: { active: number; processed: number };
        page: number;
        pageSize: number;
      }>();
    const first = await page('group=active&page=1&pageSize=5');
    // PRODUCT.md: pending, approved and active are "Active Requests"; the rest "Processed".
    expect(first.counts).toEqual({ active: 4, processed: 4 });
    expect(first.total).toBe(4);
    expect(first.items.map((i) => i.itemDescription)).toEqual([
      'item 7',
      'item 5',
      'item 1',
      'item 0',
    ]);
    const processed = await page('group=processed&pageSize=5');
    expect(processed.items.map((i) => i.status)).toEqual([
      'rejected',
      'paid',
      'completed',
      'processed',
    ]);
    const second = await page('group=active&page=2&pageSize=5');
    expect(second.items).toEqual([]);
    expect(second.page).toBe(2);
  });

  it.each([
    ['group=all', 'group must be one of active, processed'],
    ['group=active&pageSize=7', 'pageSize must be one of 5, 10, 15, 20'],
    ['group=active&page=0', 'page must be at least 1'],
  ])('refuses bad paging %s', async (query, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/cash-advances?${query}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('PATCH /api/admin/cash-advances/:id/status', () => {
  async function requestWithStatus(status: string) {
    const res = await create(valid);
    const id = res.json<{ id: string }>().id;
    await t.database.db.update(cashAdvances).set({ status }).where(eq(cashAdvances.id, id));
    return id;
  }
  const patch = (id: string, payload: object, cookie = admin.cookie) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/cash-advances/${id}/status`,
      payload,
      headers: { cookie },
    });

  it.each(['pending', 'active'])('moves %s to processed and logs who did it', async (status) => {
    const id = await requestWithStatus(status);
    const res = await patch(id, { status: 'processed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'processed' });
    const [stored] = await t.database.db.select().from(cashAdvances).where(eq(cashAdvances.id, id));
    expect(stored?.status).toBe('processed');
    const entries = await t.database.db
      .select()
      .from(activity)
      .where(eq(activity.actorId, admin.id));
    expect(entries.some((e) => e.status === 'processed')).toBe(true);
  });

  it.each(['processed', 'completed', 'paid', 'approved', 'rejected'])(
    'refuses to move %s (409)',
    async (status) => {
      const id = await requestWithStatus(status);
      const res = await patch(id, { status: 'processed' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'Only pending or active requests can be marked as processed.',
      });
      const [stored] = await t.database.db
        .select()
        .from(cashAdvances)
        .where(eq(cashAdvances.id, id));
      expect(stored?.status).toBe(status);
    },
  );

  it('refuses any other target status with 400', async () => {
    const id = await requestWithStatus('pending');
    const res = await patch(id, { status: 'paid' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'status must be "processed"' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await patch(id, { status: 'processed' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Cash advance request not found' });
    }
  });
});
