// Whether the build in dist/ is current: every output exists and is newer than
// every source it is built from. `npm start` builds only when it is not.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the build reads: the sources, the page shell, static files and the build settings. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.node.json',
  'tsconfig.web.json',
  'scripts/build-server.mjs',
  'scripts/precompress-plugin.ts',
  'scripts/chunk-modules-plugin.ts',
];
/** What it writes: the server bundle, the web app's page and its server entry (decision 017). */
export const BUILD_OUTPUTS = [
  'dist/server/main.js',
  'dist/web/index.html',
  'dist/ssr/entry-server.js',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Why the build must run, or null when dist/ is current. */
export function staleReason(root = process.cwd(), inputs = BUILD_INPUTS, outputs = BUILD_OUTPUTS) {
  let oldestOutput = Infinity;
  for (const output of outputs) {
    const file = path.join(root, output);
    if (!existsSync(file)) return `${output} is missing`;
    oldestOutput = Math.min(oldestOutput, statSync(file).mtimeMs);
  }
  for (const input of inputs) {
    if (newestMtime(path.join(root, input)) > oldestOutput)
      return `${input} changed since the last build`;
  }
  return null;
}
