/**
 * The account's emailed links: a password reset that works once and only
 * within the hour, the address confirmation sent at registration, and a change
 * of address (the old one told, the new one confirmed). No SMTP here: the
 * messages are kept in the outbox, where these tests read them.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_SENT } from '../src/shared/account/schemas';
import { outboxMessages, sessions, users } from '../src/server/db/schema';
import { signAccountLink } from '../src/server/modules/account/account-links';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, signIn, type TestUser } from './helpers/users';
import { withChallenge } from './helpers/challenge';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: 1_000, publicUrl: 'https://shop.example' } });
});
afterAll(() => t.close());

async function lastMessageTo(address: string) {
  const [message] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(sql`lower(${outboxMessages.toAddress}) = lower(${address})`)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return message;
}

/** The reset email, written just after the answer went (so it is waited for). */
const resetMessageTo = (address: string) =>
  vi.waitFor(
    async () => {
      const message = await lastMessageTo(address);
      if (message?.kind !== 'account-password-reset') throw new Error('no reset email yet');
      return message;
    },
    { timeout: 10_000, interval: 20 },
  );

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https://shop\\.example${path}\\?token=([A-Za-z0-9_.-]+)`).exec(text);
  return match?.[1];
};

/** The reset request and registration carry a solved challenge (tests/challenges.test.ts). */
const guarded = ['/api/auth/password-reset', '/api/auth/register'];
const post = async (url: string, payload: object, user?: TestUser) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: guarded.includes(url) ? await withChallenge(t.app, payload) : payload,
    headers: user ? { cookie: user.cookie } : {},
  });

describe('forgot your password', () => {
  it('answers the same for any address, and emails a link only to an account', async () => {
    const alice = await signedInUser(t.app);
    const known = await post('/api/auth/password-reset', { email: alice.email.toUpperCase() });
    const unknown = await post('/api/auth/password-reset', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_SENT });
    expect(unknown.json()).toEqual(known.json());
    const message = await resetMessageTo(alice.email);
    expect(await lastMessageTo('nobody@example.com')).toBeUndefined();
    expect(message).toMatchObject({ kind: 'account-password-reset', status: 'kept' });
    expect(linkIn(message.text, '/reset-password')).toBeDefined();
  });

  it('the link sets a new password once, and signs every session out', async () => {
    const alice = await signedInUser(t.app);
    await post('/api/auth/password-reset', { email: alice.email });
    const token = linkIn((await resetMessageTo(alice.email)).text, '/reset-password')!;

    const short = await post('/api/auth/password-reset/confirm', { token, password: 'short' });
    expect(short.statusCode).toBe(400);

    const res = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new password',
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, alice.id)),
    ).toEqual([]);
    await expect(signIn(t.app, alice.username, 'a brand new password')).resolves.toMatch(/^sid=/);

    const again = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'yet another password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This reset link has expired or has been used. Ask for a new one.',
    });
  });

  it('answers before any work is done for the address, so a known one takes no longer', async () => {
    const alice = await signedInUser(t.app);
    // The message writer is held: if the answer waited for it, the request would hang.
    let letGo: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const notify = t.app.notices.notify;
    t.app.notices.notify = async (...args) => {
      await held;
      return notify(...args);
    };
    try {
      // Nothing reads the database while the writer is held: on PGlite its transaction
      // holds the one connection until it is let go.
      const answer = await post('/api/auth/password-reset', { email: alice.email });
      expect(answer.statusCode).toBe(202);
    } finally {
      letGo();
      t.app.notices.notify = notify;
    }
    await resetMessageTo(alice.email);
  });

  it('a link dies once the account changes its address, and never confirms the new one', async () => {
    const mallory = await signedInUser(t.app);
    await post('/api/auth/password-reset', { email: mallory.email });
    const token = linkIn((await resetMessageTo(mallory.email)).text, '/reset-password')!;
    const victim = `victim-${Date.now()}@example.com`;
    const changed = t.app.inject({
      method: 'PUT',
      url: '/api/account/email',
      payload: { email: victim, password: mallory.password },
      headers: { cookie: mallory.cookie },
    });
    expect((await changed).statusCode).toBe(200);
    const used = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new password',
    });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({
      message: 'This reset link has expired or has been used. Ask for a new one.',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, mallory.id));
    expect(row).toMatchObject({ email: victim, emailConfirmedAt: null });
  });

  it('the link works only within the hour', async () => {
    const alice = await signedInUser(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, alice.id));
    const { passwordFingerprint } = await import('../src/server/modules/account/account-links');
    const anHourAgo = Date.now() - 60 * 60_000 - 1;
    const token = signAccountLink(
      t.app.config.sessionSecret,
      {
        purpose: 'password-reset',
        userId: alice.id,
        password: passwordFingerprint(row!.password),
        email: row!.email,
      },
      60 * 60_000,
      anHourAgo,
    );
    const res = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'late password',
    });
    expect(res.statusCode).toBe(400);
  });

  it('the link dies when the password changes another way, and a forged one is refused', async () => {
    const alice = await signedInUser(t.app);
    await post('/api/auth/password-reset', { email: alice.email });
    const token = linkIn((await resetMessageTo(alice.email)).text, '/reset-password')!;
    const changed = await post(
      '/api/account/password',
      { currentPassword: alice.password, newPassword: 'changed by the owner' },
      alice,
    );
    expect(changed.statusCode).toBe(200);
    const res = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'a thief password',
    });
    expect(res.statusCode).toBe(400);

    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    const refused = await post('/api/auth/password-reset/confirm', {
      token: forged,
      password: 'a thief password',
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('confirming the address', () => {
  it('registration sends a link; following it confirms the address, once', async () => {
    const username = `confirm_${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    const res = await post('/api/auth/register', { username, email, password: 'a fine password' });
    expect(res.statusCode).toBe(201);
    const message = await lastMessageTo(email);
    expect(message).toMatchObject({ kind: 'account-confirm-email' });
    const token = linkIn(message!.text, '/confirm-email')!;

    const confirmed = await post('/api/auth/confirm-email', { token });
    expect(confirmed.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
    expect(row!.emailConfirmedAt).toBeInstanceOf(Date);
    expect((await post('/api/auth/confirm-email', { token })).statusCode).toBe(400);
    expect((await post('/api/auth/confirm-email', { token: 'nonsense' })).statusCode).toBe(400);
  });
});

describe('changing the address', () => {
  it('needs the password, tells the old address and asks the new one to confirm', async () => {
    const alice = await signedInUser(t.app);
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/email',
        payload,
        headers: { cookie: alice.cookie },
      });
    expect((await put({ email: 'new@example.com', password: 'wrong' })).statusCode).toBe(403);
    const bob = await signedInUser(t.app);
    expect((await put({ email: bob.email, password: alice.password })).statusCode).toBe(409);

    const newEmail = `moved_${Date.now().toString(36)}@example.com`;
    const res = await put({ email: newEmail, password: alice.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: newEmail, emailConfirmed: false });
    expect(await lastMessageTo(alice.email)).toMatchObject({ kind: 'account-email-changed' });
    expect((await lastMessageTo(alice.email))!.text).toContain(newEmail);
    const confirmation = await lastMessageTo(newEmail);
    expect(confirmation).toMatchObject({ kind: 'account-confirm-email' });
    const token = linkIn(confirmation!.text, '/confirm-email')!;
    expect((await post('/api/auth/confirm-email', { token })).statusCode).toBe(200);
  });
});
