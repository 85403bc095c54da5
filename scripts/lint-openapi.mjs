// `npm run lint:openapi`: writes the OpenAPI description the app serves at
// /api/docs/json to .tmp/openapi.json and lints it with Redocly's recommended
// rules (redocly.yaml), offline. Part of `npm test`.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const out = '.tmp/openapi.json';
mkdirSync('.tmp', { recursive: true });

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['tsx', '--tsconfig', 'tsconfig.node.json', 'scripts/openapi-document.ts', out], {
  LOG_LEVEL: 'silent',
});
run('npx', ['redocly', 'lint', out, '--config', 'redocly.yaml'], {
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
});
