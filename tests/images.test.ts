import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FILE_TOO_LARGE_MESSAGE,
  IMAGE_NOT_FOUND_MESSAGE,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  IMAGE_WIDTHS,
  IMAGE_WIDTH_MESSAGE,
  MAX_IMAGE_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
  UPLOAD_LINK_INVALID_MESSAGE,
  UPLOAD_NOT_FOUND_MESSAGE,
  UPLOAD_RECEIVED_MESSAGE,
  UPLOAD_URL_INVALID_MESSAGE,
  imageSrcSet,
  storedImageId,
} from '../src/shared/images';
import { loadConfig } from '../src/server/config';
import { activity, products } from '../src/server/db/schema';
import { TooLargeError, limitBytes } from '../src/server/modules/images/limit-stream';
import { sniffImageFormat } from '../src/server/modules/images/processing';
import {
  newObjectId,
  signUploadToken,
  verifyUploadToken,
} from '../src/server/modules/images/tokens';
import {
  EXIF_MARKER,
  htmlPage,
  padJpeg,
  photoJpeg,
  pngClaiming,
  photoPng,
  pngHeaderOnText,
  smallGif,
  smallWebp,
  svgImage,
} from './fixtures/images';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let t: TestApp;
let dataDir: string;
let admin: TestUser;
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-images-'));
  t = await createTestApp({ config: { dataDir } });
  admin = await signedInUser(t.app, 'admin');
  [jpeg, png] = await Promise.all([photoJpeg(), photoPng()]);
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.database.db.delete(activity).where(sql`true`);
  await t.database.db.delete(products).where(sql`true`);
});

type Json = Record<string, unknown>;
const OBJECT_PATH = /^\/objects\/[0-9a-f]{32}$/;
const IMAGE_PATH = /^\/images\/[0-9a-f]{32}$/;
const LINK_INVALID = { message: UPLOAD_LINK_INVALID_MESSAGE };

const cookieOf = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});

async function uploadUrl(who: TestUser | null = admin): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: cookieOf(who),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ uploadURL: string }>().uploadURL;
}

function put(
  url: string,
  body: Buffer | Readable,
  type = 'image/jpeg',
  who: TestUser | null = admin,
) {
  return t.app.inject({
    method: 'PUT',
    url,
    payload: body,
    headers: { 'content-type': type, ...cookieOf(who) },
  });
}

function productImage(imageURL: unknown, who: TestUser | null = admin) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/admin/product-images',
    payload: { imageURL },
    headers: cookieOf(who),
  });
}

/** The whole flow: address, upload, image; answers the image path. */
async function storeImage(body: Buffer, type = 'image/jpeg'): Promise<string> {
  const url = await uploadUrl();
  const sent = await put(url, body, type);
  expect(sent.statusCode, sent.body).toBe(200);
  const made = await productImage(url);
  expect(made.statusCode, made.body).toBe(200);
  return made.json<{ imagePath: string }>().imagePath;
}

function getImage(
  url: string,
  accept = 'image/jpeg,image/*;q=0.8',
  extra: Record<string, string> = {},
) {
  return t.app.inject({ method: 'GET', url, headers: { accept, ...extra } });
}

/** Stored keys under a prefix, wherever they are kept (the shared storage or the variant cache). */
async function storedKeys(prefix: string): Promise<string[]> {
  const { storage, variantCache } = t.app.images;
  const lists = await Promise.all([...new Set([storage, variantCache])].map((s) => s.list(prefix)));
  return [...new Set(lists.flat())].sort();
}

/** The files of a stored image (original and variants), by name. */
async function imageFiles(imagePath: string): Promise<string[]> {
  const folder = `images/${storedImageId(imagePath)!}/`;
  return (await storedKeys(folder)).map((key) => key.slice(folder.length));
}

const objectIdOf = (uploadURL: string) =>
  verifyUploadToken(t.app.config.sessionSecret, uploadURL.split('/').pop()!)!.id;

// ---------------------------------------------------------------- the flow

