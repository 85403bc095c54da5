// The generated-client check (decision 035): generates TypeScript types from the
// API description with openapi-typescript, type-checks a small openapi-fetch
// journey against them (scripts/generated-client/journey.ts.tpl, copied next to
// them), then runs it against
// the app started in demo mode on a free port. Needs the devDependencies
// openapi-typescript and openapi-fetch.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
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
run('npx', ['--no-install', 'openapi-typescript', `${dir}/openapi.json`, '-o', `${dir}/api.ts`]);
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
const app = spawn('node', ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO: 'true', LOG_LEVEL: 'warn' },
});
try {
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${base}/api/ready`).catch(() => null);
    if (ready?.ok) break;
    if (tries > 600) throw new Error('the app did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  run('npx', [
    'tsx',
    '--tsconfig',
    'tsconfig.node.json',
    `${dir}/journey.ts`,
    base,
  ]);
} finally {
  app.kill();
}
