/**
 * Product image benchmark (issue 7): draws a photo-like 4000 × 3000 JPEG of
 * about 5 MB (gradients, soft blobs, texture and sensor noise, quality 95), then runs
 * the whole flow against the real app listening on a local port, as a page
 * would: ask for an upload address, PUT the file, turn it into an image, and
 * fetch the card variant (w=320, WebP) twice (made, then cached).
 *
 * Then LOAD photos (default 6) are sent at once, each uploaded and turned into
 * an image, while /api/health is asked every 20 ms: its answer times and the
 * event loop's delay are printed beside the same figures with nothing to do
 * (docs/decisions/020-photo-upload-limits.md).
 *
 *   npm run bench:images             5 runs, in-memory PGlite, a scratch DATA_DIR
 *   RUNS=10 npm run bench:images
 *   IMAGE_WORKERS=6 IMAGE_QUEUE=20 npm run bench:images   the pool's size and queue
 *       (default: config.ts); 6 workers is "no bound" for LOAD=6
 *   DATABASE_URL=postgres://… npm run bench:images
 *       PostgreSQL: a scratch database on that server (dropped after), where the
 *       uploads and images are then stored; variants stay in the scratch DATA_DIR
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { CARD_IMAGE_WIDTH } from '../src/shared/images';
import { buildApp } from '../src/server/app';
import { loadConfig, testConfig } from '../src/server/config';
import { hashPassword } from '../src/server/modules/auth/password';
import { insertUser } from '../src/server/modules/auth/repository';
import { openBenchDatabase } from './lib/stats';

const RUNS = Number(process.env.RUNS ?? 5);
const LOAD = Number(process.env.LOAD ?? 6);
const WIDTH = 4000;
const HEIGHT = 3000;

/** Photo-like pixels: smooth gradients, soft bright blobs, wavy texture and ±12 of noise. */
function drawPhoto(): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 12_345;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const blobs = Array.from({ length: 12 }, () => ({
    x: random() * WIDTH,
    y: random() * HEIGHT,
    r: 200 + random() * 700,
    color: [random() * 120, random() * 120, random() * 120],
  }));
  const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      let r = 40 + (x / WIDTH) * 150;
      let g = 60 + (y / HEIGHT) * 120;
      let b = 90 + ((x + y) / (WIDTH + HEIGHT)) * 100;
      for (const blob of blobs) {
        const d2 = ((x - blob.x) ** 2 + (y - blob.y) ** 2) / (blob.r * blob.r);
        if (d2 < 1) {
          const w = 1 - d2;
          r += blob.color[0]! * w;
          g += blob.color[1]! * w;
          b += blob.color[2]! * w;
        }
      }
      // Wavy texture of a few sizes, so detail survives down to card size as in a photo.
      const texture =
        18 * Math.sin(x * 0.05 + 3 * Math.sin(y * 0.01)) + 10 * Math.sin((x + 2 * y) * 0.21);
      const i = (y * WIDTH + x) * 3;
      pixels[i] = clamp(r + texture + (random() - 0.5) * 24);
      pixels[i + 1] = clamp(g + texture + (random() - 0.5) * 24);
      pixels[i + 2] = clamp(b - texture + (random() - 0.5) * 24);
    }
  }
  return pixels;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  let started = performance.now();
  const photo = await sharp(drawPhoto(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  console.log(
    `photo: ${WIDTH} × ${HEIGHT} JPEG, quality 95, ${(photo.length / 1_048_576).toFixed(2)} MB ` +
      `(${photo.length} bytes), drawn in ${ms(performance.now() - started)}`,
  );

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-images-'));
  const database = await openBenchDatabase('bench_images');
  // IMAGE_WORKERS and IMAGE_QUEUE from the environment, as the server reads them.
  const { imageWorkers, imageQueue } = loadConfig({
    IMAGE_WORKERS: process.env.IMAGE_WORKERS,
    IMAGE_QUEUE: process.env.IMAGE_QUEUE,
  });
  const app = await buildApp({
    config: testConfig({ dataDir, imageWorkers, imageQueue }),
    database,
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await insertUser(database.db, {
      username: 'benchadmin',
      email: 'bench@example.com',
      passwordHash: await hashPassword('bench-password'),
      role: 'admin',
    });
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'benchadmin', password: 'bench-password' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const headers = { cookie };

    const timings = { address: [] as number[], accept: [] as number[], reencode: [] as number[] };
    const variant = { make: [] as number[], cached: [] as number[] };
    const original: number[] = [];
    let stored = 0;
    let card = 0;
    let cardJpeg = 0;
    for (let run = 0; run < RUNS; run += 1) {
      started = performance.now();
      const address = await fetch(`${base}/api/objects/upload`, { method: 'POST', headers });
      const { uploadURL } = (await address.json()) as { uploadURL: string };
      timings.address.push(performance.now() - started);

      started = performance.now();
      const sent = await fetch(`${base}${uploadURL}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'image/jpeg' },
        body: photo,
      });
      if (sent.status !== 200) throw new Error(`upload: ${sent.status} ${await sent.text()}`);
      await sent.arrayBuffer();
      timings.accept.push(performance.now() - started);

      started = performance.now();
      const made = await fetch(`${base}/api/admin/product-images`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ imageURL: uploadURL }),
      });
      const { imagePath } = (await made.json()) as { imagePath: string };
      timings.reencode.push(performance.now() - started);

      started = performance.now();
      stored = (await (await fetch(`${base}${imagePath}`)).arrayBuffer()).byteLength;
      original.push(performance.now() - started);
      const cardUrl = `${base}${imagePath}?w=${CARD_IMAGE_WIDTH}`;
      for (const list of [variant.make, variant.cached]) {
        started = performance.now();
        const res = await fetch(cardUrl, { headers: { accept: 'image/webp,image/*' } });
        card = (await res.arrayBuffer()).byteLength;
        list.push(performance.now() - started);
      }
      cardJpeg = (await (await fetch(cardUrl, { headers: { accept: 'image/jpeg' } })).arrayBuffer())
        .byteLength;
    }

    const meta = await sharp(photo).metadata();
    console.log(
      `runs: ${RUNS} on ${database.kind} (medians below; 2-core machine, image work pool of ` +
        `${app.images.pool.size} × ${sharp.concurrency()} libvips thread, queue ${app.images.pool.queueLimit})`,
    );
    console.log('');
    console.log('| step | median |');
    console.log('| --- | ---: |');
    console.log(`| POST /api/objects/upload (address) | ${ms(median(timings.address))} |`);
    console.log(
      `| PUT upload: read, magic bytes, sharp decode, store (accept) | ${ms(median(timings.accept))} |`,
    );
    console.log(
      `| PUT /api/admin/product-images (re-encode to ≤ 2000 px JPEG) | ${ms(median(timings.reencode))} |`,
    );
    console.log(`| GET stored image (from the shared storage) | ${ms(median(original))} |`);
    console.log(
      `| GET card variant w=${CARD_IMAGE_WIDTH} WebP, first (made) | ${ms(median(variant.make))} |`,
    );
    console.log(
      `| GET card variant w=${CARD_IMAGE_WIDTH} WebP, again (from this instance's cache) | ${ms(median(variant.cached))} |`,
    );
    console.log('');
    console.log('| file | bytes | share of the upload |');
    console.log('| --- | ---: | ---: |');
    const share = (bytes: number) => `${((bytes / photo.length) * 100).toFixed(2)} %`;
    console.log(
      `| original upload ${meta.width} × ${meta.height} | ${photo.length} (${kb(photo.length)}) | 100 % |`,
    );
    console.log(
      `| stored image (2000 × 1500 JPEG) | ${stored} (${kb(stored)}) | ${share(stored)} |`,
    );
    console.log(
      `| card variant w=${CARD_IMAGE_WIDTH} WebP | ${card} (${kb(card)}) | ${share(card)} |`,
    );
    console.log(
      `| card variant w=${CARD_IMAGE_WIDTH} JPEG (no WebP) | ${cardJpeg} (${kb(cardJpeg)}) | ${share(cardJpeg)} |`,
    );

    // ---------------------------------------------------------- under load
    const probeHealth = async (while_: () => boolean) => {
      const times: number[] = [];
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      while (while_()) {
        const asked = performance.now();
        await (await fetch(`${base}/api/health`)).arrayBuffer();
        times.push(performance.now() - asked);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      delay.disable();
      return { times, delay };
    };
    const describeProbe = ({ times, delay }: Awaited<ReturnType<typeof probeHealth>>) => {
      const sorted = [...times].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
      return (
        `| ${times.length} | ${ms(at(0.5))} | ${ms(at(0.95))} | ${ms(sorted.at(-1)!)} ` +
        `| ${(delay.percentile(99) / 1e6).toFixed(0)} ms | ${(delay.max / 1e6).toFixed(0)} ms |`
      );
    };
    const idleUntil = performance.now() + 2_000;
    const idle = await probeHealth(() => performance.now() < idleUntil);

    let busy = true;
    const probe = probeHealth(() => busy);
    started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: LOAD }, async () => {
        const address = await fetch(`${base}/api/objects/upload`, { method: 'POST', headers });
        const { uploadURL } = (await address.json()) as { uploadURL: string };
        const sent = await fetch(`${base}${uploadURL}`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'image/jpeg' },
          body: photo,
        });
        await sent.arrayBuffer();
        if (sent.status !== 200) return sent.status;
        const made = await fetch(`${base}/api/admin/product-images`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ imageURL: uploadURL }),
        });
        await made.arrayBuffer();
        return made.status;
      }),
    );
    const loadTook = performance.now() - started;
    busy = false;
    const loaded = await probe;
    const answered = statuses.reduce<Record<number, number>>(
      (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    );
    console.log('');
    console.log(
      `${LOAD} photos sent at once (upload and re-encode each): ${ms(loadTook)} in all; answers ` +
        Object.entries(answered)
          .map(([status, count]) => `${count} × ${status}`)
          .join(', '),
    );
    console.log('');
    console.log(
      '| /api/health every 20 ms | answers | median | p95 | max | event loop delay p99 | max |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    console.log(`| idle (2 s) ${describeProbe(idle)}`);
    console.log(`| while the ${LOAD} photos are processed ${describeProbe(loaded)}`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
