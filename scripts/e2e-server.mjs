// Starts the built app for the browser tests on a fresh demo database.
import { rmSync } from 'node:fs';

const port = process.env.E2E_PORT ?? '3100';
// One data folder per port, so two runs on different ports never share a database.
const dataDir = `.tmp/e2e-data-${port}`;
rmSync(dataDir, { recursive: true, force: true });
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
});
delete process.env.DATABASE_URL;
await import('../dist/server/main.js');
