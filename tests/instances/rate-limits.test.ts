/**
 * Rate limits count across instances through Redis: with AUTH_RATE_LIMIT=3,
 * sign-in attempts spread over two instances are refused after 3 in total,
 * on either of them.
 */
import { expect, it } from 'vitest';
import { useCluster } from './harness/cluster';
import { LEVEL, type Instance } from './harness/instance';

const shop = useCluster({ instances: 2, env: { AUTH_RATE_LIMIT: '3' } });

const attempt = (instance: Instance) =>
  instance.post('/api/auth/login', { username: 'sam', password: 'a wrong guess' });

it('sign-in attempts spread over two instances are refused after 3 in total', async () => {
  const [a, b] = shop.instances as [Instance, Instance];
  const statuses: number[] = [];
  for (const instance of [a, b, a, b, a]) statuses.push((await attempt(instance)).status);
  // Counted per instance, b would still have allowed the fourth attempt (its second).
  expect(statuses).toEqual([401, 401, 401, 429, 429]);

  const refused = await attempt(b);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many attempts/);

  for (const instance of [a, b]) {
    expect(instance.logged('Redis unreachable', LEVEL.warn), instance.output()).toEqual([]);
  }
});
