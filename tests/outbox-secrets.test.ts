/**
 * Issue 26: staff never see a live secret link in the outbox; a visitor's
 * mail carries none of their words but a first name; an address no account
 * has confirmed gets at most 3 messages a day
 * (docs/decisions/021-outbox-secrets-and-visitor-mail.md).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextBookableDate, addDays, todayInLondon } from '@shared/repairs/dates';
import { repairTimeSlots } from '@shared/repairs/values';
import { outboxMessages, repairs } from '../src/server/db/schema';
import { firstNameOf } from '../src/server/modules/email/first-name';
import { GUEST_DAILY_LIMIT } from '../src/server/modules/email/notice-writer';
import { withChallenge } from './helpers/challenge';
import { confirmedCustomer, emailConfig, startMailbox, type Mailbox } from './helpers/mailbox';
import { requestBody } from './helpers/pawn-book';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

type Listed = {
  kind: string;
  recipient: string;
  text: string;
  html: string;
  link: string | null;
  status: string;
};

const SITE = 'https://shop.example';
const TOKEN = /token=([A-Za-z0-9_.-]+)/;

const clearOutbox = (t: TestApp) => t.database.db.delete(outboxMessages).where(sql`true`);
const rowsTo = (t: TestApp, address: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(sql`lower(${outboxMessages.toAddress}) = lower(${address})`)
    .orderBy(outboxMessages.createdAt);

const listOutbox = async (t: TestApp, staff: TestUser) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/outbox?pageSize=20',
    headers: { cookie: staff.cookie },
  });
  expect(res.statusCode).toBe(200);
  return { raw: res.body, items: res.json<{ items: Listed[] }>().items };
};

let registered = 0;
/** Registers through the API, which mails the address confirmation. */
async function register(t: TestApp) {
  registered += 1;
  const username = `reader${registered}${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: await withChallenge(t.app, { username, email, password: 'a fine long password' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { email };
}

/**
 * Asks for a reset of an account's address and waits for its email: it is
 * written just after the answer (decision 022), so a known address and an
 * unknown one answer alike.
 */
async function askReset(t: TestApp, email: string) {
  const before = (await rowsTo(t, email)).length;
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: await withChallenge(t.app, { email }),
  });
  await vi.waitFor(
    async () => {
      if ((await rowsTo(t, email)).length <= before) throw new Error('no reset email yet');
    },
    { timeout: 10_000, interval: 20 },
  );
  return answer;
}

/**
 * Dates the address's messages five minutes back: a password reset to one
 * address waits that long after the last (tests/password-reset-cap.test.ts).
 */
const fiveMinutesPass = (t: TestApp, address: string) =>
  t.database.db
    .update(outboxMessages)
    .set({ createdAt: sql`${outboxMessages.createdAt} - interval '5 minutes'` })
    .where(sql`lower(${outboxMessages.toAddress}) = lower(${address})`);

/** The token of the last message of `kind` to `address`, read from the table (what was mailed). */
async function tokenIn(t: TestApp, address: string, kind: string) {
  const rows = (await rowsTo(t, address)).filter((row) => row.kind === kind);
  const token = TOKEN.exec(rows.at(-1)?.text ?? '')?.[1];
  expect(token).toBeDefined();
  return token!;
}

/** An owner invites a member of staff; answers the token of the invitation's link (from the table). */
async function inviteStaff(t: TestApp, owner: TestUser, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff',
    payload: { email, role: 'staff' },
    headers: { cookie: owner.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return tokenIn(t, email, 'staff-invite');
}

const requestCashAdvance = async (t: TestApp, overrides: object = {}, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cash-advances',
    payload: await withChallenge(t.app, { ...requestBody, ...overrides }),
    headers: cookie ? { cookie } : {},
  });

describe('first names', () => {
  it.each([
    ['Priya Shah', 'Priya'],
    ['  Anne-Marie  Dupont', 'Anne-Marie'],
    ["D'Arcy", "D'Arcy"],
    ['Zoë', 'Zoë'],
    ['Bob <a href=http://evil>click</a> win £1000', 'Bob'],
    ['<a href=http://evil>Bob</a>', null],
    ['www.win.example', null],
    ['alice_smith', null],
    ['-Bob', null],
    ['£1000', null],
    ['B'.repeat(40), 'B'.repeat(40)],
    ['B'.repeat(41), null],
    ['', null],
    [null, null],
  ])('%j greets %j', (typed, expected) => {
    expect(firstNameOf(typed)).toBe(expected);
  });
});

describe('outside demo mode, without SMTP', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({
      config: { demo: false, authRateLimit: 1000, formRateLimit: 10_000, publicUrl: SITE },
    });
    admin = await signedInUser(t.app, 'admin');
  });
  afterAll(() => t.close());
  beforeEach(() => clearOutbox(t));

  it('staff never read a reset, confirmation or tracking link', async () => {
    const alice = await register(t);
    expect((await askReset(t, alice.email)).statusCode).toBe(202);
    const confirmToken = await tokenIn(t, alice.email, 'account-confirm-email');
    const resetToken = await tokenIn(t, alice.email, 'account-password-reset');

    const bookable = nextBookableDate(new Date(), 1, addDays(todayInLondon(), 1))!;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/repairs',
      payload: await withChallenge(t.app, {
        deviceType: 'laptop',
        brandModel: 'Dell XPS 13',
        problemDescription: 'Cracked screen',
        preferredDate: bookable,
        preferredTime: repairTimeSlots[0],
        customerName: 'Sam Patel',
        customerPhone: '07700 900321',
        customerEmail: 'sam@example.com',
      }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [repair] = await t.database.db
      .select()
      .from(repairs)
      .where(eq(repairs.id, booked.json<{ id: string }>().id));

    const { raw, items } = await listOutbox(t, admin);
    // Nowhere in the whole answer.
    expect(raw).not.toContain(confirmToken);
    expect(raw).not.toContain(resetToken);
    expect(raw).not.toContain(repair!.trackingCode);
    for (const kind of ['account-confirm-email', 'account-password-reset', 'repair-booked']) {
      const message = items.find((item) => item.kind === kind);
      // Kind, recipient and status are kept; the body says the link is taken out.
      expect(message, kind).toMatchObject({ link: 'removed', status: 'kept' });
      expect(message!.text).toContain('(link removed)');
      expect(message!.html).toContain('(link removed)');
      expect(message!.html).not.toContain('href="https://shop.example/');
    }
    // A guest's request carries its private link to follow it (issue 31): taken out too.
    await requestCashAdvance(t, { customerEmail: 'guest.follow@example.com' });
    const guest = (await listOutbox(t, admin)).items.find(
      (item) =>
        item.kind === 'cash-advance-received' && item.recipient === 'guest.follow@example.com',
    );
    expect(guest).toMatchObject({ link: 'removed' });
    expect(guest!.text).toContain('(link removed)');
    // A message with no secret link (an account's request: no follow link) is shown as it is.
    const customer = await confirmedCustomer(t.app);
    await requestCashAdvance(t, {}, customer.cookie);
    const plain = (await listOutbox(t, admin)).items.find(
      (item) => item.kind === 'cash-advance-received' && item.recipient === customer.email,
    );
    expect(plain).toMatchObject({ link: null });
    expect(plain!.text).toContain('Amount asked for: £120.00');
  });

  it("no owner reads a staff invitation's link: it would make a staff login", async () => {
    const token = await inviteStaff(t, admin, 'new.member@example.com');
    const { raw, items } = await listOutbox(t, admin);
    expect(raw).not.toContain(token);
    const invitation = items.find((item) => item.kind === 'staff-invite');
    expect(invitation).toMatchObject({
      recipient: 'new.member@example.com',
      link: 'removed',
      status: 'kept',
    });
    expect(invitation!.text).toContain('Create my staff login: (link removed)');
    expect(invitation!.html).not.toContain('/staff-invite?token=');
  });
});

describe('with an SMTP server (outside demo mode, and in demo mode)', () => {
  let t: TestApp;
  let admin: TestUser;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp({
      // Demo mode with a real mail server: the outbox is no mail reader, so no live links either.
      config: { demo: true, authRateLimit: 1000, publicUrl: SITE, ...emailConfig(mailbox) },
    });
    admin = await signedInUser(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });
  beforeEach(async () => {
    await clearOutbox(t);
    mailbox.clear();
  });

  it('the link goes to the customer only; before and after sending, staff and the table lose it', async () => {
    const alice = await signedInUser(t.app);
    await askReset(t, alice.email);
    const token = await tokenIn(t, alice.email, 'account-password-reset');
    // Waiting to be sent: the table must hold it, staff may not read it.
    const before = await listOutbox(t, admin);
    expect(before.raw).not.toContain(token);
    expect(before.items.find((m) => m.kind === 'account-password-reset')).toMatchObject({
      status: 'pending',
      link: 'removed',
    });

    await t.app.outbox.deliverDue();
    const mail = mailbox.to(alice.email).find((m) => m.subject.startsWith('Reset your'));
    expect(mail!.text).toContain(`/reset-password?token=${token}`);
    expect(mail!.html).toContain(token);

    // Sent: the stored row itself keeps no link.
    const rows = await rowsTo(t, alice.email);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    for (const row of rows) {
      expect(row.text).not.toMatch(TOKEN);
      expect(row.html).not.toMatch(TOKEN);
      expect(row.text).toContain('(link removed)');
    }
    const after = await listOutbox(t, admin);
    expect(after.raw).not.toContain(token);
    expect(after.items.find((m) => m.kind === 'account-password-reset')).toMatchObject({
      status: 'sent',
      link: 'removed',
    });
    // The link still works for its owner.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'a-brand-new-password-1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it("a staff invitation's link goes to the invitee only, and still works", async () => {
    const token = await inviteStaff(t, admin, 'invitee@example.com');
    const waiting = await listOutbox(t, admin);
    expect(waiting.raw).not.toContain(token);
    expect(waiting.items.find((m) => m.kind === 'staff-invite')).toMatchObject({
      status: 'pending',
      link: 'removed',
    });

    await t.app.outbox.deliverDue();
    const [mail] = mailbox.to('invitee@example.com');
    expect(mail!.text).toContain(`/staff-invite?token=${token}`);
    const [row] = await rowsTo(t, 'invitee@example.com');
    expect(row).toMatchObject({ status: 'sent' });
    expect(`${row!.text}${row!.html}`).not.toContain(token);
    const after = await listOutbox(t, admin);
    expect(after.raw).not.toContain(token);

    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/auth/staff-invite',
      payload: { token, username: 'invited_member', password: 'a long staff password' },
    });
    expect(joined.statusCode, joined.body).toBe(201);
  });

  it('a message whose link expired before it could be sent is given up, without its link', async () => {
    const alice = await signedInUser(t.app);
    await askReset(t, alice.email);
    const token = await tokenIn(t, alice.email, 'account-password-reset');
    await t.database.db
      .update(outboxMessages)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(outboxMessages.kind, 'account-password-reset'));
    await t.app.outbox.deliverDue();
    expect(mailbox.to(alice.email).map((m) => m.subject)).not.toContainEqual(
      expect.stringMatching(/^Reset your/),
    );
    const [row] = (await rowsTo(t, alice.email)).filter((r) => r.kind === 'account-password-reset');
    expect(row).toMatchObject({ status: 'failed' });
    expect(row!.text).not.toContain(token);
  });
});

describe('demo mode without SMTP: the outbox is the mail reader', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({
      config: { demo: true, smtpUrl: undefined, authRateLimit: 1000, publicUrl: SITE },
    });
    admin = await signedInUser(t.app, 'admin');
  });
  afterAll(() => t.close());
  beforeEach(() => clearOutbox(t));

  it('shows the live link until it expires, then "(link removed)", in the answer and the table', async () => {
    const alice = await register(t);
    await askReset(t, alice.email);
    const token = await tokenIn(t, alice.email, 'account-password-reset');
    const live = await listOutbox(t, admin);
    expect(live.raw).toContain(token);
    const shown = live.items.find((m) => m.kind === 'account-password-reset')!;
    expect(shown).toMatchObject({ status: 'kept', link: 'shown' });
    expect(shown.text).toContain(`${SITE}/reset-password?token=${token}`);

    // An hour later (PASSWORD_RESET_MINUTES): the link no longer works, and is no longer shown.
    const [stored] = (await rowsTo(t, alice.email)).filter(
      (row) => row.kind === 'account-password-reset',
    );
    const lifetime = stored!.linkExpiresAt!.getTime() - stored!.createdAt.getTime();
    expect(Math.round(lifetime / 60_000)).toBe(60);
    await t.database.db
      .update(outboxMessages)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(outboxMessages.id, stored!.id));
    const expired = await listOutbox(t, admin);
    expect(expired.raw).not.toContain(token);
    expect(expired.items.find((m) => m.kind === 'account-password-reset')).toMatchObject({
      link: 'removed',
    });
    // The worker's round rewrites the row too.
    expect(await t.app.outbox.removeExpiredLinks()).toBeGreaterThanOrEqual(1);
    const [rewritten] = (await rowsTo(t, alice.email)).filter((row) => row.id === stored!.id);
    expect(rewritten!.text).not.toContain(token);
    expect(rewritten!.text).toContain('Choose a new password: (link removed)');
    // The confirmation link (7 days) is still live and shown.
    const confirm = (await rowsTo(t, alice.email)).find((r) => r.kind === 'account-confirm-email');
    expect(
      Math.round((confirm!.linkExpiresAt!.getTime() - confirm!.createdAt.getTime()) / 86_400_000),
    ).toBe(7);
    expect(confirm!.text).toMatch(TOKEN);
  });

  it("shows a staff invitation's link as it shows a reset's: live, then removed once expired", async () => {
    const token = await inviteStaff(t, admin, 'demo.member@example.com');
    const live = await listOutbox(t, admin);
    expect(live.items.find((m) => m.kind === 'staff-invite')).toMatchObject({ link: 'shown' });
    expect(live.raw).toContain(token);
    const [stored] = await rowsTo(t, 'demo.member@example.com');
    const lifetime = stored!.linkExpiresAt!.getTime() - stored!.createdAt.getTime();
    expect(Math.round(lifetime / 3_600_000)).toBe(72);

    await t.database.db
      .update(outboxMessages)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(outboxMessages.id, stored!.id));
    const expired = await listOutbox(t, admin);
    expect(expired.raw).not.toContain(token);
    expect(expired.items.find((m) => m.kind === 'staff-invite')).toMatchObject({
      link: 'removed',
    });
  });
});

describe("a visitor's words and the daily limit", () => {
  let t: TestApp;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp({
      config: { formRateLimit: 10_000, authRateLimit: 1000, ...emailConfig(mailbox) },
    });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });
  beforeEach(async () => {
    await clearOutbox(t);
    mailbox.clear();
  });

  it('greets "Bob" and carries nothing else the visitor typed', async () => {
    const res = await requestCashAdvance(t, {
      customerName: 'Bob <a href=http://evil.example>click</a> win £1000',
      customerEmail: 'victim@example.com',
      itemDescription: 'Visit http://evil.example now to claim £1000',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.outbox.deliverDue();
    const [mail] = mailbox.to('victim@example.com');
    expect(mail!.text).toContain('Hello Bob,');
    for (const part of [mail!.text, mail!.html, mail!.subject]) {
      expect(part).not.toMatch(/evil|click|win|1000|claim/i);
    }
  });

  it('a guest address gets 3 messages a day (any case); the 4th request succeeds but is not sent', async () => {
    const spellings = [
      'limit@example.com',
      'LIMIT@example.com',
      'Limit@Example.com',
      'limit@EXAMPLE.com',
    ];
    for (const customerEmail of spellings) {
      expect((await requestCashAdvance(t, { customerEmail })).statusCode).toBe(201);
    }
    await t.app.outbox.deliverDue();
    const received = mailbox.received.filter((m) => m.to.toLowerCase() === 'limit@example.com');
    expect(received).toHaveLength(GUEST_DAILY_LIMIT);
    const rows = await rowsTo(t, 'limit@example.com');
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'suppressed']);

    // A day later there is room again.
    await t.database.db
      .update(outboxMessages)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(sql`lower(${outboxMessages.toAddress}) = 'limit@example.com'`);
    await requestCashAdvance(t, { customerEmail: 'limit@example.com' });
    expect((await rowsTo(t, 'limit@example.com')).at(-1)!.status).toBe('pending');
  });

  it('requests at the same moment never pass the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => requestCashAdvance(t, { customerEmail: 'race@example.com' })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(201));
    const statuses = (await rowsTo(t, 'race@example.com')).map((row) => row.status);
    expect(statuses.filter((status) => status === 'pending')).toHaveLength(GUEST_DAILY_LIMIT);
    expect(statuses.filter((status) => status === 'suppressed')).toHaveLength(3);
  });

  it('password resets to an address not confirmed count too', async () => {
    const bob = await register(t);
    // The registration's confirmation is the 1st.
    for (let i = 0; i < 3; i += 1) {
      await askReset(t, bob.email);
      await fiveMinutesPass(t, bob.email);
    }
    const statuses = (await rowsTo(t, bob.email)).map((row) => row.status);
    expect(statuses).toEqual(['pending', 'pending', 'pending', 'suppressed']);
  });

  it("a confirmed account's address is not limited, whether by the account or typed by a guest", async () => {
    const customer = await confirmedCustomer(t.app);
    await clearOutbox(t);
    for (let i = 0; i < 4; i += 1) {
      expect((await requestCashAdvance(t, {}, customer.cookie)).statusCode).toBe(201);
    }
    for (let i = 0; i < 2; i += 1) {
      await askReset(t, customer.email);
      await fiveMinutesPass(t, customer.email);
    }
    expect((await requestCashAdvance(t, { customerEmail: customer.email })).statusCode).toBe(201);
    const rows = await rowsTo(t, customer.email);
    expect(rows).toHaveLength(7);
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
    await t.app.outbox.deliverDue();
    // Its own confirmed address: the item as the customer described it.
    const mails = mailbox.to(customer.email).filter((m) => m.subject.startsWith('We have your'));
    expect(mails).toHaveLength(5);
    // Its own confirmed address: the item as the customer described it; typed by a guest, none
    // of the guest's words.
    const withItem = mails.filter((m) => m.text.includes('Item: Games console 1TB'));
    expect(withItem).toHaveLength(4);
  });
});
