/**
 * The outbox: messages kept (no SMTP_URL) and listed for staff at
 * GET /api/admin/outbox; delivery through a real SMTP server with retries and
 * back-off; who gets nothing (unconfirmed addresses, preferences); the
 * email settings of the configuration.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/server/config';
import { outboxMessages } from '../src/server/db/schema';
import { RETRY_DELAYS_MS } from '../src/server/modules/email/worker';
import { confirmedCustomer, emailConfig, startMailbox, type Mailbox } from './helpers/mailbox';
import { requestBody } from './helpers/pawn-book';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';
import { withChallenge } from './helpers/challenge';

type OutboxAnswer = {
  items: {
    id: string;
    kind: string;
    recipient: string;
    subject: string;
    text: string;
    html: string;
    status: string;
    attempts: number;
    lastError: string | null;
    createdAt: string;
    sentAt: string | null;
  }[];
  page: number;
  pageSize: number;
  total: number;
};

const requestCashAdvance = async (t: TestApp, overrides: object = {}, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cash-advances',
    payload: await withChallenge(t.app, { ...requestBody, ...overrides }),
    headers: cookie ? { cookie } : {},
  });

const clearOutbox = (t: TestApp) => t.database.db.delete(outboxMessages).where(sql`true`);
const storedMessages = (t: TestApp) =>
  t.database.db.select().from(outboxMessages).orderBy(outboxMessages.createdAt);

describe('without SMTP_URL (the demo)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ config: { formRateLimit: 10_000 } });
    admin = await signedInUser(t.app, 'admin');
  });
  afterAll(() => t.close());
  beforeEach(() => clearOutbox(t));

  /** Staff by default; `null` is signed out. */
  const list = (query = '', cookie: string | null = admin.cookie) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox${query}`,
      headers: cookie ? { cookie } : {},
    });

  it('keeps the message of a request (status kept) and shows it to staff, nothing sent', async () => {
    expect((await requestCashAdvance(t, { customerEmail: 'guest@example.com' })).statusCode).toBe(
      201,
    );
    expect(await t.app.outbox.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json<OutboxAnswer>();
    expect(body).toMatchObject({ page: 1, pageSize: 10, total: 1 });
    const [message] = body.items;
    expect(message).toMatchObject({
      kind: 'cash-advance-received',
      recipient: 'guest@example.com',
      status: 'kept',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(message!.subject).toMatch(/^We have your cash advance request CA-\d{6}$/);
    expect(message!.text).toContain('Amount asked for: £120.00');
    expect(message!.text).toContain('Beeston Cash & Repairs, 247 Beeston Road, Leeds LS11 7LR');
    expect(message!.html).toContain('<html');
    // No tracking: no images and nothing fetched from anywhere.
    expect(message!.html).not.toMatch(/<img|src=|url\(/i);
  });

  it('lists newest first, a page at a time', async () => {
    for (const name of ['First', 'Second', 'Third']) {
      await requestCashAdvance(t, { customerName: name, customerEmail: `${name}@example.com` });
    }
    const page1 = (await list('?page=1&pageSize=5')).json<OutboxAnswer>();
    expect(page1.total).toBe(3);
    expect(page1.items.map((m) => m.recipient)).toEqual([
      'Third@example.com',
      'Second@example.com',
      'First@example.com',
    ]);
    const page2 = (await list('?page=2&pageSize=5')).json<OutboxAnswer>();
    expect(page2).toMatchObject({ page: 2, pageSize: 5, total: 3, items: [] });
  });

  it('refuses bad paging with a message', async () => {
    const res = await list('?pageSize=7');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'pageSize must be one of 5, 10, 15, 20' });
    expect((await list('?page=0')).json()).toEqual({ message: 'page must be at least 1' });
  });

  it('is for staff only', async () => {
    const customer = await signedInUser(t.app);
    expect((await list('', null)).statusCode).toBe(401);
    const asCustomer = await list('', customer.cookie);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ message: expect.any(String) as unknown });
  });
});

describe('with an SMTP server', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp({ config: { formRateLimit: 10_000, ...emailConfig(mailbox) } });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });
  beforeEach(async () => {
    await clearOutbox(t);
    mailbox.clear();
  });

  it('sends a pending message once, with both parts and the From of MAIL_FROM', async () => {
    await requestCashAdvance(t, { customerEmail: 'guest@example.com' });
    const [stored] = await storedMessages(t);
    expect(stored).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await t.app.outbox.deliverDue()).toMatchObject({ sent: 2 });
    expect(await t.app.outbox.deliverDue()).toMatchObject({ sent: 0 });
    const [mail] = mailbox.to('guest@example.com');
    expect(mailbox.to('guest@example.com')).toHaveLength(1);
    expect(mail!.from).toBe('shop@beeston.example');
    expect(mail!.subject).toBe(stored!.subject);
    expect(mail!.text).toContain('Amount asked for: £120.00');
    expect(mail!.html).toContain('Amount asked for');
    expect(mail!.headers.get('auto-submitted')).toBe('auto-generated');
    const sent = await storedMessages(t);
    expect(sent.every((m) => m.status === 'sent' && m.attempts === 1 && m.sentAt)).toBe(true);
  });

  it('started (as main.ts does), sends right after the request that wrote the message', async () => {
    const stop = t.app.outbox.start();
    try {
      await requestCashAdvance(t, { customerEmail: 'nudged@example.com' });
      // The round the response nudged delivers it; the wait is generous, never a sleep.
      await vi.waitFor(() => expect(mailbox.to('nudged@example.com')).toHaveLength(1), {
        timeout: 30_000,
        interval: 50,
      });
    } finally {
      await stop();
    }
    // Stopped: a later request is not delivered by any round.
    await requestCashAdvance(t, { customerEmail: 'later@example.com' });
    const waiting = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'later@example.com'));
    expect(waiting).toMatchObject([{ status: 'pending', attempts: 0 }]);
  });

  it('stopping mid-batch sends the message under way and gives the rest back, unsent', async () => {
    for (const name of ['one', 'two', 'three']) {
      await requestCashAdvance(t, { customerEmail: `${name}@example.com` });
    }
    await t.database.db
      .delete(outboxMessages)
      .where(eq(outboxMessages.kind, 'cash-advance-for-shop'));
    const slow = mailbox.hold();
    const stop = t.app.outbox.start();
    await slow.arrived;
    const stopped = stop();
    slow.release();
    await stopped;
    const messages = await storedMessages(t);
    expect(messages.filter((m) => m.status === 'sent')).toHaveLength(1);
    const givenBack = messages.filter((m) => m.status === 'pending');
    expect(givenBack).toHaveLength(2);
    // Not counted as attempts, and due at once for the next round (here or elsewhere).
    expect(givenBack.every((m) => m.attempts === 0 && m.nextAttemptAt <= new Date())).toBe(true);
    expect((await t.app.outbox.deliverDue()).sent).toBe(2);
    expect(mailbox.received).toHaveLength(3);
  });

  it('tries again after a refusal, once the back-off has passed', async () => {
    mailbox.refuseNext(1);
    await requestCashAdvance(t, { customerEmail: 'retry@example.com' }, undefined);
    await t.database.db
      .delete(outboxMessages)
      .where(eq(outboxMessages.kind, 'cash-advance-for-shop'));
    const now = new Date();
    expect(await t.app.outbox.deliverDue(now)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [waiting] = await storedMessages(t);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.lastError).toContain('Mailbox busy');
    expect(waiting!.nextAttemptAt.getTime()).toBe(now.getTime() + RETRY_DELAYS_MS[0]!);

    // Not yet due: nothing is tried.
    const early = new Date(now.getTime() + RETRY_DELAYS_MS[0]! - 1000);
    expect(await t.app.outbox.deliverDue(early)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const due = new Date(now.getTime() + RETRY_DELAYS_MS[0]!);
    expect(await t.app.outbox.deliverDue(due)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(mailbox.refused).toBeGreaterThanOrEqual(1);
    expect(mailbox.to('retry@example.com')).toHaveLength(1);
    const [sent] = await storedMessages(t);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives up after the last attempt, with growing waits, and shows it as failed', async () => {
    await requestCashAdvance(t, { customerEmail: 'bounce@example.com' });
    await t.database.db
      .delete(outboxMessages)
      .where(eq(outboxMessages.kind, 'cash-advance-for-shop'));
    mailbox.refuseNext(100);
    let clock = Date.now();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= RETRY_DELAYS_MS.length + 1; attempt += 1) {
      await t.app.outbox.deliverDue(new Date(clock));
      const [message] = await storedMessages(t);
      expect(message!.attempts).toBe(attempt);
      if (message!.status === 'failed') break;
      waits.push(message!.nextAttemptAt.getTime() - clock);
      clock = message!.nextAttemptAt.getTime();
    }
    expect(waits).toEqual(RETRY_DELAYS_MS);
    expect(waits.every((wait, i) => i === 0 || wait > waits[i - 1]!)).toBe(true);
    const [failed] = await storedMessages(t);
    expect(failed).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_MS.length + 1 });
    // Failed for good: never tried again.
    expect(await t.app.outbox.deliverDue(new Date(clock + 365 * 86_400_000))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(mailbox.to('bounce@example.com')).toEqual([]);
  });

  it('does not try again after a permanent refusal (5xx)', async () => {
    await requestCashAdvance(t, { customerEmail: 'nobody@example.com' });
    await t.database.db
      .delete(outboxMessages)
      .where(eq(outboxMessages.kind, 'cash-advance-for-shop'));
    mailbox.refuseNext(1, 550);
    expect(await t.app.outbox.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const [failed] = await storedMessages(t);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.lastError).toContain('No such mailbox');
  });

  it('loses nothing over a restart: a new app over the same database sends what was waiting', async () => {
    await requestCashAdvance(t, { customerEmail: 'restart@example.com' });
    const { buildApp } = await import('../src/server/app');
    const second = await buildApp({ config: t.app.config, database: t.database });
    try {
      expect((await second.outbox.deliverDue()).sent).toBe(2);
    } finally {
      await second.close();
    }
    expect(mailbox.to('restart@example.com')).toHaveLength(1);
  });

  it('writes nothing for an account whose address is not confirmed', async () => {
    const unconfirmed = await signedInUser(t.app);
    await requestCashAdvance(t, { customerEmail: 'typed@example.com' }, unconfirmed.cookie);
    const messages = await storedMessages(t);
    // Only the shop's own copy: the account's address is not confirmed, and the
    // address typed on the form is not used for an account's messages.
    expect(messages.map((m) => [m.kind, m.toAddress])).toEqual([
      ['cash-advance-for-shop', 'desk@beeston.example'],
    ]);
  });

  it("sends an account's messages to its confirmed address, and respects updatesByEmail", async () => {
    const confirmed = await confirmedCustomer(t.app);
    await requestCashAdvance(t, { customerEmail: 'typed@example.com' }, confirmed.cookie);
    const quiet = await confirmedCustomer(t.app, { updatesByEmail: false });
    await requestCashAdvance(t, {}, quiet.cookie);
    const received = (await storedMessages(t)).filter((m) => m.kind === 'cash-advance-received');
    expect(received.map((m) => m.toAddress)).toEqual([confirmed.email]);
  });
});

describe('the email settings', () => {
  const base = { NODE_ENV: 'test', DEMO: '0' };

  it('defaults: nothing sent, links to localhost', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ smtpUrl: undefined, shopEmail: undefined });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads SMTP_URL, MAIL_FROM, SHOP_EMAIL and PUBLIC_URL', () => {
    const config = loadConfig({
      ...base,
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Beeston Cash & Repairs <shop@example.com>',
      SHOP_EMAIL: 'desk@example.com',
      PUBLIC_URL: 'https://shop.example.com/',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      mailFrom: 'Beeston Cash & Repairs <shop@example.com>',
      shopEmail: 'desk@example.com',
      publicUrl: 'https://shop.example.com',
    });
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [
      { SMTP_URL: 'smtp://mail.example.com' },
      "MAIL_FROM must be set when SMTP_URL is: the address the shop's email comes from",
    ],
    [
      { MAIL_FROM: 'the shop' },
      'MAIL_FROM must be an address, or a name and an address like Shop <shop@example.com>',
    ],
    [{ SHOP_EMAIL: 'desk' }, 'SHOP_EMAIL must be an email address'],
    [{ PUBLIC_URL: 'ftp://shop.example.com' }, 'PUBLIC_URL must be an http:// or https:// URL'],
  ])('refuses %o in one line', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(`Invalid configuration: ${message}`);
  });

  it('never echoes SMTP_URL, which may hold a password', () => {
    expect(() => loadConfig({ ...base, SMTP_URL: 'mail://user:hunter2@x' })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL$/,
    );
  });
});
