/**
 * The app with online payments switched on against the local fake of Stripe
 * (scripts/fake-stripe.mjs), listening on a free port so that the fake can
 * post its webhooks over HTTP, signed by the SDK's own helper, as Stripe does.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startFakeStripe, type FakeStripe } from '../../scripts/fake-stripe.mjs';
import type { AppConfig } from '../../src/server/config';
import { createTestApp, type TestApp } from './test-app';

export const WEBHOOK_SECRET = 'whsec_testsecret0123456789';
/** Where a webhook goes when it is to be lost. */
export const UNREACHABLE = 'http://127.0.0.1:9/unreachable';

export type OnlineShop = {
  t: TestApp;
  fake: FakeStripe;
  /** The app's webhook address. */
  webhookUrl: () => string;
  close: () => Promise<void>;
};

export async function startOnlineShop({
  config = {},
  configure,
}: {
  config?: Partial<AppConfig>;
  configure?: (app: FastifyInstance) => void | Promise<void>;
} = {}): Promise<OnlineShop> {
  const fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  const t = await createTestApp({
    config: {
      formRateLimit: 10_000,
      ...config,
      stripe: { secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, apiBase: fake.base },
    },
    ...(configure ? { configure } : {}),
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const webhookUrl = () =>
    `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/payments/stripe/webhook`;
  fake.configure({ webhookUrl: webhookUrl() });
  return {
    t,
    fake,
    webhookUrl,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
