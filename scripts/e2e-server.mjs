// Starts the built app for the browser tests on a fresh demo database, with
// online card payments through a local fake of Stripe (scripts/fake-stripe.mjs):
// its hosted page sends the browser back to this app, and its webhooks are
// signed with the app's secret, so the app's real verification runs.
import { rmSync } from 'node:fs';
import { startFakeStripe } from './fake-stripe.mjs';

const port = process.env.E2E_PORT ?? '3100';
const appUrl = `http://127.0.0.1:${port}`;
// One data folder per port, so two runs on different ports never share a database.
const dataDir = `.tmp/e2e-data-${port}`;
rmSync(dataDir, { recursive: true, force: true });

const webhookSecret = 'whsec_e2efakestripe';
const fake = await startFakeStripe({ port: 0, webhookSecret });
fake.configure({ webhookUrl: `${appUrl}/api/payments/stripe/webhook`, webhookSecret });

Object.assign(process.env, {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: port,
  DATA_DIR: dataDir,
  DEMO: '1',
  LOG_LEVEL: 'warn',
  // The browser tests sign in far more than 10 times a minute from one address.
  AUTH_RATE_LIMIT: '1000',
  FORM_RATE_LIMIT: '1000',
  // The widget solves in the browser by itself; a low difficulty keeps the journeys quick.
  CHALLENGE_MAX_NUMBER: '40',
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_BASE: fake.base,
  // The payment page's success and cancel addresses come back to this app.
  PUBLIC_URL: appUrl,
});
delete process.env.DATABASE_URL;
await import('../dist/server/main.js');
