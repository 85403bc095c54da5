/**
 * Passwords: stored as argon2id hashes, never in a response or a log line,
 * not even at LOG_LEVEL=trace, in a validation message or a server fault.
 */
import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/modules/auth/password';
import { insertUser } from '../../src/server/modules/auth/repository';
import { withChallenge } from '../helpers/challenge';
import {
  UNKNOWN_ID,
  cashAdvanceBody,
  createLoggedApp,
  endpoints,
  fillParams,
  isSafeMethod,
} from './support';

const ADMIN_KEY = 'security-admin-key-0001';
// Distinctive, so a find anywhere is a leak and not a coincidence.
const PASSWORD = 'Pw-Zebra-Quartz-4417';
const ADMIN_PASSWORD = 'Pw-Admin-Walrus-9902';
const WRONG_PASSWORD = 'Pw-Wrong-Heron-5531';

let t: Awaited<ReturnType<typeof createLoggedApp>>;
/** Every answer the app gave in this file: status line, headers and body. */
const answers: string[] = [];

beforeAll(async () => {
  t = await createLoggedApp({ logLevel: 'trace', adminKey: ADMIN_KEY, authRateLimit: 10_000 });
});
afterAll(() => t.close());

async function call(
  method: 'POST' | 'GET',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  // Registration carries a solved challenge (tests/challenges.test.ts tries the rest).
  if (url.startsWith('/api/auth/register') && typeof payload === 'object' && payload !== null) {
    payload = await withChallenge(t.app, payload);
  }
  const res = await t.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...headers },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
  answers.push(`${res.statusCode} ${JSON.stringify(res.headers)} ${res.body}`);
  return res;
}

async function storedHash(username: string): Promise<string> {
  const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
  return row!.password;
}

