/**
 * A guest's private link to follow their cash advance request (issue 31):
 * given in the answer and in the email, it opens the request's status, offer
 * and due date without signing in; an unknown code is a 404 with a message.
 * The email is read at a real SMTP server.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FOLLOW_NOT_FOUND } from '@shared/cash-advances/follow';
import { outboxMessages } from '../src/server/db/schema';
import { emailConfig, startMailbox, type Mailbox } from './helpers/mailbox';
import { pawnBook, requestBody } from './helpers/pawn-book';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';
import { withChallenge } from './helpers/challenge';

let t: TestApp;
let mailbox: Mailbox;
let admin: TestUser;
let book: ReturnType<typeof pawnBook>;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ config: { formRateLimit: 10_000, ...emailConfig(mailbox) } });
  admin = await signedInUser(t.app, 'admin');
  book = pawnBook(t.app, admin.cookie);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});
beforeEach(async () => {
  await t.database.db.delete(outboxMessages).where(sql`true`);
  mailbox.clear();
});

type Created = { id: string; agreementNumber: string; followCode: string | null };

async function guestRequest(key = randomUUID()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cash-advances',
    payload: await withChallenge(t.app, requestBody),
    headers: { 'idempotency-key': key },
  });
  expect(res.statusCode).toBeLessThan(300);
  return res.json<Created>();
}

const follow = (code: string) =>
  t.app.inject({ method: 'GET', url: `/api/follow/${encodeURIComponent(code)}` });

describe("a guest's link to follow the request", () => {
  it('comes in the answer and the email, and opens the request without signing in', async () => {
    const created = await guestRequest();
    expect(created.followCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await t.app.outbox.deliverDue();
    const [mail] = mailbox.to(requestBody.customerEmail);
    expect(mail?.subject).toBe(`We have your cash advance request ${created.agreementNumber}`);
    const link = `https://beeston.example/cash-advance/follow/${created.followCode}`;
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(link);

    const res = await follow(created.followCode!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      agreementNumber: created.agreementNumber,
      status: 'pending',
      itemCategory: 'Electronics',
      requestedAmount: '120.00',
      offerAmount: null,
      offerNote: null,
      rejectionReason: null,
      dueDate: null,
      requestedAt: expect.any(String) as string,
    });
    // Staff reading the outbox never see the link: it opens the request by itself.
    const stored = (await t.database.db.select().from(outboxMessages)).find(
      (message) => message.kind === 'cash-advance-received',
    );
    expect(stored?.redactedText).not.toBeNull();
    expect(JSON.stringify(stored)).not.toContain(created.followCode);
  });

  it('the same request sent again (same Idempotency-Key) answers the same link', async () => {
    const key = randomUUID();
    const first = await guestRequest(key);
    const again = await guestRequest(key);
    expect(again).toMatchObject({ id: first.id, followCode: first.followCode });
  });

  it('shows the offer once approved, the reason once rejected, the due date once agreed', async () => {
    const offered = await guestRequest();
    const approve = await book.post(`/api/admin/cash-advances/${offered.id}/approve`, {
      offerAmount: '95.50',
      note: 'Bring the charger too',
    });
    expect(approve.statusCode).toBe(200);
    expect((await follow(offered.followCode!)).json()).toMatchObject({
      status: 'approved',
      offerAmount: '95.50',
      offerNote: 'Bring the charger too',
      dueDate: null,
    });

    const refused = await guestRequest();
    const reject = await book.post(`/api/admin/cash-advances/${refused.id}/reject`, {
      reason: 'We do not lend on replica watches',
    });
    expect(reject.statusCode).toBe(200);
    expect((await follow(refused.followCode!)).json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'We do not lend on replica watches',
      offerAmount: null,
    });

    const agreed = await guestRequest();
    const active = await book.activate(agreed.id, '100.00');
    expect((await follow(agreed.followCode!)).json()).toMatchObject({
      status: 'active',
      dueDate: active.dueDate,
      offerAmount: null,
    });
  });

  it('a request made signed in has no link, and its email none either', async () => {
    const customer = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cash-advances',
      payload: await withChallenge(t.app, requestBody),
      headers: { cookie: customer.cookie },
    });
    expect(res.json<Created>().followCode).toBeNull();
  });

  it('an unknown or malformed code is a 404 with a message, not a page', async () => {
    for (const code of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', 'x'.repeat(60), "'; drop table--"]) {
      const res = await follow(code);
      expect(res.statusCode, code).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: FOLLOW_NOT_FOUND });
    }
  });
});
