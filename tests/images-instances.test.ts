/**
 * Two instances of the app behind a load balancer: two apps built with
 * buildApp over two connections to the same database, each with its own
 * DATA_DIR. Whatever one of them stored, the other must see; what one of
 * them deleted, the other must no longer serve; an upload address is used
 * once across both.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_RECEIVED_MESSAGE } from '../src/shared/cash-advances/request-photos';
import { IMAGE_NOT_FOUND_MESSAGE, UPLOAD_LINK_INVALID_MESSAGE } from '../src/shared/images';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { photoJpeg } from './fixtures/images';
import { createTestDatabase } from './helpers/test-database';
import { signedInUser, type TestUser } from './helpers/users';
import { withChallenge } from './helpers/challenge';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

type Instance = { app: FastifyInstance; dataDir: string };

let databases: Database[] = [];
let a: Instance;
let b: Instance;
let admin: TestUser;
let jpeg: Buffer;

/**
 * A second connection to the test database: on PostgreSQL a pool of its own
 * to the same database; PGlite lives in one process, so both apps share it
 * (as an app restarted on the same data would).
 */
async function secondConnection(first: Database): Promise<Database> {
  if (first.kind === 'pglite') return first;
  const { rows } = await first.db.execute<{ name: string }>(sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
}

async function startInstance(database: Database, sessionSecret: string): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-instance-'));
  const app = await buildApp({ config: testConfig({ dataDir, sessionSecret }), database });
  await app.ready();
  return { app, dataDir };
}

beforeAll(async () => {
  const first = await createTestDatabase();
  const second = await secondConnection(first);
  databases = [...new Set([second, first])];
  // Instances share SESSION_SECRET, as a load-balanced deployment must.
  const secret = 's'.repeat(43);
  a = await startInstance(first, secret);
  b = await startInstance(second, secret);
  admin = await signedInUser(a.app, 'admin');
  jpeg = await photoJpeg();
}, 60_000);
afterAll(async () => {
  for (const instance of [a, b]) {
    await instance?.app.close();
    if (instance) rmSync(instance.dataDir, { recursive: true, force: true });
  }
  // The second pool first: closing the first drops the scratch database.
  for (const database of databases) await database.close();
});

const headers = () => ({ cookie: admin.cookie });

async function uploadAddress(via: Instance): Promise<string> {
  const res = await via.app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: headers(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ uploadURL: string }>().uploadURL;
}

const upload = (via: Instance, url: string, body: Buffer = jpeg) =>
  via.app.inject({
    method: 'PUT',
    url,
    payload: body,
    headers: { ...headers(), 'content-type': 'image/jpeg' },
  });

async function imageStep(via: Instance, imageURL: string): Promise<string> {
  const res = await via.app.inject({
    method: 'PUT',
    url: '/api/admin/product-images',
    payload: { imageURL },
    headers: headers(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ imagePath: string }>().imagePath;
}

const getImage = (via: Instance, url: string, accept = 'image/jpeg') =>
  via.app.inject({ method: 'GET', url, headers: { accept } });

/** A variant file in one instance's own DATA_DIR (its variant cache). */
const cachedVariant = (via: Instance, imagePath: string, file: string) =>
  existsSync(path.join(via.dataDir, 'images', imagePath.replace('/images/', ''), file));

describe('an upload address, on either instance', () => {
  it('is used once across both: the other instance refuses it afterwards', async () => {
    const first = await uploadAddress(a);
    expect((await upload(a, first)).statusCode).toBe(200);
    const again = await upload(b, first);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: UPLOAD_LINK_INVALID_MESSAGE });

    const second = await uploadAddress(a);
    expect((await upload(b, second)).statusCode).toBe(200);
    expect((await upload(a, second)).statusCode).toBe(403);
  });

  it('is taken by one of two uploads sent to both at once', async () => {
    const url = await uploadAddress(b);
    const answers = await Promise.all([upload(a, url), upload(b, url)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 403]);
  });
});

