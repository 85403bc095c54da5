/**
 * Sessions: the cookie's flags, a new id at every sign-in, the old id dead
 * after sign-out, an expired session refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema';
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from '../../src/server/plugins/session';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInUser, type TestUser } from '../helpers/users';
import { endpoints, isSafeMethod } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: 10_000 } });
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const login = (user: TestUser, headers: Headers = {}, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: user.username, password: user.password },
    headers,
  });
const logout = (cookie: string, headers: Headers = {}, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...headers } });
const currentUser = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const sessionCookie = (res: { cookies: { name: string }[] }) =>
  res.cookies.find((c) => c.name === SESSION_COOKIE) as
    | {
        name: string;
        value: string;
        httpOnly?: boolean;
        sameSite?: string;
        secure?: boolean;
        path?: string;
        maxAge?: number;
      }
    | undefined;
const cookieHeader = (res: Parameters<typeof sessionCookie>[0]) =>
  `${SESSION_COOKIE}=${sessionCookie(res)!.value}`;

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, 30 days, and not Secure over plain HTTP', async () => {
    const res = await login(await signedInUser(t.app));
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(SESSION_LIFETIME_MS / 1000);
    // 256 random bits.
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is Secure behind an HTTPS proxy (TRUST_PROXY), also when cleared at sign-out', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      const res = await login(await signedInUser(proxied.app), https, proxied.app);
      expect(sessionCookie(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      const out = await logout(cookieHeader(res), https, proxied.app);
      expect(sessionCookie(out)).toMatchObject({
        value: '',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
    } finally {
      await proxied.close();
    }
  });

  it('believes X-Forwarded-Proto only with TRUST_PROXY', async () => {
    const res = await login(await signedInUser(t.app), { 'x-forwarded-proto': 'https' });
    expect(sessionCookie(res)?.secure).toBeFalsy();
  });

  it('is cleared at sign-out with the same flags', async () => {
    const user = await signedInUser(t.app);
    const out = await logout(user.cookie);
    expect(sessionCookie(out)).toMatchObject({
      value: '',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
  });

  it('is never set by a failed sign-in or by any GET', async () => {
    const user = await signedInUser(t.app);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'wrong' },
    });
    expect(failed.statusCode).toBe(401);
    expect(failed.headers['set-cookie']).toBeUndefined();
    for (const { method, url } of endpoints(t.app).filter((e) => isSafeMethod(e.method))) {
      const res = await t.app.inject({
        method,
        url: url.replace(/:\w+|\*$/g, 'x'),
        headers: { cookie: user.cookie },
      });
      expect(res.headers['set-cookie'], `${method} ${url}`).toBeUndefined();
    }
  });
});

describe('sign-in', () => {
  it('gives a new session id every time, and the id the browser came with dies', async () => {
    const user = await signedInUser(t.app);
    const again = await login(user, { cookie: user.cookie });
    const fresh = cookieHeader(again);
    expect(fresh).not.toBe(user.cookie);
    expect((await currentUser(user.cookie)).statusCode).toBe(401);
    expect((await currentUser(fresh)).statusCode).toBe(200);
  });

  it('never turns an id chosen by someone else into a session (fixation)', async () => {
    const user = await signedInUser(t.app);
    const planted = `${SESSION_COOKIE}=${'p'.repeat(43)}`;
    const res = await login(user, { cookie: planted });
    expect(cookieHeader(res)).not.toBe(planted);
    expect((await currentUser(planted)).statusCode).toBe(401);
  });

  it('stores only a hash of the session id', async () => {
    const user = await signedInUser(t.app);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(user.cookie).not.toContain(rows[0]!.id);
    // The stored value does not work as a cookie.
    const stolen = rows[0]!.id.slice(0, 43);
    expect((await currentUser(`${SESSION_COOKIE}=${stolen}`)).statusCode).toBe(401);
  });
});

describe('sign-out', () => {
  it('kills the old id on every route, and deletes its row', async () => {
    const user = await signedInUser(t.app);
    expect((await logout(user.cookie)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id)),
    ).toHaveLength(0);
    for (const url of ['/api/auth/user', '/api/cash-advances', '/api/repairs', '/api/dashboard']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('ends only the session it was sent with', async () => {
    const user = await signedInUser(t.app);
    const other = cookieHeader(await login(user));
    await logout(user.cookie);
    expect((await currentUser(other)).statusCode).toBe(200);
  });
});

describe('an expired or unknown session', () => {
  it('is refused', async () => {
    const user = await signedInUser(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await currentUser(user.cookie)).statusCode).toBe(401);
    const admin = await signedInUser(t.app, 'admin');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, admin.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a well-formed id nobody was given', `${SESSION_COOKIE}=${'a'.repeat(43)}`],
    ['a malformed id', `${SESSION_COOKIE}=../../etc/passwd`],
    ['an empty id', `${SESSION_COOKIE}=`],
    ['a SQL fragment', `${SESSION_COOKIE}=' or '1'='1`],
    ['an over-long id', `${SESSION_COOKIE}=${'a'.repeat(5000)}`],
  ])('is refused: %s', async (_name, cookie) => {
    const res = await currentUser(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in to continue.' });
  });
});
