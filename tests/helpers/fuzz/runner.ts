/**
 * Runs generated requests against one app per test file, signed out, as a
 * customer and as an admin, and checks every answer:
 *   - never a 5xx;
 *   - a 4xx is JSON with a non-empty string `message`, and wrote nothing
 *     (the row counts of every table are unchanged);
 *   - a 2xx of a GET wrote nothing either; a 2xx that stores something reads
 *     back as sent (each route's `readBack`);
 *   - admin routes refuse guests (401) and customers (403) whatever they send;
 *   - nothing reached Object.prototype.
 * Seeded: FUZZ_SEED replays a run (FUZZ_PATH too, to go straight to a failure).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { z } from 'zod';
import type { AppConfig } from '../../../src/server/config';
import type { Database } from '../../../src/server/db/client';
import { createTestApp } from '../test-app';
import { signIn, signedInUser, type TestUser } from '../users';
import {
  requestArbitrary,
  type FuzzRequest,
  type RequestOptions,
  type RouteSchemas,
} from './requests';

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_260_521);
/** At least 200 cases per route; FUZZ_RUNS may ask for more. */
export const FUZZ_RUNS = Math.max(200, Number(process.env.FUZZ_RUNS ?? 200));
const FUZZ_PATH = process.env.FUZZ_PATH;

/** Generous: how long a run takes depends on the machine; the verdict must not. */
const SLOW_MACHINE_TIMEOUT_MS = 600_000;

export const ROLES = ['guest', 'customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export type FuzzSuite = {
  app: FastifyInstance;
  database: Database;
  users: Record<Exclude<Role, 'guest'>, TestUser>;
  cookie(role: Role): string | undefined;
  /** Signs the role in again (a sign-in through the API replaces the session it came with). */
  refreshSession(role: Role): Promise<void>;
  /** Rows in every table, in one query. */
  rowCounts(): Promise<Record<string, number>>;
  /** Whatever the module's setup made for its routes (ids, upload addresses…). */
  fixtures: Record<string, unknown>;
};

export type Exchange = {
  role: Role;
  request: FuzzRequest;
  response: Response;
  /** The answer, parsed. */
  body: unknown;
  /** The body as the route's schema reads it (valid JSON bodies only). */
  input: unknown;
  /** The query as the route's schema reads it. */
  query: unknown;
  before: Record<string, number>;
  after: Record<string, number>;
};

export type FuzzTarget = {
  /** "METHOD /url" exactly as in the route table. */
  route: string;
  /** Admin only: guests hear 401 and customers 403 before anything is read. */
  adminOnly?: boolean;
  /** Valid values for refined fields and path parameters. */
  requests?: (suite: FuzzSuite) => RequestOptions;
  /** Cases of its own (a raw upload), instead of the ones drawn from the schemas. */
  cases?: (suite: FuzzSuite) => fc.Arbitrary<FuzzRequest>;
  /** Fills placeholders just before sending (a fresh upload address…). */
  prepare?: (request: FuzzRequest, suite: FuzzSuite) => Promise<FuzzRequest>;
  /** After a 2xx: what was stored reads back as sent. Required of routes that write. */
  readBack?: (exchange: Exchange, suite: FuzzSuite) => Promise<void> | void;
};

export type FuzzModule = {
  name: string;
  /** Config overrides; a function when they must be made (a scratch folder…). */
  config?: Partial<AppConfig> | (() => Partial<AppConfig>);
  /** Makes the records the routes work on; answers the suite's fixtures. */
  setup?: (suite: FuzzSuite) => Promise<Record<string, unknown>>;
  teardown?: () => Promise<void> | void;
  targets: FuzzTarget[];
};

const routeKey = (route: RouteOptions) => `${String(route.method)} ${route.url}`;

function schemasOf(app: FastifyInstance, key: string): RouteSchemas {
  const route = app.routeTable.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`no route ${key} in the route table`);
  const schema = (route.schema ?? {}) as Record<string, z.ZodType | undefined>;
  return {
    body: schema.body,
    querystring: schema.querystring,
    params: schema.params,
    headers: schema.headers,
  };
}

function urlOf(template: string, request: FuzzRequest): string {
  const filled = template
    .replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => request.params[name] ?? '')
    .replace(/\*$/, request.params['*'] ?? '');
  return request.query ? `${filled}?${request.query}` : filled;
}

