// `npm start`: builds the app only when dist/ is missing or older than its sources
// (scripts/build-freshness.mjs), then runs the server in this process's place.
import { spawn, spawnSync } from 'node:child_process';
import { staleReason } from './build-freshness.mjs';
import { SERVER_NODE_FLAGS, serverEnv } from './server-process.mjs';

const reason = staleReason();
if (reason) {
  console.log(`Building the app (${reason})...`);
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/main.js'], {
  stdio: 'inherit',
  env: serverEnv(),
});
// The server drains on SIGTERM/SIGINT (graceful shutdown): pass them on and exit as it does.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
