/**
 * Three instances started at the same moment on an empty database all become
 * ready, and the demo data goes in once: migrations and seeding run under
 * PostgreSQL's advisory lock (src/server/db/startup-lock.ts).
 */
import { afterAll, expect, it } from 'vitest';
import { demoAdmin, demoCustomer } from '@shared/demo-accounts';
import { demoProducts, secondCustomer } from '../../src/server/db/seed/demo-data';
import { startCluster, type Cluster } from './harness/cluster';

let cluster: Cluster | undefined;
afterAll(() => cluster?.close());

it('three instances on one empty database all start, and the demo data is seeded once', async () => {
  cluster = await startCluster({ instances: 3, waitUntilReady: false });
  await cluster.ready();
  const { instances } = cluster;

  for (const instance of instances) {
    expect(instance.logged('Start failed'), instance.output()).toEqual([]);
    expect(instance.logged('Demo shop ready on'), instance.output()).toHaveLength(1);
  }
  const seeders = instances.filter((instance) => instance.logged('Demo data added').length > 0);
  expect(seeders.map((instance) => instance.name)).toHaveLength(1);

  const users = await cluster.query<{ username: string; count: number }>(
    'select username, count(*)::int as count from users where username = any($1) group by username order by username',
    [[demoAdmin.username, demoCustomer.username, secondCustomer.username]],
  );
  expect(users).toEqual(
    [demoAdmin.username, demoCustomer.username, secondCustomer.username]
      .sort()
      .map((username) => ({ username, count: 1 })),
  );
  // The demo products, each once (forfeited demo loans add a few more of their own).
  const titles = demoProducts.map((product) => product.title);
  const products = await cluster.query<{ title: string; count: number }>(
    'select title, count(*)::int as count from products where title = any($1) group by title',
    [titles],
  );
  expect(products.sort((x, y) => x.title.localeCompare(y.title))).toEqual(
    [...titles].sort((x, y) => x.localeCompare(y)).map((title) => ({ title, count: 1 })),
  );

  // Every one of them serves the same shop.
  for (const instance of instances) {
    const res = await instance.fetch('/api/products?pageSize=100');
    expect(res.status).toBe(200);
  }
});
