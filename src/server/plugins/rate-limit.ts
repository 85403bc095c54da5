/**
 * Per-IP rate limits, off by default and switched on per route with
 * `config: { rateLimit: { max, timeWindow } }`. Behind a proxy the client IP
 * comes from X-Forwarded-For only when TRUST_PROXY is set.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';

/**
 * The address the limits count. Behind the proxy (TRUST_PROXY) it is the one
 * the proxy appended to X-Forwarded-For, the nearest after the socket's own
 * (request.ips runs from the socket outwards); request.ip would be the
 * farthest, which the client writes itself and could change at every attempt.
 */
const clientAddress = (request: FastifyRequest): string => request.ips?.[1] ?? request.ip;

export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientAddress,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Please wait ${context.after} and try again.`),
  });
}
