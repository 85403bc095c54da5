import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/server/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, signIn } from './helpers/users';

const ADMIN_KEY = 'test-admin-key-123456';
let t: TestApp;
beforeAll(async () => {
  // Volume tests here sign in many times: the limit is raised, and tested on its own below.
  t = await createTestApp({ config: { adminKey: ADMIN_KEY, authRateLimit: 1000 } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function storedUser(username: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
  return row;
}

describe('POST /api/auth/register', () => {
  it('creates a customer, ignores role and answers without the password', async () => {
    const res = await post('/api/auth/register', {
      username: 'alice',
      email: 'alice@example.com',
      password: 'pw',
      role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({ username: 'alice', email: 'alice@example.com', role: 'user' });
    expect(body).not.toHaveProperty('password');
    expect(res.body).not.toContain('argon2');
    const row = await storedUser('alice');
    expect(row?.role).toBe('user');
    expect(row?.password).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken username or email, whatever the case', async () => {
    await post('/api/auth/register', { username: 'bob', email: 'bob@example.com', password: 'pw' });
    const sameName = await post('/api/auth/register', { username: 'BOB', email: 'other@example.com', password: 'pw' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ message: 'Username already exists' });
    const sameEmail = await post('/api/auth/register', { username: 'bobby', email: 'Bob@Example.com', password: 'pw' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ message: 'Email already exists' });
  });

  it.each([
    [{ email: 'c@example.com', password: 'pw' }, 'Username is required'],
    [{ username: '  ', email: 'c@example.com', password: 'pw' }, 'Username is required'],
    [{ username: 'carol', email: 'not-an-email', password: 'pw' }, 'Valid email is required'],
    [{ username: 'carol', password: 'pw' }, 'Valid email is required'],
    [{ username: 'carol', email: 'c@example.com', password: '' }, 'Password is required'],
    [{ username: 'x'.repeat(51), email: 'c@example.com', password: 'pw' }, 'Username must be at most 50 characters'],
  ])('answers 400 naming the problem: %o', async (payload, message) => {
    const before = (await t.database.db.select().from(users)).length;
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });
});

describe('sign-in, current user and sign-out', () => {
  it('signs in with a new HttpOnly, SameSite=Lax session cookie and answers the user', async () => {
    const user = await signedInUser(t.app);
    const res = await post('/api/auth/login', { username: user.username, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, username: user.username, email: user.email, role: 'user' });
    expect(res.json()).toHaveProperty('createdAt');
    expect(res.json()).not.toHaveProperty('password');
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A new id at every sign-in.
    expect(`sid=${cookie?.value}`).not.toBe(user.cookie);
  });

  it('stores only a hash of the session id', async () => {
    const user = await signedInUser(t.app);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(user.cookie).not.toContain(rows[0]!.id);
  });

  it('answers the same 401 for a wrong username and a wrong password', async () => {
    const user = await signedInUser(t.app);
    const wrongPassword = await post('/api/auth/login', { username: user.username, password: 'nope' });
    const wrongUser = await post('/api/auth/login', { username: 'nobody-here', password: 'nope' });
    for (const res of [wrongPassword, wrongUser]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid username or password' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('requires both fields', async () => {
    expect((await post('/api/auth/login', { password: 'x' })).json()).toEqual({ message: 'Username is required' });
    expect((await post('/api/auth/login', { username: 'x' })).json()).toEqual({ message: 'Password is required' });
  });

  it('answers the current user when signed in and 401 when not', async () => {
    const user = await signedInUser(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, username: user.username, role: 'user' });
    expect(me.body).not.toContain('argon2');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('message');
    const forged = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `sid=${'a'.repeat(43)}` } });
    expect(forged.statusCode).toBe(401);
  });

  it('ends the session at sign-out: the old cookie no longer works', async () => {
    const user = await signedInUser(t.app);
    const res = await post('/api/auth/logout', {}, { cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } });
    expect(after.statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('refuses an expired session', async () => {
    const user = await signedInUser(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(401);
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      await signedInUser(proxied.app);
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: 'nobody', password: 'x' },
      });
      expect(res.statusCode).toBe(401);
      const user = await signedInUser(proxied.app);
      const ok = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: user.username, password: user.password },
      });
      expect(ok.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
      expect(ok.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await proxied.close();
    }
  });
});

describe('POST /api/auth/create-admin', () => {
  const valid = { username: 'manager', email: 'manager@example.com', password: 'secret1', adminKey: ADMIN_KEY };

  it.each([
    [{ ...valid, username: 'ab', email: 'no-at-sign' }, 'Username must be at least 3 characters'],
    [{ ...valid, email: 'no-at-sign', password: '123' }, 'Valid email is required'],
    [{ ...valid, password: '12345', adminKey: '' }, 'Password must be at least 6 characters'],
    [{ ...valid, adminKey: '' }, 'Admin key is required'],
  ])('checks the rules in the spec order: %o', async (payload, message) => {
    const res = await post('/api/auth/create-admin', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses a wrong key with 403 and creates nothing', async () => {
    const res = await post('/api/auth/create-admin', { ...valid, adminKey: 'wrong-key-000000' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Invalid admin key' });
    expect(await storedUser('manager')).toBeUndefined();
  });

  it('creates an admin with the right key', async () => {
    const res = await post('/api/auth/create-admin', valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'manager', role: 'admin' });
    expect(res.json()).not.toHaveProperty('password');
    expect((await storedUser('manager'))?.role).toBe('admin');
    const again = await post('/api/auth/create-admin', valid);
    expect(again.statusCode).toBe(409);
  });

  it('is disabled when no key is configured', async () => {
    const keyless = await createTestApp({ config: { adminKey: undefined } });
    try {
      const res = await keyless.app.inject({ method: 'POST', url: '/api/auth/create-admin', payload: valid });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Admin signup is disabled' });
    } finally {
      await keyless.close();
    }
  });
});

describe('brute force and cross-site requests', () => {
  it('answers the 11th sign-in attempt in a minute with 429 and Retry-After', async () => {
    const limited = await createTestApp();
    try {
      const attempt = () =>
        limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x', password: 'y' } });
      for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(401);
      const eleventh = await attempt();
      expect(eleventh.statusCode).toBe(429);
      expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
      expect(eleventh.json<{ message: string }>().message).toMatch(/^Too many attempts/);
    } finally {
      await limited.close();
    }
  });

  it('refuses a state-changing request from another site', async () => {
    const user = await signedInUser(t.app);
    const res = await post('/api/auth/logout', {}, { cookie: user.cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused.' });
    const still = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } });
    expect(still.statusCode).toBe(200);
    const sameSite = await post('/api/auth/logout', {}, { cookie: user.cookie, origin: 'http://localhost:80' });
    expect(sameSite.statusCode).toBe(200);
  });
});

describe('the /api/admin guard', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    // A route added later, without any check of its own, is still guarded.
    guarded = await createTestApp({
      configure: (app) => {
        app.get('/api/admin/probe', async () => ({ secret: 'admin only' }));
      },
    });
  });
  afterAll(() => guarded.close());

  it('answers every admin route 401 signed out and 403 for a customer, and lets an admin in', async () => {
    const customer = await signedInUser(guarded.app);
    const admin = await signedInUser(guarded.app, 'admin');
    const adminRoutes = guarded.app.routeTable.filter((route) => route.url.startsWith('/api/admin'));
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
        const anonymous = await guarded.app.inject({ method, url });
        expect(anonymous.statusCode, `${method} ${url} signed out`).toBe(401);
        const asCustomer = await guarded.app.inject({ method, url, headers: { cookie: customer.cookie } });
        expect(asCustomer.statusCode, `${method} ${url} as customer`).toBe(403);
        expect(asCustomer.json()).toEqual({ message: 'You need admin privileges to access this page.' });
      }
    }
    const asAdmin = await guarded.app.inject({ method: 'GET', url: '/api/admin/probe', headers: { cookie: admin.cookie } });
    expect(asAdmin.json()).toEqual({ secret: 'admin only' });
  });
});

describe('signIn helper', () => {
  it('fails loudly on bad credentials', async () => {
    await expect(signIn(t.app, 'nobody', 'x')).rejects.toThrow('sign-in failed: 401');
  });
});
