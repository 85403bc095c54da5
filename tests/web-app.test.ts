import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from './helpers/test-database';
import type { Database } from '../src/server/db/client';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  // A stand-in for the built React app.
  const webRoot = mkdtempSync(path.join(tmpdir(), 'web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, webRoot });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('serving the web app', () => {
  it.each(['/', '/marketplace', '/product/123', '/admin/dashboard', '/no/such/page'])(
    'answers %s with the app, revalidated on every visit',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches other public files for a day', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('never answers an unknown API path with the app', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No API route for GET /api/nothing-here' });
  });
});
