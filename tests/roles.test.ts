/**
 * Who may use which staff route (issue 29): a table of every staff route ×
 * { owner, staff, customer, signed out }, generated from the app's own route
 * table and the one owner-only list (src/server/plugins/owner-only-routes.ts),
 * so a new route cannot be forgotten.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ONLY_MESSAGE } from '@shared/staff/schemas';
import { ADMIN_ONLY_MESSAGE } from '../src/server/plugins/auth-guards';
import { ownerGuardPlugin } from '../src/server/plugins/owner-guard';
import { ownerOnlyKey, ownerOnlyRoutes } from '../src/server/plugins/owner-only-routes';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';
import { SIGNED_OUT, UNKNOWN_ID, endpoints, fillParams, isAdminOnly, isSafeMethod } from './security/support';

type Who = 'owner' | 'staff' | 'customer' | 'signed out';
type Expected = { status: number; message?: string } | 'through';

let t: TestApp;
const cookies: Partial<Record<Who, string>> = {};
const ownerOnly = new Set(ownerOnlyRoutes.map((r) => ownerOnlyKey(r.method, r.url)));

beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: 10_000 } });
  const users: Record<'owner' | 'staff' | 'customer', TestUser> = {
    owner: await signedInUser(t.app, 'admin'),
    staff: await signedInUser(t.app, 'staff'),
    customer: await signedInUser(t.app),
  };
  for (const who of ['owner', 'staff', 'customer'] as const) cookies[who] = users[who].cookie;
});
afterAll(async () => t.close());

function expected(who: Who, key: string): Expected {
  if (who === 'signed out') return { status: 401, message: SIGNED_OUT.message };
  if (who === 'customer') return { status: 403, message: ADMIN_ONLY_MESSAGE };
  if (who === 'staff' && ownerOnly.has(key)) return { status: 403, message: OWNER_ONLY_MESSAGE };
  return 'through';
}

const staffRoutes = () =>
  endpoints(t.app)
    .filter((e) => isAdminOnly(e.route))
    .map((e) => ({ method: e.method, url: e.url, key: ownerOnlyKey(e.method, e.url) }));

describe('the role table', () => {
  it('names only routes that exist, and finds the staff routes', () => {
    const keys = new Set(staffRoutes().map((r) => r.key));
    for (const key of ownerOnly) expect(keys.has(key), key).toBe(true);
    expect(keys.size).toBeGreaterThan(ownerOnly.size);
  });

  for (const who of ['owner', 'staff', 'customer', 'signed out'] as const) {
    it(`answers every staff route as expected for ${who}`, async () => {
      const rows: string[] = [];
      for (const { method, url, key } of staffRoutes()) {
        const want = expected(who, key);
        const res = await t.app.inject({
          method: method,
          url: fillParams(url, UNKNOWN_ID),
          headers: cookies[who] ? { cookie: cookies[who] } : {},
          ...(isSafeMethod(method) ? {} : { payload: {} }),
        });
        rows.push(`${key} ${who} → ${res.statusCode}`);
        if (want === 'through') {
          // Past the guards: whatever the route says of an unknown id or an empty body
          // (an upload address's own 403 included).
          const said = `${key} as ${who}: ${res.body}`;
          expect(res.statusCode, said).not.toBe(401);
          expect(res.statusCode, said).toBeLessThan(500);
          if (res.statusCode === 403) {
            expect([ADMIN_ONLY_MESSAGE, OWNER_ONLY_MESSAGE], said).not.toContain(
              res.json<{ message: string }>().message,
            );
          }
        } else {
          expect(res.statusCode, `${key} as ${who}`).toBe(want.status);
          expect(res.json(), `${key} as ${who}`).toEqual({ message: want.message });
        }
      }
      expect(rows.length).toBeGreaterThan(30);
    });
  }
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
});