describe.skipIf(!onPostgres)(
  'files seen by every instance (PostgreSQL only: PGlite keeps files on its one local disk)',
  () => {
    it('an upload through A turns into an image through B, served by B', async () => {
      const url = await uploadAddress(a);
      expect((await upload(a, url)).statusCode).toBe(200);
      const imagePath = await imageStep(b, url);
      // The same image whichever instance is asked again.
      expect(await imageStep(a, url)).toBe(imagePath);

      const throughB = await getImage(b, imagePath);
      expect(throughB.statusCode).toBe(200);
      expect(throughB.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(throughB.rawPayload).metadata()).toMatchObject({
        width: 1200,
        height: 1600,
      });
      expect(throughB.rawPayload.equals((await getImage(a, imagePath)).rawPayload)).toBe(true);

      const card = await getImage(b, `${imagePath}?w=320`, 'image/webp');
      expect(card.statusCode).toBe(200);
      expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
      // Variants are each instance's own cache: made by B, on B's disk only.
      expect(cachedVariant(b, imagePath, 'w320.webp')).toBe(true);
      expect(cachedVariant(a, imagePath, 'w320.webp')).toBe(false);
    });

    it('the PUT through B with an address from A, the image step through A', async () => {
      const url = await uploadAddress(a);
      const sent = await upload(b, url);
      expect(sent.statusCode, sent.body).toBe(200);
      const imagePath = await imageStep(a, sent.json<{ objectPath: string }>().objectPath);
      expect((await getImage(b, imagePath)).statusCode).toBe(200);
    });

    it('deleting the product through B removes its image for A too, cached variants included', async () => {
      const imagePath = await imageStep(a, await uploaded(a));
      const created = await a.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        payload: { title: 'Mitre Saw', category: 'Tools', price: '80.00', imageUrl: imagePath },
        headers: headers(),
      });
      expect(created.statusCode, created.body).toBe(201);
      expect((await getImage(a, `${imagePath}?w=320`)).statusCode).toBe(200);
      expect(cachedVariant(a, imagePath, 'w320.jpg')).toBe(true);

      const deleted = await b.app.inject({
        method: 'DELETE',
        url: `/api/admin/products/${created.json<{ id: string }>().id}`,
        headers: headers(),
      });
      expect(deleted.statusCode).toBe(204);
      expect(
        await b.app.images.storage.list(`images/${imagePath.replace('/images/', '')}/`),
      ).toEqual([]);
      for (const url of [imagePath, `${imagePath}?w=320`]) {
        const gone = await getImage(a, url);
        expect(gone.statusCode, url).toBe(404);
        expect(gone.json()).toEqual({ message: IMAGE_NOT_FOUND_MESSAGE });
      }
      // A's stale copy went when it was asked for.
      expect(cachedVariant(a, imagePath, 'w320.jpg')).toBe(false);
    });

    it('a request photo sent to A is attached through B and shown to staff by B', async () => {
      const address = await a.app.inject({
        method: 'POST',
        url: '/api/request-photos/uploads',
        payload: await withChallenge(a.app, {}),
      });
      const { uploadURL } = address.json<{ uploadURL: string }>();
      const sent = await a.app.inject({
        method: 'PUT',
        url: uploadURL,
        payload: jpeg,
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(sent.json()).toEqual({ message: PHOTO_RECEIVED_MESSAGE, uploadURL });
      // Single use holds across instances here too.
      const again = await b.app.inject({
        method: 'PUT',
        url: uploadURL,
        payload: jpeg,
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(again.statusCode).toBe(403);

      const created = await b.app.inject({
        method: 'POST',
        url: '/api/cash-advances',
        payload: await withChallenge(b.app, {
          customerName: 'Ada Lovelace',
          customerPhone: '07700 900123',
          itemDescription: 'A gold ring, 9ct, with box',
          itemCategory: 'gold',
          loanAmount: '120.00',
          photos: [uploadURL],
        }),
      });
      expect(created.statusCode, created.body).toBe(201);
      const loan = await b.app.inject({
        method: 'GET',
        url: `/api/admin/cash-advances/${created.json<{ id: string }>().id}`,
        headers: headers(),
      });
      const [photo] = loan.json<{ photos: string[] }>().photos;
      const shown = await b.app.inject({ method: 'GET', url: photo!, headers: headers() });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(shown.rawPayload).metadata()).toMatchObject({ format: 'jpeg' });
    });
  },
);

/** An upload received by an instance; answers its address. */
async function uploaded(via: Instance): Promise<string> {
  const url = await uploadAddress(via);
  expect((await upload(via, url)).statusCode).toBe(200);
  return url;
}