describe('stored passwords', () => {
  it('are argon2id hashes (OWASP parameters) that verify, for customers and admins alike', async () => {
    expect(
      (
        await call('POST', '/api/auth/register', {
          username: 'hashed',
          email: 'h@example.com',
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call('POST', '/api/auth/create-admin', {
          username: 'hashedadmin',
          email: 'ha@example.com',
          password: ADMIN_PASSWORD,
          adminKey: ADMIN_KEY,
        })
      ).statusCode,
    ).toBe(201);
    for (const [username, password] of [
      ['hashed', PASSWORD],
      ['hashedadmin', ADMIN_PASSWORD],
    ] as const) {
      const hash = await storedHash(username);
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
      expect(hash).not.toContain(password);
      expect(await verify(hash, password)).toBe(true);
    }
  });

  it('are salted: one password, two different hashes', async () => {
    await call('POST', '/api/auth/register', {
      username: 'salt1',
      email: 's1@example.com',
      password: PASSWORD,
    });
    await call('POST', '/api/auth/register', {
      username: 'salt2',
      email: 's2@example.com',
      password: PASSWORD,
    });
    expect(await storedHash('salt1')).not.toBe(await storedHash('salt2'));
  });
});

describe('passwords in answers and logs', () => {
  const hashes = async () =>
    (await t.database.db.select({ password: users.password }).from(users)).map(
      (row) => row.password,
    );

  it('never appear in a response or a log line, through every account flow and bad request', async () => {
    const user = { username: 'leaky', email: 'leaky@example.com', password: PASSWORD };
    const admin = {
      username: 'leakyadmin',
      email: 'leakyadmin@example.com',
      password: ADMIN_PASSWORD,
      adminKey: ADMIN_KEY,
    };

    expect((await call('POST', '/api/auth/register', user)).statusCode).toBe(201);
    const signedIn = await call('POST', '/api/auth/login', {
      username: 'leaky',
      password: PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
    const cookie = `sid=${signedIn.cookies.find((c) => c.name === 'sid')!.value}`;
    expect((await call('GET', '/api/auth/user', undefined, { cookie })).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/auth/login', { username: 'leaky', password: WRONG_PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await call('POST', '/api/auth/login', {
          username: 'nobody-at-all',
          password: WRONG_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
    // The shop has its owner (made by the first test): refused, the password kept out all the same.
    expect((await call('POST', '/api/auth/create-admin', admin)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/api/auth/create-admin', {
          ...admin,
          username: 'other',
          adminKey: 'wrong-admin-key-000',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/auth/register', user)).statusCode).toBe(409);

    // Bad requests that carry a password: the answer names the problem, never the value.
    const bad: [string, unknown][] = [
      ['/api/auth/register', { ...user, username: 'fresh', email: 'not-an-email' }],
      [
        '/api/auth/register',
        {
          username: 'fresh',
          email: 'fresh@example.com',
          password: `${PASSWORD}${'x'.repeat(200)}`,
        },
      ],
      [
        '/api/auth/register',
        { username: 'fresh', email: 'fresh@example.com', password: [PASSWORD] },
      ],
      [
        '/api/auth/register',
        { username: 'fresh', email: 'fresh@example.com', password: { value: PASSWORD } },
      ],
      [
        '/api/auth/register',
        { username: PASSWORD.repeat(5), email: 'fresh@example.com', password: PASSWORD },
      ],
      ['/api/auth/register', `{"username":"fresh","password":"${PASSWORD}"`],
      ['/api/auth/login', { username: 'leaky', password: `${PASSWORD}${'x'.repeat(200)}` }],
      ['/api/auth/login', { username: ['leaky'], password: PASSWORD }],
      ['/api/auth/login', { password: PASSWORD }],
      ['/api/auth/login', `{"username":"leaky","password":"${PASSWORD}",}`],
      ['/api/auth/create-admin', { ...admin, username: 'ab' }],
      ['/api/auth/create-admin', { ...admin, password: 12345 }],
      [
        '/api/auth/create-admin',
        { ...admin, email: 'fresh-admin@example.com', username: 'freshadmin', adminKey: '' },
      ],
      ['/api/auth/create-admin', `{"password":"${ADMIN_PASSWORD}"`],
    ];
    for (const [url, payload] of bad) {
      const res = await call('POST', url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
      expect(Object.keys(res.json<object>())).toEqual(['message']);
    }

    // Credentials sent in a header, by mistake, are not logged either.
    const basic = `Basic ${Buffer.from(`leaky:${PASSWORD}`).toString('base64')}`;
    await call('GET', '/api/auth/user', undefined, { authorization: basic });

    expect(t.lines.length).toBeGreaterThan(20);
    // Trace level really logs the requests: the check below looks at real lines.
    expect(t.lines.some((line) => line.includes('/api/auth/login'))).toBe(true);
    // The admin key is a shared secret of the same kind: it stays out too.
    const secrets = [
      PASSWORD,
      ADMIN_PASSWORD,
      WRONG_PASSWORD,
      ADMIN_KEY,
      'wrong-admin-key-000',
      basic.slice(6),
      ...(await hashes()),
    ];
    for (const secret of secrets) {
      for (const answer of answers) expect(answer, 'a response').not.toContain(secret);
      for (const line of t.lines) expect(line, 'a log line').not.toContain(secret);
    }
  });

  it('never appear in any GET answer, even to an admin', async () => {
    const fields = {
      username: 'readeradmin',
      email: 'reader@example.com',
      password: ADMIN_PASSWORD,
    };
    // An owner invited by the first: the admin key makes only a shop's first owner.
    await insertUser(t.database.db, {
      ...fields,
      passwordHash: await hashPassword(ADMIN_PASSWORD),
      role: 'admin',
    });
    const admin = await call('POST', '/api/auth/login', {
      username: fields.username,
      password: ADMIN_PASSWORD,
    });
    const cookie = `sid=${admin.cookies.find((c) => c.name === 'sid')!.value}`;
    const secrets = [PASSWORD, ADMIN_PASSWORD, ...(await hashes())];
    for (const { method, url } of endpoints(t.app).filter((e) => isSafeMethod(e.method))) {
      const res = await t.app.inject({
        method,
        url: fillParams(url, UNKNOWN_ID),
        headers: { cookie },
      });
      expect(res.body, `${method} ${url}`).not.toContain('$argon2');
      for (const secret of secrets) expect(res.body, `${method} ${url}`).not.toContain(secret);
    }
  });

  it('never appear in the log when two registrations race for one name (409, not a fault)', async () => {
    const before = t.lines.length;
    const racers = await Promise.all(
      [1, 2, 3].map((n) =>
        call('POST', '/api/auth/register', {
          username: 'racer',
          email: `racer${n}@example.com`,
          password: PASSWORD,
        }),
      ),
    );
    expect(racers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    for (const line of t.lines.slice(before)) {
      expect(line).not.toContain(PASSWORD);
      expect(line).not.toContain('$argon2');
    }
  });

  it('never appear in the log of a server fault during registration', async () => {
    // A constraint the app does not know makes the insert itself fail (a 500 after hashing).
    await t.database.db.execute(
      sql`alter table users add constraint no_boom check (username <> 'boom')`,
    );
    try {
      const before = t.lines.length;
      const res = await call('POST', '/api/auth/register', {
        username: 'boom',
        email: 'boom@example.com',
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
      });
      const logged = t.lines.slice(before);
      expect(logged.some((line) => line.includes('"level":50'))).toBe(true);
      for (const line of logged) {
        expect(line).not.toContain(PASSWORD);
        expect(line).not.toContain('$argon2');
      }
    } finally {
      await t.database.db.execute(sql`alter table users drop constraint no_boom`);
    }
  });

  it("keep a customer's details out of the log of a failed write too", async () => {
    // Drizzle attaches the failed query's values to its error; the logger redacts them.
    const phone = '07700 900999';
    await t.database.db.execute(
      sql.raw(
        `alter table cash_advances add constraint no_boom check (customer_phone <> '${phone}')`,
      ),
    );
    try {
      const before = t.lines.length;
      const res = await call(
        'POST',
        '/api/cash-advances',
        await withChallenge(t.app, { ...cashAdvanceBody, customerPhone: phone }),
      );
      expect(res.statusCode).toBe(500);
      const logged = t.lines.slice(before);
      expect(logged.some((line) => line.includes('"level":50'))).toBe(true);
      for (const line of logged) {
        expect(line).not.toContain(phone);
        expect(line).not.toContain(cashAdvanceBody.customerEmail);
      }
    } finally {
      await t.database.db.execute(sql`alter table cash_advances drop constraint no_boom`);
    }
  });
});
