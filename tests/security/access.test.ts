/**
 * Access: the admin side is closed to everyone else on every route, one
 * customer never reaches another's cash advances or repairs, and nobody
 * makes themselves an admin.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashAdvances, repairs, users } from '../../src/server/db/schema';
import { ADMIN_ONLY_MESSAGE, requireUser } from '../../src/server/plugins/auth-guards';
import { ownerOnlyRoutes } from '../../src/server/plugins/owner-only-routes';
import { todayInLondon } from '../../src/shared/repairs/dates';
import { OWNER_ONLY_MESSAGE } from '@shared/staff/schemas';
import { photoJpeg } from '../fixtures/images';
import { withChallenge } from '../helpers/challenge';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signIn, signedInUser, type TestUser } from '../helpers/users';
import {
  SIGNED_OUT,
  UNKNOWN_ID,
  cashAdvanceBody,
  endpoints,
  fillParams,
  isAdminOnly,
  isSafeMethod,
  repairBody,
  snapshotTables,
} from './support';

const ADMIN_ONLY = { message: ADMIN_ONLY_MESSAGE };

/** An answer without the moment it was made (the data export's `exportedAt`). */
const withoutClock = (body: unknown) =>
  typeof body === 'object' && body !== null && 'exportedAt' in body
    ? { ...body, exportedAt: undefined }
    : body;

/** The only writes open to visitors and customers: the account forms and the two request forms. */
const PUBLIC_WRITES = [
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/create-admin',
  'POST /api/cash-advances',
  'POST /api/repairs',
  // Checkout is open to guests; cancelling needs the buyer's session or the guest's secret link.
  'POST /api/orders',
  'POST /api/orders/:id/cancel',
  // Request photos: anyone may upload one (rate limited; the signed address is single-use).
  'POST /api/request-photos/uploads',
  'PUT /api/request-photos/uploads/*',
  // A customer's own account: signed in only, and only ever their own row.
  'POST /api/account/password',
  'PUT /api/account/preferences',
  'DELETE /api/account',
  'PUT /api/account/email',
  'POST /api/account/confirmation',
  // The emailed links: open to anyone holding one; a reset answers the same for any address.
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'POST /api/auth/confirm-email',
  // An owner's emailed invitation: only the holder of its single-use token gets a login.
  'POST /api/auth/staff-invite',
  // A repair's estimate, answered by whoever holds its tracking link (tests/security/repair-bills.test.ts).
  'POST /api/track/:code/estimate/approve',
  'POST /api/track/:code/estimate/decline',
];

let t: TestApp;
let admin: TestUser;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-access-'));

