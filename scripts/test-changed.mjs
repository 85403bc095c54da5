// `npm run test:changed`: the short loop while working. Typecheck, and lint of the
// changed files, side by side; then only the unit and API tests that import a
// changed file (Vitest's --changed follows the import graph). Changes are those
// not yet committed, or since a commit: `npm run test:changed -- main`.
// On the embedded database unless TEST_DATABASE_URL is set.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runSideBySide, runStep, printStepTimes } from './steps.mjs';

const started = Date.now();
const since = process.argv[2];
const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([
    ...git('diff', '--name-only', since ?? 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(file));
const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
console.log(`${changed.length} files changed${since ? ` since ${since}` : ''}`);

await runSideBySide([
  { label: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  ...(lintable.length
    ? [
        {
          label: 'lint (changed files)',
          command: 'npx',
          args: ['eslint', '--max-warnings=0', ...lintable],
        },
      ]
    : []),
]);
await runStep('tests of the changed files', 'npx', [
  'vitest',
  'run',
  '--passWithNoTests',
  `--changed=${since ?? 'HEAD'}`,
]);
printStepTimes(started);
