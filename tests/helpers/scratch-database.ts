/**
 * A throwaway PostgreSQL database on the server of `serverUrl`: created here,
 * migrated, and dropped on close. The database named in the URL is only used
 * to connect and is never written to. Tests and benchmarks both use it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';

export async function openScratchPostgres(
  serverUrl: string,
  prefix: string,
  poolSize = 4,
): Promise<Database> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAsAdmin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function runAsAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
