/**
 * /api/account: a customer runs their own account — password, email
 * preferences, their data as a file, and deleting it (what the law keeps stays,
 * without the person).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activity,
  cashAdvances,
  checkouts,
  outboxMessages,
  repairs,
  sessions,
  users,
} from '../src/server/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, signIn, type TestUser } from './helpers/users';

let t: TestApp;

beforeAll(async () => {
  // Many sign-ins from one address: the limit itself is tested in tests/security.
  t = await createTestApp({ config: { authRateLimit: 1_000 } });
});
afterAll(() => t.close());

const DAY = 86_400_000;

function advance(
  userId: string,
  status: string,
  extra: Partial<typeof cashAdvances.$inferInsert> = {},
) {
  return {
    userId,
    customerName: 'Alice Example',
    customerPhone: '07700 900123',
    customerEmail: 'alice@example.com',
    itemDescription: '18ct gold ring',
    itemCategory: 'jewelry',
    collateralType: 'gold',
    loanAmount: '200.00',
    interestRate: '15.00',
    totalRepayment: '230.00',
    dueDate: new Date(Date.now() + 28 * DAY),
    status,
    ...extra,
  };
}

function repair(userId: string, status: string) {
  return {
    userId,
    customerName: 'Alice Example',
    customerPhone: '07700 900123',
    customerEmail: 'alice@example.com',
    deviceType: 'laptop',
    brandModel: 'Dell XPS 13',
    problemDescription: 'Cracked screen',
    preferredDate: '2026-12-01',
    preferredTime: '9:00 AM - 11:00 AM',
    status,
  };
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload ? { payload } : {}),
  });

describe('GET /api/account', () => {
  it('answers the signed-in customer’s account and preferences', async () => {
    const alice = await signedInUser(t.app);
    const res = await call('GET', '/api/account', alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: alice.id,
      username: alice.username,
      email: alice.email,
      emailConfirmed: false,
      remindersByEmail: true,
      updatesByEmail: true,
    });
    expect(res.json()).not.toHaveProperty('password');
  });

  it('asks a visitor to sign in', async () => {
    const res = await call('GET', '/api/account', null);
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
  });
});

describe('changing the password', () => {
  it('needs the current password, then signs every other device out', async () => {
    const alice = await signedInUser(t.app);
    const phone = { ...alice, cookie: await signIn(t.app, alice.username, alice.password) };

    const wrong = await call('POST', '/api/account/password', alice, {
      currentPassword: 'not it',
      newPassword: 'a much better password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'That password is not right.' });

    const short = await call('POST', '/api/account/password', alice, {
      currentPassword: alice.password,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toContain('at least 8 characters');

    const res = await call('POST', '/api/account/password', alice, {
      currentPassword: alice.password,
      newPassword: 'a much better password',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/account', alice)).statusCode).toBe(200);
    expect((await call('GET', '/api/account', phone)).statusCode).toBe(401);
    await expect(signIn(t.app, alice.username, alice.password)).rejects.toThrow(/401/);
    await expect(signIn(t.app, alice.username, 'a much better password')).resolves.toMatch(/^sid=/);
  });
});

describe('email preferences', () => {
  it('turns reminders off and keeps the choice', async () => {
    const alice = await signedInUser(t.app);
    const res = await call('PUT', '/api/account/preferences', alice, {
      remindersByEmail: false,
      updatesByEmail: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ remindersByEmail: false, updatesByEmail: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, alice.id));
    expect(row?.remindersByEmail).toBe(false);
  });

  it('refuses anything but true or false with a message', async () => {
    const alice = await signedInUser(t.app);
    const res = await call('PUT', '/api/account/preferences', alice, {
      remindersByEmail: 'no',
      updatesByEmail: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('remindersByEmail');
  });
});

describe('downloading my data', () => {
  it('is a JSON file of the account, its cash advances, repairs and orders, and nobody else’s', async () => {
    const alice = await signedInUser(t.app);
    const bob = await signedInUser(t.app);
    await t.database.db
      .insert(cashAdvances)
      .values([advance(alice.id, 'pending'), advance(bob.id, 'pending')]);
    await t.database.db.insert(repairs).values(repair(alice.id, 'collected'));

    const res = await call('GET', '/api/account/export', alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json<{
      account: Record<string, unknown>;
      cashAdvances: Record<string, unknown>[];
      repairs: unknown[];
      orders: unknown[];
    }>();
    expect(data.account).toMatchObject({
      id: alice.id,
      username: alice.username,
      email: alice.email,
    });
    expect(data.account).not.toHaveProperty('password');
    expect(data.cashAdvances).toHaveLength(1);
    expect(data.cashAdvances[0]).toMatchObject({
      userId: alice.id,
      itemDescription: '18ct gold ring',
    });
    expect(data.cashAdvances[0]).not.toHaveProperty('idempotencyKey');
    expect(data.repairs).toHaveLength(1);
    expect(data.orders).toEqual([]);
  });
});

describe('deleting my account', () => {
  it('asks for the password', async () => {
    const alice = await signedInUser(t.app);
    const res = await call('DELETE', '/api/account', alice, { password: 'guess' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'That password is not right.' });
    const missing = await call('DELETE', '/api/account', alice, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Enter your current password.' });
  });

  it('waits while a loan is running or a device is in the shop', async () => {
    const alice = await signedInUser(t.app);
    const [loan] = await t.database.db
      .insert(cashAdvances)
      .values(advance(alice.id, 'active', { activatedAt: new Date() }))
      .returning();
    const res = await call('DELETE', '/api/account', alice, { password: alice.password });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('running cash advance');
    await t.database.db
      .update(cashAdvances)
      .set({ status: 'paid' })
      .where(eq(cashAdvances.id, loan!.id));
    await t.database.db.insert(repairs).values(repair(alice.id, 'in_progress'));
    const again = await call('DELETE', '/api/account', alice, { password: alice.password });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('repair');
  });

  it('waits while a pawn is under notice of sale, or the shop owes a surplus; keeps the sale records', async () => {
    const alice = await signedInUser(t.app);
    const db = t.database.db;
    const [loan] = await db
      .insert(cashAdvances)
      .values(advance(alice.id, 'sale_notice', { activatedAt: new Date(Date.now() - 250 * DAY) }))
      .returning();
    const underNotice = await call('DELETE', '/api/account', alice, { password: alice.password });
    expect(underNotice.statusCode).toBe(409);
    expect(underNotice.json<{ message: string }>().message).toContain('running cash advance');
    await db
      .update(cashAdvances)
      .set({
        status: 'sold',
        saleDate: '2026-11-01',
        saleProceeds: '500.00',
        saleExpenses: '0.00',
        saleOwed: '450.00',
        saleSurplus: '50.00',
        saleShortfall: '0.00',
      })
      .where(eq(cashAdvances.id, loan!.id));
    const owed = await call('DELETE', '/api/account', alice, { password: alice.password });
    expect(owed.statusCode).toBe(409);
    expect(owed.json<{ message: string }>().message).toContain('surplus');
    await db
      .update(cashAdvances)
      .set({ status: 'settled', surplusPaidAt: new Date(), surplusPaidMethod: 'cash' })
      .where(eq(cashAdvances.id, loan!.id));
    const res = await call('DELETE', '/api/account', alice, { password: alice.password });
    expect(res.statusCode).toBe(200);
    // The pawn record, its sale and its statement stay with who pledged (decision 023).
    const [kept] = await db.select().from(cashAdvances).where(eq(cashAdvances.id, loan!.id));
    expect(kept).toMatchObject({
      userId: 'deleted',
      customerName: 'Alice Example',
      status: 'settled',
      saleProceeds: '500.00',
      saleSurplus: '50.00',
    });
  });

  it('removes the person, keeps the records the law asks for without them, and signs out', async () => {
    const alice = await signedInUser(t.app);
    const db = t.database.db;
    const [request] = await db
      .insert(cashAdvances)
      .values(advance(alice.id, 'rejected'))
      .returning();
    const [agreement] = await db
      .insert(cashAdvances)
      .values(advance(alice.id, 'paid', { activatedAt: new Date(Date.now() - 40 * DAY) }))
      .returning();
    const [done] = await db.insert(repairs).values(repair(alice.id, 'collected')).returning();
    await db.insert(activity).values({
      type: 'cash_advance',
      description: 'Cash advance request for 18ct gold ring',
      customerName: 'Alice Example',
    });
    await db.insert(outboxMessages).values({
      dedupeKey: `test:${alice.id}`,
      kind: 'cash-advance-received',
      toAddress: alice.email.toUpperCase(),
      userId: alice.id,
      subject: 'We have your request',
      text: 'Dear Alice',
      html: '<p>Dear Alice</p>',
    });
    // A guest's message that went to the same address is the guest's, not Alice's.
    await db.insert(outboxMessages).values({
      dedupeKey: `test:guest:${alice.id}`,
      kind: 'repair-booked',
      toAddress: alice.email,
      subject: 'Your repair is booked',
      text: 'Hello,',
      html: '<p>Hello,</p>',
    });

    const res = await call('DELETE', '/api/account', alice, { password: alice.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been deleted.' });
    expect(res.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe('');

    expect(await db.select().from(users).where(eq(users.id, alice.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, alice.id))).toEqual([]);
    // A request that never became an agreement goes; the agreement stays, without the person.
    expect(await db.select().from(cashAdvances).where(eq(cashAdvances.id, request!.id))).toEqual(
      [],
    );
    const [kept] = await db.select().from(cashAdvances).where(eq(cashAdvances.id, agreement!.id));
    // The pawn record the shop must keep for five years keeps who pledged (PRODUCT.md "Accounts").
    expect(kept).toMatchObject({
      userId: 'deleted',
      customerName: 'Alice Example',
      customerPhone: '07700 900123',
      customerEmail: 'alice@example.com',
      loanAmount: '200.00',
    });
    const [repairKept] = await db.select().from(repairs).where(eq(repairs.id, done!.id));
    expect(repairKept).toMatchObject({
      userId: null,
      customerName: null,
      customerPhone: null,
      customerEmail: null,
    });
    // The activity log is the shop's own record of what staff did: never edited,
    // and above all never by matching a name someone else may have typed (issue 26).
    const named = await db
      .select()
      .from(activity)
      .where(eq(activity.customerName, 'Alice Example'));
    expect(named).toHaveLength(1);
    const mail = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `test:${alice.id}`));
    expect(mail).toEqual([]);
    const guestMail = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `test:guest:${alice.id}`));
    expect(guestMail).toHaveLength(1);
    expect((await call('GET', '/api/account', alice)).statusCode).toBe(401);
    await expect(signIn(t.app, alice.username, alice.password)).rejects.toThrow(/401/);
  });

  it('keeps orders as sales records without the buyer', async () => {
    const alice = await signedInUser(t.app);
    const [order] = await t.database.db
      .insert(checkouts)
      .values({
        reference: `BCR-${alice.id.slice(0, 6).toUpperCase()}`,
        buyerId: alice.id,
        status: 'delivered',
        fulfilment: 'delivery',
        customerName: 'Alice Example',
        customerPhone: '07700 900123',
        customerEmail: alice.email,
        deliveryAddress: '1 Example Street, Leeds',
        postcode: 'LS11 5AA',
        fulfilmentDate: '2026-11-20',
        subtotal: '120.00',
        deliveryFee: '4.99',
        totalAmount: '124.99',
        idempotencyKeyHash: alice.id.replace(/-/g, '').padEnd(64, '0'),
      })
      .returning();
    const res = await call('DELETE', '/api/account', alice, { password: alice.password });
    expect(res.statusCode).toBe(200);
    const [kept] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, order!.id));
    expect(kept).toMatchObject({
      buyerId: null,
      customerName: 'Deleted customer',
      customerPhone: null,
      customerEmail: '',
      deliveryAddress: null,
      postcode: null,
      totalAmount: '124.99',
    });
  });

  it('is not how staff accounts are removed', async () => {
    const admin = await signedInUser(t.app, 'admin');
    const res = await call('DELETE', '/api/account', admin, { password: admin.password });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toContain('Staff accounts');
  });
});
