/**
 * Several instances of the built shop on one new, empty PostgreSQL database
 * and one Redis, the way a deployment behind a load balancer runs them: the
 * same DATABASE_URL, REDIS_URL, SESSION_SECRET and DEMO=1 on each, a port and
 * a DATA_DIR of their own. A test file adds a cluster in one line:
 *
 *   const shop = useCluster({ instances: 2, env: { AUTH_RATE_LIMIT: '3' } });
 *   it('…', async () => {
 *     const [a, b] = shop.instances;
 *     expect((await a.post('/api/auth/login', credentials)).status).toBe(200);
 *   });
 *
 * Everything is dropped afterwards: processes, database, data folders.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { freeLocalPort } from '../../helpers/free-port';
import { Instance } from './instance';
import {
  createEmptyDatabase,
  databaseServerUrl,
  isolatedRedisUrl,
  type ScratchDatabase,
} from './services';
import { TEST_CHALLENGE_MAX_NUMBER } from '../../../src/server/config';

export type ClusterOptions = {
  /** How many instances (named a, b, c…). */
  instances: number;
  /** Variables added to (or replacing) the shared ones on every instance. */
  env?: Record<string, string>;
  /** Wait for /api/ready on each; `false` leaves it to the test (`cluster.ready()`). */
  waitUntilReady?: boolean;
};

export type Cluster = {
  instances: Instance[];
  /** The shared database's URL and the shared Redis URL the instances were given. */
  databaseUrl: string;
  redisUrl: string;
  /** Every instance's /api/ready answered 200. */
  ready(): Promise<void>;
  /** A query on the shared database, for reading back what the instances stored. */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Stops every instance (SIGTERM), drops the database and the data folders. */
  close(): Promise<void>;
};

/** The same on every instance, as docs/deploy.md asks. */
const SHARED_SECRET_LENGTH = 32;

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const serverUrl = databaseServerUrl();
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const database: ScratchDatabase = await createEmptyDatabase(serverUrl);
  const redisUrl = isolatedRedisUrl();
  const workDir = path.resolve('.tmp/instances', database.name);
  const sharedEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    DEMO: '1',
    SESSION_SECRET: randomBytes(SHARED_SECRET_LENGTH).toString('base64url'),
    LOG_LEVEL: 'info',
    // Tests solve challenges at a low difficulty (decision 018).
    CHALLENGE_MAX_NUMBER: String(TEST_CHALLENGE_MAX_NUMBER),
    ...options.env,
  };

  const instances: Instance[] = [];
  const close = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    // Ports first, then every spawn in one go: the instances start at the same moment.
    const ports = await Promise.all(
      Array.from({ length: options.instances }, () => freeLocalPort()),
    );
    ports.forEach((port, index) => {
      const name = String.fromCharCode('a'.charCodeAt(0) + index);
      const dataDir = path.join(workDir, name);
      mkdirSync(dataDir, { recursive: true });
      instances.push(Instance.spawn(name, port, { ...sharedEnv, DATA_DIR: dataDir }));
    });
    const ready = async () => {
      await Promise.all(instances.map((instance) => instance.ready()));
    };
    if (options.waitUntilReady !== false) await ready();
    return {
      instances,
      databaseUrl: database.url,
      redisUrl,
      ready,
      query: (text, values) => queryOnce(database.url, text, values),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function queryOnce<Row extends pg.QueryResultRow>(
  url: string,
  text: string,
  values?: unknown[],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A cluster started before the file's tests and closed after them. Its fields
 * are read inside the tests (they exist once beforeAll has run).
 */
export function useCluster(options: ClusterOptions): Cluster {
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    cluster = await startCluster(options);
  });
  afterAll(async () => {
    await cluster?.close();
  });
  const started = () => {
    if (!cluster) throw new Error('the cluster has not started (see the beforeAll error)');
    return cluster;
  };
  return {
    get instances() {
      return started().instances;
    },
    get databaseUrl() {
      return started().databaseUrl;
    },
    get redisUrl() {
      return started().redisUrl;
    },
    ready: () => started().ready(),
    query: (text, values) => started().query(text, values),
    close: () => started().close(),
  };
}
