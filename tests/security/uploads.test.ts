/**
 * Uploads and stored files: path traversal in every image id, variant
 * width, upload token, image reference and route id is refused with a 4xx,
 * never a 5xx, and no file outside the app's folders is read or written.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTH_MESSAGE,
  UPLOAD_LINK_INVALID_MESSAGE,
  UPLOAD_URL_INVALID_MESSAGE,
} from '../../src/shared/images';
import { ADMIN_ONLY_MESSAGE } from '../../src/server/plugins/auth-guards';
import { LocalDiskStorage } from '../../src/server/storage/local-disk';
import type { Storage } from '../../src/server/storage/storage';
import { photoJpeg } from '../fixtures/images';
import { withChallenge } from '../helpers/challenge';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInUser, type TestUser } from '../helpers/users';
import { SIGNED_OUT, cashAdvanceBody, endpoints, fillParams } from './support';

// Files the app must never hand out: beside its data and one folder up.
const SECRET = 'SECRET-OUTSIDE-THE-IMAGES-FOLDER';

/**
 * Attempts to climb out of a folder, encoded so they arrive as one URL
 * segment (a client resolves literal "." and ".." segments itself).
 */
const TRAVERSALS = [
  '..%2f',
  '..%2F..%2Fsecret.txt',
  '%2e%2e%2f%2e%2e%2fsecret.txt',
  '%252e%252e%252fsecret.txt',
  '..%5c..%5csecret.txt',
  '%5c%5cserver%5cshare',
  '%2fetc%2fpasswd',
  'C:%5cWindows%5cwin.ini',
  '%00',
  'secret.txt%00.jpg',
  '....%2f%2f....%2f%2fsecret.txt',
  'a.b%2F..',
  '%2e%2e%2fx',
];

/** Dot segments, literal or encoded: a client resolves them, only raw HTTP sends them as they are. */
const DOT_SEGMENTS = ['..', '.', '%2e%2e', '.%2e', '%2e'];

/** Paths of several segments, which only raw HTTP sends as they are. */
const LITERAL_TRAVERSALS = [
  '../../secret.txt',
  '..\\..\\secret.txt',
  '/etc/passwd',
  './.',
  '..;/secret.txt',
];

let t: TestApp;
let dataDir: string;
let admin: TestUser;
let customer: TestUser;
let jpeg: Buffer;
let imageId: string;
let port: number;
/** Every storage key the app used, in order. */
const keysUsed: string[] = [];

beforeAll(async () => {
  const outer = mkdtempSync(path.join(tmpdir(), 'shop-security-'));
  dataDir = path.join(outer, 'data');
  mkdirSync(path.join(dataDir, 'images'), { recursive: true });
  writeFileSync(path.join(outer, 'secret.txt'), SECRET);
  writeFileSync(path.join(dataDir, 'secret.txt'), SECRET);
  writeFileSync(path.join(dataDir, 'images', 'secret.txt'), SECRET);
  t = await createTestApp({ config: { dataDir, formRateLimit: 1000 } });
  admin = await signedInUser(t.app, 'admin');
  customer = await signedInUser(t.app);
  jpeg = await photoJpeg();
  imageId = (await storeImage()).replace('/images/', '');
  // The shared storage, and this instance's variant cache when it is another (PostgreSQL).
  for (const storage of new Set([t.app.images.storage, t.app.images.variantCache])) {
    recordStorageKeys(storage);
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

/** Wraps every storage method so the keys it is asked for are kept. */
function recordStorageKeys(storage: Storage) {
  const methods = ['put', 'get', 'read', 'stat', 'exists', 'move', 'delete', 'list'] as const;
  for (const name of methods) {
    const original = storage[name].bind(storage) as (...args: unknown[]) => Promise<unknown>;
    (storage as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      for (const arg of args) if (typeof arg === 'string') keysUsed.push(arg);
      return original(...args);
    };
  }
}

/** The only keys the image routes may touch: a stored image's files or an upload's. */
const SAFE_KEY =
  /^(images\/[0-9a-f]{32}\/(original\.jpg|full\.webp|w\d+\.(jpg|webp))|uploads\/[0-9a-f]{32}(\.part|\.json)?|uploads\/|request-photos\/[0-9a-f]{32}\.(part|jpg))$/;

/** Runs the attempts and checks every storage key they used, and that none read a secret. */
async function attempt(steps: () => Promise<void>) {
  const from = keysUsed.length;
  await steps();
  for (const key of keysUsed.slice(from)) expect(key, 'storage key').toMatch(SAFE_KEY);
}

const cookieOf = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});

async function uploadUrl(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: cookieOf(admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ uploadURL: string }>().uploadURL;
}

const put = (url: string, who: TestUser | null = admin) =>
  t.app.inject({
    method: 'PUT',
    url,
    payload: jpeg,
    headers: { 'content-type': 'image/jpeg', ...cookieOf(who) },
  });

const productImage = (imageURL: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/product-images',
    payload: { imageURL },
    headers: cookieOf(admin),
  });

