// The validating-proxy check (decision 032): Stoplight Prism's proxy
// (`prism proxy`, devDependency @stoplight/prism-cli) stands between a scripted
// journey and the demo app, and checks every request and every answer against
// the API description the app serves. The journey (scripts/prism/journey.mjs)
// calls every operation of the description at least once: signed out, as a
// customer, as staff and as the owner, with bad input too (400, 401, 403, 404,
// 409), so error answers are checked as well as successes. Online payments are
// switched on with the local fake of Stripe (scripts/fake-stripe.mjs), as the
// browser tests do. Expects `npm run build` to have been run (scripts/start.mjs
// builds when dist/ is stale). Exits non-zero on any violation Prism reports or
// any operation the journey did not call.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import { startFakeStripe } from './fake-stripe.mjs';
import { runJourney } from './prism/journey.mjs';

const started = Date.now();
const dir = '.tmp/prism';
mkdirSync(dir, { recursive: true });

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, what) {
  for (let tries = 0; ; tries++) {
    const answer = await fetch(url).catch(() => null);
    if (answer && answer.status < 500) return;
    if (tries > 2400) throw new Error(`${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const appPort = await freePort();
const proxyPort = await freePort();
const appUrl = `http://127.0.0.1:${appPort}`;
const proxyUrl = `http://127.0.0.1:${proxyPort}`;

// Online payments on, against the local fake of Stripe; its webhooks go through the proxy too.
const webhookSecret = 'whsec_prismcheck';
const fake = await startFakeStripe({ port: 0, webhookSecret });
fake.configure({ webhookUrl: `${appUrl}/api/payments/stripe/webhook`, webhookSecret });

// A demo shop of its own, on a fresh embedded database that is removed afterwards.
const dataDir = mkdtempSync(path.join(tmpdir(), 'prism-check-'));
const { DATABASE_URL: _unused, ...inherited } = process.env;
const children = [];
const app = spawn('node', ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...inherited,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DEMO: '1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The journey signs in and sends forms more often than a person would.
    AUTH_RATE_LIMIT: '1000',
    FORM_RATE_LIMIT: '1000',
    CHALLENGE_MAX_NUMBER: '40',
    STRIPE_SECRET_KEY: 'sk_test_prismcheck',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: fake.base,
    PUBLIC_URL: appUrl,
  },
});
children.push(app);

let failed = true;
try {
  await waitFor(`${appUrl}/api/ready`, 'the app');
  const appReady = Date.now();
  // The description as served, with the online-payment routes this configuration adds.
  const document = await (await fetch(`${appUrl}/api/docs/json`)).json();
  const documentFile = path.join(dir, 'openapi.json');
  writeFileSync(documentFile, JSON.stringify(document, null, 2));

  const prism = spawn(
    'node_modules/.bin/prism',
    [
      'proxy',
      documentFile,
      appUrl,
      '--host',
      '127.0.0.1',
      '--port',
      String(proxyPort),
      // Pass every request on, bad ones too, and report what does not match in sl-violations.
      '--errors=false',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  children.push(prism);
  await waitFor(`${proxyUrl}/api/health`, 'the Prism proxy');
  const proxyReady = Date.now();

  const result = await runJourney({
    base: proxyUrl,
    direct: appUrl,
    document,
    fake,
    webhookSecret,
  });
  const seconds = (from, to = Date.now()) => `${((to - from) / 1000).toFixed(1)} s`;
  console.log(
    `Prism proxy: ${result.called.size}/${result.operations.length} operations called, ` +
      `${result.calls} calls, ${result.violations.length} violations ` +
      `(and ${result.expectedViolations} in requests meant to be wrong, refused by the app); ` +
      `${seconds(started)}: app ${seconds(started, appReady)}, proxy ${seconds(appReady, proxyReady)}, ` +
      `journey ${seconds(proxyReady)}`,
  );
  for (const violation of result.violations) console.error(`  ✘ ${violation}`);
  for (const operation of result.missing) console.error(`  ✘ not called: ${operation}`);
  for (const problem of result.problems) console.error(`  ✘ ${problem}`);
  failed = result.violations.length > 0 || result.missing.length > 0 || result.problems.length > 0;
} catch (error) {
  console.error(error);
} finally {
  // Nothing outlives the check: the proxy, the app, the fake Stripe and the data folder go.
  for (const child of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill();
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
console.log('✔ Prism proxy: every operation called, no violation');
