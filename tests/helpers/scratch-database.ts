/**
 * A throwaway PostgreSQL database on the server of `serverUrl`: created here,
 * migrated, and dropped on close. The database named in the URL is only used
 * to connect and is never written to. Tests and benchmarks both use it.
 *
 * With `template` (a database already migrated, see global-setup.ts), the new
 * database is PostgreSQL's copy of it: a fraction of the time of running every
 * migration again, which each test file would otherwise do.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';

export async function openScratchPostgres(
  serverUrl: string,
  prefix: string,
  poolSize = 4,
  template?: string,
): Promise<Database> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAsAdmin(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(serverUrl, name),
    poolSize,
  });
  // On a copy of the template this is one query that finds nothing to do.
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropScratchPostgres(serverUrl, name);
    },
  };
}

/** Creates and migrates the template the test files' databases are copied from; answers its name. */
export async function createTemplatePostgres(serverUrl: string): Promise<string> {
  const name = `shop_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAsAdmin(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  await database.migrate();
  // No connection may stay open: PostgreSQL copies only a database nobody is connected to.
  await database.close();
  return name;
}

export const dropScratchPostgres = (serverUrl: string, name: string) =>
  runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
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