beforeAll(async () => {
  t = await createTestApp({
    config: {
      authRateLimit: 10_000,
      formRateLimit: 10_000,
      repairSlotCapacity: 1000,
      // Request photos are written to disk: a scratch folder, removed afterwards.
      dataDir,
    },
    // A route added later, without any check of its own, is still guarded by the prefix.
    configure: (app) => {
      app.get('/api/admin/probe', async () => ({ secret: 'admin only' }));
      app.post('/api/admin/probe', async () => ({ secret: 'admin only' }));
    },
  });
  admin = await signedInUser(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const send = (method: HTTPMethods, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

describe('admin routes', () => {
  const adminEndpoints = () => endpoints(t.app).filter((e) => isAdminOnly(e.route));

  it('finds the admin routes under /api/admin and the admin-only ones elsewhere', () => {
    const found = adminEndpoints().map((e) => `${e.method} ${e.url}`);
    expect(found.length).toBeGreaterThan(10);
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/admin/probe',
        'PATCH /api/admin/cash-advances/:id/status',
        'PATCH /api/admin/repairs/:id',
        'GET /api/admin/outbox',
        'GET /api/admin/cash-up/:date',
        'POST /api/admin/cash-up/:date/close',
        'GET /api/admin/cash-up/:date/pdf',
        'GET /api/admin/reports',
        'GET /api/admin/reports.csv',
        'GET /api/admin/ledger/trial-balance',
        'GET /api/admin/ledger/entries',
        'GET /api/admin/ledger/journal.csv',
        'POST /api/admin/closures',
        'DELETE /api/admin/closures/:date',
        'DELETE /api/admin/products/:id',
        'POST /api/products',
        'POST /api/objects/upload',
        'PUT /api/objects/put/*',
      ]),
    );
  });

  it('answers every admin route 401 signed out and 403 for a customer, changing nothing', async () => {
    const customer = await signedInUser(t.app);
    const before = await snapshotTables(t.database);
    for (const { method, url } of adminEndpoints()) {
      const target = fillParams(url, UNKNOWN_ID);
      const payload = isSafeMethod(method) ? undefined : { status: 'processed', title: 'x' };
      const anonymous = await send(method, target, undefined, payload);
      expect(anonymous.statusCode, `${method} ${target} signed out`).toBe(401);
      expect(anonymous.json()).toEqual(SIGNED_OUT);
      const asCustomer = await send(method, target, customer.cookie, payload);
      expect(asCustomer.statusCode, `${method} ${target} as a customer`).toBe(403);
      expect(asCustomer.json()).toEqual(ADMIN_ONLY);
      if (method === 'GET') {
        expect((await send('HEAD', target)).statusCode, `HEAD ${target} signed out`).toBe(401);
        expect(
          (await send('HEAD', target, customer.cookie)).statusCode,
          `HEAD ${target} as a customer`,
        ).toBe(403);
      }
    }
    expect(await snapshotTables(t.database)).toEqual(before);
  });

  it('lets an admin through on every admin route', async () => {
    for (const { method, url } of adminEndpoints()) {
      const res = await send(method, fillParams(url, UNKNOWN_ID), admin.cookie);
      expect(res.statusCode, `${method} ${url}`).not.toBe(401);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      if (res.statusCode === 403) expect(res.json()).not.toEqual(ADMIN_ONLY);
    }
    const probe = await send('GET', '/api/admin/probe', admin.cookie);
    expect(probe.json()).toEqual({ secret: 'admin only' });
  });

  it('answers every owner-only route 403 to staff, changing nothing (issue 29)', async () => {
    const staff = await signedInUser(t.app, 'staff');
    const before = await snapshotTables(t.database);
    for (const { method, url } of ownerOnlyRoutes) {
      for (const target of [
        fillParams(url, UNKNOWN_ID),
        fillParams(url, UNKNOWN_ID).replace('/admin/', '/%61dmin/'),
      ]) {
        const payload = isSafeMethod(method) ? undefined : { status: 'cancelled', role: 'owner' };
        const res = await send(method, target, staff.cookie, payload);
        expect(res.statusCode, `${method} ${target} as staff`).toBe(403);
        expect(res.json()).toEqual({ message: OWNER_ONLY_MESSAGE });
      }
    }
    expect(await snapshotTables(t.database)).toEqual(before);
  });

  it('cannot be dodged by spelling the path differently', async () => {
    const customer = await signedInUser(t.app);
    const spellings = (path: string) => [
      path.replace('/api/', '/%61pi/'),
      path.replace('/admin/', '/%61dmin/'),
      path.replace('/admin/', '/adm%69n/'),
      path.replace('/api/', '/api/./'),
      path.replace('/api/', '/api/x/../'),
      `${path}/`,
      `${path}?`,
      path.replace('/api/', '/api//'),
      path.replace('/api/', '//api/'),
      path.toUpperCase(),
    ];
    for (const { method, url } of adminEndpoints()) {
      for (const target of spellings(fillParams(url, UNKNOWN_ID))) {
        for (const cookie of [undefined, customer.cookie]) {
          const res = await send(method, target, cookie);
          expect(res.statusCode, `${method} ${target}`).toBeLessThan(500);
          // Refused, or (for a path the router does not know) the web app's page: never admin data.
          if (res.statusCode < 400)
            expect(res.headers['content-type'], `${method} ${target}`).toMatch(/^text\/html/);
          expect(res.body).not.toContain('admin only');
        }
      }
    }
  });

  it('gives visitors the proof-of-work challenge of the public forms, without an account', async () => {
    const res = await send('GET', '/api/challenges');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ signature: string }>().signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('opens no other write to visitors or customers than the listed forms', () => {
    const open = endpoints(t.app)
      .filter((e) => !isSafeMethod(e.method) && !isAdminOnly(e.route))
      .map((e) => `${e.method} ${e.url}`);
    expect(open.sort()).toEqual([...PUBLIC_WRITES].sort());
  });

  it('answers 401 signed out on every route that needs an account', async () => {
    const guarded = endpoints(t.app).filter((e) =>
      [e.route.preHandler, e.route.onRequest].flat().includes(requireUser),
    );
    expect(guarded.map((e) => e.url)).toEqual(
      expect.arrayContaining([
        '/api/auth/user',
        '/api/cash-advances',
        '/api/repairs',
        '/api/dashboard',
        '/api/orders',
      ]),
    );
    for (const { method, url } of guarded) {
      const res = await send(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual(SIGNED_OUT);
    }
  });
});

describe("one customer and another's cash advances and repairs", () => {
  let alice: TestUser;
  let bob: TestUser;
  let advanceId: string;
  let repairId: string;
  /** The secret of Alice's tracking link: whoever holds it sees the repair's progress. */
  let repairTrackingCode: string;
  const aliceKey = randomUUID();
  // Texts only Alice's records hold: none may reach Bob or a visitor.
  const alicePrivate = {
    customerName: 'Alice Armitage',
    customerPhone: '07700 900111',
    customerEmail: 'alice.private@example.com',
  };
  const aliceItem = 'Alice’s grandmother’s sapphire ring';
  const aliceDevice = 'Alice’s Pixel 7 Pro';

  beforeAll(async () => {
    alice = await signedInUser(t.app);
    bob = await signedInUser(t.app);
    const advance = await t.app.inject({
      method: 'POST',
      url: '/api/cash-advances',
      payload: await withChallenge(t.app, {
        ...cashAdvanceBody,
        ...alicePrivate,
        itemDescription: aliceItem,
      }),
      headers: { cookie: alice.cookie, 'idempotency-key': aliceKey },
    });
    expect(advance.statusCode).toBe(201);
    advanceId = advance.json<{ id: string }>().id;
    const repair = await send(
      'POST',
      '/api/repairs',
      alice.cookie,
      await withChallenge(t.app, { ...repairBody(), ...alicePrivate, brandModel: aliceDevice }),
    );
    expect(repair.statusCode).toBe(201);
    repairId = repair.json<{ id: string }>().id;
    repairTrackingCode = repair.json<{ trackingCode: string }>().trackingCode;
  });

  const aliceMarkers = () => [
    advanceId,
    repairId,
    repairTrackingCode,
    aliceItem,
    aliceDevice,
    alicePrivate.customerName,
    alicePrivate.customerPhone,
    alicePrivate.customerEmail,
    alice.email,
  ];

  async function aliceRows() {
    return {
      advances: await t.database.db
        .select()
        .from(cashAdvances)
        .where(eq(cashAdvances.userId, alice.id)),
      repairs: await t.database.db.select().from(repairs).where(eq(repairs.userId, alice.id)),
      account: await t.database.db.select().from(users).where(eq(users.id, alice.id)),
    };
  }

  // Thousands of requests, a few for every read route: it grows with the API, so it has
  // a budget of its own rather than the default per-test limit.
  it(
    "never answers Alice's records to Bob or a visitor, whatever ids or filters they send",
    { timeout: 180_000 },
    async () => {
      const ids = [advanceId, repairId, alice.id];
      const queries = [
        '',
        ...ids.flatMap((id) => [`?id=${id}`, `?userId=${id}`, `?customerId=${id}`, `?user=${id}`]),
        `?userId=${alice.id}&userId=${alice.id}`,
        `?userId[]=${alice.id}`,
        `?username=${alice.username}`,
        `?customerEmail=${encodeURIComponent(alicePrivate.customerEmail)}`,
        `?group=active&userId=${alice.id}`,
      ];
      const reads = endpoints(t.app).filter((e) => isSafeMethod(e.method));
      let asked = 0;
      for (const { method, url } of reads) {
        const paths =
          url.includes(':') || url.endsWith('*') ? ids.map((id) => fillParams(url, id)) : [url];
        for (const path of paths) {
          for (const query of queries) {
            for (const cookie of [bob.cookie, undefined]) {
              const res = await t.app.inject({
                method,
                url: `${path}${query}`,
                headers: { 'x-user-id': alice.id, ...(cookie ? { cookie } : {}) },
              });
              asked += 1;
              expect(res.statusCode, `${method} ${path}${query}`).toBeLessThan(500);
              // An id Bob sent may come back in a "not found" message; nothing else may.
              for (const marker of aliceMarkers().filter((m) => !`${path}${query}`.includes(m))) {
                expect(res.body, `${method} ${path}${query} leaks ${marker}`).not.toContain(marker);
              }
            }
          }
        }
      }
      expect(asked).toBeGreaterThan(100);
      // Figures carry no text to look for: Bob's own answers must not move with the query.
      const ownReads = endpoints(t.app).filter(
        (e) =>
          e.method === 'GET' &&
          [e.route.preHandler, e.route.onRequest].flat().includes(requireUser),
      );
      for (const { url } of ownReads) {
        const plain = await send('GET', url, bob.cookie);
        for (const query of queries) {
          const res = await send('GET', `${url}${query}`, bob.cookie);
          expect(withoutClock(res.json()), `GET ${url}${query}`).toEqual(
            withoutClock(plain.json()),
          );
        }
      }
      // Alice herself does see them, so the markers above were worth looking for.
      const own = await send('GET', '/api/cash-advances', alice.cookie);
      expect(own.body).toContain(aliceItem);
      expect((await send('GET', '/api/repairs', alice.cookie)).body).toContain(aliceDevice);
    },
  );

  it('shows Alice’s repair through its tracking link to anyone, and nothing personal', async () => {
    for (const cookie of [undefined, bob.cookie]) {
      const res = await send('GET', `/api/track/${repairTrackingCode}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(aliceDevice);
      const personal = aliceMarkers().filter((marker) => marker !== aliceDevice);
      for (const marker of personal) expect(res.body, marker).not.toContain(marker);
    }
  });

  // A write on every route: it grows with the API, so, like the reads above, it has a
  // budget of its own (about 8 s alone, past 30 s on a loaded two-core machine).
  it(
    "leaves Alice's records as they were after Bob's writes with her ids on every route",
    { timeout: 180_000 },
    async () => {
      const before = await aliceRows();
      const payload = {
        ...cashAdvanceBody,
        ...repairBody(1),
        id: advanceId,
        userId: alice.id,
        user_id: alice.id,
        repairId,
        status: 'processed',
        estimatedCost: '1.00',
        username: alice.username,
        email: alice.email,
        password: 'not-alices-password',
      };
      for (const { method, url } of endpoints(t.app).filter((e) => !isSafeMethod(e.method))) {
        for (const id of [advanceId, repairId, alice.id]) {
          // Afresh each time: one of these routes is sign-out.
          const cookie = await signIn(t.app, bob.username, bob.password);
          // A question answered each time, so the two request forms get past it to the ids.
          const res = await send(
            method,
            fillParams(url, id),
            cookie,
            await withChallenge(t.app, payload),
          );
          expect(res.statusCode, `${method} ${url} with ${id}`).toBeLessThan(500);
          // Bob sent Alice's ids and email himself; they may come back in a message.
          const sent = `${fillParams(url, id)} ${JSON.stringify(payload)}`;
          for (const marker of aliceMarkers().filter((m) => !sent.includes(m))) {
            expect(res.body, `${method} ${url} leaks ${marker}`).not.toContain(marker);
          }
        }
      }
      expect(await aliceRows()).toEqual(before);
      // Alice is still signed in and still sees exactly her own.
      expect((await send('GET', '/api/cash-advances', alice.cookie)).json()).toHaveLength(
        before.advances.length,
      );
    },
  );

  it("does not answer Alice's request to someone else who replays her Idempotency-Key", async () => {
    const before = await aliceRows();
    for (const cookie of [bob.cookie, undefined]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cash-advances',
        payload: await withChallenge(t.app, cashAdvanceBody),
        headers: { 'idempotency-key': aliceKey, ...(cookie ? { cookie } : {}) },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'This Idempotency-Key was already used for another request.',
      });
      for (const marker of aliceMarkers()) expect(res.body).not.toContain(marker);
    }
    expect(await aliceRows()).toEqual(before);
    // Alice's own retry still answers her first request.
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/cash-advances',
      payload: await withChallenge(t.app, cashAdvanceBody),
      headers: { 'idempotency-key': aliceKey, cookie: alice.cookie },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id: advanceId, itemDescription: aliceItem });
  });
});

describe("one customer and another's loan in the pawn book", () => {
  it("answers Alice's loan, its figures and its receipt to Alice and staff only", async () => {
    const alice = await signedInUser(t.app);
    const bob = await signedInUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cash-advances',
      payload: await withChallenge(t.app, {
        ...cashAdvanceBody,
        customerName: 'Alice Pawnbroker-Test',
        itemDescription: 'Alice’s tiara',
      }),
      headers: { cookie: alice.cookie },
    });
    const id = created.json<{ id: string }>().id;
    const activated = await send('POST', `/api/admin/cash-advances/${id}/activate`, admin.cookie, {
      loanAmount: '100',
      idChecked: true,
      items: [{ description: 'Alice’s tiara', category: 'jewelry', storageLocation: 'Safe A' }],
      dateOfBirth: '1990-06-15',
      address: '1 Test Street, Leeds LS11 7AA',
    });
    expect(activated.statusCode).toBe(200);
    const paths = [`/api/cash-advances/${id}`, `/api/cash-advances/${id}/receipt.pdf`];
    for (const path of paths) {
      const asBob = await send('GET', path, bob.cookie);
      expect(asBob.statusCode, `${path} as Bob`).toBe(404);
      expect(asBob.body).not.toContain('Alice');
      expect((await send('GET', path)).statusCode, `${path} signed out`).toBe(401);
      expect((await send('GET', path, alice.cookie)).statusCode, `${path} as Alice`).toBe(200);
      const staffPath = path.replace('/api/', '/api/admin/');
      expect((await send('GET', staffPath, alice.cookie)).statusCode, `${staffPath} as Alice`).toBe(
        403,
      );
      expect((await send('GET', staffPath, admin.cookie)).statusCode, `${staffPath} as staff`).toBe(
        200,
      );
    }
    // Bob cannot pay, extend, redeem or forfeit it, with or without a key.
    const before = await snapshotTables(t.database);
    for (const action of [
      'payments',
      'forfeit',
      'approve',
      'reject',
      'activate',
      'notice-of-sale',
      'list-for-sale',
      'sale',
      'surplus-payment',
      'withdrawal',
      'waivers',
      'interest-freeze',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/cash-advances/${id}/${action}`,
        payload: {
          kind: 'redemption',
          amount: '130',
          method: 'cash',
          reason: 'x',
          offerAmount: '1',
          askingPrice: '500',
          proceeds: '500',
          noticeGivenOn: todayInLondon(),
          fromDate: todayInLondon(),
        },
        headers: { cookie: bob.cookie, 'idempotency-key': randomUUID() },
      });
      expect(res.statusCode, action).toBe(403);
    }
    const careNote = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/cash-advances/${id}/care-note`,
      payload: { note: 'Not his to write' },
      headers: { cookie: bob.cookie },
    });
    expect(careNote.statusCode, 'care-note').toBe(403);
    expect(await snapshotTables(t.database)).toEqual(before);
    // Nor read a sale statement of hers (a loan that is not his is missing to him).
    const statement = await send('GET', `/api/cash-advances/${id}/sale-statement.pdf`, bob.cookie);
    expect(statement.statusCode).toBe(404);
    // Nor find it in the loan book.
    const csv = await send('GET', '/api/admin/cash-advances.csv?search=Alice', bob.cookie);
    expect(csv.statusCode).toBe(403);
    expect(csv.body).not.toContain('Alice');
  });
});

describe("one customer and another's request photos", () => {
  async function uploaded(): Promise<string> {
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/request-photos/uploads',
      payload: await withChallenge(t.app, {}),
    });
    const url = address.json<{ uploadURL: string }>().uploadURL;
    const res = await t.app.inject({
      method: 'PUT',
      url,
      payload: await photoJpeg(),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return url;
  }

  it("serves Alice's photos to Alice and staff only: 404 for Bob, a visitor and a missing id alike", async () => {
    const alice = await signedInUser(t.app);
    const bob = await signedInUser(t.app);
    const reference = await uploaded();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cash-advances',
      payload: await withChallenge(t.app, { ...cashAdvanceBody, photos: [reference] }),
      headers: { cookie: alice.cookie },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const own = await send('GET', `/api/cash-advances/${id}`, alice.cookie);
    const [photo] = own.json<{ photos: string[] }>().photos;
    expect(photo).toMatch(/^\/api\/request-photos\/[0-9a-f]{32}$/);

    expect((await send('GET', photo!, alice.cookie)).statusCode).toBe(200);
    expect((await send('GET', photo!, admin.cookie)).statusCode).toBe(200);
    const missing = await send('GET', '/api/request-photos/' + 'a'.repeat(32), bob.cookie);
    expect(missing.statusCode).toBe(404);
    for (const [who, cookie] of [
      ['Bob', bob.cookie],
      ['a visitor', undefined],
    ] as const) {
      const res = await send('GET', photo!, cookie);
      expect(res.statusCode, who).toBe(404);
      // The same answer as a photo that does not exist: nothing tells them it is there.
      expect(res.body, who).toBe(missing.body);
    }

    // Bob cannot take Alice's upload into his own request, by its address or the photo's.
    const before = await snapshotTables(t.database);
    for (const stolen of [reference, photo!]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cash-advances',
        payload: await withChallenge(t.app, { ...cashAdvanceBody, photos: [stolen] }),
        headers: { cookie: bob.cookie },
      });
      expect(res.statusCode, stolen).toBe(400);
    }
    expect(await snapshotTables(t.database)).toEqual(before);
  });
});

describe('role', () => {
  const roleFields = { role: 'admin', isAdmin: true, admin: true, roles: ['admin'] };
  const admins = async () =>
    (await t.database.db.select().from(users).where(eq(users.role, 'admin'))).length;

  it('cannot be set through registration, in the body or the query', async () => {
    const before = await admins();
    for (const [url, username] of [
      ['/api/auth/register', 'mallory'],
      ['/api/auth/register?role=admin', 'mallory2'],
    ] as const) {
      const res = await send(
        'POST',
        url,
        undefined,
        await withChallenge(t.app, {
          username,
          email: `${username}@example.com`,
          password: 'pw-of-mallory',
          ...roleFields,
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ username, role: 'user' });
      const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
      expect(row?.role).toBe('user');
      const me = await send(
        'GET',
        '/api/auth/user',
        await signIn(t.app, username, 'pw-of-mallory'),
      );
      expect(me.json()).toMatchObject({ role: 'user' });
    }
    expect(await admins()).toBe(before);
  });

  it('cannot be set by a customer through any other route', async () => {
    const customer = await signedInUser(t.app);
    const before = await admins();
    for (const { method, url } of endpoints(t.app).filter((e) => !isSafeMethod(e.method))) {
      const cookie = await signIn(t.app, customer.username, customer.password);
      const payload = await withChallenge(t.app, {
        ...cashAdvanceBody,
        ...repairBody(2),
        ...roleFields,
        userId: customer.id,
      });
      const res = await send(method, `${fillParams(url, customer.id)}?role=admin`, cookie, payload);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.role).toBe('user');
    expect(await admins()).toBe(before);
    const cookie = await signIn(t.app, customer.username, customer.password);
    expect((await send('GET', '/api/admin/dashboard', cookie)).statusCode).toBe(403);
  });
});

describe("a guest's private link to follow a cash advance request (issue 31)", () => {
  const guest = (name: string, item: string) => ({
    ...cashAdvanceBody,
    customerName: name,
    customerPhone: '07700 900777',
    customerEmail: `${name.split(' ')[0]!.toLowerCase()}.follow@example.com`,
    itemDescription: item,
  });
  type Created = { id: string; agreementNumber: string; followCode: string | null };

  it('shows each guest only their own request, and nothing personal', async () => {
    const carolBody = guest('Carol Fenwick', 'Carol’s silver locket');
    const danBody = guest('Dan Okafor', 'Dan’s camera body');
    const carol = (
      await send('POST', '/api/cash-advances', undefined, await withChallenge(t.app, carolBody))
    ).json<Created>();
    const dan = (
      await send('POST', '/api/cash-advances', undefined, await withChallenge(t.app, danBody))
    ).json<Created>();
    expect(carol.followCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(dan.followCode).not.toBe(carol.followCode);

    for (const cookie of [undefined, admin.cookie]) {
      const res = await send('GET', `/api/follow/${carol.followCode}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({
        agreementNumber: carol.agreementNumber,
        status: 'pending',
      });
      for (const marker of [
        dan.agreementNumber,
        dan.id,
        carol.id,
        carolBody.customerName,
        carolBody.customerPhone,
        carolBody.customerEmail,
        carolBody.itemDescription,
      ]) {
        expect(res.body, marker).not.toContain(marker);
      }
    }
    // A code that is almost Carol's, or any other guess, names no request.
    const almost = `${carol.followCode!.slice(0, -1)}${carol.followCode!.endsWith('A') ? 'B' : 'A'}`;
    for (const code of [almost, 'AAAAAAAAAAAAAAAAAAAAAA', carol.id, carol.agreementNumber]) {
      const res = await send('GET', `/api/follow/${encodeURIComponent(code)}`);
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toEqual({ message: 'No cash advance request has this link.' });
    }
    // The code travels only in the guest's own answer: no list or staff screen carries it.
    const staffList = await send('GET', '/api/admin/cash-advances', admin.cookie);
    expect(staffList.body).not.toContain(carol.followCode);
    const staffView = await send('GET', `/api/admin/cash-advances/${carol.id}`, admin.cookie);
    expect(staffView.body).not.toContain(carol.followCode);
  });

  it('gives no link to a request made signed in (the dashboard follows it)', async () => {
    const customer = await signedInUser(t.app);
    const res = await send(
      'POST',
      '/api/cash-advances',
      customer.cookie,
      await withChallenge(t.app, cashAdvanceBody),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<Created>().followCode).toBeNull();
  });
});
