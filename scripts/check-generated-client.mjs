// The generated-client check (decision 032): generates TypeScript types from the
// API description with openapi-typescript, type-checks a small openapi-fetch
// journey against them (scripts/generated-client/journey.ts.tpl, copied next to
// them), then runs it against
// the app started in demo mode on a free port. Needs the devDependencies
// openapi-typescript and openapi-fetch.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';

const dir = '.tmp/generated-client';
mkdirSync(dir, { recursive: true });

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(
  'npx',
  ['tsx', '--tsconfig', 'tsconfig.node.json', 'scripts/openapi-document.ts', `${dir}/openapi.json`],
  {
    LOG_LEVEL: 'silent',
  },
);
// The description's own rules are checked by `npm run lint:openapi` (with its reasoned
// exceptions); here only whether a generator can read it and what it makes of it.
writeFileSync(`${dir}/redocly.yaml`, 'extends:\n  - minimal\n');
run('npx', [
  '--no-install',
  'openapi-typescript',
  `${dir}/openapi.json`,
  '--redocly',
  `${dir}/redocly.yaml`,
  '-o',
  `${dir}/api.ts`,
]);
writeFileSync(
  `${dir}/tsconfig.json`,
  JSON.stringify({
    extends: '../../tsconfig.node.json',
    compilerOptions: { noEmit: true },
    include: ['./journey.ts', './api.ts'],
  }),
);
copyFileSync('scripts/generated-client/journey.ts.tpl', `${dir}/journey.ts`);
run('npx', ['tsc', '-p', `${dir}/tsconfig.json`]);

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
// A demo shop of its own, on a fresh embedded database that is removed afterwards.
const dataDir = mkdtempSync(path.join(tmpdir(), 'generated-client-'));
const { DATABASE_URL: _unused, ...inherited } = process.env;
const app = spawn('node', ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO: '1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});
let failed;
try {
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${base}/api/ready`).catch(() => null);
    if (ready?.ok) break;
    if (tries > 600) throw new Error('the app did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const journey = spawnSync(
    'npx',
    ['tsx', '--tsconfig', 'tsconfig.node.json', `${dir}/journey.ts`, base],
    { stdio: 'inherit' },
  );
  failed = journey.status !== 0;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  // The app is stopped whatever happened, so no server outlives the check.
  app.kill();
  await new Promise((resolve) => app.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
console.log('✔ generated client: types compile and the journey answered as typed');
