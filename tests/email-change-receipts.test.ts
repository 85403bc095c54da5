/**
 * Receipts while a change of address waits for its confirmation (issue 31):
 * the agreement, payment receipts and every other message keep going to the
 * address the customer confirmed, never to the new one nobody has confirmed
 * yet; once it is confirmed, they go there. Read at a real SMTP server.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../src/server/db/schema';
import { confirmedCustomer, emailConfig, startMailbox, type Mailbox } from './helpers/mailbox';
import { pawnBook } from './helpers/pawn-book';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let t: TestApp;
let mailbox: Mailbox;
let admin: TestUser;
let book: ReturnType<typeof pawnBook>;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({
    config: { formRateLimit: 10_000, authRateLimit: 10_000, ...emailConfig(mailbox) },
  });
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

async function deliver() {
  await t.app.outbox.deliverDue();
}

const changeEmail = (user: TestUser, email: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/email',
    payload: { email, password: user.password },
    headers: { cookie: user.cookie },
  });

const account = async (user: TestUser) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/account', headers: { cookie: user.cookie } })
  ).json<{
    email: string;
    emailConfirmed: boolean;
    confirmedEmail: string | null;
  }>();

/** The confirmation link that arrived at `address`. */
function confirmTokenAt(address: string): string {
  const mail = mailbox.to(address).find((m) => m.subject.toLowerCase().includes('confirm'));
  const token = /confirm-email\?token=([A-Za-z0-9_.-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, `a confirmation link at ${address}`).toBeDefined();
  return token!;
}

const subjectsAt = (address: string) => mailbox.to(address).map((mail) => mail.subject);

describe('a change of address waiting for its confirmation', () => {
  it('the agreement and payment receipts go to the confirmed address, then to the new one once confirmed', async () => {
    const customer = await confirmedCustomer(t.app);
    const moved = `moved_${Date.now().toString(36)}@example.com`;
    expect((await changeEmail(customer, moved)).statusCode).toBe(200);
    expect(await account(customer)).toMatchObject({
      email: moved,
      emailConfirmed: false,
      confirmedEmail: customer.email,
    });
    await deliver();
    // The old address is told, the new one asked to confirm, and nothing else.
    expect(subjectsAt(customer.email)).toHaveLength(1);
    const token = confirmTokenAt(moved);
    mailbox.clear();

    const loan = await book.request(customer.cookie);
    await book.activate(loan.id, '100.00');
    expect(
      (await book.pay(loan.id, { kind: 'part', amount: '30.00', method: 'cash' })).statusCode,
    ).toBe(201);
    await deliver();
    expect(subjectsAt(moved)).toEqual([]);
    expect(subjectsAt(customer.email)).toEqual(
      expect.arrayContaining([
        `We have your cash advance request ${loan.agreementNumber}`,
        `Your pawn agreement ${loan.agreementNumber} has started`,
        `Payment received on ${loan.agreementNumber}: £30.00`,
      ]),
    );
    // A confirmed account's own address: the message may repeat the item as typed.
    const received = mailbox.to(customer.email).find((m) => m.subject.startsWith('We have'));
    expect(received?.text).toContain('Games console 1TB with two controllers');

    // Confirmed: from now on everything goes to the new address, nothing to the old.
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await account(customer)).toMatchObject({
      email: moved,
      emailConfirmed: true,
      confirmedEmail: moved,
    });
    mailbox.clear();
    // Agreed today, so no interest yet: the £30.00 paid principal, and £70.00 redeems it.
    expect(
      (await book.pay(loan.id, { kind: 'redemption', amount: '70.00', method: 'card' })).statusCode,
    ).toBe(201);
    await deliver();
    expect(subjectsAt(moved)).toEqual([`Payment received on ${loan.agreementNumber}: £70.00`]);
    expect(subjectsAt(customer.email)).toEqual([]);
  });

  it('a second change before confirming keeps the confirmed address, and is told to it', async () => {
    const customer = await confirmedCustomer(t.app);
    const first = `first_${Date.now().toString(36)}@example.com`;
    const second = `second_${Date.now().toString(36)}@example.com`;
    expect((await changeEmail(customer, first)).statusCode).toBe(200);
    expect((await changeEmail(customer, second)).statusCode).toBe(200);
    expect(await account(customer)).toMatchObject({
      email: second,
      confirmedEmail: customer.email,
    });
    await deliver();
    // Both changes are told to the address the customer confirmed.
    expect(subjectsAt(customer.email)).toHaveLength(2);
    expect(mailbox.to(customer.email).at(-1)?.text).toContain(second);
    mailbox.clear();

    const loan = await book.request(customer.cookie);
    await book.activate(loan.id, '100.00');
    await deliver();
    expect(subjectsAt(customer.email)).toContain(
      `Your pawn agreement ${loan.agreementNumber} has started`,
    );
    expect(
      [...subjectsAt(first), ...subjectsAt(second)].filter((s) => !/confirm/i.test(s)),
    ).toEqual([]);
  });

  it('changing back to the confirmed address needs no new confirmation', async () => {
    const customer = await confirmedCustomer(t.app);
    const moved = `back_${Date.now().toString(36)}@example.com`;
    expect((await changeEmail(customer, moved)).statusCode).toBe(200);
    const back = await changeEmail(customer, customer.email.toUpperCase());
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ emailConfirmed: true });
    await deliver();
    // Only the first change asked for a confirmation.
    const confirmations = mailbox.received.filter((mail) => /confirm/i.test(mail.subject));
    expect(confirmations.map((mail) => mail.to)).toEqual([moved]);
  });

  it('nobody else can take the old address while it still gets the receipts', async () => {
    const customer = await confirmedCustomer(t.app);
    expect(
      (await changeEmail(customer, `away_${Date.now().toString(36)}@example.com`)).statusCode,
    ).toBe(200);
    const other = await signedInUser(t.app);
    const taken = await changeEmail(other, customer.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Email already exists' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row!.email).toBe(other.email);
  });

  it('an address never confirmed gets no receipt (as before)', async () => {
    const customer = await signedInUser(t.app);
    const loan = await book.request(customer.cookie);
    await book.activate(loan.id, '100.00');
    await deliver();
    expect(subjectsAt(customer.email)).toEqual([]);
  });
});