describe('the upload flow', () => {
  it('turns a phone JPEG into an upright image without EXIF or GPS, at a stable path', async () => {
    const before = await sharp(jpeg).metadata();
    expect(before).toMatchObject({ width: 1600, height: 1200, orientation: 6 });
    expect(before.exif?.toString('latin1')).toContain(EXIF_MARKER);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { uploadURL } = res.json<{ uploadURL: string }>();
    expect(uploadURL).toMatch(/^\/api\/objects\/put\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);

    const sent = await put(uploadURL, jpeg);
    expect(sent.statusCode).toBe(200);
    const received = sent.json<{ message: string; objectPath: string }>();
    expect(received.message).toBe(UPLOAD_RECEIVED_MESSAGE);
    expect(received.objectPath).toMatch(OBJECT_PATH);
    // The checked upload waits under uploads/, named by the server.
    const objectId = objectIdOf(uploadURL);
    expect(received.objectPath).toBe(`/objects/${objectId}`);
    expect(await storedKeys('uploads/')).toContain(`uploads/${objectId}`);

    const made = await productImage(uploadURL);
    expect(made.statusCode).toBe(200);
    const { imagePath } = made.json<{ imagePath: string }>();
    expect(imagePath).toMatch(IMAGE_PATH);
    // Stable: the same upload, as a path, an absolute URL or its objectPath, gives the same path.
    for (const again of [
      uploadURL,
      `http://localhost:3000${uploadURL}`,
      received.objectPath,
      imagePath,
    ]) {
      const res2 = await productImage(again);
      expect(res2.statusCode, again).toBe(200);
      expect(res2.json()).toEqual({ imagePath });
    }
    // The raw upload is gone once re-encoded; only the record of its image stays.
    expect(await storedKeys(`uploads/${objectId}`)).toEqual([`uploads/${objectId}.json`]);
    expect(await imageFiles(imagePath)).toEqual(['original.jpg']);

    const image = await getImage(imagePath);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers.vary).toMatch(/Accept/);
    expect(image.headers.etag).toMatch(/^"[0-9a-f]{32}-full-jpeg"$/);
    expect(Number(image.headers['content-length'])).toBe(image.rawPayload.length);

    const stored = await sharp(image.rawPayload).metadata();
    // Orientation 6 applied: the picture now stands upright, and says nothing about itself.
    expect(stored).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(image.rawPayload.includes(EXIF_MARKER)).toBe(false);
    expect(image.rawPayload.includes('GPS')).toBe(false);
  });

  it('accepts a PNG with transparency and stores it as a JPEG on white', async () => {
    const imagePath = await storeImage(png, 'image/png');
    const image = await getImage(imagePath);
    expect(image.statusCode).toBe(200);
    const stored = sharp(image.rawPayload);
    expect(await stored.metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    // The half-transparent right side is flattened onto white: light, not dark.
    const { data } = await stored
      .extract({ left: 1500, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[2]).toBeGreaterThan(150);
  });

  it('accepts GIF and WebP too', async () => {
    for (const [body, type] of [
      [await smallGif(), 'image/gif'],
      [await smallWebp(), 'image/webp'],
    ] as const) {
      const imagePath = await storeImage(body, type);
      const image = await getImage(imagePath);
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 40,
        height: 30,
      });
    }
  });

  it('judges the bytes, not the Content-Type: a JPEG sent without one, or as text, is accepted', async () => {
    for (const type of ['application/octet-stream', 'text/plain']) {
      const url = await uploadUrl();
      expect((await put(url, jpeg, type)).statusCode).toBe(200);
    }
    const url = await uploadUrl();
    const res = await t.app.inject({
      method: 'PUT',
      url,
      payload: jpeg,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------- size

describe('the size limit', () => {
  it('accepts an image of exactly 10485760 bytes', async () => {
    const exact = padJpeg(await sharp(jpeg).resize(200).jpeg().toBuffer(), MAX_IMAGE_BYTES);
    expect(exact.length).toBe(10_485_760);
    expect(sniffImageFormat(exact)).toBe('jpeg');
    const url = await uploadUrl();
    const res = await put(url, exact);
    expect(res.statusCode, res.body).toBe(200);
    expect((await productImage(url)).statusCode).toBe(200);
  });

  it('refuses 10485761 bytes from the Content-Length, before reading the body', async () => {
    const over = padJpeg(await sharp(jpeg).resize(200).jpeg().toBuffer(), MAX_IMAGE_BYTES + 1);
    const url = await uploadUrl();
    const res = await put(url, over);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: FILE_TOO_LARGE_MESSAGE });
    expect(res.headers.connection).toBe('close');
    // Nothing was stored, so the address can still be used for a smaller file.
    expect((await put(url, jpeg)).statusCode).toBe(200);
  });

  it('refuses a body without Content-Length as soon as it passes 10485760 bytes', async () => {
    const url = await uploadUrl();
    let sent = 0;
    // Chunks of 1 MiB, forever: only the limit can end this request.
    const endless = new Readable({
      read() {
        sent += 1_048_576;
        this.push(Buffer.alloc(1_048_576, 0x41));
      },
    });
    const res = await put(url, endless);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: FILE_TOO_LARGE_MESSAGE });
    expect(sent).toBeLessThan(16 * 1_048_576);
    // Nothing kept, not even a part: the address can still take a file within the limit.
    expect(await storedKeys(`uploads/${objectIdOf(url)}`)).toEqual([]);
    expect((await put(url, jpeg)).statusCode).toBe(200);
  });

  it('the limiter passes exactly the limit and stops one byte later, leaving the rest unread', async () => {
    const collect = async (stream: Readable) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).length;
    };
    expect(await collect(limitBytes(Readable.from([Buffer.alloc(6), Buffer.alloc(4)]), 10))).toBe(
      10,
    );

    const source = Readable.from([Buffer.alloc(6), Buffer.alloc(5), Buffer.alloc(7)], {
      objectMode: false,
    });
    await expect(collect(limitBytes(source, 10))).rejects.toBeInstanceOf(TooLargeError);
    expect(source.readableEnded).toBe(false);
    expect(source.destroyed).toBe(false);
  });
});

