/**
 * `npm run bench`: the API under load, next to the speed limit of the machine.
 *
 * Builds the app, fills (or reuses) a database with realistic volumes, starts
 * `node dist/server/main.js` in production mode on 127.0.0.1, measures its
 * start-up on the existing database, then loads each route with autocannon
 * (warm-up, then 50 connections × 10 s) and does the same against a bare
 * node:http server answering the exact bytes of the first products page.
 * On PostgreSQL it adds a row with the first products page loaded over two
 * instances of the app on the same database (figures only, no target).
 * Prints one table and writes it as JSON to bench/results/.
 *
 *   npm run bench                                 PGlite under .tmp/bench-api/
 *   DATABASE_URL=postgres://… npm run bench       that PostgreSQL database (filled if short)
 *   BENCH_DURATION=3 BENCH_WARMUP=1 BENCH_CONNECTIONS=50 BENCH_STARTS=3 BENCH_SKIP_BUILD=1
 *   BENCH_ONLY=products,dashboard (routes containing either) BENCH_LOG_LEVEL=warn
 *   BENCH_QUESTIONS=20000 (challenges solved beforehand, at test difficulty, for the create route)
 *                                                 quicker or narrower trials
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { itemCategoryValues } from '../src/shared/cash-advances/values';
import {
  BENCH_CUSTOMER_PREFIX,
  BENCH_EMAIL_DOMAIN,
  prepareBenchDatabase,
} from './lib/bench-database';
import { measure, type LoadRow, type LoadSettings, type LoadTarget } from './lib/load';
import { BARE_SERVER_SOURCE, freePort, startAndWait, stop } from './lib/processes';
import { askQuestions } from './lib/questions';
import { benchAdmin } from './lib/seed';
import type { ChallengeAnswer } from '../tests/helpers/challenge';
import { percentile, printTable } from './lib/stats';
import { measureTwoInstances, TWO_INSTANCES_ROUTE } from './lib/two-instances';
import { TEST_CHALLENGE_MAX_NUMBER } from '../src/server/config';

const env = process.env;
const settings: LoadSettings = {
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  durationS: Number(env.BENCH_DURATION ?? 10),
  warmUpS: Number(env.BENCH_WARMUP ?? 3),
};
const STARTS = Math.max(1, Number(env.BENCH_STARTS ?? 3));
const PORTS = [3210, 3211, 3212, 3213, 3214, 3215, 3216, 3217, 3218, 3219];
const WORK_DIR = path.resolve('.tmp/bench-api');
const databaseUrl = env.DATABASE_URL || undefined;
const kind = databaseUrl ? 'postgres' : 'pglite';

/** The issue's targets on the 2-core machine. */
const TARGETS = {
  serverDrawnPageP50Ms: 10,
  publicShareOfBare: 0.5,
  readP99Ms: 25,
  createP99Ms: 50,
  startUpMs: 2000,
};

const log = (line: string) => console.log(`· ${line}`);

function build() {
  if (env.BENCH_SKIP_BUILD === '1') return log('build skipped (BENCH_SKIP_BUILD=1)');
  log('npm run build …');
  const result = spawnSync('npm', ['run', 'build'], { encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error('npm run build failed');
  }
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: benchAdmin.username, password: benchAdmin.password }),
  });
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (res.status !== 200 || !sid) throw new Error(`admin sign-in failed: ${res.status}`);
  return sid.split(';')[0]!;
}

/** Ids of active products from the first pages, for the detail route to walk through. */
async function productIds(base: string): Promise<string[]> {
  const ids: string[] = [];
  for (const page of [1, 2, 3]) {
    const res = await fetch(`${base}/api/products?pageSize=100&page=${page}`);
    ids.push(...((await res.json()) as { id: string }[]).map((p) => p.id));
  }
  return ids;
}

/**
 * A valid, varied cash advance request; marked so the next run can remove it.
 * Each carries a challenge solved beforehand (`questions`, used up in turn).
 */
function cashAdvanceBody(n: number, questions: ChallengeAnswer[]): string {
  const category = itemCategoryValues[n % itemCategoryValues.length]!;
  return JSON.stringify({
    customerName: `${BENCH_CUSTOMER_PREFIX} ${n}`,
    customerPhone: `07700 9${String(n % 100_000).padStart(5, '0')}`,
    customerEmail: `customer${n}@${BENCH_EMAIL_DOMAIN}`,
    itemDescription: `Bench item ${n}: ${category} in good condition`,
    itemCategory: category,
    collateralType: category === 'gold' || category === 'jewelry' ? 'gold' : 'general',
    loanAmount: `${50 + (n % 1950)}.${String(n % 100).padStart(2, '0')}`,
    ...questions.pop(),
  });
}

