/**
 * Photo uploads that cannot be abused (issue 26, docs/decisions/020): images
 * over 40 megapixels are refused from their header, every decode and
 * re-encode runs in a bounded pool that answers 503 when full, and the API
 * stays responsive while the pool works (measured and printed, not asserted).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PHOTO_RECEIVED_MESSAGE } from '../src/shared/cash-advances/request-photos';
import { IMAGES_BUSY_MESSAGE, IMAGE_TOO_MANY_PIXELS_MESSAGE } from '../src/shared/images';
import { MAX_INPUT_PIXELS, readImageHeader } from '../src/server/modules/images/processing';
import {
  IMAGES_BUSY_RETRY_AFTER_SECONDS,
  PoolFullError,
  WorkPool,
} from '../src/server/modules/images/work-pool';
import { photoJpeg, pngClaiming } from './fixtures/images';
import { withChallenge } from './helpers/challenge';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('WorkPool', () => {
  it('never runs more than its size at once, runs every job in order, and keeps results apart', async () => {
    const pool = new WorkPool(2, 100);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        pool.run(async () => {
          started.push(n);
          running += 1;
          most = Math.max(most, running);
          expect(pool.active).toBeLessThanOrEqual(2);
          await tick();
          running -= 1;
          return n * 2;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(results).toEqual(Array.from({ length: 20 }, (_, n) => n * 2));
    expect([pool.active, pool.queued]).toEqual([0, 0]);
  });

  it('refuses a job at once when the queue is full; the job never starts; places free up again', async () => {
    const pool = new WorkPool(1, 2);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = [pool.run(() => gate), pool.run(() => gate), pool.run(() => gate)];
    expect([pool.active, pool.queued]).toEqual([1, 2]);
    const refused = vi.fn(() => Promise.resolve('ran'));
    await expect(pool.run(refused)).rejects.toBeInstanceOf(PoolFullError);
    expect(refused).not.toHaveBeenCalled();
    // As a route sees it: 503, Retry-After, { message }.
    await expect(pool.runOrBusy(refused)).rejects.toMatchObject({
      statusCode: 503,
      message: IMAGES_BUSY_MESSAGE,
      headers: { 'retry-after': String(IMAGES_BUSY_RETRY_AFTER_SECONDS) },
    });
    release();
    await Promise.all(held);
    expect([pool.active, pool.queued]).toEqual([0, 0]);
    await expect(pool.run(refused)).resolves.toBe('ran');
  });

  it('admits at most size + queueLimit uploads; the next is refused at once, unread; places free up again', async () => {
    const pool = new WorkPool(1, 2);
    expect(pool.uploadLimit).toBe(3);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = Array.from({ length: 3 }, () => pool.admitUpload(() => gate));
    expect(pool.uploads).toBe(3);
    const refused = vi.fn(() => Promise.resolve('read'));
    await expect(pool.admitUpload(refused)).rejects.toMatchObject({
      statusCode: 503,
      message: IMAGES_BUSY_MESSAGE,
      // Connection: close, so the refused body is never read to its end.
      headers: { 'retry-after': String(IMAGES_BUSY_RETRY_AFTER_SECONDS), connection: 'close' },
    });
    expect(refused).not.toHaveBeenCalled();
    release();
    await Promise.all(held);
    expect(pool.uploads).toBe(0);
    await expect(pool.admitUpload(refused)).resolves.toBe('read');
    await expect(pool.admitUpload(() => Promise.reject(new Error('cut off')))).rejects.toThrow();
    expect(pool.uploads).toBe(0);
  });

  it('gives the place back when a job fails, and passes the error on', async () => {
    const pool = new WorkPool(1, 0);
    await expect(pool.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow(
      'broken image',
    );
    expect(pool.active).toBe(0);
    await expect(pool.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});

let t: TestApp;
let dataDir: string;
let admin: TestUser;
let customer: TestUser;
/** A customer of the uploads tests: each account has 10 photo addresses an hour. */
let patron: TestUser;
/** 8000 × 6000: 48 megapixels, a flat colour, so only about 280 KB. */
let over40: Buffer;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-images-pool-'));
  t = await createTestApp({ config: { dataDir, imageWorkers: 1, imageQueue: 8 } });
  [admin, customer, patron] = await Promise.all([
    signedInUser(t.app, 'admin'),
    signedInUser(t.app),
    signedInUser(t.app),
  ]);
  over40 = await sharp({
    create: { width: 8000, height: 6000, channels: 3, background: '#7a8b9c' },
  })
    .jpeg()
    .toBuffer();
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function address(url: string, who: TestUser): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ uploadURL: string }>().uploadURL;
}
const put = (url: string, body: Buffer, who: TestUser, type = 'image/jpeg') =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': type, cookie: who.cookie },
    payload: body,
  });

