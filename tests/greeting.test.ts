/**
 * Pages greet a signed-in customer by their first name (issue 31): the name
 * they last gave on their own request or booking, never a username when a
 * name is known; null when none is (the page then uses the username).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBody } from './helpers/pawn-book';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser } from './helpers/users';
import { withChallenge } from './helpers/challenge';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { formRateLimit: 10_000 } });
});
afterAll(() => t.close());

const currentUser = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json<{
    username: string;
    firstName: string | null;
  }>();

const request = async (cookie: string, customerName: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cash-advances',
    payload: await withChallenge(t.app, { ...requestBody, customerName }),
    headers: { cookie },
  });
  expect(res.statusCode).toBe(201);
};

describe('the signed-in user’s first name', () => {
  it('is null until they give one, then the first name they last gave', async () => {
    const customer = await signedInUser(t.app);
    expect(await currentUser(customer.cookie)).toMatchObject({ firstName: null });
    await request(customer.cookie, 'Samira Okafor');
    expect(await currentUser(customer.cookie)).toMatchObject({ firstName: 'Samira' });
    await request(customer.cookie, 'Sam Okafor');
    expect(await currentUser(customer.cookie)).toMatchObject({ firstName: 'Sam' });
  });

  it('is never anyone else’s, and never words that are not a name', async () => {
    const alice = await signedInUser(t.app);
    const bob = await signedInUser(t.app);
    await request(alice.cookie, 'Alice Armitage');
    await request(bob.cookie, '<b>hi</b> there');
    expect(await currentUser(bob.cookie)).toMatchObject({ firstName: null });
    expect(await currentUser(alice.cookie)).toMatchObject({ firstName: 'Alice' });
  });

  it('comes with the sign-in answer', async () => {
    const customer = await signedInUser(t.app);
    await request(customer.cookie, 'Priya Shah');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: customer.username, password: customer.password },
    });
    expect(res.json()).toMatchObject({ username: customer.username, firstName: 'Priya' });
  });
});