async function storeImage(): Promise<string> {
  const url = await uploadUrl();
  expect((await put(url)).statusCode).toBe(200);
  return (await productImage(url)).json<{ imagePath: string }>().imagePath;
}

/** A request whose path is sent exactly as written: no dot-segment clean-up, no encoding. */
function raw(
  method: string,
  rawPath: string,
  headers: http.OutgoingHttpHeaders = {},
  body?: Buffer,
) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: rawPath, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          body: text,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

type Answer = { statusCode?: number; status?: number; body: string };

/** Refused with a 4xx and a JSON message (or, for a path no route takes, the web app's page); never a secret. */
function expectRefused(res: Answer, what: string) {
  const status = res.statusCode ?? res.status ?? 0;
  expect(status, what).toBeGreaterThanOrEqual(400);
  expect(status, what).toBeLessThan(500);
  expect(res.body, what).not.toContain(SECRET);
  expect(Object.keys(JSON.parse(res.body) as object), what).toEqual(['message']);
}

describe('image ids', () => {
  it('refuses every traversal in the id of GET /images/:id', async () => {
    await attempt(async () => {
      for (const bad of [
        ...TRAVERSALS,
        `${imageId}%00`,
        `${imageId}%2f..%2f..%2fsecret.txt`,
        `${imageId}.`,
      ]) {
        expectRefused(await t.app.inject({ method: 'GET', url: `/images/${bad}` }), bad);
        expectRefused(await raw('GET', `/images/${bad}`), `raw ${bad}`);
      }
      for (const bad of DOT_SEGMENTS)
        expectRefused(await raw('GET', `/images/${bad}`), `raw ${bad}`);
    });
  });

  it('never serves a file outside the images folder for a literal path', async () => {
    await attempt(async () => {
      for (const bad of [
        ...LITERAL_TRAVERSALS,
        `${imageId}/../../secret.txt`,
        `${imageId}/../secret.txt`,
      ]) {
        const res = await raw('GET', `/images/${bad}`);
        expect(res.status, bad).toBeLessThan(500);
        expect(res.body, bad).not.toContain(SECRET);
        // No route takes a path with more segments: it is refused, or the web app's page answers.
        if (res.status < 400) expect(res.type, bad).toMatch(/^text\/html/);
      }
    });
  });

  it('never serves the files of the web app folder’s parents', async () => {
    for (const bad of [
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2f..%2fpackage.json',
      '/..\\..\\package.json',
    ]) {
      const res = await raw('GET', bad);
      expect(res.status, bad).toBeLessThan(500);
      expect(res.body, bad).not.toContain('"devDependencies"');
    }
  });
});

describe('variant widths', () => {
  it.each([
    '../../secret.txt',
    '..%2f..%2fsecret.txt',
    '320%00',
    '320%2f..',
    '%2e%2e',
    '320%5c..',
    '%2fetc%2fpasswd',
    '320&w=..%2fx',
    '0320',
    '3.2e2',
  ])('refuses ?w=%s with 400', async (width) => {
    await attempt(async () => {
      for (const res of [
        await t.app.inject({ method: 'GET', url: `/images/${imageId}?w=${width}` }),
        await raw('GET', `/images/${imageId}?w=${width}`),
      ]) {
        expectRefused(res, width);
        expect(JSON.parse(res.body)).toEqual({ message: IMAGE_WIDTH_MESSAGE });
      }
    });
  });
});