describe('images over 40 megapixels', () => {
  it('are told from the header alone: 8000 × 5000 passes the header check, 8000 × 5001 does not', async () => {
    expect(MAX_INPUT_PIXELS).toBe(40_000_000);
    expect(await readImageHeader(await pngClaiming(8000, 5000))).toMatchObject({ ok: true });
    expect(await readImageHeader(await pngClaiming(8000, 5001))).toEqual({
      ok: false,
      reason: 'too-many-pixels',
    });
  });

  it.each([
    ['a request photo', '/api/request-photos/uploads', () => customer],
    ['a product image', '/api/objects/upload', () => admin],
  ])('%s of 48 MP is refused with 413 before any decoding, fast', async (_name, url, who) => {
    const run = vi.spyOn(t.app.images.pool, 'run');
    try {
      const uploadURL = await address(url, who());
      const started = performance.now();
      const res = await put(uploadURL, over40, who());
      const took = performance.now() - started;
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: IMAGE_TOO_MANY_PIXELS_MESSAGE });
      // Every decode goes through the pool: none was asked for.
      expect(run).not.toHaveBeenCalled();
      console.log(
        `${url}: a ${over40.length}-byte 8000 × 6000 JPEG refused in ${took.toFixed(1)} ms`,
      );
    } finally {
      run.mockRestore();
    }
  });
});

describe('a full image work pool', () => {
  it('answers an upload 503 with Retry-After and { message }, and the address can be used once it has room', async () => {
    const pool = t.app.images.pool;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = Array.from({ length: pool.size + pool.queueLimit }, () => pool.run(() => gate));
    try {
      const uploadURL = await address('/api/request-photos/uploads', customer);
      const res = await put(uploadURL, await photoJpeg(), customer);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(IMAGES_BUSY_RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({ message: IMAGES_BUSY_MESSAGE });
      release();
      await Promise.all(held);
      const again = await put(uploadURL, await photoJpeg(), customer);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ message: PHOTO_RECEIVED_MESSAGE });
    } finally {
      release();
    }
  });
});

describe('uploads, whoever sends them', () => {
  const guestAddress = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/request-photos/uploads',
      payload: await withChallenge(t.app, {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ uploadURL: string }>().uploadURL;
  };
  const guest: TestUser = { id: '', username: '', email: '', password: '', cookie: '' };

  it.each([
    ['a guest', () => guestAddress(), () => guest, 2],
    [
      'a signed-in customer',
      async () => address('/api/request-photos/uploads', patron),
      () => patron,
      2,
    ],
    ['staff (a product image)', async () => address('/api/objects/upload', admin), () => admin, 1],
  ])(
    'from %s: admitted into the pool once, every decode of it a job in it (a photo: the check and the re-encode)',
    async (_who, ask, who, jobs) => {
      const pool = t.app.images.pool;
      const admit = vi.spyOn(pool, 'admitUpload');
      const run = vi.spyOn(pool, 'run');
      try {
        const uploadURL = await ask();
        const res = await put(uploadURL, await photoJpeg(), who());
        expect(res.statusCode, res.body).toBe(200);
        expect(admit).toHaveBeenCalledTimes(1);
        expect(run).toHaveBeenCalledTimes(jobs);
        expect([pool.uploads, pool.active, pool.queued]).toEqual([0, 0, 0]);
      } finally {
        admit.mockRestore();
        run.mockRestore();
      }
    },
  );

  it('from a signed-in customer: 503 before the body is read while the pool holds all the uploads it may; the address works once there is room', async () => {
    const pool = t.app.images.pool;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = Array.from({ length: pool.uploadLimit }, () => pool.admitUpload(() => gate));
    const run = vi.spyOn(pool, 'run');
    try {
      const uploadURL = await address('/api/request-photos/uploads', patron);
      const res = await put(uploadURL, await photoJpeg(), patron);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(IMAGES_BUSY_RETRY_AFTER_SECONDS));
      expect(res.headers.connection).toBe('close');
      expect(res.json()).toEqual({ message: IMAGES_BUSY_MESSAGE });
      expect(run).not.toHaveBeenCalled();
      release();
      await Promise.all(held);
      const again = await put(uploadURL, await photoJpeg(), patron);
      expect(again.statusCode, again.body).toBe(200);
    } finally {
      release();
      run.mockRestore();
    }
  });
});

describe('the API while images are re-encoded', () => {
  it('keeps answering /api/health (figures printed, not asserted)', async () => {
    const IMAGES = 6;
    // 7000 × 5000 (35 MP, under the limit): a PNG decodes whole (no shrink-on-load), the JPEGs fast.
    const flat = sharp({
      create: { width: 7000, height: 5000, channels: 3, background: '#8a7b6c' },
    });
    const bodies = [await flat.clone().png().toBuffer(), await flat.clone().jpeg().toBuffer()];
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const addresses = await Promise.all(
      Array.from({ length: IMAGES }, () => address('/api/request-photos/uploads', customer)),
    );

    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const health: number[] = [];
    let uploading = true;
    const probe = (async () => {
      while (uploading) {
        const started = performance.now();
        const res = await fetch(`${base}/api/health`);
        await res.arrayBuffer();
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = performance.now();
    const answers = await Promise.all(
      addresses.map(async (uploadURL, n) => {
        const body = bodies[n % 2]!;
        const res = await fetch(`${base}${uploadURL}`, {
          method: 'PUT',
          headers: { cookie: customer.cookie, 'content-type': n % 2 ? 'image/jpeg' : 'image/png' },
          body,
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const took = performance.now() - started;
    uploading = false;
    await probe;
    delay.disable();
    expect(answers).toEqual(Array<number>(IMAGES).fill(200));
    expect(health.length).toBeGreaterThan(0);

    const sorted = [...health].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    console.log(
      `${IMAGES} photos of 35 MP (PNG and JPEG) through a pool of ${t.app.images.pool.size}: ` +
        `${took.toFixed(0)} ms in all; /api/health answered ${health.length} times, ` +
        `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; ` +
        `event loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
    );
  }, 120_000);
});
