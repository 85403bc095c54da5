/**
 * Who may use which route: a table of every route the app answers (each one
 * /api/docs describes, and the few it hides) × each of its methods, HEAD
 * included × { owner, staff, customer, signed out }, generated from the app's
 * own route table, its guards and the one owner-only list
 * (src/server/plugins/owner-only-routes.ts), so a new route or method cannot
 * be forgotten. HEAD must get exactly what GET gets: Fastify answers it
 * through a twin route that runs the GET's handler.
 */
import Fastify, { type HTTPMethods, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ONLY_MESSAGE } from '@shared/staff/schemas';
import { staffOnly } from '../src/server/plugins/api-docs';
import { ADMIN_ONLY_MESSAGE, requireUser } from '../src/server/plugins/auth-guards';
import { ownerGuardPlugin } from '../src/server/plugins/owner-guard';
import { ownerOnlyKey, ownerOnlyRoutes } from '../src/server/plugins/owner-only-routes';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser } from './helpers/users';
import {
  SIGNED_OUT,
  UNKNOWN_ID,
  endpoints,
  fillParams,
  isAdminOnly,
  isSafeMethod,
} from './security/support';

type Who = 'owner' | 'staff' | 'customer' | 'signed out';
type Expected = { status: number; message?: string } | 'through';
type Row = { method: HTTPMethods; url: string; key: string; route: RouteOptions };

let t: TestApp;
const cookies: Partial<Record<Who, string>> = {};
const ownerOnly = new Set(ownerOnlyRoutes.map((r) => ownerOnlyKey(r.method, r.url)));

beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: 10_000, formRateLimit: 10_000 } });
  cookies.owner = (await signedInUser(t.app, 'admin')).cookie;
  cookies.staff = (await signedInUser(t.app, 'staff')).cookie;
  cookies.customer = (await signedInUser(t.app)).cookie;
});
afterAll(async () => t.close());

const hooksOf = (hook: unknown): unknown[] => (hook === undefined ? [] : [hook].flat());
const needsSignIn = (route: RouteOptions) =>
  [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)].includes(requireUser);

/**
 * The admin routes, and the API's own docs (staff only outside the demo) but
 * for Swagger UI's stock scripts and styles, which hold nothing of the shop's.
 */
const isStaffRoute = (route: RouteOptions) =>
  isAdminOnly(route) || hooksOf(route.onRequest).includes(staffOnly);

/** What the guards answer, or 'through' when the route's own code decides. */
function expected(who: Who, row: Row): Expected {
  const ownersOnly = ownerOnly.has(
    ownerOnlyKey(row.method === 'HEAD' ? 'GET' : row.method, row.url),
  );
  if (isStaffRoute(row.route)) {
    if (who === 'signed out') return { status: 401, message: SIGNED_OUT.message };
    if (who === 'customer') return { status: 403, message: ADMIN_ONLY_MESSAGE };
    if (who === 'staff' && ownersOnly) return { status: 403, message: OWNER_ONLY_MESSAGE };
    return 'through';
  }
  if (needsSignIn(row.route) && who === 'signed out') {
    return { status: 401, message: SIGNED_OUT.message };
  }
  return 'through';
}

/**
 * Every route and method, HEAD beside each GET. Signing out comes last, as it
 * ends the session the rest of the table is sent with.
 */
function table(): Row[] {
  const rows = endpoints(t.app).flatMap(({ method, url, route }) => {
    const methods: HTTPMethods[] = method === 'GET' ? ['GET', 'HEAD'] : [method];
    return methods.map((m) => ({ method: m, url, key: ownerOnlyKey(m, url), route }));
  });
  const last = (row: Row) => (row.key === 'POST /api/auth/logout' ? 1 : 0);
  return rows.sort((a, b) => last(a) - last(b));
}

/** The paths and methods /api/docs describes, in Fastify's spelling. */
function documented(): string[] {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) =>
      ownerOnlyKey(method, path.replace(/\{path\}$/, '*').replace(/\{(\w+)\}/g, ':$1')),
    ),
  );
}

describe('the role table', () => {
  it('names only routes that exist, and covers every route /api/docs describes', () => {
    const keys = new Set(table().map((r) => r.key));
    for (const key of ownerOnly) expect(keys.has(key), key).toBe(true);
    for (const key of documented()) expect(keys.has(key), key).toBe(true);
    for (const key of ownerOnly) {
      if (key.startsWith('GET ')) expect(keys.has(key.replace('GET', 'HEAD')), key).toBe(true);
    }
  });

  for (const who of ['owner', 'staff', 'customer', 'signed out'] as const) {
    it(`answers every route and method as expected for ${who}`, async () => {
      const answered: Record<string, number> = {};
      for (const row of table()) {
        const want = expected(who, row);
        const res = await t.app.inject({
          method: row.method,
          url: fillParams(row.url, UNKNOWN_ID),
          headers: cookies[who] ? { cookie: cookies[who] } : {},
          ...(isSafeMethod(row.method) ? {} : { payload: {} }),
        });
        answered[row.key] = res.statusCode;
        const said = `${row.key} as ${who}: ${res.statusCode} ${res.body}`;
        if (row.method === 'HEAD') {
          // No body to read: the same status as the GET, and no more.
          expect(res.statusCode, said).toBe(answered[`GET ${row.url}`]);
          expect(res.body, said).toBe('');
          continue;
        }
        if (want === 'through') {
          // Past the guards: whatever the route says of an unknown id or an empty body.
          expect(res.statusCode, said).not.toBe(401);
          expect(res.statusCode, said).toBeLessThan(500);
          if (res.statusCode === 403) {
            expect([ADMIN_ONLY_MESSAGE, OWNER_ONLY_MESSAGE], said).not.toContain(
              res.json<{ message: string }>().message,
            );
          }
        } else {
          expect(res.statusCode, said).toBe(want.status);
          expect(res.json(), said).toEqual({ message: want.message });
        }
      }
      expect(Object.keys(answered).length).toBeGreaterThan(100);
    });
  }

  it('answers OPTIONS on an owner-only route no more than GET: staff are refused or find nothing', async () => {
    for (const { url } of ownerOnlyRoutes) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: fillParams(url, UNKNOWN_ID),
        headers: { cookie: cookies.staff! },
      });
      expect(res.statusCode, `OPTIONS ${url} as staff`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `OPTIONS ${url} as staff`).toBeLessThan(500);
    }
  });
});

describe('the owner-only list', () => {
  it('stops the start when an entry names no route', async () => {
    const app = Fastify();
    await app.register(ownerGuardPlugin, {
      routes: [{ method: 'GET', url: '/api/admin/no-such-report' }],
    });
    app.get('/api/admin/other', async () => ({}));
    await expect(app.ready()).rejects.toThrow(
      'Owner-only routes that do not exist: GET /api/admin/no-such-report',
    );
  });

  it('guards the HEAD twin of an owner-only GET', async () => {
    const app = Fastify();
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      request.user = { role: 'admin', staffRole: 'staff' } as never;
    });
    await app.register(ownerGuardPlugin, { routes: [{ method: 'GET', url: '/api/admin/report' }] });
    app.get('/api/admin/report', async () => ({ secret: 'owners only' }));
    await app.ready();
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: '/api/admin/report' });
      expect(res.statusCode, method).toBe(403);
    }
    await app.close();
  });
});
