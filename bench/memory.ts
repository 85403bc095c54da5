/**
 * `npm run bench:memory`: the resident memory of the built server (what
 * `npm start` runs) with demo data, on the embedded PGlite and on PostgreSQL
 * (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test): after start,
 * and after 1,000 mixed public reads and 100 staff reads, with the split
 * (V8 heap, external and array buffers, the rest: WASM heap, native code).
 * Prints figures; passes or fails on nothing.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { SERVER_NODE_FLAGS, serverEnv } from '../scripts/server-process.mjs';
import { freePort, startAndWait } from './lib/processes';

const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(0);

type Split = {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** Resident pages of the WebAssembly memories (PGlite's heap), from /proc/self/smaps. */
  wasmResident: number;
};

/** VmRSS of a process, from /proc (the figure `ps` and the kernel count). */
function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function probe(pid: number, file: string): Promise<Split> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let tries = 0; tries < 200; tries += 1) {
    try {
      const { usage } = JSON.parse(readFileSync(file, 'utf8')) as { usage: Split };
      return { ...usage, rss: residentBytes(pid) };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  throw new Error('the server did not answer the memory probe');
}

async function reads(base: string): Promise<void> {
  const products = (await (await fetch(`${base}/api/products?page=1&pageSize=12`)).json()) as {
    items?: { id: string }[];
  };
  const ids = (products.items ?? []).map((product) => product.id);
  const publicPaths = [
    '/',
    '/marketplace',
    '/cash-advance',
    '/repairs',
    '/login',
    '/api/products?page=1&pageSize=12',
    '/api/products?search=laptop',
    '/api/products?category=Electronics',
    ...ids.slice(0, 6).map((id) => `/product/${id}`),
    ...ids.slice(0, 6).map((id) => `/api/products/${id}`),
  ];
  for (let i = 0; i < 1000; i += 1) {
    const res = await fetch(`${base}${publicPaths[i % publicPaths.length]}`);
    await res.arrayBuffer();
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const staffPaths = [
    '/api/admin/cash-advances?page=1',
    '/api/admin/orders',
    '/api/dashboard/stats',
    '/api/admin/repairs',
    '/api/products?page=1&pageSize=50',
  ];
  for (let i = 0; i < 100; i += 1) {
    const res = await fetch(`${base}${staffPaths[i % staffPaths.length]}`, { headers: { cookie } });
    await res.arrayBuffer();
  }
}

async function measure(label: string, env: NodeJS.ProcessEnv) {
  const port = await freePort([3300, 3301, 3302, 3303, 3304]);
  const file = path.join(tmpdir(), `memory-probe-${randomUUID()}.json`);
  const base = `http://127.0.0.1:${port}`;
  const { child, startUpMs } = await startAndWait(
    [
      // Node's flags as `npm start` gives them; BENCH_NODE_FLAGS replaces them to compare
      // (BENCH_NODE_FLAGS= for Node's defaults, or e.g. "--max-semi-space-size=2").
      ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? SERVER_NODE_FLAGS),
      '--import',
      pathToFileURL(path.resolve('bench/lib/memory-probe.mjs')).href,
      'dist/server/main.js',
    ],
    {
      // As `npm start` runs it (scripts/start.mjs).
      ...serverEnv({ ...process.env, ...env }),
      PORT: String(port),
      HOST: '127.0.0.1',
      MEMORY_PROBE_FILE: file,
    },
    `${base}/api/ready`,
    // A first start (initdb, demo data) on a 2-core machine shared with other work can pass a minute.
    180_000,
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const started = await probe(child.pid!, file);
    const before = performance.now();
    await reads(base);
    const readMs = performance.now() - before;
    const after = await probe(child.pid!, file);
    return { label, startUpMs, readMs, started, after };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(file, { force: true });
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-memory-'));
  const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `shop_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = Object.assign(new URL(pgUrl), { pathname: `/${dbName}` }).toString();
  const runs = [];
  try {
    // First start makes the embedded database and seeds it; the measured one opens it as it exists.
    await measure('PGlite (first start)', { DATA_DIR: dataDir, DEMO: '1' });
    runs.push(await measure('PGlite', { DATA_DIR: dataDir, DEMO: '1' }));
    // BENCH_MEMORY_PGLITE_ONLY=1: the embedded database alone (a busy machine's shorter run).
    if (process.env.BENCH_MEMORY_PGLITE_ONLY !== '1')
      runs.push(
        await measure('PostgreSQL', {
          DATA_DIR: dataDir,
          DATABASE_URL: dbUrl,
          DEMO: '1',
          SESSION_SECRET: 'x'.repeat(40),
        }),
      );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  console.log('\nResident memory of the built server with demo data (MB)\n');
  console.log(
    'database    | start-up | RSS after start | RSS after reads | V8 heap used/total | external | array buffers | WASM resident | other (native) | 1,100 reads',
  );
  for (const run of runs) {
    const a = run.after;
    console.log(
      [
        run.label.padEnd(11),
        `${(run.startUpMs / 1000).toFixed(2)} s`.padStart(8),
        mb(run.started.rss).padStart(15),
        mb(a.rss).padStart(15),
        `${mb(a.heapUsed)}/${mb(a.heapTotal)}`.padStart(18),
        mb(a.external).padStart(8),
        mb(a.arrayBuffers).padStart(13),
        mb(a.wasmResident).padStart(13),
        mb(a.rss - a.heapTotal - a.wasmResident).padStart(14),
        `${(run.readMs / 1000).toFixed(1)} s`.padStart(11),
      ].join(' | '),
    );
  }
}

await main();