function appTargets(
  base: string,
  cookie: string,
  ids: string[],
  questions: ChallengeAnswer[],
): LoadTarget[] {
  let detail = 0;
  let page = 0;
  let created = 0;
  const admin = { cookie };
  return [
    { route: 'GET /api/products (first page)', url: `${base}/api/products` },
    { route: 'GET /api/products?q=laptop', url: `${base}/api/products?q=laptop` },
    {
      route: 'GET /api/products?category=Electronics&sort=price_asc',
      url: `${base}/api/products?category=Electronics&sort=price_asc`,
    },
    {
      route: `GET /api/products/:id (${ids.length} ids)`,
      url: base,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/api/products/${ids[(detail += 1) % ids.length]}`,
          }),
        },
      ],
    },
    // The pages the server draws (decision 017), as a phone asks for them (brotli).
    {
      route: `${PAGE_ROUTE_PREFIX}/product/:id (${ids.length} ids)`,
      url: base,
      headers: { 'accept-encoding': 'br' },
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/product/${ids[(page += 1) % ids.length]}`,
          }),
        },
      ],
    },
    {
      route: `${PAGE_ROUTE_PREFIX}/marketplace`,
      url: `${base}/marketplace`,
      headers: { 'accept-encoding': 'br' },
    },
    {
      route: 'GET /api/admin/cash-advances (active, page 1 of 20)',
      url: `${base}/api/admin/cash-advances?group=active&page=1&pageSize=20`,
      headers: admin,
    },
    { route: 'GET /api/admin/dashboard', url: `${base}/api/admin/dashboard`, headers: admin },
    {
      route: 'POST /api/cash-advances',
      url: base,
      requests: [
        {
          method: 'POST',
          path: '/api/cash-advances',
          setupRequest: (request) => {
            created += 1;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                'idempotency-key': randomUUID(),
              },
              body: cashAdvanceBody(created, questions),
            };
          },
        },
      ],
    },
  ];
}

async function main() {
  build();
  mkdirSync(WORK_DIR, { recursive: true });
  const dataDir = path.join(WORK_DIR, 'data');
  log(`preparing the ${kind} database …`);
  const { volumes, seededS } = await prepareBenchDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir },
    log,
  );
  log(
    `${volumes.products} products, ${volumes.cashAdvances} cash advances, ${volumes.repairs} repairs` +
      (seededS === null ? ' (reused)' : ` (filled in ${seededS.toFixed(1)} s)`),
  );

  const appPort = await freePort(PORTS);
  const base = `http://127.0.0.1:${appPort}`;
  const appEnv: NodeJS.ProcessEnv = {
    PATH: env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(appPort),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    DEMO: '0',
    // Required with PostgreSQL outside demo mode; any value will do for one run.
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    AUTH_RATE_LIMIT: '1000000',
    FORM_RATE_LIMIT: '1000000',
    // The load run measures the routes, not the proof of work (bench/challenge-cost.ts does).
    CHALLENGE_MAX_NUMBER: String(TEST_CHALLENGE_MAX_NUMBER),
    LOG_LEVEL: env.BENCH_LOG_LEVEL ?? 'info',
  };
  const startUps: number[] = [];
  let app = await startAndWait(['dist/server/main.js'], appEnv, `${base}/api/ready`);
  startUps.push(app.startUpMs);
  for (let run = 1; run < STARTS; run += 1) {
    await stop(app.child);
    app = await startAndWait(['dist/server/main.js'], appEnv, `${base}/api/ready`);
    startUps.push(app.startUpMs);
  }
  const sortedStartUps = [...startUps].sort((a, b) => a - b);
  const startUpMs = percentile(sortedStartUps, 50);
  log(
    `start-up to the first 200 from /api/ready: ${startUps.map((ms) => ms.toFixed(0)).join(', ')} ms`,
  );

  let bare: Awaited<ReturnType<typeof startAndWait>> | undefined;
  try {
    const cookie = await signIn(base);
    const firstPage = await fetch(`${base}/api/products`);
    const body = Buffer.from(await firstPage.arrayBuffer());
    const bodyFile = path.join(WORK_DIR, 'first-page.json');
    writeFileSync(bodyFile, body);
    const barePort = await freePort(PORTS.filter((p) => p !== appPort));
    bare = await startAndWait(
      ['-e', BARE_SERVER_SOURCE],
      {
        PATH: env.PATH,
        PORT: String(barePort),
        BODY_FILE: bodyFile,
        BODY_TYPE: firstPage.headers.get('content-type') ?? 'application/json',
      },
      `http://127.0.0.1:${barePort}/ready`,
    );
    log(
      `load: ${settings.connections} connections × ${settings.durationS} s after ${settings.warmUpS} s of warm-up per route`,
    );
    const bareRow = await measure(
      { route: `bare node:http, same ${body.length} bytes`, url: `http://127.0.0.1:${barePort}/` },
      settings,
    );
    await stop(bare.child);
    bare = undefined;

    const rows: LoadRow[] = [];
    const only = env.BENCH_ONLY?.split(',');
    const selected = (route: string) => !only || only.some((part) => route.includes(part));
    // More than a run can create; once they run out, requests are refused (and counted as errors).
    const questions = selected('POST /api/cash-advances')
      ? await askQuestions(base, Number(env.BENCH_QUESTIONS ?? 20_000))
      : [];
    const targets = appTargets(base, cookie, await productIds(base), questions).filter((target) =>
      selected(target.route),
    );
    for (const target of targets) {
      log(target.route);
      rows.push(await measure(target, settings));
    }
    let twoInstancesRow: LoadRow | undefined;
    const wantsTwoInstances = !only || only.some((part) => TWO_INSTANCES_ROUTE.includes(part));
    if (wantsTwoInstances && kind === 'postgres') {
      log(TWO_INSTANCES_ROUTE);
      twoInstancesRow = await measureTwoInstances({
        firstBase: base,
        appEnv,
        ports: PORTS.filter((p) => p !== appPort),
        settings,
      });
    } else if (wantsTwoInstances) {
      log(`${TWO_INSTANCES_ROUTE}: skipped, two instances need PostgreSQL (DATABASE_URL)`);
    }
    report({
      bareRow,
      rows,
      twoInstancesRow,
      startUps,
      startUpMs,
      volumes,
      bodyBytes: body.length,
    });
  } finally {
    if (bare) await stop(bare.child);
    await stop(app.child);
  }
}

