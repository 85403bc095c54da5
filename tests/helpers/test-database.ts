/**
 * A fresh, migrated database for one test file: a copy of the PGlite template
 * by default, or a new PostgreSQL database copied from the run's migrated
 * template when TEST_DATABASE_URL is set (created here, dropped on close).
 */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { openScratchPostgres } from './scratch-database';

export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return openScratchPostgres(serverUrl, 'shop_test', 4, inject('postgresTemplate'));
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  return openDatabase({ kind: 'pglite', template });
}
