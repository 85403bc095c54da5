/**
 * The lost pawn-receipt forms (Consumer Credit Act 1974 s.118(1)): staff print
 * the statutory declaration for any pawn still redeemable, and the signed
 * statement only where the credit is £75 or less. On PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activity, cashAdvances } from '../src/server/db/schema';
import { pawnBook, pdfText } from './helpers/pawn-book';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let t: TestApp;
let customer: TestUser;
let staff: TestUser;
let admin: TestUser;
let book: ReturnType<typeof pawnBook>;

beforeAll(async () => {
  t = await createTestApp({ config: { formRateLimit: 10_000 } });
  customer = await signedInUser(t.app);
  staff = await signedInUser(t.app, 'staff');
  admin = await signedInUser(t.app, 'admin');
  book = pawnBook(t.app, admin.cookie);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(cashAdvances).where(sql`true`);
  await t.database.db.delete(activity).where(sql`true`);
});

const declaration = (id: string) =>
  `/api/admin/cash-advances/${id}/lost-receipt/statutory-declaration.pdf`;
const statement = (id: string) =>
  `/api/admin/cash-advances/${id}/lost-receipt/signed-statement.pdf`;
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const textOf = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

async function loanOf(amount: string) {
  const request = await book.request(customer.cookie);
  return book.activate(request.id, amount);
}

describe('the statutory declaration (s.118(1)(a))', () => {
  it('is printed for staff, filled in with the agreement', async () => {
    const loan = await loanOf('200.00');
    const res = await get(declaration(loan.id), staff.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `lost-receipt-statutory-declaration-${loan.agreementNumber}.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = textOf(res.rawPayload);
    expect(text).toContain('Statutory declaration: lost pawn-receipt');
    expect(text).toContain(`Agreement number: ${loan.agreementNumber}`);
    expect(text).toContain('Amount of credit: £200.00');
    expect(text).toContain('14 Cross Flatts Avenue, Leeds LS11 7BG');
    expect(text).toContain('Statutory Declarations Act 1835');
  });

  it('is refused to a customer (403), to nobody signed in (401), and for an unknown loan (404)', async () => {
    const loan = await loanOf('200.00');
    expect((await get(declaration(loan.id), customer.cookie)).statusCode).toBe(403);
    expect((await get(declaration(loan.id))).statusCode).toBe(401);
    const unknown = await get(declaration(randomUUID()), admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(typeof unknown.json<{ message: string }>().message).toBe('string');
  });

  it('is refused (409) before there is an agreement', async () => {
    const request = await book.request(customer.cookie);
    const res = await get(declaration(request.id), staff.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/no agreement/);
  });
});

describe('the signed statement (s.118(1)(b))', () => {
  it('is printed for a credit of £75 or less', async () => {
    const loan = await loanOf('75.00');
    const res = await get(statement(loan.id), staff.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = textOf(res.rawPayload);
    expect(text).toContain('Signed statement: lost pawn-receipt');
    expect(text).toContain(`Agreement number: ${loan.agreementNumber}`);
    expect(text).toContain('Amount of credit: £75.00');
    expect(text).toContain('Signature of the witness');
  });

  it('is refused (409 with a message) over £75', async () => {
    const loan = await loanOf('75.01');
    const res = await get(statement(loan.id), staff.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json<{ message: string }>().message).toContain('£75 or less');
  });

  it('is refused to a customer (403), to nobody signed in (401), and for an unknown loan (404)', async () => {
    const loan = await loanOf('60.00');
    expect((await get(statement(loan.id), customer.cookie)).statusCode).toBe(403);
    expect((await get(statement(loan.id))).statusCode).toBe(401);
    expect((await get(statement(randomUUID()), admin.cookie)).statusCode).toBe(404);
    expect((await get(statement('not-a-uuid'), admin.cookie)).statusCode).toBe(404);
  });
});