/** Rows of the HTML the server draws, named apart from the API's. */
const PAGE_ROUTE_PREFIX = 'GET HTML ';
const isPage = (row: LoadRow) => row.route.startsWith(PAGE_ROUTE_PREFIX);
const isRead = (row: LoadRow) => row.route.startsWith('GET ') && !isPage(row);
const isPublic = (row: LoadRow) => row.route.startsWith('GET /api/products');

function report(figures: {
  bareRow: LoadRow;
  rows: LoadRow[];
  /** Figures only: no target applies to it. */
  twoInstancesRow: LoadRow | undefined;
  startUps: number[];
  startUpMs: number;
  volumes: object;
  bodyBytes: number;
}) {
  const { bareRow, rows, twoInstancesRow, startUpMs } = figures;
  const ratio = (row: LoadRow) => row.requestsPerSecond / bareRow.requestsPerSecond;
  console.log(`\n${kind}, ${os.cpus().length} cores, Node ${process.version}\n`);
  printTable(
    ['route', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs bare'],
    [bareRow, ...rows, ...(twoInstancesRow ? [twoInstancesRow] : [])].map((row) => [
      row.route,
      row.requestsPerSecond,
      row.p50Ms,
      row.p99Ms,
      row.errors,
      row.non2xx,
      row === bareRow ? '1.00' : isRead(row) ? ratio(row).toFixed(2) : '',
    ]),
  );
  console.log(
    `\nstart-up (spawn → first 200 from /api/ready, existing database): ${startUpMs.toFixed(0)} ms median of ${figures.startUps.length}`,
  );

  const checks = [
    ...rows.filter(isPage).map((row) => ({
      target: `${row.route}: p50 below ${TARGETS.serverDrawnPageP50Ms} ms`,
      met: row.p50Ms < TARGETS.serverDrawnPageP50Ms,
      figure: `${row.p50Ms} ms`,
    })),
    ...rows.filter(isPublic).map((row) => ({
      target: `${row.route}: at least ${TARGETS.publicShareOfBare} of bare req/s`,
      met: ratio(row) >= TARGETS.publicShareOfBare,
      figure: ratio(row).toFixed(2),
    })),
    ...rows.filter(isRead).map((row) => ({
      target: `${row.route}: p99 below ${TARGETS.readP99Ms} ms`,
      met: row.p99Ms < TARGETS.readP99Ms,
      figure: `${row.p99Ms} ms`,
    })),
    ...rows
      .filter((row) => !isRead(row) && !isPage(row))
      .map((row) => ({
        target: `${row.route}: p99 below ${TARGETS.createP99Ms} ms`,
        met: row.p99Ms < TARGETS.createP99Ms,
        figure: `${row.p99Ms} ms`,
      })),
    ...rows.map((row) => ({
      target: `${row.route}: no errors, no non-2xx`,
      met: row.errors === 0 && row.non2xx === 0,
      figure: `${row.errors} errors, ${row.non2xx} non-2xx`,
    })),
    {
      target: `start-up below ${TARGETS.startUpMs} ms`,
      met: startUpMs < TARGETS.startUpMs,
      figure: `${startUpMs.toFixed(0)} ms`,
    },
  ];
  const missed = checks.filter((check) => !check.met);
  console.log(
    missed.length === 0
      ? '\nEvery target met.'
      : `\nTargets missed:\n${missed.map((c) => `  - ${c.target} (${c.figure})`).join('\n')}`,
  );

  const resultsDir = path.resolve('bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${new Date().toISOString().slice(0, 10)}-${kind}.json`);
  const machine = {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg(),
  };
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        database: kind,
        machine,
        settings,
        volumes: figures.volumes,
        bareBodyBytes: figures.bodyBytes,
        startUpMs: { median: Math.round(startUpMs), runs: figures.startUps.map(Math.round) },
        bare: bareRow,
        routes: rows.map((row) => ({
          ...row,
          ratioToBare: isRead(row) ? Number(ratio(row).toFixed(2)) : null,
        })),
        twoInstances: twoInstancesRow
          ? { ...twoInstancesRow, ratioToBare: Number(ratio(twoInstancesRow).toFixed(2)) }
          : null,
        targets: checks,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
}

await main();
