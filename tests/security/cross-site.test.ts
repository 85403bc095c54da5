/**
 * Cross-site: a state-changing request that a browser says comes from
 * another site is refused on every route, and no GET changes anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '../../src/server/plugins/auth-guards';
import { withChallenge } from '../helpers/challenge';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signIn, signedInUser, type TestUser } from '../helpers/users';
import {
  UNKNOWN_ID,
  cashAdvanceBody,
  endpoints,
  fillParams,
  isSafeMethod,
  repairBody,
  snapshotTables,
} from './support';

const REFUSED = { message: CROSS_SITE_MESSAGE };

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
/** Ids of real rows, so routes reach their handlers' work and not only a 404. */
let advanceId: string;
let repairId: string;
let productId: string;

beforeAll(async () => {
  t = await createTestApp({
    config: { authRateLimit: 10_000, formRateLimit: 10_000, repairSlotCapacity: 1000 },
  });
  admin = await signedInUser(t.app, 'admin');
  customer = await signedInUser(t.app);
  const post = async (url: string, payload: object, cookie: string) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  advanceId = await post(
    '/api/cash-advances',
    await withChallenge(t.app, cashAdvanceBody),
    customer.cookie,
  );
  repairId = await post('/api/repairs', await withChallenge(t.app, repairBody()), customer.cookie);
  productId = await post(
    '/api/admin/products',
    {
      title: 'Cordless drill',
      description: 'Two batteries',
      category: 'Tools',
      price: '45.00',
      condition: 'good',
    },
    admin.cookie,
  );
});
afterAll(() => t.close());

const writes = () => endpoints(t.app).filter((e) => !isSafeMethod(e.method));
const idFor = (url: string) =>
  url.includes('cash-advances')
    ? advanceId
    : url.includes('repairs')
      ? repairId
      : url.includes('products')
        ? productId
        : UNKNOWN_ID;

/** A body that each write would accept, so only the origin check stands in the way. */
const bodyFor = async (url: string): Promise<object> => {
  if (url.endsWith('/register'))
    return { username: 'newcomer', email: 'newcomer@example.com', password: 'tawny-kettle-42' };
  if (url.endsWith('/login')) return { username: customer.username, password: customer.password };
  if (url.endsWith('/create-admin'))
    return {
      username: 'boss',
      email: 'boss@example.com',
      password: 'Shop-floor-2026',
      adminKey: 'x',
    };
  if (url === '/api/cash-advances') return withChallenge(t.app, cashAdvanceBody);
  if (url === '/api/repairs') return withChallenge(t.app, repairBody(1));
  if (url.includes('/status')) return { status: url.includes('products') ? 'sold' : 'processed' };
  if (url.includes('repairs/')) return { status: 'in_progress' };
  return {
    title: 'Changed',
    description: 'd',
    category: 'Tools',
    price: '1.00',
    condition: 'good',
  };
};

async function expectRefusedEverywhere(headers: Record<string, string>) {
  const before = await snapshotTables(t.database);
  for (const { method, url } of writes()) {
    // Afresh each time, so sign-out cannot leave the rest signed out.
    const cookie = await signIn(t.app, admin.username, admin.password);
    const payload = await bodyFor(url);
    const before2 = await snapshotTables(t.database);
    const res = await t.app.inject({
      method,
      url: fillParams(url, idFor(url)),
      payload,
      headers: { cookie, ...headers },
    });
    expect(res.statusCode, `${method} ${url}`).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(await snapshotTables(t.database), `${method} ${url}`).toEqual(before2);
  }
  // Only the sign-ins of this walk changed the sessions, the admin's last sign-in time and
  // the audit trail (which records each sign-in on purpose: tests/audit.test.ts).
  const after = await snapshotTables(t.database);
  const walked = { sessions: '', users: '', audit_log: '' };
  expect({ ...after, ...walked }).toEqual({ ...before, ...walked });
}

describe('a state-changing request from another site', () => {
  it('is refused on every route with a foreign Origin, changing nothing', async () => {
    expect(writes().length).toBeGreaterThan(10);
    await expectRefusedEverywhere({ origin: 'https://evil.example' });
  });

  it('is refused on every route when the browser says Sec-Fetch-Site: cross-site', async () => {
    await expectRefusedEverywhere({ 'sec-fetch-site': 'cross-site' });
  });

  it.each([
    ['an opaque origin', 'null'],
    ['a look-alike host', 'http://localhost.evil.example'],
    ['another port', 'http://localhost:8080'],
    ['a garbled origin', 'not a url'],
    ['a host in the user part', 'http://localhost@evil.example'],
  ])('is refused from %s', async (_name, origin) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: customer.cookie, origin },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: customer.cookie },
    });
    expect(still.statusCode).toBe(200);
  });

  it('is refused whatever the spelling of the path', async () => {
    for (const url of [
      '/%61pi/auth/logout',
      '/api/%61uth/logout',
      '/api/auth/logout/',
      '/api/auth/logout?x=1',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: customer.cookie, origin: 'https://evil.example' },
      });
      expect(res.statusCode, url).toBe(403);
    }
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: customer.cookie },
    });
    expect(still.statusCode).toBe(200);
  });
});

describe('a request from the site itself', () => {
  it.each([
    ['its own Origin', { origin: 'http://localhost:80' }],
    ['its own Origin, default port left out', { origin: 'http://localhost' }],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['no Origin at all (a script or curl, which has no cookie to abuse)', {}],
  ])('is served: %s', async (_name, headers) => {
    const user = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie, ...headers },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('reads from another site', () => {
  it('are not shared: no route answers a foreign Origin with CORS headers', async () => {
    for (const { method, url } of endpoints(t.app)) {
      const target = fillParams(url, idFor(url));
      for (const asked of [method, 'OPTIONS'] as const) {
        const res = await t.app.inject({
          method: asked,
          url: target,
          headers: {
            cookie: customer.cookie,
            origin: 'https://evil.example',
            'access-control-request-method': method,
          },
        });
        const cors = Object.keys(res.headers).filter((name) => name.startsWith('access-control-'));
        expect(cors, `${asked} ${target}`).toEqual([]);
      }
    }
  });
});

describe('GET', () => {
  it('changes nothing on any route, signed out, as a customer or as an admin', async () => {
    const reads = endpoints(t.app).filter((e) => isSafeMethod(e.method));
    expect(reads.length).toBeGreaterThan(10);
    const before = await snapshotTables(t.database);
    for (const cookie of [undefined, customer.cookie, admin.cookie]) {
      for (const { method, url } of reads) {
        for (const query of ['', '?status=sold', '?delete=1', '?group=active']) {
          const target = `${fillParams(url, idFor(url))}${query}`;
          for (const asked of [method, 'HEAD'] as const) {
            const res = await t.app.inject({
              method: asked,
              url: target,
              headers: cookie ? { cookie } : {},
            });
            expect(res.statusCode, `${asked} ${target}`).toBeLessThan(500);
          }
        }
      }
    }
    // An export is recorded in the audit trail on purpose (tests/audit.test.ts); nothing else moves.
    const notAudited = { audit_log: '' };
    expect({ ...(await snapshotTables(t.database)), ...notAudited }).toEqual({
      ...before,
      ...notAudited,
    });
  });

  it('does not reach a write route: GET on a write-only path changes nothing', async () => {
    const before = await snapshotTables(t.database);
    for (const { url } of writes()) {
      const target = fillParams(url, idFor(url));
      const res = await t.app.inject({
        method: 'GET',
        url: `${target}?status=processed`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, target).toBeLessThan(500);
    }
    expect(await snapshotTables(t.database)).toEqual(before);
  });
});
