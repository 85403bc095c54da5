/**
 * Per-IP rate limits, off by default and switched on per route with
 * `config: { rateLimit: { max, timeWindow } }`. The address counted is
 * request.ip: behind the proxy (TRUST_PROXY) the one the proxy appended to
 * X-Forwarded-For, never an entry the client wrote itself (see app.ts).
 *
 * With REDIS_URL the counters live in Redis, so several instances share one
 * budget; without it, or while Redis is unreachable, each instance counts in
 * its own memory (rate-limit-store.ts).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { RateLimitRedis } from './rate-limit-redis';
import { sharedOrLocalStore } from './rate-limit-store';

/** Every counter's key starts with it, so the shop can share a Redis with other software. */
export const RATE_LIMIT_KEY_PREFIX = 'shop:rl:';

export async function registerRateLimits(app: FastifyInstance) {
  const redis = app.config.redisUrl ? new RateLimitRedis(app.config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onReady', () => redis.connect());
    app.addHook('onClose', (_app, done) => {
      redis.close();
      done();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: sharedOrLocalStore(redis, RATE_LIMIT_KEY_PREFIX) } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Please wait ${context.after} and try again.`),
  });
}
