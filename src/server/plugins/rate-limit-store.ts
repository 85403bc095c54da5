/**
 * A rate-limit store that counts in Redis, shared by every instance, and in
 * this instance's memory whenever Redis cannot be used. @fastify/rate-limit's
 * own `skipOnError` would let every request through instead: with Redis down
 * each instance then still keeps its own limit (decision: a limit counted
 * N times is better than none).
 */
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RateLimitRedis } from './rate-limit-redis';

type Incr = FastifyRateLimitStore['incr'];
type RouteStoreOptions = Parameters<FastifyRateLimitStore['child']>[0];

class SharedOrLocalStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly redis: RateLimitRedis,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
    if (!this.redis.usable()) return this.local.incr(key, callback, timeWindow, max);
    this.shared.incr(
      key,
      (error, result) => {
        if (error) {
          this.redis.failed(error);
          return this.local.incr(key, callback, timeWindow, max);
        }
        this.redis.succeeded();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteStoreOptions): FastifyRateLimitStore {
    return new SharedOrLocalStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.redis,
    );
  }
}

/**
 * The store class for the plugin's `store` option (it makes one and a child
 * per limited route). Keys are `prefix` + method + route + client address.
 */
export function sharedOrLocalStore(
  redis: RateLimitRedis,
  prefix: string,
): FastifyRateLimitStoreCtor {
  return class extends SharedOrLocalStore {
    constructor(options: FastifyRateLimitOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = options as {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      };
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis.client, prefix),
        new LocalStore(continueExceeding, exponentialBackoff),
        redis,
      );
    }
  };
}
