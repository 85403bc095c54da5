// `npm test`: typecheck, lint, unit and API tests, then the browser tests.
// Without Chromium the browser tests are skipped with one line, unless
// REQUIRE_E2E=1 (CI), when a missing browser fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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

const browser = chromiumPath();
if (!existsSync(browser)) {
  const line = `Chromium not found at ${browser}: browser tests skipped (apt-get install -y chromium, or set CHROME_PATH).`;
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`✖ ${line.replace('skipped', 'required')}`);
    process.exit(1);
  }
  console.log(`⚠ ${line}`);
} else {
  run('build', 'npm', ['run', 'build']);
  // The home page's JavaScript budget and no admin code in it (issue "Speed and accessibility budgets").
  run('bundle check', 'node', ['scripts/check-bundle.mjs']);
  run('browser tests', 'npx', ['playwright', 'test']);
}

console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
