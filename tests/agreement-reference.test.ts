/**
 * One reference (issue 31): the agreement number is given at the request, in
 * POST /api/cash-advances's answer, and staff find the loan by it however it is
 * typed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashAdvances } from '../src/server/db/schema';
import { pawnBook } from './helpers/pawn-book';
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

const search = async (text: string) => {
  const res = await t.app.inject({
    url: `/api/admin/cash-advances?search=${encodeURIComponent(text)}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(200);
  const answer = res.json<{ id: string }[] | { items: { id: string }[] }>();
  return (Array.isArray(answer) ? answer : answer.items).map((loan) => loan.id);
};

describe('the agreement number as the one reference', () => {
  it('is in the answer of the request, a guest’s and a customer’s, as stored', async () => {
    const book = pawnBook(t.app, admin.cookie);
    for (const cookie of [undefined, customer.cookie]) {
      const request = await book.request(cookie);
      expect(request.agreementNumber).toMatch(/^CA-\d{6,}$/);
      const [row] = await t.database.db
        .select({ number: cashAdvances.agreementNumber })
        .from(cashAdvances)
        .where(eq(cashAdvances.id, request.id));
      expect(request.agreementNumber).toBe(`CA-${String(row!.number).padStart(6, '0')}`);
    }
  });

  it('finds the loan however staff type it', async () => {
    const book = pawnBook(t.app, admin.cookie);
    const request = await book.request(undefined, { customerName: 'Unrelated Name' });
    const number = Number(request.agreementNumber.slice(3));
    const padded = String(number).padStart(6, '0');
    for (const typed of [
      request.agreementNumber,
      `ca${padded}`,
      `CA-${number}`,
      `CA ${padded}`,
      padded,
      ` ${request.agreementNumber.toLowerCase()} `,
    ])
      expect(await search(typed), typed).toEqual([request.id]);
  });
});
