/**
 * Starts the shop: reads the configuration, opens and migrates the database,
 * fills it with demo data in demo mode, and serves API and web app on one port.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { withStartupLock } from './db/startup-lock';
import { errorInOneLine } from './error-log';
import { gracefulShutdown } from './graceful-shutdown';

function readConfig(): AppConfig {
  // A local .env is optional; real deployments set the environment directly.
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig(process.env, { terminal: process.stdout.isTTY === true });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Milliseconds since the process started (performance's origin), at each phase of
 * start-up: printed with "ready" so a slow start says where its time went (issue 32).
 */
const phases: [name: string, at: number][] = [];
const phaseDone = (name: string) => phases.push([name, performance.now()]);
function phaseSummary(): string {
  let previous = 0;
  return phases
    .map(([name, at]) => {
      const took = at - previous;
      previous = at;
      return `${name} ${Math.round(took)} ms`;
    })
    .join(', ');
}

/** The process's CPU time so far: on a busy machine, steadier than the time on the clock. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return Math.round((user + system) / 1000);
}

async function main() {
  phaseDone('Node start and modules');
  const config = readConfig();
  // The app's modules (Fastify, the routes, the web app's server entry) load while the
  // database opens. Both are mostly main-thread work; what of the open runs elsewhere (the
  // embedded database's WebAssembly compiling on V8's worker threads) overlaps (decision 029).
  const appModules = Promise.all([import('./app'), import('./modules/pages/page-server')]);
  const pageRenderer = appModules.then(([, { loadPageRenderer }]) =>
    loadPageRenderer(path.resolve('dist/ssr/entry-server.js')),
  );
  // Awaited below; a failure meanwhile is not "unhandled", it surfaces there.
  pageRenderer.catch(() => {});
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  phaseDone('database open');
  const prepare = async () => {
    await database.migrate();
    phaseDone('migrations check');
    if (config.demo) {
      const { seedDemoData } = await import('./db/seed/seed-demo');
      const { seeded } = await seedDemoData(database.db);
      if (seeded) console.log('Demo data added to the empty database.');
    }
  };
  // The embedded database belongs to this one process; PostgreSQL may be shared by several.
  await (config.databaseUrl ? withStartupLock(config.databaseUrl, prepare) : prepare());
  phaseDone('demo data check');
  const renderer = await pageRenderer;
  phaseDone('page templates');
  const [{ buildApp }] = await appModules;
  const app = await buildApp({ config, database, pageRenderer: renderer });
  phaseDone('app');
  // Request photos no request took within a day go: now, then hourly (decision 010).
  const stopSweeping = app.requestPhotos.startSweeping();
  // Email: delivery every few seconds, due-date reminders hourly (and now).
  const stopOutbox = app.outbox.start();
  // Online payment sessions whose webhook never came: settled with the provider every few minutes.
  const stopSessions = app.onlinePayments?.startSweeping() ?? (() => undefined);
  app.addHook('onClose', async () => {
    stopSweeping();
    stopSessions();
    await stopOutbox();
    await database.close();
  });

  const shutdown = gracefulShutdown(app);
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  phaseDone('listen');
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(
    `${config.demo ? 'Demo shop' : 'Shop'} ready on http://${shownHost}:${config.port} (${database.kind} database) in ${Math.round(performance.now())} ms (${cpuMs()} ms of CPU): ${phaseSummary()}`,
  );
}

main().catch((error: unknown) => {
  // One line naming what failed, never a failed query's values (they may hold password hashes).
  console.error(`Start failed: ${errorInOneLine(error)}`);
  process.exit(1);
});
