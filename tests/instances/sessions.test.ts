/**
 * Sessions live in PostgreSQL: one made on instance A is accepted on B, and
 * signing out on B ends it on A too.
 */
import { expect, it } from 'vitest';
import { demoCustomer } from '@shared/demo-accounts';
import { useCluster } from './harness/cluster';
import type { Instance } from './harness/instance';

const shop = useCluster({ instances: 2 });

it('a session made on A is accepted on B, and ended everywhere by signing out on B', async () => {
  const [a, b] = shop.instances as [Instance, Instance];
  const signIn = await a.post('/api/auth/login', {
    username: demoCustomer.username,
    password: demoCustomer.password,
  });
  expect(signIn.status).toBe(200);
  const sid = signIn.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  expect(sid).toBeDefined();
  const cookie = { cookie: sid!.split(';')[0]! };

  const onB = await b.fetch('/api/auth/user', { headers: cookie });
  expect(onB.status).toBe(200);
  expect(((await onB.json()) as { username: string }).username).toBe(demoCustomer.username);

  expect((await b.post('/api/auth/logout', {}, cookie)).status).toBe(200);
  expect((await a.fetch('/api/auth/user', { headers: cookie })).status).toBe(401);
});
