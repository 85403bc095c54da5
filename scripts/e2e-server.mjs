// Starts the built app for the browser tests on a fresh demo database.
import { rmSync } from 'node:fs';

const dataDir = '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT ?? '3100',
  DATA_DIR: dataDir,
  DEMO: '1',
  LOG_LEVEL: 'warn',
});
delete process.env.DATABASE_URL;
await import('../dist/server/main.js');