describe('upload tokens', () => {
  const LINK_INVALID = { message: UPLOAD_LINK_INVALID_MESSAGE };
  const filesUnder = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort();

  it('refuses every traversal in the token before touching the disk', async () => {
    const token = (await uploadUrl()).split('/').pop()!;
    const files = filesUnder(path.dirname(dataDir));
    const from = keysUsed.length;
    for (const bad of [
      ...TRAVERSALS,
      `${token}%00`,
      `${token}%2f..%2fsecret.txt`,
      `a/b/${token}`,
      `${'A'.repeat(20)}..${'B'.repeat(43)}`,
    ]) {
      const res = await put(`/api/objects/put/${bad}`);
      expectRefused(res, bad);
      expect(res.json(), bad).toEqual(LINK_INVALID);
    }
    const headers = { cookie: admin.cookie, 'content-type': 'image/jpeg' };
    for (const bad of DOT_SEGMENTS) {
      const res = await raw('PUT', `/api/objects/put/${bad}`, headers, jpeg);
      expectRefused(res, `raw ${bad}`);
      expect(JSON.parse(res.body)).toEqual(LINK_INVALID);
    }
    for (const bad of [...LITERAL_TRAVERSALS, `${token}/../../secret.txt`, `../${token}`]) {
      const res = await raw('PUT', `/api/objects/put/${bad}`, headers, jpeg);
      expect(res.status, bad).toBeGreaterThanOrEqual(400);
      expect(res.status, bad).toBeLessThan(500);
    }
    expect(keysUsed.slice(from)).toEqual([]);
    expect(filesUnder(path.dirname(dataDir))).toEqual(files);
    // The real address was not spent by the attempts.
    expect((await put(`/api/objects/put/${token}`)).statusCode).toBe(200);
  });

  it('is spent only by an admin: a refused visitor or customer leaves the address usable', async () => {
    const url = await uploadUrl();
    const out = await put(url, null);
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual(SIGNED_OUT);
    const asCustomer = await put(url, customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ message: ADMIN_ONLY_MESSAGE });
    expect((await put(url)).statusCode).toBe(200);
  });
});

describe('image references (PUT /api/admin/product-images)', () => {
  it.each([
    '/etc/passwd',
    '/api/objects/put/../../../etc/passwd',
    '/objects/..%2F..%2Fpackage.json',
    '/objects/..',
    '/objects/%00',
    '/images/../../package.json',
    '/images/..%2f..%2fsecret.txt',
    '/images/%2e%2e',
    '\\..\\..\\secret.txt',
    'file:///etc/passwd',
    '//evil.example/x.png',
  ])('refuses %s with 400', async (imageURL) => {
    await attempt(async () => {
      const res = await productImage(imageURL);
      expectRefused(res, imageURL);
      expect(res.json()).toEqual({ message: UPLOAD_URL_INVALID_MESSAGE });
    });
  });

  it('refuses a NUL byte or traversal after a real image id', async () => {
    await attempt(async () => {
      for (const imageURL of [
        `/images/${imageId}\u0000`,
        `/images/${imageId}/../../secret.txt`,
        `/images/${imageId}%00`,
      ]) {
        expectRefused(await productImage(imageURL), imageURL);
      }
    });
  });
});

describe('every id in every route', () => {
  it('is refused with a 4xx, never a 5xx, when it is a traversal', async () => {
    const withParams = endpoints(t.app).filter((e) => /:\w+|\*$/.test(e.url));
    expect(withParams.length).toBeGreaterThan(5);
    await attempt(async () => {
      for (const { method, url } of withParams) {
        for (const bad of TRAVERSALS) {
          const target = fillParams(url, bad);
          const res = await t.app.inject({
            method,
            url: target,
            headers: cookieOf(admin),
            payload: {},
          });
          expect(res.statusCode, `${method} ${target}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${method} ${target}`).toBeLessThan(500);
          expect(res.body).not.toContain(SECRET);
        }
      }
    });
  });
});

