/**
 * A fresh, migrated database for one test file: a copy of the PGlite template
 * by default, or a new PostgreSQL database when TEST_DATABASE_URL is set
 * (created here, dropped on close).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';

export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ kind: 'pglite', template });
  }

  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
