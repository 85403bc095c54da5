/**
 * Per-IP rate limits, off by default and switched on per route with
 * `config: { rateLimit: { max, timeWindow } }`. The address counted is
 * request.ip: behind the proxy (TRUST_PROXY) the one the proxy appended to
 * X-Forwarded-For, never an entry the client wrote itself (see app.ts).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';

export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Please wait ${context.after} and try again.`),
  });
}