// ---------------------------------------------------------------- not images

describe('bytes that are not an accepted image', () => {
  const UNSUPPORTED = { message: UNSUPPORTED_IMAGE_MESSAGE };

  it.each([
    ['a PNG signature glued onto text', pngHeaderOnText, 'image/png'],
    ['an SVG', svgImage, 'image/svg+xml'],
    ['an SVG sent as a PNG', svgImage, 'image/png'],
    ['an HTML page renamed .png', htmlPage, 'image/png'],
    ['an empty body', Buffer.alloc(0), 'image/png'],
  ])('refuses %s with 415', async (_name, body, type) => {
    const url = await uploadUrl();
    const res = await put(url, body, type);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(UNSUPPORTED);
    // Nothing is kept, and the refused upload cannot become an image.
    expect(await storedKeys(`uploads/${objectIdOf(url)}`)).toEqual([]);
    const made = await productImage(url);
    expect(made.statusCode).toBe(404);
    expect(made.json()).toEqual({ message: UPLOAD_NOT_FOUND_MESSAGE });
  });

  it('refuses a PNG that claims 400 million pixels before decoding it (413)', async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 20_000,
    });
    const url = await uploadUrl();
    const res = await put(url, bomb, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: IMAGE_TOO_MANY_PIXELS_MESSAGE });
  });

  it('refuses a truncated JPEG (right magic bytes, broken data)', async () => {
    const url = await uploadUrl();
    const res = await put(url, jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(res.statusCode).toBe(415);
  });
});

// ---------------------------------------------------------------- tokens

