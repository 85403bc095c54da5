/**
 * Registration that protects people (PRODUCT.md "Customers' dashboard and
 * accounts"): no customer can pass for the staff's "admin" or for another
 * customer with a name that looks the same, and passwords are at least 8
 * characters and not among the most common ones. Admin signup follows the
 * same rules.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../src/shared/auth/account-rules';
import { users } from '../src/server/db/schema';
import { hashPassword } from '../src/server/modules/auth/password';
import { insertUser } from '../src/server/modules/auth/repository';
import { createTestApp, type TestApp } from './helpers/test-app';
import { withChallenge } from './helpers/challenge';

const ADMIN_KEY = 'registration-rules-admin-key';
const PASSWORD = 'tawny-kettle-42';

let t: TestApp;
let accounts = 0;

beforeAll(async () => {
  t = await createTestApp({ config: { adminKey: ADMIN_KEY, authRateLimit: 10_000 } });
  // A staff account named as the demo's (a member of staff, not an owner: the admin key
  // makes only a shop's first owner, so its sign-up below needs a shop without one).
  await insertUser(t.database.db, {
    username: 'admin',
    email: 'staff@example.com',
    passwordHash: await hashPassword(PASSWORD),
    role: 'admin',
    staffRole: 'staff',
  });
});
afterAll(() => t.close());

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

/** A registration with a fresh email, so only the name or the password can be the problem. */
async function register(username: string, password = PASSWORD) {
  accounts += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: await withChallenge(t.app, {
      username,
      email: `person${accounts}@example.com`,
      password,
    }),
  });
}

async function expectRefused(username: string, status: number, message: string, password?: string) {
  const before = await userCount();
  const res = await register(username, password);
  expect(res.statusCode, `${JSON.stringify(username)}: ${res.body}`).toBe(status);
  expect(res.json()).toEqual({ message });
  expect(await userCount(), 'nothing stored').toBe(before);
}

describe('a customer cannot pass for the staff’s "admin"', () => {
  it.each([
    ['a zero-width space', 'ad\u200Bmin'],
    ['a Cyrillic "а"', '\u0430dmin'],
    ['a right-to-left override', '\u202Enimda'],
    ['a space inside', 'ad min'],
    ['a combining accent', 'admi\u0301n'],
  ])('refuses %s with the characters message', async (_, username) => {
    await expectRefused(username, 400, accountMessages.usernameCharacters);
  });

  it.each([
    ['fullwidth letters (NFKC makes them "admin")', 'ａｄｍｉｎ'],
    ['another letter case', 'Admin'],
    ['capitals', 'ADMIN'],
    ['a capital I', 'admIn'],
  ])('refuses %s as taken', async (_, username) => {
    await expectRefused(username, 409, accountMessages.usernameTaken);
  });

  it.each([
    ['"rn" for "m"', 'adrnin'],
    ['"rn" for "m", in capitals', 'ADRNIN'],
    ['a one for the i', 'adm1n'],
    ['a small L for the capital I', 'ADMlN'],
  ])('refuses %s as a look-alike', async (_, username) => {
    await expectRefused(username, 409, accountMessages.usernameLookalike);
  });

  it('keeps names that only suggest the shop’s staff for the shop, even when none exists', async () => {
    for (const username of [
      'support',
      'Staff',
      'ADMINISTRATOR',
      'r00t',
      'm0derator',
      'ｓｙｓｔｅｍ',
    ]) {
      await expectRefused(username, 409, accountMessages.usernameReserved);
    }
  });
});

describe('look-alikes of existing customers', () => {
  it.each([
    ['mary.jones', 'rnary.jones'],
    ['Robert_K', 'r0bert_k'],
    ['lan-smith', 'Ian-Smith'],
    ['Ian.Brown', 'lan.brown'],
    ['olly99', '0LLY99'],
  ])('refuses "%s" once "%s" exists, and the other way round', async (existing, lookalike) => {
    expect((await register(existing)).statusCode).toBe(201);
    await expectRefused(lookalike, 409, accountMessages.usernameLookalike);
  });

  it('accepts names that merely resemble one: "roberta" beside "robert", "sam.jonas" beside "sam.jones"', async () => {
    for (const username of ['robert', 'roberta', 'sam.jones', 'sam.jonas']) {
      expect((await register(username)).statusCode, username).toBe(201);
    }
  });

  it('lets only one of two look-alikes registered at the same moment through', async () => {
    const [first, second] = await Promise.all([register('Ivy_Stone'), register('lvy_stone')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toEqual({ message: accountMessages.usernameLookalike });
  });
});

describe('the stored name', () => {
  it('is the NFKC form, and signing in takes either spelling', async () => {
    const res = await register('ｓａｍ＿ｊｏｎｅｓ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'sam_jones' });
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'sam_jones'));
    expect(row).toBeDefined();
    for (const username of ['sam_jones', 'ｓａｍ＿ｊｏｎｅｓ', 'SAM_JONES']) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: PASSWORD },
      });
      expect(login.statusCode, username).toBe(200);
    }
  });
});

describe('passwords', () => {
  it.each([
    ['a', accountMessages.passwordTooShort, 400],
    ['seven77', accountMessages.passwordTooShort, 400],
    ['password123', accountMessages.passwordCommon, 400],
    ['Password123', accountMessages.passwordCommon, 400],
    ['qwertyuiop', accountMessages.passwordCommon, 400],
    ['iloveyou1', accountMessages.passwordCommon, 400],
  ])('refuses %o', async (password, message, status) => {
    await expectRefused(`pw_${accounts + 1}`, status, message, password);
  });

  it('counts characters as a person does: four emoji are 4, not 8', async () => {
    await expectRefused('emoji_pw', 400, accountMessages.passwordTooShort, '🔑🔑🔑🔑');
  });

  it('accepts a good one, which then signs in', async () => {
    const res = await register('kettle.owner', 'tawny-kettle-42');
    expect(res.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'kettle.owner', password: 'tawny-kettle-42' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('reports a taken name before a common password (the form’s order)', async () => {
    await expectRefused('Admin', 409, accountMessages.usernameTaken, 'password123');
  });
});

describe('admin signup follows the same rules', () => {
  const signup = (fields: Partial<Record<'username' | 'password', string>>) => {
    accounts += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/create-admin',
      payload: {
        username: `staff_member_${accounts}`,
        email: `staff${accounts}@example.com`,
        password: PASSWORD,
        adminKey: ADMIN_KEY,
        ...fields,
      },
    });
  };

  it.each([
    [{ username: '\u0430dmin' }, 400, accountMessages.usernameCharacters],
    [{ username: 'ad\u200Bmin' }, 400, accountMessages.usernameCharacters],
    [{ username: 'ａｄｍｉｎ' }, 409, accountMessages.usernameTaken],
    [{ username: 'adrnin' }, 409, accountMessages.usernameLookalike],
    [{ password: 'short1' }, 400, accountMessages.passwordTooShort],
    [{ password: 'password123' }, 400, accountMessages.passwordCommon],
  ])('refuses %o', async (fields, status, message) => {
    const before = await userCount();
    const res = await signup(fields);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(await userCount()).toBe(before);
  });

  it('may take a name kept for the shop: staff are the shop', async () => {
    const res = await signup({ username: 'support' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ username: 'support', role: 'admin' });
  });
});
