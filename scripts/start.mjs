// `npm start`: builds the app only when dist/ is missing or older than its sources
// (scripts/build-freshness.mjs), then runs the server.
//
// package.json's start script launches this file with the server's Node flags and malloc's
// setting (scripts/server-process.mjs), so the server runs here, in this process: one Node
// start instead of two, and one process's memory (issue 32: start-up under 2 s). Run any
// other way (`node scripts/start.mjs`), the process lacks them, and the server gets a process
// of its own that has them.
import { spawn, spawnSync } from 'node:child_process';
import module from 'node:module';
import { staleReason } from './build-freshness.mjs';
import { SERVER_NODE_FLAGS, runsAsTheServer, serverEnv } from './server-process.mjs';

const SERVER = 'dist/server/main.js';

const reason = staleReason();
if (reason) {
  console.log(`Building the app (${reason})...`);
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (runsAsTheServer()) {
  // Libraries read NODE_ENV as they load: set before the server's first import.
  const env = serverEnv();
  process.env.NODE_ENV = env.NODE_ENV;
  // The compile cache that NODE_COMPILE_CACHE turns on for a new process (Node 22.8 and later).
  module.enableCompileCache?.(env.NODE_COMPILE_CACHE);
  await import(`../${SERVER}`);
} else {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER], {
    stdio: 'inherit',
    env: serverEnv(),
  });
  // The server drains on SIGTERM/SIGINT (graceful shutdown): pass them on and exit as it does.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
