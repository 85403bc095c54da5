// `npm test`: typecheck, lint, unit and API tests, the build, the two-instance
// tests, then the browser tests. Without Chromium the browser tests are skipped
// with one line, and without PostgreSQL (TEST_DATABASE_URL) or Redis the
// two-instance tests, unless REQUIRE_E2E=1 (CI), when anything missing fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Socket } from 'node:net';
import { chromiumPath } from './chromium-path.mjs';

const started = Date.now();

function run(label, command, args) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}

run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
// The OpenAPI description against Redocly's recommended rules (redocly.yaml), offline.
run('OpenAPI lint', 'node', ['scripts/lint-openapi.mjs']);
run('unit and API tests', 'npx', ['vitest', 'run']);

/** Prints why a step is skipped, or fails the run when REQUIRE_E2E=1 (CI). */
function skip(line) {
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`✖ ${line.replace('skipped', 'required')}`);
    process.exit(1);
  }
  console.log(`⚠ ${line}`);
}

/** Whether a Redis answers PING at `url` within 2 s. */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answers) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (reply) => done(reply.toString().startsWith('+PONG')));
    socket.connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
  });
}

const browser = chromiumPath();
const hasBrowser = existsSync(browser);
if (!hasBrowser) {
  skip(
    `Chromium not found at ${browser}: browser tests skipped (apt-get install -y chromium, or set CHROME_PATH).`,
  );
} else {
  run('build', 'npm', ['run', 'build']);
  // The home page's JavaScript budget and no admin code in it (issue "Speed and accessibility budgets").
  run('bundle check', 'node', ['scripts/check-bundle.mjs']);
}

// Two and three instances of the built server on one PostgreSQL and one Redis
// (tests/instances/; they build first when dist/ is not current).
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
if (!process.env.TEST_DATABASE_URL) {
  skip('TEST_DATABASE_URL not set: two-instance tests skipped (they need PostgreSQL and Redis).');
} else if (!(await redisAnswers(redisUrl))) {
  skip(`No Redis answers at ${redisUrl}: two-instance tests skipped (set TEST_REDIS_URL).`);
} else {
  run('two-instance tests', 'npm', ['run', '--silent', 'test:instances']);
}

if (hasBrowser) run('browser tests', 'npx', ['playwright', 'test']);

console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