describe('upload addresses', () => {
  it('refuses an expired address', async () => {
    const token = signUploadToken(t.app.config.sessionSecret, {
      id: newObjectId(),
      exp: Date.now() - 1000,
    });
    const res = await put(`/api/objects/put/${token}`, jpeg);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(LINK_INVALID);
  });

  it('lives 15 minutes', async () => {
    const url = await uploadUrl();
    const { exp } = verifyUploadToken(t.app.config.sessionSecret, url.split('/').pop()!)!;
    expect(exp - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(exp - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  });

  it('refuses a second upload to the same address', async () => {
    const url = await uploadUrl();
    expect((await put(url, jpeg)).statusCode).toBe(200);
    const again = await put(url, png, 'image/png');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(LINK_INVALID);
  });

  it('is not spent by a refused file: it takes one image afterwards, then no more', async () => {
    const url = await uploadUrl();
    expect((await put(url, svgImage, 'image/svg+xml')).statusCode).toBe(415);
    expect((await put(url, jpeg)).statusCode).toBe(200);
    expect((await put(url, png, 'image/png')).statusCode).toBe(403);
  });

  it('refuses forged addresses', async () => {
    const url = await uploadUrl();
    const token = url.split('/').pop()!;
    const [payload = '', signature = ''] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ id: newObjectId(), exp: Date.now() + 60_000 }),
    ).toString('base64url');
    const forged = [
      // Another id, or a later expiry, under the real signature.
      `${otherPayload}.${signature}`,
      // Signed with another secret.
      signUploadToken('x'.repeat(43), { id: newObjectId(), exp: Date.now() + 60_000 }),
      // A signature changed in one character.
      `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      // No signature at all, or garbage.
      payload,
      'not-a-token',
    ];
    for (const bad of forged) {
      const res = await put(`/api/objects/put/${bad}`, jpeg);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json()).toEqual(LINK_INVALID);
    }
    // The real address was not spent by the forgeries.
    expect((await put(url, jpeg)).statusCode).toBe(200);
  });
  // Path tricks in the token: tests/security/uploads.test.ts.
});

// Only an admin uploads (401, 403, cross-site): tests/security/access.test.ts,
// cross-site.test.ts and uploads.test.ts.

// ---------------------------------------------------------------- product-images

describe('PUT /api/admin/product-images', () => {
  it.each([
    // Traversals: tests/security/uploads.test.ts.
    ['an object id of the wrong shape', '/objects/ABC'],
    [
      'a forged token',
      '/api/objects/put/abcdefghijklmnopqrst.abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq',
    ],
    ['another site', 'https://evil.example/steal.png'],
  ])('refuses %s with 400', async (_name, imageURL) => {
    const res = await productImage(imageURL);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: UPLOAD_URL_INVALID_MESSAGE });
  });

  it('needs imageURL', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/product-images',
      payload: {},
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'imageURL is required' });
  });

  it('answers 404 for an address that received nothing, and for an unknown image', async () => {
    const url = await uploadUrl();
    const res = await productImage(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: UPLOAD_NOT_FOUND_MESSAGE });
    const unknown = await productImage(`/images/${'0'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
  });

  it('makes one image when asked twice at once', async () => {
    const url = await uploadUrl();
    expect((await put(url, jpeg)).statusCode).toBe(200);
    const [a, b] = await Promise.all([productImage(url), productImage(url)]);
    expect(a.json()).toEqual(b.json());
  });
});

// ---------------------------------------------------------------- delivery

describe('GET /images/:id', () => {
  let imagePath: string;
  let original: Buffer;
  beforeAll(async () => {
    imagePath = await storeImage(png, 'image/png');
    original = (await getImage(imagePath)).rawPayload;
  });

  it.each(IMAGE_WIDTHS)(
    'serves a variant %i pixels wide, smaller than the original',
    async (width) => {
      const res = await getImage(`${imagePath}?w=${width}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width });
      expect(meta.height).toBe(Math.round((width * 1200) / 1600));
      expect(res.rawPayload.length).toBeLessThan(original.length);
    },
  );

  it('serves WebP when the browser accepts it, and caches each variant once on disk', async () => {
    const res = await getImage(
      `${imagePath}?w=320`,
      'image/avif,image/webp,image/apng,image/*,*/*;q=0.8',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toMatch(/Accept/);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
    const jpegVariant = await getImage(`${imagePath}?w=320`);
    expect(res.rawPayload.length).toBeLessThan(jpegVariant.rawPayload.length);
    expect(res.headers.etag).not.toBe(jpegVariant.headers.etag);

    const full = await getImage(imagePath, 'image/webp,*/*');
    expect(full.headers['content-type']).toBe('image/webp');
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600 });

    expect(await imageFiles(imagePath)).toEqual(
      expect.arrayContaining(['original.jpg', 'w320.webp', 'w320.jpg', 'full.webp']),
    );
    // Served again from the file: the same bytes.
    const again = await getImage(`${imagePath}?w=320`, 'image/webp');
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('never enlarges: a 1200-pixel-wide image asked at 1280 stays 1200 wide', async () => {
    const portrait = await storeImage(jpeg);
    const res = await getImage(`${portrait}?w=1280`);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 1200, height: 1600 });
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await getImage(`${imagePath}?w=160`);
    const res = await getImage(`${imagePath}?w=160`, undefined, {
      'if-none-match': first.headers.etag as string,
    });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: imagePath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it.each(['100', '321', '2000', '-1', 'abc', '320px'])('refuses ?w=%s with 400', async (w) => {
    const res = await getImage(`${imagePath}?w=${w}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: IMAGE_WIDTH_MESSAGE });
  });

  it('names the widths it takes when it refuses one', async () => {
    const res = await getImage(`${imagePath}?w=300`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'w must be one of 160, 320, 640, 1280' });
  });

  it.each([
    `/images/${'0'.repeat(32)}`,
    '/images/nope',
    `/images/${'A'.repeat(32)}`,
    '/images/original.jpg',
  ])('answers 404 JSON for %s', async (url) => {
    const res = await getImage(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: IMAGE_NOT_FOUND_MESSAGE });
  });

  it('offers a srcset only for stored images', () => {
    expect(imageSrcSet(imagePath)).toBe(
      IMAGE_WIDTHS.map((w) => `${imagePath}?w=${w} ${w}w`).join(', '),
    );
    expect(imageSrcSet('/demo/products/drill.jpg')).toBeUndefined();
  });
});

