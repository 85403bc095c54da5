import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BODY_LIMIT_BYTES } from '../src/server/app';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('answers health while the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers ready when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 with Retry-After when the database does not answer', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ status: 'database unavailable' });
    await broken.app.close();
  });
});

describe('error shape', () => {
  let probe: TestApp;
  beforeAll(async () => {
    probe = await createTestApp({
      configure: (app) => {
        app.withTypeProvider<ZodTypeProvider>().post(
          '/api/probe',
          { schema: { body: z.object({ name: z.string().min(1, 'Name is required') }) } },
          async (request) => ({ hello: request.body.name }),
        );
      },
    });
  });
  afterAll(() => probe.close());

  const post = (payload: string, contentType = 'application/json') =>
    probe.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': contentType },
      payload,
    });

  it('answers unknown API paths with 404 JSON, not the HTML app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'No API route for GET /api/no-such-thing' });
  });

  it('accepts a valid body', async () => {
    const res = await post('{"name":"Ada"}');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hello: 'Ada' });
  });

  it('answers a body that is not JSON with 400 and a message', async () => {
    const res = await post('{"name":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('names the field that fails its schema', async () => {
    const res = await post('{"name":""}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Name is required' });
  });

  it('names the field when the schema has no message of its own', async () => {
    const res = await post('{"name":42}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'name: Invalid input: expected string, received number' });
  });

  it('refuses a wrong content type with 415', async () => {
    const res = await post('name=Ada', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toMatch(/content type/i);
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large.' });
  });

  // Found by the fuzz suite: both used to be stored with U+FFFD in place of what was sent.
  it('refuses a body that is not UTF-8 with 400 instead of storing replacement characters', async () => {
    const res = await probe.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from('{"name":"a'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid UTF-8.' });
  });

  it('refuses an unpaired surrogate escape with 400', async () => {
    const res = await post('{"name":"a\\ud800b"}');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/not valid Unicode/);
    expect((await post('{"name":"\\ud83c\\udfb8"}')).json()).toEqual({ hello: '🎸' });
  });

  // Found by the fuzz suite: storing a NUL character failed in PostgreSQL with a 500.
  it('refuses a NUL character anywhere in a JSON body with 400', async () => {
    const res = await post('{"name":"a\\u0000b"}');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/NUL character/);
  });

  // Found by the fuzz suite: Fastify answered these in its own shape, before any route.
  it('answers a malformed or over-long address with { message }', async () => {
    const malformed = await probe.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The address is not valid (a malformed %-escape).' });
    const long = await probe.app.inject({
      method: 'PATCH',
      url: `/api/admin/cash-advances/${'a'.repeat(101)}/status`,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'The address is too long.' });
  });

  // Server faults and security headers: tests/security/headers.test.ts.
});
