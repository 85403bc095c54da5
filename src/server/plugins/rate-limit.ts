/**
 * Per-IP rate limits, off by default and switched on per route with
 * `config: { rateLimit: { max, timeWindow } }`. Behind a proxy the client IP
 * comes from X-Forwarded-For only when TRUST_PROXY is set.
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
