/**
 * The rate class follows the item (issue 31): gold and precious metals (15 %)
 * only for a Gold or Jewellery item, at the request and when staff make the
 * agreement, where they may set it (figures worked out again on the server).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collateralProblem } from '@shared/cash-advances/values';
import { cashAdvances } from '../src/server/db/schema';
import { withChallenge } from './helpers/challenge';
import {
  customerAddress,
  customerBirthDate,
  daysAgo,
  itemsBody,
  pawnBook,
  requestBody,
} from './helpers/pawn-book';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ config: { formRateLimit: 10_000 } });
  admin = await signedInUser(t.app, 'admin');
});
afterAll(() => t.close());

const MISMATCH = collateralProblem('electronics', 'gold')!;
const stored = (id: string) =>
  t.database.db.select().from(cashAdvances).where(eq(cashAdvances.id, id));

const activate = (id: string, extra: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/cash-advances/${id}/activate`,
    headers: { cookie: admin.cookie },
    payload: {
      loanAmount: '100.00',
      startDate: daysAgo(0),
      idChecked: true,
      items: itemsBody,
      dateOfBirth: customerBirthDate,
      address: customerAddress,
      ...extra,
    },
  });

describe('the rate class at the request', () => {
  it('refuses gold and precious metals for a laptop with 400, storing nothing', async () => {
    const before = (await t.database.db.select().from(cashAdvances)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cash-advances',
      payload: await withChallenge(t.app, {
        ...requestBody,
        itemDescription: 'Gaming laptop',
        itemCategory: 'electronics',
        collateralType: 'gold',
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(MISMATCH);
    expect(MISMATCH).toBe(
      'Gold & Precious Metals is only for Gold or Jewellery items; choose General Goods for this item',
    );
    expect((await t.database.db.select().from(cashAdvances)).length).toBe(before);
  });

  it.each(['gold', 'jewelry'])(
    'takes gold and precious metals for a %s item at 15 %%',
    async (category) => {
      const book = pawnBook(t.app, admin.cookie);
      const request = await book.request(undefined, {
        itemCategory: category,
        collateralType: 'gold',
      });
      const [row] = await stored(request.id);
      expect(row).toMatchObject({ collateralType: 'gold', interestRate: '15.00' });
    },
  );
});

describe('the rate class staff set when they make the agreement', () => {
  it('sets General Goods on a gold request: 30 %, stored and in the answer', async () => {
    const book = pawnBook(t.app, admin.cookie);
    const request = await book.request(undefined, {
      itemCategory: 'jewelry',
      collateralType: 'gold',
    });
    const res = await activate(request.id, { collateralType: 'general' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      collateralType: 'general',
      interestRate: '30.00',
      totalRepayment: '130.00',
    });
    const [row] = await stored(request.id);
    expect(row).toMatchObject({
      collateralType: 'general',
      interestRate: '30.00',
      totalRepayment: '130.00',
    });
  });

  it('confirms gold on a Gold item: 15 %', async () => {
    const book = pawnBook(t.app, admin.cookie);
    const request = await book.request(undefined, {
      itemCategory: 'gold',
      collateralType: 'general',
    });
    const res = await activate(request.id, { collateralType: 'gold' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await stored(request.id);
    expect(row).toMatchObject({
      collateralType: 'gold',
      interestRate: '15.00',
      totalRepayment: '115.00',
    });
  });

  it('refuses gold for an electronics item with 400, and a rate class not on the list', async () => {
    const book = pawnBook(t.app, admin.cookie);
    const request = await book.request();
    const gold = await activate(request.id, { collateralType: 'gold' });
    expect(gold.statusCode).toBe(400);
    expect(gold.json()).toEqual({ message: MISMATCH });
    const unknown = await activate(request.id, { collateralType: 'platinum' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toMatch(/Collateral type/);
    const [row] = await stored(request.id);
    expect(row).toMatchObject({ status: 'pending', collateralType: 'general' });
  });
});
