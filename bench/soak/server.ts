/**
 * The server under soak: the built app (`node dist/server/main.js`) in
 * production mode on a loopback port, on its own fresh database.
 */
import { execSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const SERVER_BUNDLE = 'dist/server/main.js';
const WEB_INDEX = 'dist/web/index.html';

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/**
 * Builds what is missing or stale: the server bundle when any server or
 * shared source (or a migration) is newer than it, the whole app when the
 * web build is missing. A web build that is merely older is kept: the soak
 * only fetches its pages, and `npm run build` would replace dist/ for
 * everyone working in this tree.
 */
export function ensureBuilt(): string[] {
  const done: string[] = [];
  if (!existsSync(WEB_INDEX)) {
    run('npm', ['run', 'build']);
    done.push('npm run build (no web build)');
    return done;
  }
  const sources = Math.max(
    newestMtime('src/server'),
    newestMtime('src/shared'),
    newestMtime('drizzle'),
    newestMtime('scripts/build-server.mjs'),
  );
  if (newestMtime(SERVER_BUNDLE) < sources) {
    run('npm', ['run', 'build:server']);
    done.push('npm run build:server (bundle older than the sources)');
  }
  return done;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

export type RunningServer = {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines the server wrote, to explain a failure. */
  output(): string;
};

/** Starts the built server and waits until /api/ready answers 200. */
export async function startServer(env: NodeJS.ProcessEnv, port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`the server exited before it was ready:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).status === 200) {
        return { child, baseUrl, exited, output: () => output };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not ready within 120 s:\n${output}`);
}

/** A new, empty database on the server of `serverUrl`; the server migrates and seeds it at start. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `shop_soak_${process.pid}_${randomBytes(3).toString('hex')}`;
  await asAdmin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => asAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function asAdmin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** True when a new connection to `url` answers a query within a second. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The default outage: stop the machine's PostgreSQL cluster, wait 2 s, start
 * it again (a plain restart is over too fast to see). Its version comes from
 * pg_lsclusters. SOAK_PG_RESTART replaces it, e.g. for a private cluster.
 */
export function defaultRestartCommand(): string {
  const clusters = execSync('pg_lsclusters --no-header', { encoding: 'utf8' }).trim().split('\n');
  const [version, cluster] = (clusters[0] ?? '').trim().split(/\s+/);
  if (!version || !cluster) throw new Error('no PostgreSQL cluster found; set SOAK_PG_RESTART');
  return `pg_ctlcluster ${version} ${cluster} stop && sleep 2 && pg_ctlcluster ${version} ${cluster} start`;
}

/** Runs the restart command; its output goes to a log, never to our pipes (a server would keep them open). */
export function runRestartCommand(command: string): Promise<number | null> {
  const child = spawn('sh', ['-c', command], { stdio: 'ignore', detached: false });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