// ---------------------------------------------------------------- clean-up

describe('files follow their products', () => {
  const product = (imageUrl: string | null) => ({
    title: 'Cordless Drill 18V',
    category: 'Tools',
    price: '45.50',
    imageUrl,
  });
  async function createProduct(imageUrl: string | null): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: product(imageUrl),
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Json>();
    expect(created.thumbnailUrl).toBe(imageUrl);
    return created.id as string;
  }
  const adminRequest = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });

  it('deleting a product removes its image and variants', async () => {
    const imagePath = await storeImage(jpeg);
    await getImage(`${imagePath}?w=320`, 'image/webp');
    expect(await imageFiles(imagePath)).toEqual(['original.jpg', 'w320.webp']);
    const id = await createProduct(imagePath);

    const res = await adminRequest('DELETE', `/api/admin/products/${id}`);
    expect(res.statusCode).toBe(204);
    expect(await imageFiles(imagePath)).toEqual([]);
    expect(existsSync(path.join(dataDir, 'images', storedImageId(imagePath)!))).toBe(false);
    expect((await getImage(imagePath)).statusCode).toBe(404);
  });

  it('replacing or removing the image removes the old files only', async () => {
    const first = await storeImage(jpeg);
    const second = await storeImage(png, 'image/png');
    const id = await createProduct(first);

    const replaced = await adminRequest('PUT', `/api/admin/products/${id}`, product(second));
    expect(replaced.statusCode).toBe(200);
    expect(await imageFiles(first)).toEqual([]);
    expect(await imageFiles(second)).toEqual(['original.jpg']);

    // An edit that keeps the image keeps its files.
    const kept = await adminRequest('PUT', `/api/admin/products/${id}`, {
      ...product(second),
      title: 'Drill',
    });
    expect(kept.statusCode).toBe(200);
    expect(await imageFiles(second)).toEqual(['original.jpg']);

    const removed = await adminRequest('PUT', `/api/admin/products/${id}`, product(null));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ imageUrl: null, thumbnailUrl: null });
    expect(await imageFiles(second)).toEqual([]);
  });

  it('keeps an image another product still shows', async () => {
    const shared = await storeImage(jpeg);
    const a = await createProduct(shared);
    const b = await createProduct(shared);
    expect((await adminRequest('DELETE', `/api/admin/products/${a}`)).statusCode).toBe(204);
    expect(await imageFiles(shared)).toEqual(['original.jpg']);
    expect((await adminRequest('DELETE', `/api/admin/products/${b}`)).statusCode).toBe(204);
    expect(await imageFiles(shared)).toEqual([]);
  });

  it('still deletes the product when its files cannot be removed (best effort)', async () => {
    const imagePath = await storeImage(jpeg);
    const id = await createProduct(imagePath);
    const failing = vi
      .spyOn(t.app.images.storage, 'delete')
      .mockRejectedValue(new Error('disk unavailable'));
    try {
      const res = await adminRequest('DELETE', `/api/admin/products/${id}`);
      expect(res.statusCode).toBe(204);
      expect(failing).toHaveBeenCalled();
    } finally {
      failing.mockRestore();
    }
    expect(await imageFiles(imagePath)).toEqual(['original.jpg']);
    const gone = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('leaves paths that are not stored images alone', async () => {
    const id = await createProduct('/demo/products/drill.jpg');
    expect((await adminRequest('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(204);
  });
});

// ---------------------------------------------------------------- real HTTP

describe('over real HTTP', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** A request whose path is sent exactly as written (no dot-segment clean-up), body left open. */
  function raw(
    method: string,
    rawPath: string,
    headers: http.OutgoingHttpHeaders,
    chunks: Buffer[] = [],
    end = true,
  ) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method, path: rawPath, headers },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, body });
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      req.flushHeaders();
      for (const chunk of chunks) req.write(chunk);
      if (end) req.end();
    });
  }

  it('answers 413 while the client is still sending, without waiting for the rest', async () => {
    const url = await uploadUrl();
    // 11 MiB, and the request is never ended: only an early answer can settle this.
    const chunks = Array.from({ length: 11 }, () => Buffer.alloc(1_048_576, 0x41));
    const headers = {
      cookie: admin.cookie,
      'content-type': 'image/jpeg',
      'transfer-encoding': 'chunked',
    };
    const answer = await raw('PUT', url, headers, chunks, false);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: FILE_TOO_LARGE_MESSAGE });
  });

  it('answers 413 at once to a Content-Length over the limit, before any byte of the body', async () => {
    const url = await uploadUrl();
    const headers = {
      cookie: admin.cookie,
      'content-type': 'image/jpeg',
      'content-length': String(MAX_IMAGE_BYTES + 1),
    };
    const answer = await raw('PUT', url, headers, [], false);
    expect(answer.status).toBe(413);
  });
  // Literal traversal paths: tests/security/uploads.test.ts.
});

