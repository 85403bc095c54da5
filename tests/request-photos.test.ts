/** Photos with a cash advance request: upload addresses, checks, attaching, private serving, clean-up. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DUPLICATE_PHOTO_MESSAGE,
  PHOTO_NOT_ATTACHED_MESSAGE,
  PHOTO_NOT_FOUND_MESSAGE,
  PHOTO_RECEIVED_MESSAGE,
  PHOTO_REFERENCE_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  REQUEST_PHOTO_UPLOAD_PREFIX,
  TOO_MANY_PHOTOS_MESSAGE,
} from '../src/shared/cash-advances/request-photos';
import { UPLOAD_LINK_INVALID_MESSAGE } from '../src/shared/images';
import { cashAdvances, requestPhotos } from '../src/server/db/schema';
import { EXIF_MARKER, htmlPage, photoJpeg, photoPng, smallGif, smallWebp } from './fixtures/images';
import { withChallenge } from './helpers/challenge';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let t: TestApp;
let dataDir: string;
let admin: TestUser;
let owner: TestUser;
let other: TestUser;
let jpeg: Buffer;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-request-photos-'));
  t = await createTestApp({ config: { dataDir, formRateLimit: 1000, guestPhotoUploads: 1000 } });
  [admin, owner, other] = await Promise.all([
    signedInUser(t.app, 'admin'),
    signedInUser(t.app),
    signedInUser(t.app),
  ]);
  jpeg = await photoJpeg();
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const cookieOf = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});

async function uploadUrl(who: TestUser | null = null): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/request-photos/uploads',
    headers: cookieOf(who),
    // A guest's address costs a solved challenge; an account's costs none.
    ...(who ? {} : { payload: await withChallenge(t.app, {}) }),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<{ uploadURL: string }>().uploadURL;
}

function put(url: string, body: Buffer, type = 'image/jpeg', who: TestUser | null = null) {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': type, ...cookieOf(who) },
    payload: body,
  });
}

async function uploadedPhoto(body: Buffer = jpeg, type = 'image/jpeg'): Promise<string> {
  const url = await uploadUrl();
  const res = await put(url, body, type);
  expect(res.statusCode, res.body).toBe(200);
  return url;
}

const request = async (photos?: unknown, who: TestUser | null = null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cash-advances',
    headers: cookieOf(who),
    payload: await withChallenge(t.app, {
      customerName: 'Ada Lovelace',
      customerPhone: '07700 900123',
      itemDescription: 'A gold ring, 9ct, with box',
      itemCategory: 'gold',
      loanAmount: '120.00',
      ...(photos === undefined ? {} : { photos }),
    }),
  });

async function loanAsStaff(id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/cash-advances/${id}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ photos: string[] }>();
}

const getPhoto = (url: string, who: TestUser | null) =>
  t.app.inject({ method: 'GET', url, headers: cookieOf(who) });

const requestCount = async () =>
  (await t.database.db.select({ n: count() }).from(cashAdvances))[0]?.n ?? 0;

/** Names of the stored photo files, wherever the app keeps them (disk or database). */
const photoFiles = async () =>
  (await t.app.requestPhotos.storage.list('request-photos/')).map((key) =>
    key.slice('request-photos/'.length),
  );

