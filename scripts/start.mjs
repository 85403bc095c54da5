// `npm start`: builds the app only when dist/ is missing or older than its sources
// (scripts/build-freshness.mjs), then runs the server in this process's place.
import { spawn, spawnSync } from 'node:child_process';
import { staleReason } from './build-freshness.mjs';

const reason = staleReason();
if (reason) {
  console.log(`Building the app (${reason})...`);
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// React, React Router and the other libraries read NODE_ENV when they load: unset, they load
// their development builds (slower, and tens of megabytes more memory). The app's own default
// is production (src/server/config.ts), so the libraries are told the same.
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  // Node 22.1 and later keep the code they compiled (the server bundle, its libraries) on disk
  // and start faster the next time (decision 029); safe to delete, ignored by Node 20.
  // glibc's malloc keeps an arena per thread (V8's compiler threads, libuv's pool) and
  // returns little of them: two arenas hold the same work in about 20 MB less (decision 029).
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? 'node_modules/.cache/node-compile-cache',
};
const server = spawn(process.execPath, ['dist/server/main.js'], { stdio: 'inherit', env });
// The server drains on SIGTERM/SIGINT (graceful shutdown): pass them on and exit as it does.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
