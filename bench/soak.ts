/**
 * Soak run (issue "API contract, fuzzing, load and fault tests"): the built
 * server under a mixed load on loopback, then checks that nothing accepted
 * was lost, repeated idempotency keys made one row, the activity log matches
 * the changes, and a SIGTERM under load lets in-flight requests finish.
 *
 *   npm run soak                         embedded PGlite: a fresh DATA_DIR under .tmp/, demo data
 *   DATABASE_URL=postgres://… npm run soak
 *       PostgreSQL: a new database on that server (the server migrates and
 *       seeds it at start; dropped at the end), and in the middle of the run
 *       PostgreSQL is restarted with SOAK_PG_RESTART (default: stop the
 *       machine's cluster, 2 s, start it) to measure the outage and recovery.
 *   SOAK_SECONDS=60 SOAK_CONNECTIONS=50 SOAK_MAX_REQUESTS=200000   the bounds
 *
 * The server bundle is rebuilt when a server source is newer than it; the web
 * build only when missing. Exits 1 when any check fails; figures go to the
 * console and to bench/results/soak-<date>-<kind>.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { demoAdmin } from '@shared/demo-accounts';
import { openDatabase } from '../src/server/db/client';
import { Recorder, sessionCookie, type Exchange } from './soak/client';
import { restartPostgres, type OutageReport } from './soak/outage';
import { freePort } from './lib/processes';
import {
  createScratchDatabase,
  defaultRestartCommand,
  ensureBuilt,
  startServer,
} from './soak/server';
import { createTraffic, drive, type TrafficState } from './soak/traffic';
import { verify } from './soak/verify';
import { TEST_CHALLENGE_MAX_NUMBER } from '../src/server/config';
import { answerChallenge } from '../tests/helpers/challenge';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const MAX_REQUESTS = Number(process.env.SOAK_MAX_REQUESTS ?? 200_000);
const SERVER_URL = process.env.DATABASE_URL;
const KIND = SERVER_URL ? 'postgres' : 'pglite';
const CAPACITY = 3;
const RECOVERY_LIMIT_MS = 5_000;
const DRAIN_LIMIT_MS = 15_000;
const UNAVAILABLE = /temporarily unavailable/;

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const dataDir = path.resolve('.tmp', `soak-${stamp}-${KIND}`);
mkdirSync(dataDir, { recursive: true });

const built = ensureBuilt();
const port = await freePort([3610, 3611, 3612, 3613, 3614, 3615, 3616, 3617, 3618, 3619]);
const scratch = SERVER_URL ? await createScratchDatabase(SERVER_URL) : null;
const restartCommand = SERVER_URL ? (process.env.SOAK_PG_RESTART ?? defaultRestartCommand()) : null;

console.log(
  `soak: ${KIND}${scratch ? ` (database ${scratch.name})` : ''}, ${SECONDS} s, ${CONNECTIONS} connections, at most ${MAX_REQUESTS} requests, port ${port}` +
    (built.length ? `\nbuilt: ${built.join('; ')}` : '\nbuild: dist/ is up to date'),
);

const server = await startServer(
  {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url ?? '',
    DEMO: '1',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    // The load comes from one address: per-IP limits would refuse most of it.
    FORM_RATE_LIMIT: '1000000',
    AUTH_RATE_LIMIT: '1000000',
    // The soak measures the shop, not the proof of work (bench/challenge-cost.ts does).
    CHALLENGE_MAX_NUMBER: String(TEST_CHALLENGE_MAX_NUMBER),
    REPAIR_SLOT_CAPACITY: String(CAPACITY),
  },
  port,
);

let failed = false;
const checks: { name: string; ok: boolean; detail: string }[] = [];
const check = (name: string, ok: boolean, detail: string) => {
  checks.push({ name, ok, detail });
  if (!ok) failed = true;
};

try {
  // ---------------------------------------------------------------- set-up
  const since = new Date();
  const recorder = new Recorder(server.baseUrl);
  const post = (url: string, body: unknown, cookie?: string) =>
    fetch(`${server.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const signIn = async (username: string, password: string) =>
    sessionCookie(await post('/api/auth/login', { username, password }));

  const runTag = randomBytes(3).toString('hex');
  const adminCookie = await signIn(demoAdmin.username, demoAdmin.password);
  const customerCookies: string[] = [];
  for (let i = 1; i <= 5; i += 1) {
    const account = {
      username: `soak_${runTag}_${i}`,
      email: `soak_${runTag}_${i}@example.com`,
      password: 'soak password 123',
    };
    const res = await post('/api/auth/register', {
      ...account,
      ...(await answerChallenge(async (path) => (await fetch(`${server.baseUrl}${path}`)).json())),
    });
    if (res.status !== 201)
      throw new Error(`registration failed: ${res.status} ${await res.text()}`);
    customerCookies.push(await signIn(account.username, account.password));
  }
  const listed = (await (await fetch(`${server.baseUrl}/api/products?pageSize=48`)).json()) as {
    id: string;
  }[];
  if (listed.length === 0) throw new Error('the demo shop lists no products');
  const state: TrafficState = {
    runTag,
    adminCookie,
    customerCookies,
    productIds: listed.map((p) => p.id),
    advances: new Map(),
    processedAdvanceIds: new Set(),
    processUnknownIds: new Set(),
    repairUnknown: 0,
    repairs: new Map(),
    soakProducts: [],
    repairRefusals: 0,
    counter: 0,
  };
  for (let i = 1; i <= 6; i += 1) {
    const title = `Soak ${runTag} product ${i}`;
    const res = await post(
      '/api/admin/products',
      { title, category: 'Tools', price: '25.00' },
      adminCookie,
    );
    const product = (await res.json()) as { id: string };
    if (res.status !== 201) throw new Error(`product set-up failed: ${res.status}`);
    state.soakProducts.push({
      id: product.id,
      title,
      status: 'active',
      busy: false,
      uncertain: false,
      acceptedChanges: 0,
      unknownChanges: 0,
    });
  }

  // ---------------------------------------------------------------- load, outage, drain
  const next = createTraffic(recorder, state);
  const loadStarted = performance.now();
  const loadEnds = loadStarted + SECONDS * 1000;
  let serverGone = false;
  const load = drive(
    CONNECTIONS,
    next,
    () => serverGone || recorder.exchanges.length >= MAX_REQUESTS,
  );

  let outage: OutageReport | null = null;
  if (scratch && restartCommand) {
    await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2));
    console.log(`outage: ${restartCommand}`);
    outage = await restartPostgres(restartCommand, scratch.url, server.baseUrl);
  }
  while (performance.now() < loadEnds && recorder.exchanges.length < MAX_REQUESTS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // SIGTERM while the load goes on: what is in flight must finish.
  const inFlightAtSignal = recorder.inFlight.size;
  const sigtermAt = performance.now();
  server.child.kill('SIGTERM');
  const exit = await Promise.race([
    server.exited,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), DRAIN_LIMIT_MS)),
  ]);
  const exitedAt = performance.now();
  serverGone = true;
  if (exit === null) server.child.kill('SIGKILL');
  await load;

  // ---------------------------------------------------------------- figures
  const all = recorder.exchanges;
  const beforeSignal = all.filter((e) => e.started < sigtermAt);
  const afterSignal = all.filter((e) => e.started >= sigtermAt);
  const inFlight = beforeSignal.filter((e) => e.ended >= sigtermAt);
  const settled = beforeSignal.filter((e) => e.ended < sigtermAt);
  const outageWindow = outage
    ? [outage.startedAt, outage.readyBackAt ?? outage.startedAt + 60_000]
    : null;
  const inOutage = (e: Exchange) =>
    outageWindow !== null && e.ended >= outageWindow[0]! && e.started <= outageWindow[1]!;
  const outageRefusal = (e: Exchange) =>
    inOutage(e) && e.status === 503 && e.retryAfter !== null && UNAVAILABLE.test(e.message ?? '');

  const byStatus: Record<string, number> = {};
  for (const e of settled) {
    const key = e.status === 0 ? `no answer (${e.error})` : String(e.status);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  // One example per refusal, so a surprising one can be explained.
  const refusalExamples: Record<string, string> = {};
  for (const e of settled) {
    if (e.status >= 200 && e.status < 300) continue;
    const key = `${e.action} ${e.status || e.error}`;
    refusalExamples[key] ??= `${e.method} ${e.path.slice(0, 80)}: ${e.message ?? ''}`;
  }
  const accepted = settled.filter((e) => e.status >= 200 && e.status < 300).length;
  const created = settled.filter((e) => e.status === 201).length;
  const outage503 = settled.filter(outageRefusal).length;
  const serverErrorsOutside = settled.filter(
    (e) => (e.status >= 500 || e.status === 0) && !outageRefusal(e),
  );
  const badOutageAnswers = settled.filter(
    (e) => inOutage(e) && e.status >= 500 && !outageRefusal(e),
  );
  const inFlightAnswered = inFlight.filter((e) => e.status !== 0);
  const inFlightFailed = inFlight.filter(
    (e) => e.status === 0 || (e.status >= 500 && e.status !== 503),
  );
  const drainRefused: Record<string, number> = {};
  for (const e of afterSignal) {
    const key = e.status === 0 ? `no answer (${e.error})` : String(e.status);
    drainRefused[key] = (drainRefused[key] ?? 0) + 1;
  }

  // ---------------------------------------------------------------- database
  const database = await openDatabase(
    scratch ? { kind: 'postgres', url: scratch.url, poolSize: 2 } : { kind: 'pglite', dataDir },
  );
  const verification = await verify(database.db, state, since, CAPACITY);
  await database.close();

  check(
    'no 5xx outside the outage',
    serverErrorsOutside.length === 0,
    `${serverErrorsOutside.length}${serverErrorsOutside.length ? `: ${describe(serverErrorsOutside.slice(0, 5))}` : ''}`,
  );
  check(
    'no accepted change lost',
    verification.lost === 0,
    `${verification.lost} of ${verification.rowsChecked} rows checked`,
  );
  check(
    'repeated idempotency keys made one row each',
    verification.duplicates === 0 && verification.repeatMismatches === 0,
    `${verification.duplicates} duplicates, ${verification.repeatMismatches} repeats answering another record`,
  );
  check(
    'activity log matches the changes',
    verification.problems.length === 0,
    verification.problems.length
      ? verification.problems.slice(0, 10).join('; ')
      : `${verification.activityFound} entries, ${verification.activityExpected} expected`,
  );
  check(
    'no slot over capacity',
    verification.slotsOverCapacity === 0,
    `${verification.slotsOverCapacity} slots`,
  );
  check(
    'in-flight requests finished at SIGTERM',
    inFlight.length > 0 && inFlightFailed.length === 0,
    `${inFlightAnswered.length} of ${inFlight.length} answered (${summarise(inFlight)})`,
  );
  check(
    'exit 0 after SIGTERM',
    exit !== null && exit.code === 0,
    exit === null
      ? `still running after ${DRAIN_LIMIT_MS} ms (killed)`
      : `code ${exit.code}, ${(exitedAt - sigtermAt).toFixed(0)} ms`,
  );
  if (outage) {
    check(
      'restart command succeeded',
      outage.commandExitCode === 0,
      `exit code ${outage.commandExitCode}`,
    );
    check(
      '/api/ready answered 503 with Retry-After during the outage',
      outage.readyDownAt !== null && outage.readyRetryAfterAlways,
      outage.readyDownAt === null ? 'never saw a 503 (outage too short?)' : 'yes',
    );
    check(
      'outage answers were 503 with Retry-After',
      badOutageAnswers.length === 0,
      `${outage503} refusals with 503, ${badOutageAnswers.length} other`,
    );
    check(
      `recovered within ${RECOVERY_LIMIT_MS / 1000} s of PostgreSQL accepting connections`,
      outage.recoveryMs !== null && outage.recoveryMs <= RECOVERY_LIMIT_MS,
      outage.recoveryMs === null ? 'no recovery seen' : `${outage.recoveryMs.toFixed(0)} ms`,
    );
  }

  const rel = (at: number | null) =>
    at === null ? null : Number(((at - loadStarted) / 1000).toFixed(2));
  const figures = {
    kind: KIND,
    date: new Date().toISOString(),
    seconds: SECONDS,
    connections: CONNECTIONS,
    maxRequests: MAX_REQUESTS,
    built,
    requestsSent: all.length,
    requestsPerSecond: Number((settled.length / ((sigtermAt - loadStarted) / 1000)).toFixed(1)),
    accepted,
    created,
    refusedByStatus: Object.fromEntries(
      Object.entries(byStatus).filter(([status]) => !status.startsWith('2')),
    ),
    byStatus,
    refusalExamples,
    repairCapacityRefusals: state.repairRefusals,
    serverErrorsOutsideOutage: serverErrorsOutside.length,
    outage: outage && {
      command: outage.command,
      refused503: outage503,
      postgresDownAtS: rel(outage.postgresDownAt),
      postgresBackAtS: rel(outage.postgresBackAt),
      readyDownAtS: rel(outage.readyDownAt),
      readyBackAtS: rel(outage.readyBackAt),
      recoveryMs: outage.recoveryMs === null ? null : Math.round(outage.recoveryMs),
    },
    rowsChecked: verification.rowsChecked,
    lost: verification.lost,
    duplicates: verification.duplicates,
    repeatMismatches: verification.repeatMismatches,
    committedWithoutAnswer: verification.committedWithoutAnswer,
    idempotencyKeys: state.advances.size,
    keysRepeated: [...state.advances.values()].filter((r) => r.created201 + r.answered200 > 1)
      .length,
    activityEntries: verification.activityFound,
    activityExpected: verification.activityExpected,
    drain: {
      inFlightAtSignal,
      inFlightAnswered: inFlightAnswered.length,
      inFlightStatuses: summarise(inFlight),
      afterSignal: drainRefused,
      exitCode: exit?.code ?? null,
      exitMs: Math.round(exitedAt - sigtermAt),
    },
    checks,
    passed: !failed,
  };
  print(figures);
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/soak-${new Date().toISOString().slice(0, 10)}-${KIND}.json`;
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`\nfigures written to ${file}`);
} catch (error) {
  failed = true;
  console.error(error);
  console.error(`server output:\n${server.output().slice(-3000)}`);
} finally {
  if (server.child.exitCode === null && server.child.signalCode === null)
    server.child.kill('SIGKILL');
  await scratch
    ?.drop()
    .catch((error: unknown) => console.error('could not drop the soak database', error));
  if (!failed) rmSync(dataDir, { recursive: true, force: true });
  else console.error(`kept ${dataDir} for a look`);
}
process.exit(failed ? 1 : 0);

function summarise(exchanges: Exchange[]): string {
  const counts: Record<string, number> = {};
  for (const e of exchanges) {
    const key = e.status === 0 ? (e.error ?? 'no answer') : String(e.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return (
    Object.entries(counts)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ') || 'none'
  );
}

function describe(exchanges: Exchange[]): string {
  return exchanges
    .map((e) => `${e.method} ${e.path} → ${e.status || e.error} ${e.message ?? ''}`.trim())
    .join('; ');
}

function print(f: Record<string, unknown> & { checks: typeof checks }) {
  const line = (label: string, value: unknown) =>
    console.log(`${label.padEnd(34)} ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  console.log('');
  for (const [key, value] of Object.entries(f)) {
    if (key === 'checks' || key === 'byStatus' || key === 'date') continue;
    line(key, value);
  }
  console.log('');
  for (const c of f.checks) console.log(`${c.ok ? '✔' : '✖'} ${c.name}: ${c.detail}`);
  console.log(f.passed ? '\nsoak passed' : '\nsoak FAILED');
}
