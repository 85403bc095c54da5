/**
 * The audit trail (issue 29): a row for each staff write, sign-in, failed
 * sign-in, role change and export, with who, when, from where, what and the
 * fields changed; the database itself refuses to change or delete one; owners
 * read it filtered, and as CSV; a loan's and an order's life leave their history.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, nextBookableDate, todayInLondon } from '@shared/repairs/dates';
import { repairTimeSlots } from '@shared/repairs/values';
import { auditLog } from '../src/server/db/schema';
import { withChallenge } from './helpers/challenge';
import { pawnBook } from './helpers/pawn-book';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let t: TestApp;
let owner: TestUser;
let staff: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: 10_000, formRateLimit: 10_000 } });
  owner = await signedInUser(t.app, 'admin');
  staff = await signedInUser(t.app, 'staff');
  customer = await signedInUser(t.app);
});
afterAll(() => t.close());

type Row = typeof auditLog.$inferSelect;
const historyOf = (entity: string, entityId: string): Promise<Row[]> =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));

type AuditPage = {
  items: { action: string; actorName: string; entityId: string }[];
  total: number;
};
const readAudit = (query: string, cookie = owner.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: { cookie } });

describe("a loan's life", () => {
  it('leaves one row per staff step, with actor, address and the fields changed', async () => {
    const book = pawnBook(t.app, staff.cookie);
    const request = await book.request(customer.cookie);
    // The customer's own request is not a staff write.
    expect(await historyOf('loan', request.id)).toEqual([]);
    await book.activate(request.id, '100.00');
    const paid = await book.pay(request.id, {
      kind: 'part',
      amount: '20.00',
      method: 'cash',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const loan = await t.app.inject({
      method: 'GET',
      url: `/api/admin/cash-advances/${request.id}`,
      headers: { cookie: staff.cookie },
    });
    const redeem = await book.pay(request.id, {
      kind: 'redemption',
      amount: loan.json<{ redeemAmount: string }>().redeemAmount,
      method: 'card',
    });
    expect(redeem.statusCode, redeem.body).toBe(201);

    const rows = await historyOf('loan', request.id);
    expect(rows.map((r) => r.action)).toEqual(['loan.active', 'loan.part', 'loan.redemption']);
    for (const row of rows) {
      expect(row).toMatchObject({ actorId: staff.id, actorName: staff.username, ip: '127.0.0.1' });
      expect(row.at.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(rows[0]?.changes).toMatchObject({
      status: { old: 'pending', new: 'active' },
      loanAmount: { new: '100.00' },
    });
    expect(rows[1]?.changes).toMatchObject({
      payment: { new: { kind: 'part', amount: '20.00', method: 'cash' } },
    });
    expect(rows[2]?.changes).toMatchObject({
      status: { old: 'active', new: 'paid' },
      balance: { new: '0.00' },
    });

    // The loan page's own history, through the API.
    const page = await readAudit(`?entity=loan&entityId=${request.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json<AuditPage>().items.map((i) => i.action)).toEqual([
      'loan.redemption',
      'loan.part',
      'loan.active',
    ]);
  });

  it('writes nothing when the step is refused', async () => {
    const book = pawnBook(t.app, staff.cookie);
    const request = await book.request();
    const refused = await book.pay(request.id, {
      kind: 'part',
      amount: '5.00',
      method: 'cash',
    });
    expect(refused.statusCode).toBe(409);
    expect(await historyOf('loan', request.id)).toEqual([]);
  });
});

describe("an order's life", () => {
  it('leaves a row for each move, the payment and the refund of a paid cancellation', async () => {
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { cookie: staff.cookie },
      payload: { title: 'Audit lamp', price: '25.00', category: 'Electronics' },
    });
    expect(product.statusCode).toBe(201);
    const productId = product.json<{ id: string }>().id;
    expect((await historyOf('product', productId)).map((r) => r.action)).toEqual([
      'product.created',
    ]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: await withChallenge(t.app, {
        items: [{ productId }],
        fulfilment: 'collection',
        customerName: 'Gail Guest',
        customerPhone: '07700 900555',
        customerEmail: 'gail@example.com',
      }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ id: string }>().id;
    const desk = (cookie: string, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}`,
        headers: { cookie },
        payload,
      });
    expect((await desk(staff.cookie, { status: 'confirmed' })).statusCode).toBe(200);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/payments`,
      headers: { cookie: staff.cookie, 'idempotency-key': randomUUID() },
      payload: { method: 'cash', amount: '25.00' },
    });
    expect(pay.statusCode, pay.body).toBe(201);
    // Cancelling a paid order is a refund: the owner's.
    const cancel = {
      status: 'cancelled',
      reason: 'Changed mind',
      refund: { method: 'cash', amount: '25.00' },
    };
    const byStaff = await desk(staff.cookie, cancel);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toEqual({ message: 'Only the owner can do that.' });
    const byOwner = await desk(owner.cookie, cancel);
    expect(byOwner.statusCode, byOwner.body).toBe(200);

    const rows = await historyOf('order', orderId);
    // The refunding cancellation is one write: one row telling of the refund and the move.
    expect(rows.map((r) => [r.action, r.actorName])).toEqual([
      ['order.confirmed', staff.username],
      ['order.paid', staff.username],
      ['order.refunded', owner.username],
    ]);
    expect(rows[0]?.changes).toEqual({ status: { old: 'pending', new: 'confirmed' } });
    expect(rows[2]?.changes).toMatchObject({
      refund: { new: { method: 'cash', amount: '25.00' } },
      paymentStatus: { old: 'paid', new: 'refunded' },
      status: { old: 'confirmed', new: 'cancelled' },
      cancelReason: { new: 'Changed mind' },
    });
  });

  it('lets staff cancel an unpaid order at the desk', async () => {
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { cookie: staff.cookie },
      payload: { title: 'Unpaid lamp', price: '5.00', category: 'Electronics' },
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: customer.cookie, 'idempotency-key': randomUUID() },
      payload: {
        items: [{ productId: product.json<{ id: string }>().id }],
        fulfilment: 'collection',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${placed.json<{ id: string }>().id}`,
      headers: { cookie: staff.cookie },
      payload: { status: 'cancelled', reason: 'Not collected' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('sign-ins, exports and repairs', () => {
  it('records a staff sign-in and a failed one, not a customer’s', async () => {
    const name = staff.username;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: name, password: 'wrong one' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: customer.username, password: 'wrong' },
    });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.actorName, name));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['auth.signed_in', 'auth.sign_in_failed']),
    );
    const customers = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorName, customer.username));
    expect(customers).toEqual([]);
  });

  it('records each export with its filters', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/cash-advances.csv?group=active',
      headers: { cookie: owner.cookie },
    });
    expect(csv.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export.loan_book'), eq(auditLog.actorId, owner.id)));
    expect(row?.changes).toMatchObject({ filters: { new: { group: 'active' } } });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/cash-advances.csv',
      headers: { cookie: staff.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('records a repair’s moves and estimates', async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/repairs',
      headers: { cookie: customer.cookie },
      payload: await withChallenge(t.app, {
        deviceType: 'laptop',
        brandModel: 'Dell XPS 13',
        problemDescription: 'Cracked screen after a fall',
        preferredDate: nextBookableDate(new Date(), 1, addDays(todayInLondon(), 1))!,
        preferredTime: repairTimeSlots[0],
        customerName: 'Sam Patel',
        customerPhone: '07700 900999',
      }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<{ id: string }>().id;
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/repairs/${id}`,
        headers: { cookie: staff.cookie },
        payload,
      });
    expect((await patch({ status: 'in_progress' })).statusCode).toBe(200);
    expect((await patch({ estimatedCost: '80.00' })).statusCode).toBe(200);
    const rows = await historyOf('repair', id);
    expect(rows.map((r) => r.action)).toEqual(['repair.in_progress', 'repair.estimate']);
    expect(rows[1]?.changes).toEqual({ estimatedCost: { old: null, new: '80.00' } });
  });
});

describe('the table itself', () => {
  it('is refused an UPDATE, a DELETE and a TRUNCATE by the database', async () => {
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(before?.n).toBeGreaterThan(0);
    await expect(
      t.database.db.execute(sql`update audit_log set action = 'nothing happened'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [after] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after?.n).toBe(before?.n);
    const changed = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'nothing happened'));
    expect(changed).toEqual([]);
  });
});

describe('GET /api/admin/audit', () => {
  it('filters by person, record, action and day, newest first, paged', async () => {
    const byStaff = (await readAudit(`?actor=${staff.username}&pageSize=2`)).json<AuditPage>();
    expect(byStaff.items).toHaveLength(2);
    expect(byStaff.total).toBeGreaterThan(2);
    expect(byStaff.items.every((i) => i.actorName === staff.username)).toBe(true);
    const loans = (await readAudit('?entity=loan&action=loan.redemption')).json<AuditPage>();
    expect(loans.items.length).toBeGreaterThan(0);
    expect(loans.items.every((i) => i.action === 'loan.redemption')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await readAudit(`?from=2000-01-01&to=2000-01-31`)).json<AuditPage>().total).toBe(0);
    expect((await readAudit(`?from=${today}`)).json<AuditPage>().total).toBeGreaterThan(0);
  });

  it('checks its filters', async () => {
    for (const query of [
      '?from=yesterday',
      '?to=2026-13-45',
      '?page=0',
      '?pageSize=500',
      `?actor=${'x'.repeat(51)}`,
    ]) {
      const res = await readAudit(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
  });

  it('is the owner’s: staff 403, customers 403, signed out 401', async () => {
    expect((await readAudit('', staff.cookie)).statusCode).toBe(403);
    expect((await readAudit('', customer.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it('exports as CSV, and the export is itself a row', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit.csv?actor=${staff.username}`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Time,Actor,Actor id,Address,Action,Record,Record id,Changes');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.slice(1).every((line) => line.includes(staff.username))).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'export.audit'));
    expect(row).toMatchObject({
      actorId: owner.id,
      changes: { filters: { new: { actor: staff.username } } },
    });
  });
});
