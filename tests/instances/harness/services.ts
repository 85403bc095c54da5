/**
 * What the two-instance suite runs on: the PostgreSQL server of
 * TEST_DATABASE_URL (databases are created on it and dropped, the named one is
 * never written to) and the Redis of TEST_REDIS_URL (default
 * redis://127.0.0.1:6379), whose counters each cluster keeps under a key
 * prefix of its own.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export function databaseServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function redisServerUrl(): string {
  return process.env.TEST_REDIS_URL || DEFAULT_REDIS_URL;
}

/** Why the suite cannot run here, or null when PostgreSQL and Redis both answer. */
export async function missingService(): Promise<string | null> {
  const database = databaseServerUrl();
  if (!database)
    return 'TEST_DATABASE_URL is not set (postgres://… of a server where databases may be created)';
  try {
    await adminQuery(database, 'select 1');
  } catch (error) {
    return `PostgreSQL at TEST_DATABASE_URL does not answer (${String(error)})`;
  }
  const redis = new Redis(redisServerUrl(), {
    lazyConnect: true,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis at ${redisServerUrl()} does not answer (${String(error)}); set TEST_REDIS_URL`;
  } finally {
    redis.disconnect();
  }
  return null;
}

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

/** A new, empty database (no tables: the instances migrate it), named `inst_…`. */
export async function createEmptyDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `inst_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * The Redis URL for one cluster: ioredis reads `keyPrefix` from the query, so
 * its counters never meet another run's on a shared Redis.
 */
export function isolatedRedisUrl(): string {
  const url = new URL(redisServerUrl());
  url.searchParams.set('keyPrefix', `inst-${randomBytes(4).toString('hex')}:`);
  return url.toString();
}
