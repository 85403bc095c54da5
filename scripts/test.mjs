// `npm test`: typecheck, lint and the OpenAPI lint side by side, the unit and API
// tests, the build, the bundle check, the two-instance tests, then the browser
// tests; every step timed, then a table of the times. Without Chromium the browser
// tests are skipped with one line, and without PostgreSQL (TEST_DATABASE_URL) or
// Redis the two-instance tests, unless REQUIRE_E2E=1 (CI), when anything missing
// fails the run.
import { existsSync } from 'node:fs';
import { Socket } from 'node:net';
import { chromiumPath } from './chromium-path.mjs';
import { machineSpeedLine } from './machine-speed.mjs';
import { printSlowestFiles } from './slowest-test-files.mjs';
import { runStep, runSideBySide, printStepTimes, VITEST_RESULTS } from './steps.mjs';

const started = Date.now();
// .ci/run prints the machine's speed once for the whole run.
if (!process.env.STEP_TIMES_FILE) console.log(machineSpeedLine());

// Three checks that read the code and nothing else: one core each is enough, and
// the type-checked lint and the typecheck are the two longest of them.
await runSideBySide([
  { label: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { label: 'lint', command: 'npx', args: ['eslint', '--max-warnings=0', '.'] },
  // The OpenAPI description against Redocly's recommended rules (redocly.yaml), offline.
  { label: 'OpenAPI lint', command: 'node', args: ['scripts/lint-openapi.mjs'] },
]);
await runStep('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${VITEST_RESULTS}`,
]);
printSlowestFiles(VITEST_RESULTS, 20);

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
  // The one build of the run: the bundle check, the two-instance tests, the browser
  // tests and (in CI) the generated client and Prism checks all use dist/.
  await runStep('build', 'npm', ['run', 'build']);
  // The home page's JavaScript budget and no admin code in it (decision 012).
  await runStep('bundle check', 'node', ['scripts/check-bundle.mjs']);
}

// Two and three instances of the built server on one PostgreSQL and one Redis
// (tests/instances/; they build first when dist/ is not current).
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
if (!process.env.TEST_DATABASE_URL) {
  skip('TEST_DATABASE_URL not set: two-instance tests skipped (they need PostgreSQL and Redis).');
} else if (!(await redisAnswers(redisUrl))) {
  skip(`No Redis answers at ${redisUrl}: two-instance tests skipped (set TEST_REDIS_URL).`);
} else {
  await runStep('two-instance tests', 'npm', ['run', '--silent', 'test:instances']);
}

if (hasBrowser) await runStep('browser tests', 'npx', ['playwright', 'test']);

if (!process.env.STEP_TIMES_FILE) printStepTimes(started);
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
