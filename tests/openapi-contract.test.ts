/**
 * The contract check of tests/helpers/test-app.ts: an answer that drifts from the
 * served description fails the test that received it (decision 032).
 */
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A route that writes its JSON itself, past the serializer that would drop the extra field. */
// Untyped (no zod type provider), so the handler may answer what its schema does not say.
const driftingRoute: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/contract-probe',
    { schema: { operationId: 'contractProbe', response: { 200: z.object({ name: z.string() }) } } },
    async (_request, reply) =>
      reply.type('application/json').send(JSON.stringify({ name: 'ring', costPrice: 1200 })),
  );
  app.get(
    '/api/contract-probe/teapot',
    {
      schema: {
        operationId: 'contractProbeTeapot',
        response: { 200: z.object({ name: z.string() }) },
      },
    },
    async (_request, reply) => reply.code(418 as 200).send({ name: 'teapot' }),
  );
};

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    configure: async (app) => {
      await app.register(driftingRoute);
    },
  });
});
afterAll(() => testApp.close());

describe('the API contract check on every injected answer', () => {
  it('fails an answer with a field the description does not have', async () => {
    await expect(testApp.app.inject({ method: 'GET', url: '/api/contract-probe' })).rejects.toThrow(
      /costPrice/,
    );
  });

  it('fails a status the description does not list', async () => {
    await expect(
      testApp.app.inject({ method: 'GET', url: '/api/contract-probe/teapot' }),
    ).rejects.toThrow(/answered 418, a status its description does not list/);
  });

  it('lets an answer that matches through', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});