// ---------------------------------------------------------------- sweeping and config
// The Storage implementations themselves: tests/images-storage.test.ts.

describe('old uploads', () => {
  it('are swept: checked uploads never used, and records of used ones', async () => {
    const unused = await uploadUrl();
    expect((await put(unused, jpeg)).statusCode).toBe(200);
    const used = await uploadUrl();
    expect((await put(used, jpeg)).statusCode).toBe(200);
    const imagePath = (await productImage(used)).json<{ imagePath: string }>().imagePath;
    expect(await storedKeys('uploads/')).toEqual(
      expect.arrayContaining([`uploads/${objectIdOf(unused)}`, `uploads/${objectIdOf(used)}.json`]),
    );

    expect(await t.app.images.sweepUploads(Date.now() - 60_000)).toBe(0);
    expect(await t.app.images.sweepUploads(Date.now() + 1000)).toBeGreaterThanOrEqual(2);
    expect(await storedKeys('uploads/')).toEqual([]);
    // The image itself stays: only products decide about images.
    expect(await imageFiles(imagePath)).toEqual(['original.jpg']);
  });
});

describe('SESSION_SECRET', () => {
  it('is generated per start when unset (32 random bytes), and used when set', () => {
    const a = loadConfig({}).sessionSecret;
    const b = loadConfig({}).sessionSecret;
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(loadConfig({ SESSION_SECRET: 's'.repeat(40) }).sessionSecret).toBe('s'.repeat(40));
  });
});
