/**
 * The row where two instances share the load: a second `node dist/server/main.js`
 * on the same PostgreSQL database, and autocannon's connections dealt out to
 * the two in turn, as a load balancer does with keep-alive connections. The
 * embedded database belongs to one process, so the row needs PostgreSQL.
 */
import { measure, type LoadRow, type LoadSettings } from './load';
import { freePort, startAndWait, stop } from './processes';

export const TWO_INSTANCES_ROUTE = 'GET /api/products (first page), 2 instances in turn';

export async function measureTwoInstances(options: {
  /** The running instance's address and environment; the second gets the same but PORT. */
  firstBase: string;
  appEnv: NodeJS.ProcessEnv;
  ports: number[];
  settings: LoadSettings;
}): Promise<LoadRow> {
  const port = await freePort(options.ports);
  const secondBase = `http://127.0.0.1:${port}`;
  const second = await startAndWait(
    ['dist/server/main.js'],
    { ...options.appEnv, PORT: String(port) },
    `${secondBase}/api/ready`,
  );
  try {
    return await measure(
      {
        route: TWO_INSTANCES_ROUTE,
        url: [`${options.firstBase}/api/products`, `${secondBase}/api/products`],
      },
      options.settings,
    );
  } finally {
    await stop(second.child);
  }
}
