/**
 * Writes the API's OpenAPI description (GET /api/docs/json of the real app) to
 * the file named on the command line, for `npm run lint:openapi`. The app is
 * built in demo mode (where /api/docs is open) on an in-memory database; no
 * request reaches the database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

const out = process.argv[2];
if (!out) throw new Error('usage: openapi-document.ts <output.json>');

const webRoot = mkdtempSync(path.join(tmpdir(), 'openapi-web-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html>');
const database = await openDatabase({ kind: 'pglite' });
const app = await buildApp({ config: testConfig({ demo: true }), database, webRoot });
try {
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  writeFileSync(out, `${JSON.stringify(res.json(), null, 2)}\n`);
} finally {
  await app.close();
  await database.close();
  rmSync(webRoot, { recursive: true, force: true });
}
