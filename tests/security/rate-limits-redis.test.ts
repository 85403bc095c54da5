/**
 * Rate limits with REDIS_URL: several instances count against one budget per
 * IP, and while Redis is unreachable every request is still answered and each
 * instance keeps counting on its own (never "no limit at all"). Losing Redis
 * is logged once as a warning, getting it back once as information.
 *
 * The apps are built in this process on a private redis-server this file
 * starts (and crashes, and restarts). Without `redis-server` installed the
 * file is skipped, unless REQUIRE_E2E=1 (CI), where that fails.
 */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/server/config';
import { RedisServer, redisServerInstalled } from '../helpers/redis-server';
import { createLoggedApp } from './support';

const LIMIT = 3;
const installed = redisServerInstalled();
if (!installed && process.env.REQUIRE_E2E === '1') {
  throw new Error('redis-server is not installed (apt-get install -y redis-server)');
}

type LoggedApp = Awaited<ReturnType<typeof createLoggedApp>>;

/** An address no other test of this file used, so each test starts with a full budget. */
const freshIp = () => `198.51.100.${randomInt(1, 255)}`;
const usedIps = new Set<string>();
function newIp(): string {
  for (;;) {
    const ip = freshIp();
    if (!usedIps.has(ip)) {
      usedIps.add(ip);
      return ip;
    }
  }
}

const signIn = (t: LoggedApp, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'sam', password: 'guess' },
    remoteAddress: ip,
  });

const statuses = async (attempts: LoggedApp[], ip: string) => {
  const answers: number[] = [];
  for (const app of attempts) answers.push((await signIn(app, ip)).statusCode);
  return answers;
};

const logged = (t: LoggedApp, level: number, text: string) =>
  t.lines.filter((line) => {
    const entry = JSON.parse(line) as { level: number; msg?: string };
    return entry.level === level && entry.msg?.includes(text);
  }).length;

const WARN = 40;
const INFO = 30;
const LOST = 'Redis unreachable';
const BACK = 'Redis is back';

const apps: LoggedApp[] = [];
async function startApp(config: Partial<AppConfig>): Promise<LoggedApp> {
  const app = await createLoggedApp({ authRateLimit: LIMIT, logLevel: 'info', ...config });
  apps.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe.skipIf(!installed)('rate limits counted in Redis', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await RedisServer.start();
  });
  afterAll(() => redis?.stop());

  it('are one budget for two instances: the attempt past the limit is refused on either', async () => {
    const a = await startApp({ redisUrl: redis.url });
    const b = await startApp({ redisUrl: redis.url });
    const ip = newIp();
    expect(await statuses([a, b, a], ip)).toEqual([401, 401, 401]);
    expect(await statuses([b, a], ip)).toEqual([429, 429]);
    // Another address has its own budget on both.
    expect(await statuses([b, a, b], newIp())).toEqual([401, 401, 401]);
    expect(logged(a, WARN, LOST) + logged(b, WARN, LOST)).toBe(0);
  });

  // Photo upload addresses are counted in the database, not here: tests/request-photo-addresses.test.ts.

  it('fall back to each instance counting alone while Redis is down, and are shared again once it is back', async () => {
    const a = await startApp({ redisUrl: redis.url });
    const b = await startApp({ redisUrl: redis.url });
    await redis.stop();
    try {
      // Each instance answers and keeps its own limit of 3: 3 on A, then A refuses, B still has its 3.
      const ip = newIp();
      expect(await statuses([a, a, a, a], ip)).toEqual([401, 401, 401, 429]);
      expect(await statuses([b, b, b, b], ip)).toEqual([401, 401, 401, 429]);
      // Reconnection keeps failing meanwhile; it is still one warning per instance.
      await sleep(1_000);
      expect(await statuses([a], newIp())).toEqual([401]);
    } finally {
      await redis.start();
    }
    expect(logged(a, WARN, LOST)).toBe(1);
    expect(logged(b, WARN, LOST)).toBe(1);

    await expect
      .poll(() => logged(a, INFO, BACK) + logged(b, INFO, BACK), { timeout: 30_000 })
      .toBe(2);
    const ip = newIp();
    expect(await statuses([a, b, a, b], ip)).toEqual([401, 401, 401, 429]);
    expect(logged(a, WARN, LOST)).toBe(1);
    expect(logged(a, INFO, BACK)).toBe(1);
  });
});

describe('rate limits with Redis unreachable from the start', () => {
  it('still answer every request and limit each instance, with one warning', async () => {
    // Port 1: nothing listens there, every connection is refused at once.
    const t = await startApp({ redisUrl: 'redis://127.0.0.1:1' });
    const ip = newIp();
    expect(await statuses([t, t, t, t], ip)).toEqual([401, 401, 401, 429]);
    expect(await statuses([t], newIp())).toEqual([401]);
    // ioredis retries the connection every few hundred ms meanwhile: still one warning.
    await sleep(1_000);
    expect(await statuses([t], ip)).toEqual([429]);
    expect(logged(t, WARN, LOST)).toBe(1);
    expect(logged(t, INFO, BACK)).toBe(0);
  });
});
