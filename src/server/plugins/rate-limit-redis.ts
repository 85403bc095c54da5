/**
 * The Redis connection the rate limits are counted through, and whether it
 * may be used right now. A Redis that is down or hangs must cost a request
 * next to nothing: while disconnected a command fails at once (no offline
 * queue), an unanswered one gives up after COMMAND_TIMEOUT_MS, and after a
 * failure the counting stays local until the connection is made again or,
 * when it still looks open, until a retry is due. Losing Redis and getting
 * it back are logged once each.
 */
import type { FastifyBaseLogger } from 'fastify';
import type * as Ioredis from 'ioredis';
import type { Redis } from 'ioredis';
import { onFirstUse } from '../on-first-use';

/** ioredis loads only when REDIS_URL is set (decision 029). */
const loadIoredis = onFirstUse<typeof Ioredis>('ioredis');

/** The longest a start waits for Redis; a blackholed host then counts locally. */
const CONNECT_TIMEOUT_MS = 2_000;
/** The longest a request waits for a counter. */
const COMMAND_TIMEOUT_MS = 500;
/** After a command failed on an open connection, how long Redis is left alone. */
const RETRY_AFTER_MS = 5_000;

export class RateLimitRedis {
  readonly client: Redis;
  private state: 'connecting' | 'up' | 'down' = 'connecting';
  private retryAt = 0;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    const { Redis } = loadIoredis();
    this.client = new Redis(url, {
      // Connected in connect(), so building an app (tests, tools) opens nothing by itself.
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
    });
    // Without a listener ioredis prints every failed reconnection; here they only change the state.
    this.client.on('error', (error: Error) => this.failed(error));
    this.client.on('ready', () => this.succeeded());
  }

  /** Waits for the first connection (CONNECT_TIMEOUT_MS at most); a failure is logged, not thrown. */
  async connect(): Promise<void> {
    await this.client.connect().catch((error: unknown) => {
      this.failed(error instanceof Error ? error : new Error(String(error)));
    });
  }

  /** Stops reconnecting and drops the connection at once: a dead Redis never holds up a shutdown. */
  close(): void {
    this.client.disconnect();
  }

  /** Whether this count should go to Redis; otherwise it is kept by this instance. */
  usable(): boolean {
    if (this.client.status !== 'ready') {
      this.failed(new Error(`Redis connection ${this.client.status}`));
      return false;
    }
    if (this.state === 'up') return true;
    if (Date.now() < this.retryAt) return false;
    this.retryAt = Date.now() + RETRY_AFTER_MS;
    return true;
  }

  failed(error: Error): void {
    this.retryAt = Date.now() + RETRY_AFTER_MS;
    if (this.state === 'down') return;
    this.state = 'down';
    this.log.warn(
      { err: error },
      'Redis unreachable: rate limits are counted by each instance alone until it is back',
    );
  }

  succeeded(): void {
    if (this.state === 'up') return;
    if (this.state === 'down') {
      this.log.info('Redis is back: rate limits are counted across instances again');
    }
    this.state = 'up';
  }
}