describe('the storage itself', () => {
  it('refuses keys that could leave its folder', async () => {
    const storage = new LocalDiskStorage(dataDir);
    for (const key of [
      '../x',
      'a/../../x',
      '/etc/passwd',
      'a//b',
      '.hidden',
      'a/.tmp-1',
      '',
      'a\\b',
      'a/b/',
      'a\u0000b',
      '..',
      'C:\\x',
    ]) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('request photos (guests may upload; only staff and the owner may read)', () => {
  const LINK_INVALID = { message: UPLOAD_LINK_INVALID_MESSAGE };
  const filesUnder = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort();

  async function photoAddress(): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/request-photos/uploads',
      payload: await withChallenge(t.app, {}),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ uploadURL: string }>().uploadURL;
  }
  const putPhoto = (url: string) =>
    t.app.inject({ method: 'PUT', url, payload: jpeg, headers: { 'content-type': 'image/jpeg' } });

  it('refuses every traversal in the upload token before touching the disk', async () => {
    const url = await photoAddress();
    const token = url.split('/').pop()!;
    const files = filesUnder(path.dirname(dataDir));
    const from = keysUsed.length;
    for (const bad of [
      ...TRAVERSALS,
      `${token}%00`,
      `${token}%2f..%2fsecret.txt`,
      `a/b/${token}`,
    ]) {
      const res = await putPhoto(`/api/request-photos/uploads/${bad}`);
      expectRefused(res, bad);
      expect(res.json(), bad).toEqual(LINK_INVALID);
    }
    for (const bad of [...DOT_SEGMENTS, ...LITERAL_TRAVERSALS, `${token}/../../secret.txt`]) {
      const res = await raw(
        'PUT',
        `/api/request-photos/uploads/${bad}`,
        {
          'content-type': 'image/jpeg',
        },
        jpeg,
      );
      expect(res.status, bad).toBeGreaterThanOrEqual(400);
      expect(res.status, bad).toBeLessThan(500);
    }
    expect(keysUsed.slice(from)).toEqual([]);
    expect(filesUnder(path.dirname(dataDir))).toEqual(files);
    expect((await putPhoto(url)).statusCode).toBe(200);
  });

  it('refuses every traversal in a photo id with the answer of a missing photo', async () => {
    await attempt(async () => {
      for (const bad of [...TRAVERSALS, ...DOT_SEGMENTS]) {
        const answers: Answer[] = [
          await t.app.inject({
            method: 'GET',
            url: `/api/request-photos/${bad}`,
            headers: cookieOf(admin),
          }),
          await raw('GET', `/api/request-photos/${bad}`, { cookie: admin.cookie }),
        ];
        for (const res of answers) {
          const status = res.statusCode ?? res.status ?? 0;
          expect(status, bad).toBeGreaterThanOrEqual(400);
          expect(status, bad).toBeLessThan(500);
          expect(res.body, bad).not.toContain(SECRET);
        }
      }
    });
  });

  it('keeps photos out of the public image folder and route', async () => {
    const url = await photoAddress();
    expect((await putPhoto(url)).statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cash-advances',
      payload: await withChallenge(t.app, { ...cashAdvanceBody, photos: [url] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const loan = await t.app.inject({
      method: 'GET',
      url: `/api/admin/cash-advances/${created.json<{ id: string }>().id}`,
      headers: cookieOf(admin),
    });
    const [photo] = loan.json<{ photos: string[] }>().photos;
    const photoId = photo!.split('/').pop()!;
    // Wherever files are kept (DATA_DIR, or the database on PostgreSQL).
    const { storage } = t.app.requestPhotos;
    expect(await storage.list('request-photos/')).toContain(`request-photos/${photoId}.jpg`);
    expect(await storage.list(`images/${photoId}`)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/images/${photoId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: photo! })).statusCode).toBe(404);
  });

  it.each([
    '/api/request-photos/uploads/../../../etc/passwd',
    '/api/request-photos/uploads/..%2F..%2Fsecret.txt',
    '/api/request-photos/uploads/%00',
    '/api/objects/put/abc.def',
    '/images/..%2f..%2fsecret.txt',
    'file:///etc/passwd',
  ])('refuses the photo reference %s with 400, writing nothing', async (reference) => {
    await attempt(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cash-advances',
        payload: await withChallenge(t.app, { ...cashAdvanceBody, photos: [reference] }),
      });
      expectRefused(res, reference);
    });
  });
});