const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

function describeExchange(
  role: Role,
  method: string,
  url: string,
  request: FuzzRequest,
  response?: Response,
) {
  const payload =
    request.payload === undefined
      ? '(none)'
      : Buffer.isBuffer(request.payload)
        ? `<${request.payload.length} bytes> ${clip(request.payload.toString('latin1'))}`
        : clip(JSON.stringify(request.payload));
  const lines = [
    `case ${request.kind} as ${role}: ${method} ${clip(url, 200)}`,
    `  headers ${clip(JSON.stringify(request.headers))}`,
    `  payload ${payload}`,
  ];
  if (response) lines.push(`  → ${response.statusCode} ${clip(response.body)}`);
  return lines.join('\n');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** What the route's schema makes of the JSON body that was sent, or undefined. */
function inputOf(schema: z.ZodType | undefined, payload: FuzzRequest['payload']): unknown {
  if (!schema || typeof payload !== 'string') return undefined;
  const parsed = parseJson(payload);
  if (parsed === undefined) return undefined;
  const result = schema.safeParse(parsed);
  return result.success ? result.data : undefined;
}

function queryOf(schema: z.ZodType | undefined, query: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(Object.fromEntries(new URLSearchParams(query)));
  return result.success ? result.data : undefined;
}

async function countRows(database: Database): Promise<() => Promise<Record<string, number>>> {
  // The audit trail is left out: it records refusals (a failed sign-in) and reads
  // (an export) on purpose; tests/audit.test.ts checks what it holds.
  const { rows } = await database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
          and table_name <> 'audit_log' order by 1`,
  );
  const columns = rows.map(({ name }) => `(select count(*) from "${name}")::int as "${name}"`);
  const query = sql.raw(`select ${columns.join(', ')}`);
  return async () => {
    const result = await database.db.execute<Record<string, number>>(query);
    return { ...result.rows[0] };
  };
}

/** The row counts after a refused request: unchanged (a refused challenge spends nothing). */
function expectedAfterRefusal(before: Record<string, number>, _body: unknown) {
  return before;
}

type RouteTally = {
  route: string;
  cases: number;
  /** How long the route's cases took, so a fuzz run's worth per second is known. */
  seconds: number;
  statuses: Record<string, number>;
};

/** Per-file totals for the run's summary (printed by tests/helpers/fuzz/summary.ts). */
function recordTally(module: string, tallies: RouteTally[]) {
  // Set by tests/helpers/fuzz/summary.ts (a global setup of vitest.config.ts).
  const dir = inject('fuzzCountsDir') as string | undefined;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, `${module}.json`),
    JSON.stringify({ module, seed: FUZZ_SEED, routes: tallies }),
  );
}

async function runCase(
  suite: FuzzSuite,
  target: FuzzTarget,
  schemas: RouteSchemas,
  role: Role,
  generated: FuzzRequest,
): Promise<number> {
  const [method, template] = target.route.split(' ') as [string, string];
  const request = target.prepare ? await target.prepare(generated, suite) : generated;
  const url = urlOf(template, request);
  const cookie = suite.cookie(role);
  const headers = { ...request.headers, ...(cookie ? { cookie } : {}) };
  const before = await suite.rowCounts();
  let response: Response | undefined;
  try {
    response = await suite.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    // Work a route does after its answer belongs to this case, not the next one.
    await suite.app.afterAnswer.settled();
    const after = await suite.rowCounts();
    const status = response.statusCode;
    expect(status, 'a 5xx').toBeLessThan(500);
    const body = parseJson(response.body);
    if (status >= 400) {
      expect(response.headers['content-type'], 'a 4xx answers JSON').toMatch(/^application\/json/);
      expect(body, 'a 4xx carries { message }').toEqual({
        message: expect.stringMatching(/\S/) as unknown,
      });
      expect(after, 'a refused request wrote nothing').toEqual(expectedAfterRefusal(before, body));
    }
    if (target.adminOnly && role !== 'admin' && request.routed) {
      expect(status, 'admin only').toBe(role === 'guest' ? 401 : 403);
    }
    if (status >= 200 && status < 300) {
      if (method === 'GET') expect(after, 'a GET wrote nothing').toEqual(before);
      const input = inputOf(schemas.body, request.payload);
      const query = queryOf(schemas.querystring, request.query);
      // An unrouted path (malformed, over-long) outside /api is the web app's page, not the route.
      if (request.routed) {
        await target.readBack?.(
          { role, request, response, body, input, query, before, after },
          suite,
        );
      }
    }
    expect(Object.keys(Object.prototype), 'Object.prototype untouched').toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    return status;
  } catch (error) {
    const detail = describeExchange(role, method, url, request, response);
    throw new Error(`${detail}\n  ${(error as Error).message}`, { cause: error });
  }
}

/** Runs one route's cases; answers its tally. */
async function fuzzTarget(suite: FuzzSuite, target: FuzzTarget): Promise<RouteTally> {
  const schemas = schemasOf(suite.app, target.route);
  if (!target.route.startsWith('GET ') && !target.readBack) {
    throw new Error(`${target.route} writes: its target needs a readBack check`);
  }
  const requests = target.cases
    ? target.cases(suite)
    : requestArbitrary(schemas, target.requests?.(suite) ?? {});
  const tally: RouteTally = { route: target.route, cases: 0, seconds: 0, statuses: {} };
  const started = performance.now();
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...ROLES), requests, async (role, request) => {
      tally.cases += 1;
      const status = await runCase(suite, target, schemas, role, request);
      const group = `${String(status).slice(0, 1)}xx`;
      tally.statuses[group] = (tally.statuses[group] ?? 0) + 1;
    }),
    { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, ...(FUZZ_PATH ? { path: FUZZ_PATH } : {}) },
  );
  tally.seconds = (performance.now() - started) / 1000;
  const statuses = Object.entries(tally.statuses)
    .sort()
    .map(([group, count]) => `${group}=${count}`)
    .join(' ');
  console.log(
    `fuzz seed=${FUZZ_SEED} route=${target.route} cases=${tally.cases} ` +
      `seconds=${tally.seconds.toFixed(1)} (${statuses})`,
  );
  return tally;
}

/**
 * The fuzz suite of one module: one app (rate limits raised), a customer and
 * an admin, the module's setup, then one test per route.
 */
export function fuzzModule(module: FuzzModule) {
  const suite = {} as FuzzSuite;
  const tallies: RouteTally[] = [];
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const t = await createTestApp({
      config: {
        authRateLimit: 1_000_000,
        formRateLimit: 1_000_000,
        ...(typeof module.config === 'function' ? module.config() : module.config),
      },
    });
    close = () => t.close();
    const users = {
      customer: await signedInUser(t.app),
      admin: await signedInUser(t.app, 'admin'),
    };
    Object.assign(suite, {
      app: t.app,
      database: t.database,
      users,
      cookie: (role: Role) => (role === 'guest' ? undefined : users[role].cookie),
      refreshSession: async (role: Role) => {
        if (role === 'guest') return;
        users[role].cookie = await signIn(t.app, users[role].username, users[role].password);
      },
      rowCounts: await countRows(t.database),
      fixtures: {},
    } satisfies FuzzSuite);
    suite.fixtures = (await module.setup?.(suite)) ?? {};
  }, SLOW_MACHINE_TIMEOUT_MS);

  afterAll(async () => {
    const total = tallies.reduce((sum, tally) => sum + tally.cases, 0);
    const seconds = tallies.reduce((sum, tally) => sum + tally.seconds, 0);
    console.log(
      `fuzz ${module.name}: ${total} cases over ${tallies.length} routes ` +
        `in ${seconds.toFixed(1)} s (seed=${FUZZ_SEED})`,
    );
    recordTally(module.name, tallies);
    await close();
    await module.teardown?.();
  }, SLOW_MACHINE_TIMEOUT_MS);

  describe(`fuzz: ${module.name}`, () => {
    for (const target of module.targets) {
      it(
        target.route,
        async () => {
          const tally = await fuzzTarget(suite, target);
          tallies.push(tally);
          // Replaying one failure (FUZZ_PATH) runs only the cases on its path.
          if (FUZZ_PATH) return;
          expect(tally.cases).toBeGreaterThanOrEqual(FUZZ_RUNS);
          // Some valid requests got through, so the read-back checks ran.
          expect(tally.statuses['2xx'] ?? 0).toBeGreaterThan(0);
        },
        SLOW_MACHINE_TIMEOUT_MS,
      );
    }
  });
}