describe('POST /api/request-photos/uploads and the upload', () => {
  it('gives a guest a signed address; the photo is checked, re-encoded and stored privately', async () => {
    const url = await uploadUrl();
    expect(url.startsWith(REQUEST_PHOTO_UPLOAD_PREFIX)).toBe(true);
    const res = await put(url, jpeg);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: PHOTO_RECEIVED_MESSAGE, uploadURL: url });
    const [row] = await t.database.db
      .select()
      .from(requestPhotos)
      .where(sql`${requestPhotos.size} is not null`)
      .orderBy(sql`${requestPhotos.createdAt} desc`)
      .limit(1);
    expect(row?.cashAdvanceId).toBeNull();
    expect(await photoFiles()).toContain(`${row?.id}.jpg`);
    // Nothing under the public images folder.
    expect(await t.app.requestPhotos.storage.list('images/')).toEqual([]);
    const bytes = await t.app.requestPhotos.storage.read(`request-photos/${row?.id}.jpg`);
    const stored = await sharp(bytes!).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    // Turned upright: the 1600 × 1200 photo with orientation 6 shows 1200 wide.
    expect([stored.width, stored.height]).toEqual([1200, 1600]);
    expect(bytes!.includes(Buffer.from(EXIF_MARKER))).toBe(false);
  });

  it('takes PNG and WebP too', async () => {
    expect((await put(await uploadUrl(), await photoPng(), 'image/png')).statusCode).toBe(200);
    expect((await put(await uploadUrl(), await smallWebp(), 'image/webp')).statusCode).toBe(200);
  });

  it('refuses a used address, a forged one and a product image address with 403', async () => {
    const url = await uploadUrl();
    expect((await put(url, jpeg)).statusCode).toBe(200);
    const again = await put(url, jpeg);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: UPLOAD_LINK_INVALID_MESSAGE });

    const forged = `${url.slice(0, -5)}AAAAA`;
    expect((await put(forged, jpeg)).statusCode).toBe(403);

    const product = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie: admin.cookie },
    });
    const productToken = product.json<{ uploadURL: string }>().uploadURL.split('/').pop() ?? '';
    const crossed = await put(`${REQUEST_PHOTO_UPLOAD_PREFIX}${productToken}`, jpeg);
    expect(crossed.statusCode).toBe(403);
  });

  it('refuses GIF, HTML and empty bodies with 415, and more than 10 MB with 413', async () => {
    for (const [body, type] of [
      [await smallGif(), 'image/gif'],
      [htmlPage, 'image/jpeg'],
      [Buffer.alloc(0), 'image/jpeg'],
    ] as const) {
      const res = await put(await uploadUrl(), body, type);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: PHOTO_TYPE_MESSAGE });
    }
    const big = await put(await uploadUrl(), Buffer.alloc(10_485_761, 0xff));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: PHOTO_TOO_LARGE_MESSAGE });
    expect((await photoFiles()).filter((name) => !name.endsWith('.jpg'))).toEqual([]);
  });

  it('a refused upload leaves no row or file, and its address can be tried again', async () => {
    const before = await t.database.db.select({ n: count() }).from(requestPhotos);
    const files = await photoFiles();
    const url = await uploadUrl();
    expect((await put(url, htmlPage)).statusCode).toBe(415);
    expect(await t.database.db.select({ n: count() }).from(requestPhotos)).toEqual(before);
    expect(await photoFiles()).toEqual(files);
    expect((await put(url, jpeg)).statusCode).toBe(200);
    expect((await put(url, jpeg)).statusCode).toBe(403);
  });

  it('limits upload addresses: a guest 10 an hour per IP, a signed-in customer 10 an hour per account, whatever FORM_RATE_LIMIT is', async () => {
    const limited = await createTestApp({ config: { dataDir, formRateLimit: 1 } });
    try {
      const customer = await signedInUser(limited.app);
      let solvedFrom = 0;
      const ask = async (who: TestUser | null) =>
        (
          await limited.app.inject({
            method: 'POST',
            url: '/api/request-photos/uploads',
            headers: cookieOf(who),
            // A guest sends a solved challenge, fetched from another address so that
            // the limit of challenges is not the one tried here (decision 018).
            ...(who
              ? { payload: {} }
              : {
                  payload: await withChallenge(limited.app, {}, `203.0.113.${10 + solvedFrom++}`),
                }),
          })
        ).statusCode;
      const guest: number[] = [];
      for (let i = 0; i < 11; i += 1) guest.push(await ask(null));
      expect(guest).toEqual([...Array<number>(10).fill(200), 429]);
      const signedIn: number[] = [];
      for (let i = 0; i < 11; i += 1) signedIn.push(await ask(customer));
      expect(signedIn).toEqual([...Array<number>(10).fill(200), 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('photos with POST /api/cash-advances', () => {
  it('attaches a guest’s photos in order; staff see them in the loan answer and can fetch them', async () => {
    const urls = [await uploadedPhoto(), await uploadedPhoto(await photoPng(), 'image/png')];
    const res = await request(urls);
    expect(res.statusCode, res.body).toBe(201);
    const loan = await loanAsStaff(res.json<{ id: string }>().id);
    expect(loan.photos).toHaveLength(2);
    for (const photo of loan.photos) {
      expect(photo).toMatch(/^\/api\/request-photos\/[0-9a-f]{32}$/);
      const image = await getPhoto(photo, admin);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    const rows = await t.database.db
      .select()
      .from(requestPhotos)
      .where(eq(requestPhotos.cashAdvanceId, res.json<{ id: string }>().id));
    expect(rows.map((row) => row.position).sort()).toEqual([0, 1]);
    // A guest has no session: nobody but staff can read the photos of a guest request.
    expect((await getPhoto(loan.photos[0]!, null)).statusCode).toBe(404);
    expect((await getPhoto(loan.photos[0]!, other)).statusCode).toBe(404);
  });

  it('serves the signed-in owner their photos, 404 to another customer, a guest and a missing id', async () => {
    const res = await request([await uploadedPhoto()], owner);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: string }>().id;
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/cash-advances/${id}`,
      headers: { cookie: owner.cookie },
    });
    const [photo] = mine.json<{ photos: string[] }>().photos;
    expect(photo).toBeDefined();
    expect((await getPhoto(photo!, owner)).statusCode).toBe(200);
    for (const who of [other, null]) {
      const refused = await getPhoto(photo!, who);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: PHOTO_NOT_FOUND_MESSAGE });
    }
    for (const missing of ['0'.repeat(32), 'not-an-id', '..%2F..%2Fetc%2Fpasswd']) {
      const res404 = await getPhoto(`/api/request-photos/${missing}`, admin);
      expect(res404.statusCode).toBe(404);
      expect(res404.json()).toEqual({ message: PHOTO_NOT_FOUND_MESSAGE });
    }
    // Never through the public image route.
    expect(
      (await getPhoto(photo!.replace('/api/request-photos/', '/images/'), null)).statusCode,
    ).toBe(404);
  });

  it('a request without photos answers an empty list', async () => {
    const res = await request();
    expect(res.statusCode).toBe(201);
    expect((await loanAsStaff(res.json<{ id: string }>().id)).photos).toEqual([]);
  });

  it('uses an upload once: a second request with it is refused and writes nothing', async () => {
    const url = await uploadedPhoto();
    expect((await request([url])).statusCode).toBe(201);
    const before = await requestCount();
    const fresh = await uploadedPhoto();
    const res = await request([fresh, url]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: PHOTO_NOT_ATTACHED_MESSAGE });
    expect(await requestCount()).toBe(before);
    // The fresh one was not taken by the refused request: it can still be attached.
    expect((await request([fresh])).statusCode).toBe(201);
  });

  it('refuses an address never uploaded to, a failed upload, a forged reference, duplicates and more than 5', async () => {
    const before = await requestCount();
    const unused = await uploadUrl();
    expect((await request([unused])).json()).toEqual({ message: PHOTO_NOT_ATTACHED_MESSAGE });

    const failed = await uploadUrl();
    expect((await put(failed, htmlPage)).statusCode).toBe(415);
    expect((await request([failed])).json()).toEqual({ message: PHOTO_NOT_ATTACHED_MESSAGE });

    const forged = await request([`${REQUEST_PHOTO_UPLOAD_PREFIX}abc.def`]);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: PHOTO_REFERENCE_MESSAGE });

    const elsewhere = await request(['https://evil.example/x.jpg']);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json<{ message: string }>().message).toContain(PHOTO_REFERENCE_MESSAGE);

    const url = await uploadedPhoto();
    const twice = await request([url, url]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ message: string }>().message).toContain(DUPLICATE_PHOTO_MESSAGE);

    const six = await request(Array.from({ length: 6 }, (_, i) => `${url}${i}`));
    expect(six.statusCode).toBe(400);
    expect(six.json<{ message: string }>().message).toContain(TOO_MANY_PHOTOS_MESSAGE);

    expect((await request('not a list')).statusCode).toBe(400);
    expect(await requestCount()).toBe(before);
  });
});

describe('clean-up', () => {
  it('removes unattached photos older than a day with their files, keeps attached and recent ones', async () => {
    const oldUnattached = await uploadedPhoto();
    const oldAttached = await uploadedPhoto();
    const created = await request([oldAttached]);
    expect(created.statusCode).toBe(201);
    const recent = await uploadedPhoto();
    const rows = await t.database.db.select().from(requestPhotos);
    // Everything made so far becomes two days old, except the last upload.
    const recentRow = rows.at(-1);
    await t.database.db.execute(
      sql`update request_photos set created_at = now() - interval '2 days' where id <> ${recentRow?.id ?? ''}`,
    );
    const unattachedBefore = (await t.database.db.select().from(requestPhotos)).filter(
      (row) => row.cashAdvanceId === null && row.id !== recentRow?.id,
    );
    expect(unattachedBefore.length).toBeGreaterThan(0);

    const removed = await t.app.requestPhotos.sweep();
    expect(removed).toBe(unattachedBefore.length);
    const left = await t.database.db.select().from(requestPhotos);
    expect(left.every((row) => row.cashAdvanceId !== null || row.id === recentRow?.id)).toBe(true);
    const filesLeft = await photoFiles();
    for (const row of unattachedBefore) expect(filesLeft).not.toContain(`${row.id}.jpg`);
    // The old unattached upload can no longer be attached; the recent one still can.
    expect((await request([oldUnattached])).json()).toEqual({
      message: PHOTO_NOT_ATTACHED_MESSAGE,
    });
    expect((await request([recent])).statusCode).toBe(201);
    // The attached photo is still served.
    const loan = await loanAsStaff(created.json<{ id: string }>().id);
    expect((await getPhoto(loan.photos[0]!, admin)).statusCode).toBe(200);
    // A second sweep (another instance) finds nothing more to do.
    expect(await t.app.requestPhotos.sweep()).toBe(0);
  });
});
