/**
 * Shared by the security suite: the app's routes as method + URL pairs, the
 * admin-only test, a snapshot of every table, sample request bodies and an
 * app whose log lines are captured.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { addDays, nextBookableDate, todayInLondon } from '@shared/repairs/dates';
import { repairTimeSlots } from '@shared/repairs/values';
import { buildApp } from '../../src/server/app';
import { testConfig, type AppConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { requireAdmin } from '../../src/server/plugins/auth-guards';
import { createTestDatabase } from '../helpers/test-database';
import type { TestApp } from '../helpers/test-app';

/** A well-formed id that names nothing. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export const SIGNED_OUT = { message: 'Please sign in to continue.' };

export type Endpoint = { method: HTTPMethods; url: string; route: RouteOptions };

/**
 * Every route with each of its methods. HEAD twins of GET routes are left
 * out (Fastify answers them through the same handler), and so is the web
 * app's catch-all (it only serves files).
 */
export function endpoints(app: FastifyInstance): Endpoint[] {
  return app.routeTable
    .filter((route) => route.url !== '/*')
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, url: route.url, route })),
    );
}

const hooksOf = (hook: unknown): unknown[] => (hook === undefined ? [] : [hook].flat());

/** Under /api/admin, or guarded by requireAdmin on its own (product writes, uploads). */
export function isAdminOnly(route: RouteOptions): boolean {
  if (route.url === '/api/admin' || route.url.startsWith('/api/admin/')) return true;
  return [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)].includes(requireAdmin);
}

export const isSafeMethod = (method: string) => method === 'GET' || method === 'HEAD';

/** The route's URL with every parameter (":id", "*") filled with the value. */
export function fillParams(url: string, value: string): string {
  return url.replace(/:\w+/g, value).replace(/\*$/, value);
}

/** Every table of the app's schema with its row count and a digest of its contents. */
export async function snapshotTables(database: Database): Promise<Record<string, string>> {
  const tables = await database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const table = sql.identifier(name);
    const result = await database.db.execute<{ n: number; digest: string | null }>(
      sql`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${table} t`,
    );
    const row = result.rows[0];
    snapshot[name] = `${row?.n ?? 0} rows, ${row?.digest ?? 'empty'}`;
  }
  return snapshot;
}

/** A cash advance request the form would send. */
export const cashAdvanceBody = {
  customerName: 'Priya Shah',
  customerPhone: '07700 900123',
  customerEmail: 'priya@example.com',
  itemDescription: '18ct gold bracelet, 22 g',
  itemCategory: 'gold',
  collateralType: 'gold',
  loanAmount: '800.00',
};

/**
 * A repair booking the form would send, on a day that is always bookable, from
 * a guest of its own (a phone number per `slot`), so the limit of open bookings
 * per number does not come into it.
 */
export function repairBody(slot = 0) {
  return {
    deviceType: 'laptop',
    brandModel: 'Dell XPS 13',
    problemDescription: 'Cracked screen after a fall',
    preferredDate: nextBookableDate(new Date(), 1, addDays(todayInLondon(), 1))!,
    preferredTime: repairTimeSlots[slot % repairTimeSlots.length],
    customerName: 'Sam Patel',
    customerPhone: `07700 9${String(slot).padStart(5, '0')}`,
  };
}

/** The app at the given log level, every log line kept in `lines`. */
export async function createLoggedApp(
  config: Partial<AppConfig> = {},
): Promise<TestApp & { lines: string[] }> {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(config), database, logStream });
  await app.ready();
  return {
    app,
    database,
    lines,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
